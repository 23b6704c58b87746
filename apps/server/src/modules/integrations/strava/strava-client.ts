import { z } from 'zod';
import { type RateWindowState, readRateHeaders, retryAfter429 } from './strava-rate-limit.ts';

/** What the server needs from Strava's configuration (README: STRAVA_* variables). */
export interface StravaSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  webhookVerifyToken: string | null;
}

/** The one scope we ask for: every activity, private ones included, read-only. */
export const STRAVA_SCOPE = 'activity:read_all';
/** Stream keys we import (integrations.md §2). */
export const STRAVA_STREAM_KEYS = [
  'time',
  'watts',
  'heartrate',
  'cadence',
  'latlng',
  'altitude',
  'distance',
  'velocity_smooth',
] as const;

export type StravaErrorKind = 'unauthorized' | 'rate_limited' | 'not_found' | 'unavailable' | 'bad_response';

/** A Strava call that failed, classified for the caller: re-auth, wait, skip, or retry later. */
export class StravaError extends Error {
  readonly kind: StravaErrorKind;
  readonly status: number | null;
  /** rate_limited: when the full window resets */
  readonly retryAt: Date | null;
  /** Strava's own reason for a refusal ("PushSubscription callback url: GET to callback URL does not return 200") */
  readonly detail: string | null;
  constructor(
    kind: StravaErrorKind,
    status: number | null,
    retryAt: Date | null = null,
    detail: string | null = null,
  ) {
    super(`strava ${kind}${status ? ` (${status})` : ''}`);
    this.kind = kind;
    this.status = status;
    this.retryAt = retryAt;
    this.detail = detail;
  }
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().int(),
});
const athleteTokenSchema = tokenSchema.extend({ athlete: z.object({ id: z.number().int() }) });
export type StravaTokens = z.infer<typeof tokenSchema>;

export const stravaActivitySchema = z.object({
  id: z.number().int(),
  name: z.string().nullish(),
  sport_type: z.string().nullish(),
  type: z.string().nullish(),
  start_date: z.string(),
  elapsed_time: z.number().nullish(),
  moving_time: z.number().nullish(),
  trainer: z.boolean().nullish(),
  manual: z.boolean().nullish(),
  device_name: z.string().nullish(),
});
export type StravaActivity = z.infer<typeof stravaActivitySchema>;

const streamSchema = z.object({ data: z.array(z.unknown()) });
const streamsSchema = z.record(z.string(), streamSchema);
export type StravaStreams = Record<string, unknown[]>;

/** One of the app's webhook subscriptions (Strava allows one per application). */
const subscriptionSchema = z.object({ id: z.number().int(), callback_url: z.string() });
export type StravaSubscription = z.infer<typeof subscriptionSchema>;

const errorBodySchema = z.object({
  errors: z.array(z.object({ resource: z.unknown(), field: z.unknown(), code: z.unknown() })),
});

/**
 * Strava's reason for a 4xx, from its `errors` list (resource, field, code: names, never a value we sent, so no
 * secret), cut short; null when the body says nothing readable.
 */
function refusalDetail(body: string): string | null {
  let parsed: z.infer<typeof errorBodySchema>;
  try {
    parsed = errorBodySchema.parse(JSON.parse(body));
  } catch {
    return null;
  }
  const text = parsed.errors
    .map((e) => [e.resource, e.field, e.code].filter((v) => typeof v === 'string' && v).join(' '))
    .filter(Boolean)
    .join('; ');
  return text ? text.slice(0, 200) : null;
}

/** A successful answer with the rate-limit state it reported. */
export interface Rated<T> {
  value: T;
  rate: RateWindowState | null;
}

export function createStravaClient(settings: StravaSettings, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function call(
    url: string,
    init: RequestInit,
  ): Promise<{ response: Response; rate: RateWindowState | null }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000), redirect: 'error' });
    } catch {
      throw new StravaError('unavailable', null);
    }
    const rate = readRateHeaders(response.headers);
    if (response.ok) return { response, rate };
    const body = await response.text().catch(() => '');
    if (response.status === 429) throw new StravaError('rate_limited', 429, retryAfter429(rate, now()));
    const detail = refusalDetail(body);
    if (response.status === 401 || response.status === 403)
      throw new StravaError('unauthorized', response.status, null, detail);
    if (response.status === 404) throw new StravaError('not_found', 404, null, detail);
    if (response.status === 400) throw new StravaError('unauthorized', 400, null, detail);
    throw new StravaError('unavailable', response.status, null, detail);
  }

  async function json<T>(schema: z.ZodType<T>, response: Response): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new StravaError('bad_response', response.status);
    return parsed.data;
  }

  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });

  async function get<T>(path: string, accessToken: string, schema: z.ZodType<T>): Promise<Rated<T>> {
    const { response, rate } = await call(`${settings.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    return { value: await json(schema, response), rate };
  }

  return {
    /** The page the rider approves us on; `state` binds the answer to the rider who started (see strava-connect). */
    authorizeUrl(redirectUri: string, state: string): string {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('approval_prompt', 'auto');
      url.searchParams.set('scope', STRAVA_SCOPE);
      url.searchParams.set('state', state);
      return url.toString();
    },

    /** Exchanges a callback's code (server to server, with the secret) for tokens and the athlete id. */
    async exchangeCode(code: string) {
      const { response } = await call(
        settings.tokenUrl,
        form({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code,
          grant_type: 'authorization_code',
        }),
      );
      return json(athleteTokenSchema, response);
    },

    /** A fresh access token; Strava rotates the refresh token and kills the old one, so store the answer at once. */
    async refresh(refreshToken: string): Promise<StravaTokens> {
      const { response } = await call(
        settings.tokenUrl,
        form({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          refresh_token: refreshToken,
          grant_type: 'refresh_token',
        }),
      );
      return json(tokenSchema, response);
    },

    /** Revokes our access for this athlete (our disconnect). */
    async deauthorize(accessToken: string): Promise<void> {
      const deauthorizeUrl = new URL(
        'deauthorize',
        `${settings.tokenUrl.replace(/\/token$/, '')}/`,
      ).toString();
      const { response } = await call(deauthorizeUrl, form({ access_token: accessToken }));
      await response.arrayBuffer().catch(() => null);
    },

    /** One page of the athlete's activities that started after `after` (unix seconds), newest first. */
    listActivities(
      accessToken: string,
      query: { after: number; before?: number; page: number; perPage: number },
    ) {
      const q = new URLSearchParams({
        after: String(query.after),
        page: String(query.page),
        per_page: String(query.perPage),
      });
      if (query.before !== undefined) q.set('before', String(query.before));
      return get(`/athlete/activities?${q}`, accessToken, z.array(stravaActivitySchema));
    },

    getActivity(accessToken: string, id: number) {
      return get(`/activities/${id}`, accessToken, stravaActivitySchema);
    },

    /**
     * The app's webhook subscriptions. Strava takes the client credentials in the query here (its documented form);
     * the URL is never logged nor put in an error.
     */
    async listSubscriptions(): Promise<StravaSubscription[]> {
      const q = new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret });
      const { response } = await call(`${settings.apiUrl}/push_subscriptions?${q}`, {
        headers: { accept: 'application/json' },
      });
      return json(z.array(subscriptionSchema), response);
    },

    /**
     * Creates the app's webhook subscription. Strava checks `callbackUrl` before answering (a GET carrying
     * `verifyToken` that must echo `hub.challenge` within 2 s); a failed check or an existing subscription is a 400.
     */
    async createSubscription(callbackUrl: string, verifyToken: string): Promise<{ id: number }> {
      const { response } = await call(
        `${settings.apiUrl}/push_subscriptions`,
        form({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          callback_url: callbackUrl,
          verify_token: verifyToken,
        }),
      );
      return json(z.object({ id: z.number().int() }), response);
    },

    /** The activity's streams keyed by type; a stream Strava does not have is absent from the answer. */
    async streams(accessToken: string, id: number): Promise<Rated<StravaStreams>> {
      const q = new URLSearchParams({ keys: STRAVA_STREAM_KEYS.join(','), key_by_type: 'true' });
      const { value, rate } = await get(`/activities/${id}/streams?${q}`, accessToken, streamsSchema);
      return { value: Object.fromEntries(Object.entries(value).map(([k, s]) => [k, s.data])), rate };
    },
  };
}

export type StravaClient = ReturnType<typeof createStravaClient>;
