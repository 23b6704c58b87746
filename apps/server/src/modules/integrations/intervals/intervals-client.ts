import { z } from 'zod';

export type IntervalsErrorKind =
  | 'unauthorized'
  | 'rate_limited'
  | 'not_found'
  | 'unavailable'
  | 'rejected'
  | 'bad_response';

/** A failed intervals.icu call, classified: wrong key (the rider must paste a new one), wait, skip, or retry later. */
export class IntervalsError extends Error {
  readonly kind: IntervalsErrorKind;
  readonly status: number | null;
  constructor(kind: IntervalsErrorKind, status: number | null) {
    super(`intervals.icu ${kind}${status ? ` (${status})` : ''}`);
    this.kind = kind;
    this.status = status;
  }
}

/** The rider's credentials: what they paste in Settings → Connections. */
export interface IntervalsCredentials {
  athleteId: string;
  apiKey: string;
}

/** A planned workout as intervals.icu stores it (coaching.md §5). */
export interface IntervalsWorkoutEvent {
  /** ours, stable per planned session: an upsert with it replaces the event instead of adding one */
  externalId: string;
  /** local date, YYYY-MM-DD */
  date: string;
  name: string;
  /** intervals.icu workout text (`writeIcuText`) */
  description: string;
}

const athleteSchema = z.object({ id: z.string().min(1) });
const eventSchema = z.object({ id: z.number().int(), external_id: z.string().nullish() });
export const intervalsActivitySchema = z.object({
  id: z.string().min(1),
  start_date_local: z.string(),
  start_date: z.string().nullish(),
  type: z.string().nullish(),
  name: z.string().nullish(),
  source: z.string().nullish(),
  _note: z.string().nullish(),
});
export type IntervalsActivity = z.infer<typeof intervalsActivitySchema>;

/** Athlete ids look like `i12345`; the key is what intervals.icu shows under Settings → Developer. */
export const intervalsAthleteIdPattern = /^i?\d{1,12}$/;

export function createIntervalsClient(apiUrl: string) {
  const base = apiUrl.replace(/\/$/, '');

  async function call(
    credentials: IntervalsCredentials,
    path: string,
    init: RequestInit = {},
  ): Promise<Response> {
    const auth = Buffer.from(`API_KEY:${credentials.apiKey}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { authorization: `Basic ${auth}`, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(20_000),
        redirect: 'error',
      });
    } catch {
      throw new IntervalsError('unavailable', null);
    }
    if (response.ok) return response;
    await response.arrayBuffer().catch(() => null);
    if (response.status === 401 || response.status === 403)
      throw new IntervalsError('unauthorized', response.status);
    if (response.status === 404) throw new IntervalsError('not_found', 404);
    if (response.status === 429) throw new IntervalsError('rate_limited', 429);
    if (response.status === 400 || response.status === 422)
      throw new IntervalsError('rejected', response.status);
    throw new IntervalsError('unavailable', response.status);
  }

  async function json<T>(schema: z.ZodType<T>, response: Response): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new IntervalsError('bad_response', response.status);
    return parsed.data;
  }

  const athletePath = (c: IntervalsCredentials) => `/api/v1/athlete/${encodeURIComponent(c.athleteId)}`;

  return {
    /** Checks a pasted id and key by reading the athlete; the id intervals.icu answers with is the one we keep. */
    async verify(credentials: IntervalsCredentials): Promise<{ athleteId: string }> {
      const athlete = await json(athleteSchema, await call(credentials, athletePath(credentials)));
      if (athlete.id !== credentials.athleteId) throw new IntervalsError('unauthorized', 403);
      return { athleteId: athlete.id };
    },

    /** Creates or replaces planned workouts by external id, in one call. */
    async upsertWorkouts(credentials: IntervalsCredentials, workouts: IntervalsWorkoutEvent[]) {
      if (workouts.length === 0) return [];
      const body = workouts.map((w) => ({
        category: 'WORKOUT',
        type: 'Ride',
        start_date_local: `${w.date}T00:00:00`,
        name: w.name,
        description: w.description,
        external_id: w.externalId,
      }));
      const response = await call(credentials, `${athletePath(credentials)}/events/bulk?upsert=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return json(z.array(eventSchema), response);
    },

    /** Removes planned workouts by our external ids (a cancelled or replaced session). */
    async deleteWorkouts(credentials: IntervalsCredentials, externalIds: string[]): Promise<void> {
      if (externalIds.length === 0) return;
      const response = await call(credentials, `${athletePath(credentials)}/events/bulk-delete`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(externalIds.map((external_id) => ({ external_id }))),
      });
      await response.arrayBuffer();
    },

    /** Activities that started between two local dates (YYYY-MM-DD), newest first. */
    async listActivities(credentials: IntervalsCredentials, oldest: string, newest: string) {
      const q = new URLSearchParams({ oldest, newest });
      return json(
        z.array(intervalsActivitySchema),
        await call(credentials, `${athletePath(credentials)}/activities?${q}`),
      );
    },

    /** One activity as a FIT file (intervals.icu writes one for every activity it may hand out). */
    async fitFile(credentials: IntervalsCredentials, activityId: string): Promise<Uint8Array> {
      const response = await call(
        credentials,
        `/api/v1/activity/${encodeURIComponent(activityId)}/fit-file`,
        {
          headers: { accept: 'application/octet-stream' },
        },
      );
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

export type IntervalsClient = ReturnType<typeof createIntervalsClient>;
