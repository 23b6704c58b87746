import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readIcuText } from '@domestique/formats';
import { readRaw, sendJson } from './fake-http.ts';

/**
 * A local intervals.icu (API v1) for tests, strict where we depend on it (coaching.md §5):
 * - HTTP Basic auth with the literal user `API_KEY` and the rider's key; athlete id `0` means "the key's athlete",
 *   another athlete's id is 403;
 * - `POST /api/v1/athlete/{id}/events/bulk?upsert=true`: an event with an `external_id` already stored is updated,
 *   not duplicated; a WORKOUT needs `type`, `start_date_local` as `YYYY-MM-DDT00:00:00`, and its `description` must be
 *   workout text intervals.icu can parse (checked with our own reader of that syntax);
 * - events listed, deleted one by one and in bulk by external id;
 * - activities listed by `oldest`/`newest` (local dates, `oldest` required) and their FIT file downloaded; activities
 *   that came from Strava are listed without data and cannot be downloaded, as on the real service.
 */
export interface FakeIcuEvent {
  id: number;
  category: string;
  start_date_local: string;
  type: string | null;
  name: string | null;
  description: string | null;
  external_id: string | null;
}

export interface FakeIcuActivity {
  id: string;
  start_date_local: string;
  start_date: string;
  type: string;
  name: string;
  source: string;
  fit: Uint8Array | null;
}

const CATEGORIES = new Set([
  'WORKOUT',
  'NOTE',
  'RACE_A',
  'RACE_B',
  'RACE_C',
  'TARGET',
  'SET_EFTP',
  'HOLIDAY',
  'SICK',
  'INJURED',
]);
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function startFakeIntervals() {
  const state = {
    /** API key → athlete id */
    keys: new Map<string, string>(),
    events: new Map<string, Map<number, FakeIcuEvent>>(),
    activities: new Map<string, FakeIcuActivity[]>(),
    requests: [] as { method: string; path: string; status: number }[],
    /** when set, every call answers this status (a provider outage) */
    failWith: null as number | null,
  };
  let nextEventId = 1;

  function athleteOf(req: IncomingMessage, res: ServerResponse, pathId: string): string | null {
    const match = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
    const [user, key] = [decoded.slice(0, decoded.indexOf(':')), decoded.slice(decoded.indexOf(':') + 1)];
    const athlete = user === 'API_KEY' ? state.keys.get(key) : undefined;
    if (!athlete) {
      sendJson(res, 401, { status: 401, error: 'Unauthorized' });
      return null;
    }
    if (pathId !== '0' && pathId !== athlete) {
      sendJson(res, 403, { status: 403, error: 'Access denied' });
      return null;
    }
    return athlete;
  }

  function problems(e: Record<string, unknown>): string | null {
    if (typeof e.category !== 'string' || !CATEGORIES.has(e.category)) return 'category';
    if (typeof e.start_date_local !== 'string' || !LOCAL_DATE_TIME.test(e.start_date_local))
      return 'start_date_local';
    if (e.external_id !== undefined && (typeof e.external_id !== 'string' || e.external_id.length > 255))
      return 'external_id';
    if (e.category === 'WORKOUT') {
      if (typeof e.type !== 'string') return 'type';
      if (typeof e.description === 'string' && e.description.length > 0) {
        try {
          readIcuText(new TextEncoder().encode(e.description));
        } catch {
          return 'description';
        }
      }
    }
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (state.failWith)
      return sendJson(res, state.failWith, { status: state.failWith, error: 'Unavailable' });
    const path = url.pathname;
    const athleteRoute = /^\/api\/v1\/athlete\/([^/]+)(\/.*)?$/.exec(path);
    const activityRoute = /^\/api\/v1\/activity\/([^/]+)\/fit-file$/.exec(path);
    if (activityRoute && req.method === 'GET') {
      const athlete = athleteOf(req, res, '0');
      if (!athlete) return;
      const activity = (state.activities.get(athlete) ?? []).find((a) => a.id === activityRoute[1]);
      if (!activity) return sendJson(res, 404, { status: 404, error: 'Activity not found' });
      if (!activity.fit)
        return sendJson(res, 422, { status: 422, error: 'Strava activities are not available via the API' });
      res.writeHead(200, { 'content-type': 'application/vnd.ant.fit' }).end(Buffer.from(activity.fit));
      return;
    }
    if (!athleteRoute) return sendJson(res, 404, { status: 404, error: 'Not found' });
    const athlete = athleteOf(req, res, athleteRoute[1]!);
    if (!athlete) return;
    const rest = athleteRoute[2] ?? '';
    const events = state.events.get(athlete) ?? new Map<number, FakeIcuEvent>();
    state.events.set(athlete, events);
    if (req.method === 'GET' && rest === '')
      return sendJson(res, 200, { id: athlete, name: `Athlete ${athlete}` });
    if (req.method === 'POST' && rest === '/events/bulk') {
      const body = JSON.parse((await readRaw(req)).toString('utf8') || 'null') as unknown;
      if (!Array.isArray(body)) return sendJson(res, 422, { status: 422, error: 'Expected an array' });
      for (const e of body as Record<string, unknown>[]) {
        const bad = problems(e);
        if (bad) return sendJson(res, 422, { status: 422, error: `Invalid ${bad}` });
      }
      const upsert = url.searchParams.get('upsert') === 'true';
      const saved = (body as Record<string, unknown>[]).map((e) => {
        const existing =
          upsert && e.external_id
            ? [...events.values()].find((x) => x.external_id === e.external_id)
            : undefined;
        const event: FakeIcuEvent = {
          id: existing?.id ?? nextEventId++,
          category: String(e.category),
          start_date_local: String(e.start_date_local),
          type: typeof e.type === 'string' ? e.type : null,
          name: typeof e.name === 'string' ? e.name : null,
          description: typeof e.description === 'string' ? e.description : null,
          external_id: typeof e.external_id === 'string' ? e.external_id : null,
        };
        events.set(event.id, event);
        return event;
      });
      return sendJson(res, 200, saved);
    }
    if (req.method === 'PUT' && rest === '/events/bulk-delete') {
      const body = JSON.parse((await readRaw(req)).toString('utf8') || 'null') as unknown;
      if (!Array.isArray(body)) return sendJson(res, 422, { status: 422, error: 'Expected an array' });
      let deleted = 0;
      for (const ref of body as { id?: number; external_id?: string }[]) {
        for (const [id, e] of events)
          if (
            (ref.id !== undefined && ref.id === id) ||
            (ref.external_id !== undefined && ref.external_id === e.external_id)
          ) {
            events.delete(id);
            deleted++;
          }
      }
      return sendJson(res, 200, { eventsDeleted: deleted });
    }
    const oneEvent = /^\/events\/(\d+)$/.exec(rest);
    if (req.method === 'DELETE' && oneEvent) {
      if (!events.delete(Number(oneEvent[1])))
        return sendJson(res, 404, { status: 404, error: 'Event not found' });
      return sendJson(res, 200, {});
    }
    if (req.method === 'GET' && rest === '/events') {
      return sendJson(
        res,
        200,
        [...events.values()].sort((a, b) => a.start_date_local.localeCompare(b.start_date_local)),
      );
    }
    if (req.method === 'GET' && rest === '/activities') {
      const oldest = url.searchParams.get('oldest') ?? '';
      const newest = url.searchParams.get('newest') ?? '9999-12-31';
      if (!LOCAL_DATE.test(oldest.slice(0, 10)) || !LOCAL_DATE.test(newest.slice(0, 10)))
        return sendJson(res, 422, { status: 422, error: 'oldest is required' });
      const list = (state.activities.get(athlete) ?? [])
        .filter(
          (a) =>
            a.start_date_local.slice(0, 10) >= oldest.slice(0, 10) &&
            a.start_date_local.slice(0, 10) <= newest.slice(0, 10),
        )
        .sort((a, b) => b.start_date_local.localeCompare(a.start_date_local))
        .map(({ fit, ...a }) =>
          a.source === 'STRAVA'
            ? {
                id: a.id,
                start_date_local: a.start_date_local,
                type: a.type,
                source: a.source,
                _note: 'STRAVA activities are not available via the API',
              }
            : { ...a, file_type: 'fit' },
        );
      return sendJson(res, 200, list);
    }
    sendJson(res, 404, { status: 404, error: 'Not found' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    handle(req, res, url)
      .then(() =>
        state.requests.push({ method: req.method ?? '', path: url.pathname, status: res.statusCode }),
      )
      .catch((error: unknown) => sendJson(res, 500, { status: 500, error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let nextActivity = 1000;

  return {
    origin,
    state,
    env: () => ({ INTERVALS_API_URL: origin }),
    addAthlete(athleteId: string, apiKey: string) {
      state.keys.set(apiKey, athleteId);
    },
    /** An activity on intervals.icu; `fit: null` with `source: 'STRAVA'` is one it may not hand out. */
    addActivity(
      athleteId: string,
      activity: { start: Date; fit: Uint8Array | null; source?: string; name?: string },
    ) {
      const id = `i${nextActivity++}`;
      const list = state.activities.get(athleteId) ?? [];
      list.push({
        id,
        start_date: activity.start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        start_date_local: activity.start.toISOString().slice(0, 19),
        type: 'Ride',
        name: activity.name ?? 'Ride',
        source: activity.source ?? (activity.fit ? 'GARMIN_CONNECT' : 'STRAVA'),
        fit: activity.fit,
      });
      state.activities.set(athleteId, list);
      return id;
    },
    events: (athleteId: string) => [...(state.events.get(athleteId)?.values() ?? [])],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeIntervals = Awaited<ReturnType<typeof startFakeIntervals>>;
