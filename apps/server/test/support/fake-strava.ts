import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './fake-http.ts';
import { type FakeSubscriptionState, fakeStravaSubscriptions } from './fake-strava-subscriptions.ts';

/**
 * A local Strava (API v3 and OAuth) that implements the protocol strictly, for tests (integrations.md §2):
 * - authorize: client id and redirect URI matched exactly, `response_type=code`; the "athlete" approves at once with
 *   the scopes asked (or the ones a test sets, as when a rider unticks a box) and is sent back with code, state, scope;
 * - token: client secret checked; codes single-use and expiring after 10 minutes; refresh tokens rotate on every
 *   refresh and the previous one is dead at once; access tokens last 6 hours;
 * - API: Bearer token checked, `activity:read` / `activity:read_all` enforced, activities listed with paging,
 *   streams with `key_by_type`, missing streams omitted; every answer carries X-RateLimit-* and X-ReadRateLimit-*
 *   headers ("15min,daily", windows at :00/:15/:30/:45 and UTC midnight) and over the limit answers 429;
 * - webhooks (`/push_subscriptions`): client id and secret checked on every call; one subscription per app (a second
 *   POST is 400 "already exists"); a POST first GETs the callback with `hub.mode=subscribe`, a random
 *   `hub.challenge` and the verify token, and creates the subscription (201 {id}) only if the answer is a 200 echoing
 *   the challenge within 2 s (else 400 "GET to callback URL does not return 200"); GET lists it, DELETE /{id}
 *   removes it (204; 404 for another id); events are POSTed to it, retried up to 3 times when not acknowledged with
 *   200 within 2 s;
 * - deauthorisation: `/oauth/deauthorize` and an athlete revoking access (tokens dead, `authorized: "false"` event).
 */
export interface FakeStravaActivity {
  id: number;
  name: string;
  sport_type: string;
  start_date: string;
  elapsed_time: number;
  moving_time: number;
  distance: number;
  trainer: boolean;
  private: boolean;
  manual: boolean;
  device_name: string | null;
  /** key → data, e.g. { time: [...], watts: [...], latlng: [[lat, lng], ...] } */
  streams: Record<string, unknown[]>;
}

interface Token {
  athleteId: number;
  scope: string[];
  expiresAt: number;
}
interface Code extends Token {
  redirectUri: string;
  expiresAtCode: number;
}

export interface DeliveredEvent {
  event: Record<string, unknown>;
  attempts: { status: number | null; ms: number }[];
}

export interface FakeStravaOptions {
  clientId?: string;
  clientSecret?: string;
  /** overall limits per 15 min and per day (Strava: 200, 2000) */
  limit?: [number, number];
  /** read limits per 15 min and per day (Strava: 100, 1000) */
  readLimit?: [number, number];
}

export async function startFakeStrava(options: FakeStravaOptions = {}) {
  const clientId = options.clientId ?? '4242';
  const clientSecret = options.clientSecret ?? 'strava-client-secret';
  const state = {
    /** the redirect URIs registered for the app (exact match) */
    redirectUris: new Set<string>(),
    athletes: new Map<number, { id: number; firstname: string; lastname: string }>(),
    activities: new Map<number, FakeStravaActivity & { athleteId: number }>(),
    codes: new Map<string, Code>(),
    accessTokens: new Map<string, Token>(),
    refreshTokens: new Map<string, Token>(),
    /** who approves the next authorisation and what they tick */
    nextApproval: null as { athleteId: number; scope?: string; deny?: boolean } | null,
    limit: options.limit ?? [200, 2000],
    readLimit: options.readLimit ?? [100, 1000],
    usage: { window: -1, day: -1, short: 0, daily: 0, readShort: 0, readDaily: 0 },
    subscription: null as FakeSubscriptionState['subscription'],
    /** athletes whose access was revoked through `/oauth/deauthorize` (our disconnect or account deletion) */
    deauthorized: [] as number[],
    nextSubscriptionId: 120_000,
    /** every validation GET made for a POST /push_subscriptions: where, the answer's status (null: none in 2 s) */
    subscriptionChecks: [] as FakeSubscriptionState['subscriptionChecks'],
    delivered: [] as DeliveredEvent[],
    /** every API request (method, path without query, athlete), for assertions on what was called */
    requests: [] as { method: string; path: string; status: number }[],
    clockOffsetMs: 0,
  };
  const now = () => Date.now() + state.clockOffsetMs;
  const nowS = () => Math.floor(now() / 1000);
  const token = () => randomBytes(20).toString('hex');

  function issueTokens(athleteId: number, scope: string[]) {
    const access = token();
    const refresh = token();
    const expiresAt = nowS() + 21_600;
    state.accessTokens.set(access, { athleteId, scope, expiresAt });
    state.refreshTokens.set(refresh, { athleteId, scope, expiresAt: Number.POSITIVE_INFINITY });
    return {
      token_type: 'Bearer',
      access_token: access,
      refresh_token: refresh,
      expires_at: expiresAt,
      expires_in: 21_600,
    };
  }

  function revokeAthlete(athleteId: number) {
    for (const map of [state.accessTokens, state.refreshTokens])
      for (const [key, t] of map) if (t.athleteId === athleteId) map.delete(key);
  }

  /** Counts one API call against the windows and answers whether it may proceed. */
  function meter(res: ServerResponse, read: boolean): boolean {
    const t = now();
    const window = Math.floor(t / 900_000);
    const day = Math.floor(t / 86_400_000);
    const u = state.usage;
    if (u.window !== window) Object.assign(u, { window, short: 0, readShort: 0 });
    if (u.day !== day) Object.assign(u, { day, daily: 0, readDaily: 0 });
    u.short++;
    u.daily++;
    if (read) {
      u.readShort++;
      u.readDaily++;
    }
    res.setHeader('X-RateLimit-Limit', state.limit.join(','));
    res.setHeader('X-RateLimit-Usage', `${u.short},${u.daily}`);
    res.setHeader('X-ReadRateLimit-Limit', state.readLimit.join(','));
    res.setHeader('X-ReadRateLimit-Usage', `${u.readShort},${u.readDaily}`);
    const over =
      u.short > state.limit[0] ||
      u.daily > state.limit[1] ||
      (read && (u.readShort > state.readLimit[0] || u.readDaily > state.readLimit[1]));
    if (over)
      sendJson(res, 429, {
        message: 'Rate Limit Exceeded',
        errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }],
      });
    return !over;
  }

  function authorized(req: IncomingMessage, res: ServerResponse): Token | null {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const t = match ? state.accessTokens.get(match[1]!) : undefined;
    if (!t || t.expiresAt <= nowS()) {
      sendJson(res, 401, {
        message: 'Authorization Error',
        errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }],
      });
      return null;
    }
    return t;
  }

  const canRead = (t: Token, a: { private: boolean }) =>
    t.scope.includes('activity:read_all') || (t.scope.includes('activity:read') && !a.private);

  function activitySummary(a: FakeStravaActivity & { athleteId: number }) {
    const { streams: _s, athleteId, ...rest } = a;
    return { ...rest, type: a.sport_type, athlete: { id: athleteId }, start_date_local: a.start_date };
  }

  async function oauth(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== clientId)
        return sendJson(res, 400, {
          message: 'Bad Request',
          errors: [{ resource: 'Application', field: 'client_id', code: 'invalid' }],
        });
      if (!state.redirectUris.has(redirectUri))
        return sendJson(res, 400, {
          message: 'Bad Request',
          errors: [{ resource: 'Application', field: 'redirect_uri', code: 'invalid' }],
        });
      if (q.get('response_type') !== 'code')
        return sendJson(res, 400, {
          message: 'Bad Request',
          errors: [{ resource: 'Application', field: 'response_type', code: 'invalid' }],
        });
      const approval = state.nextApproval ?? { athleteId: [...state.athletes.keys()][0]! };
      state.nextApproval = null;
      const back = new URL(redirectUri);
      if (q.has('state')) back.searchParams.set('state', q.get('state')!);
      if (approval.deny) back.searchParams.set('error', 'access_denied');
      else {
        const scope = approval.scope ?? q.get('scope') ?? 'read';
        const code = token();
        state.codes.set(code, {
          athleteId: approval.athleteId,
          scope: scope.split(','),
          expiresAt: 0,
          redirectUri,
          expiresAtCode: now() + 600_000,
        });
        back.searchParams.set('code', code);
        back.searchParams.set('scope', scope);
      }
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const body = await readBody(req);
      if (body.client_id !== clientId || body.client_secret !== clientSecret)
        return sendJson(res, 401, {
          message: 'Bad Request',
          errors: [{ resource: 'Application', field: 'client_id', code: 'invalid' }],
        });
      if (body.grant_type === 'authorization_code') {
        const code = state.codes.get(String(body.code));
        state.codes.delete(String(body.code));
        if (!code || code.expiresAtCode <= now())
          return sendJson(res, 400, {
            message: 'Bad Request',
            errors: [{ resource: 'AuthorizationCode', field: 'code', code: 'invalid' }],
          });
        const athlete = state.athletes.get(code.athleteId);
        return sendJson(res, 200, { ...issueTokens(code.athleteId, code.scope), athlete });
      }
      if (body.grant_type === 'refresh_token') {
        const old = state.refreshTokens.get(String(body.refresh_token));
        if (!old)
          return sendJson(res, 400, {
            message: 'Bad Request',
            errors: [{ resource: 'RefreshToken', field: 'refresh_token', code: 'invalid' }],
          });
        // Rotation: "once a new refresh token is returned, the older refresh token is invalidated immediately".
        state.refreshTokens.delete(String(body.refresh_token));
        return sendJson(res, 200, issueTokens(old.athleteId, old.scope));
      }
      return sendJson(res, 400, {
        message: 'Bad Request',
        errors: [{ resource: 'Application', field: 'grant_type', code: 'invalid' }],
      });
    }
    if (req.method === 'POST' && url.pathname === '/oauth/deauthorize') {
      const body = await readBody(req);
      const t = state.accessTokens.get(String(body.access_token ?? '')) ?? authorizedQuiet(req);
      if (!t) return sendJson(res, 401, { message: 'Authorization Error' });
      state.deauthorized.push(t.athleteId);
      revokeAthlete(t.athleteId);
      return sendJson(res, 200, { access_token: String(body.access_token ?? '') });
    }
    sendJson(res, 404, { message: 'Record Not Found' });
  }

  function authorizedQuiet(req: IncomingMessage): Token | undefined {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    return match ? state.accessTokens.get(match[1]!) : undefined;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.replace(/^\/api\/v3/, '');
    if (path.startsWith('/push_subscriptions')) return subscriptions(req, res, url, path);
    const t = authorized(req, res);
    if (!t || !meter(res, req.method === 'GET')) return;
    if (req.method === 'GET' && path === '/athlete')
      return sendJson(res, 200, state.athletes.get(t.athleteId));
    if (!t.scope.includes('activity:read') && !t.scope.includes('activity:read_all'))
      return sendJson(res, 401, {
        message: 'Authorization Error',
        errors: [{ resource: 'AccessToken', field: 'activity:read_permission', code: 'missing' }],
      });
    if (req.method === 'GET' && path === '/athlete/activities') {
      const q = url.searchParams;
      const perPage = Math.min(200, Number(q.get('per_page') ?? 30));
      const page = Math.max(1, Number(q.get('page') ?? 1));
      const before = q.has('before') ? Number(q.get('before')) : Number.POSITIVE_INFINITY;
      const after = q.has('after') ? Number(q.get('after')) : Number.NEGATIVE_INFINITY;
      if (!Number.isFinite(perPage) || !Number.isFinite(page) || Number.isNaN(before) || Number.isNaN(after))
        return sendJson(res, 400, { message: 'Bad Request' });
      const list = [...state.activities.values()]
        .filter((a) => a.athleteId === t.athleteId && canRead(t, a))
        .filter((a) => {
          const s = Date.parse(a.start_date) / 1000;
          return s < before && s > after;
        })
        .sort((a, b) => Date.parse(b.start_date) - Date.parse(a.start_date));
      return sendJson(res, 200, list.slice((page - 1) * perPage, page * perPage).map(activitySummary));
    }
    const one = /^\/activities\/(\d+)(\/streams)?$/.exec(path);
    if (req.method === 'GET' && one) {
      const a = state.activities.get(Number(one[1]));
      if (!a || a.athleteId !== t.athleteId || !canRead(t, a))
        return sendJson(res, 404, {
          message: 'Record Not Found',
          errors: [{ resource: 'Activity', field: 'id', code: 'not found' }],
        });
      if (!one[2]) return sendJson(res, 200, activitySummary(a));
      const keys = (url.searchParams.get('keys') ?? '').split(',').filter(Boolean);
      const wanted = new Set(['time', 'distance', ...keys]);
      const streams = Object.entries(a.streams)
        .filter(([type]) => wanted.has(type))
        .map(([type, data]) => ({
          type,
          data,
          series_type: 'time',
          original_size: data.length,
          resolution: 'high',
        }));
      if (url.searchParams.get('key_by_type') === 'true')
        return sendJson(res, 200, Object.fromEntries(streams.map((s) => [s.type, s])));
      return sendJson(res, 200, streams);
    }
    sendJson(res, 404, { message: 'Record Not Found' });
  }

  const subscriptions = fakeStravaSubscriptions({ state, clientId, clientSecret, now, token });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const handle = url.pathname.startsWith('/oauth/') ? oauth(req, res, url) : api(req, res, url);
    handle
      .then(() => {
        if (url.pathname.startsWith('/api/'))
          state.requests.push({ method: req.method ?? '', path: url.pathname, status: res.statusCode });
      })
      .catch((error: unknown) => sendJson(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let nextActivityId = 9_000_000_000;

  /** Sends one event to the subscription's callback as Strava does: up to 3 attempts, each must be a 200 within 2 s. */
  async function deliver(event: Record<string, unknown>): Promise<DeliveredEvent> {
    if (!state.subscription) throw new Error('no push subscription');
    const record: DeliveredEvent = { event, attempts: [] };
    state.delivered.push(record);
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = performance.now();
      const answer = await fetch(state.subscription.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...event, subscription_id: state.subscription.id, event_time: nowS() }),
        signal: AbortSignal.timeout(2000),
      }).catch(() => null);
      await answer?.arrayBuffer().catch(() => null);
      record.attempts.push({ status: answer?.status ?? null, ms: performance.now() - started });
      if (answer?.status === 200) break;
    }
    return record;
  }

  return {
    origin,
    clientId,
    clientSecret,
    state,
    authorizeUrl: `${origin}/oauth/authorize`,
    tokenUrl: `${origin}/oauth/token`,
    apiUrl: `${origin}/api/v3`,
    /** the env a test app needs to talk to this fake */
    env(verifyToken = 'strava-verify-token') {
      return {
        STRAVA_CLIENT_ID: clientId,
        STRAVA_CLIENT_SECRET: clientSecret,
        STRAVA_AUTHORIZE_URL: `${origin}/oauth/authorize`,
        STRAVA_TOKEN_URL: `${origin}/oauth/token`,
        STRAVA_API_URL: `${origin}/api/v3`,
        STRAVA_WEBHOOK_VERIFY_TOKEN: verifyToken,
      };
    },
    addAthlete(id: number, firstname = 'Test') {
      state.athletes.set(id, { id, firstname, lastname: 'Rider' });
    },
    addActivity(athleteId: number, activity: Partial<FakeStravaActivity> & { start_date: string }) {
      const id = activity.id ?? nextActivityId++;
      const streams = activity.streams ?? {};
      const elapsed = activity.elapsed_time ?? (streams.time?.at(-1) as number | undefined) ?? 0;
      state.activities.set(id, {
        id,
        name: 'Morning Ride',
        sport_type: 'Ride',
        moving_time: elapsed,
        distance: (streams.distance?.at(-1) as number | undefined) ?? 0,
        trainer: false,
        private: false,
        manual: false,
        device_name: 'Garmin Edge 540',
        ...activity,
        elapsed_time: elapsed,
        streams,
        athleteId,
      });
      return id;
    },
    /** The athlete revokes our access on strava.com: tokens dead, and the deauthorisation event is sent. */
    async athleteDeauthorizes(athleteId: number) {
      revokeAthlete(athleteId);
      return deliver({
        object_type: 'athlete',
        object_id: athleteId,
        aspect_type: 'update',
        owner_id: athleteId,
        updates: { authorized: 'false' },
      });
    },
    activityEvent(athleteId: number, activityId: number, aspect: 'create' | 'update' | 'delete' = 'create') {
      return deliver({
        object_type: 'activity',
        object_id: activityId,
        aspect_type: aspect,
        owner_id: athleteId,
        updates: {},
      });
    },
    deliver,
    /** Moves the fake's clock (codes, token expiry and rate-limit windows follow it). */
    advance(ms: number) {
      state.clockOffsetMs += ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStrava = Awaited<ReturnType<typeof startFakeStrava>>;
