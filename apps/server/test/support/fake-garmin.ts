import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleTrainingApi, type TrainingState } from './fake-garmin-training.ts';

/**
 * A local Garmin Connect Developer Program, strict where Garmin is (integrations.md §1): OAuth2 with PKCE S256
 * (verifier checked), redirect URI matched byte for byte against the app's registered one and the one of the
 * authorisation request, codes single-use and expiring, client secret checked, refresh tokens rotated (an old one
 * is refused), Bearer tokens on every API call, activity files downloadable once (410 after), backfill of at most
 * 30 days (409 when repeated) delivered as ping notifications to our webhooks, the Training API, deregistration in
 * both directions. Tests drive the "rider at Garmin" side through the methods below.
 */
export interface FakeGarminActivity {
  summaryId: string;
  activityId: number;
  startTimeInSeconds: number;
  uploadTimeInSeconds: number;
  fit: Uint8Array;
}

interface GarminUser {
  id: string;
  permissions: string[];
  activities: FakeGarminActivity[];
  /** Registered: a grant exists and notifications flow. */
  registered: boolean;
}

interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  state: string | null;
  challenge: string;
}

interface Code {
  userId: string;
  redirectUri: string;
  challenge: string;
  expiresAt: number;
  used: boolean;
}

interface Token {
  userId: string;
  expiresAt: number;
  kind: 'access' | 'refresh';
  revoked: boolean;
}

export interface FakeGarminOptions {
  clientId?: string;
  clientSecret?: string;
  /** The redirect URI registered for the app (exact match); also settable with `registerApp`. */
  redirectUri?: string;
  /** Where notifications are delivered: our app's origin (webhook paths are Garmin-portal configuration). */
  webhookBase?: string;
  accessTtlS?: number;
  codeTtlMs?: number;
}

export const FAKE_GARMIN_WEBHOOK_PATHS = {
  activityFiles: '/api/webhooks/garmin/activity-files',
  deregistrations: '/api/webhooks/garmin/deregistrations',
  userPermissionsChange: '/api/webhooks/garmin/permissions',
} as const;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeGarmin(opts: FakeGarminOptions = {}) {
  let redirectUri = opts.redirectUri ?? '';
  const seenVerifiers: string[] = [];
  const clientId = opts.clientId ?? 'fake-garmin-client';
  const clientSecret = opts.clientSecret ?? 'fake-garmin-secret';
  const accessTtlS = opts.accessTtlS ?? 86_400;
  const codeTtlMs = opts.codeTtlMs ?? 5 * 60_000;
  const users = new Map<string, GarminUser>();
  const pending = new Map<string, PendingAuthorization>();
  const codes = new Map<string, Code>();
  const tokens = new Map<string, Token>();
  const files = new Map<
    string,
    { userId: string; summaryId: string; downloaded: boolean; expiresAt: number }
  >();
  const backfills = new Set<string>();
  const training: TrainingState = { workouts: new Map(), schedules: new Map(), nextId: 1000 };
  const log: { method: string; path: string; status: number }[] = [];
  let webhookBase = opts.webhookBase ?? '';
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const deliveries: Promise<unknown>[] = [];
  const deliveryResults: { path: string; status: number; ms: number }[] = [];

  const user = (id: string) => {
    let u = users.get(id);
    if (!u) {
      u = {
        id,
        permissions: ['ACTIVITY_EXPORT', 'WORKOUT_IMPORT', 'HEALTH_EXPORT'],
        activities: [],
        registered: false,
      };
      users.set(id, u);
    }
    return u;
  };
  const issue = (userId: string, kind: 'access' | 'refresh', ttlS: number) => {
    const value = `${kind === 'access' ? 'gat' : 'grt'}_${randomBytes(24).toString('base64url')}`;
    tokens.set(value, { userId, kind, expiresAt: now() + ttlS * 1000, revoked: false });
    return value;
  };
  const tokenPair = (userId: string) => ({
    access_token: issue(userId, 'access', accessTtlS),
    token_type: 'bearer',
    expires_in: accessTtlS,
    refresh_token: issue(userId, 'refresh', 7_775_998),
    refresh_token_expires_in: 7_775_998,
    scope: 'CONNECT_READ CONNECT_WRITE',
    jti: randomBytes(8).toString('hex'),
  });
  /** The Garmin user behind a valid Bearer token, or null (then 401 was sent). */
  const bearer = (req: IncomingMessage, res: ServerResponse): GarminUser | null => {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const t = m ? tokens.get(m[1] ?? '') : undefined;
    if (t?.kind !== 'access' || t.revoked || t.expiresAt <= now()) {
      json(res, 401, { errorMessage: 'Unauthorized' });
      return null;
    }
    const u = user(t.userId);
    if (!u.registered) {
      json(res, 403, { errorMessage: 'Unknown user' });
      return null;
    }
    return u;
  };
  const revokeAll = (userId: string) => {
    for (const t of tokens.values()) if (t.userId === userId) t.revoked = true;
  };

  /** POSTs a notification to our app like Garmin does (JSON body, no signature) and records the answer time. */
  function notify(path: string, body: unknown) {
    if (!webhookBase) throw new Error('fake garmin: no webhookBase to notify');
    const started = performance.now();
    const p = fetch(`${webhookBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(
      async (r) => {
        await r.text();
        deliveryResults.push({ path, status: r.status, ms: performance.now() - started });
        return r.status;
      },
      () => deliveryResults.push({ path, status: 0, ms: performance.now() - started }),
    );
    deliveries.push(p);
    return p;
  }

  function pingFiles(u: GarminUser, activities: FakeGarminActivity[]) {
    if (!u.registered || activities.length === 0) return Promise.resolve(0);
    return notify(FAKE_GARMIN_WEBHOOK_PATHS.activityFiles, {
      activityFiles: activities.map((a) => {
        const token = randomBytes(12).toString('hex');
        const id = `${a.summaryId}-${token.slice(0, 6)}`;
        files.set(`${id}:${token}`, {
          userId: u.id,
          summaryId: a.summaryId,
          downloaded: false,
          expiresAt: now() + 24 * 3600_000,
        });
        return {
          userId: u.id,
          summaryId: a.summaryId,
          fileType: 'FIT',
          callbackURL: `${base}/wellness-api/rest/activityFile?id=${id}&token=${token}`,
          startTimeInSeconds: a.startTimeInSeconds,
          activityId: a.activityId,
          manual: false,
        };
      }),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    const method = req.method ?? 'GET';

    // ---- OAuth2 authorisation page (the rider's browser)
    if (method === 'GET' && path === '/oauth2Confirm') {
      const q = url.searchParams;
      const problems: string[] = [];
      if (q.get('client_id') !== clientId) problems.push('unknown client_id');
      if (q.get('response_type') !== 'code') problems.push('response_type must be code');
      if (!redirectUri || q.get('redirect_uri') !== redirectUri)
        problems.push('redirect_uri does not match the registered one');
      if (q.get('code_challenge_method') !== 'S256') problems.push('code_challenge_method must be S256');
      if (!/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '')) problems.push('bad code_challenge');
      if (problems.length > 0) {
        // Garmin shows an error page and does not redirect to an unverified redirect URI
        res.writeHead(400, { 'content-type': 'text/html' });
        res.end(`<h1>Invalid request</h1><p id="problems">${escapeHtml(problems.join('; '))}</p>`);
        return;
      }
      const request = randomBytes(12).toString('hex');
      pending.set(request, {
        clientId,
        redirectUri: q.get('redirect_uri') ?? '',
        state: q.get('state'),
        challenge: q.get('code_challenge') ?? '',
      });
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Garmin Connect (fake)</title><h1>Allow access to your Garmin data?</h1>
<form method="post" action="/oauth2Confirm/decision">
<input type="hidden" name="request" value="${request}">
<label>Garmin user <input name="user" value="garmin-user-1"></label>
<button name="decision" value="allow" id="allow">Agree</button>
<button name="decision" value="deny" id="deny">Cancel</button></form>`);
      return;
    }
    if (method === 'POST' && path === '/oauth2Confirm/decision') {
      const form = new URLSearchParams(await readBody(req));
      const p = pending.get(form.get('request') ?? '');
      if (!p) return json(res, 400, { error: 'unknown request' });
      pending.delete(form.get('request') ?? '');
      const target = new URL(p.redirectUri);
      if (form.get('decision') !== 'allow') {
        target.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('base64url');
        const u = user(form.get('user') || 'garmin-user-1');
        codes.set(code, {
          userId: u.id,
          redirectUri: p.redirectUri,
          challenge: p.challenge,
          expiresAt: now() + codeTtlMs,
          used: false,
        });
        target.searchParams.set('code', code);
      }
      if (p.state !== null) target.searchParams.set('state', p.state);
      res.writeHead(302, { location: target.toString() });
      res.end();
      return;
    }

    // ---- Token endpoint (server to server)
    if (path === '/di-oauth2-service/oauth/token') {
      if (method === 'OPTIONS') return json(res, 403, { error: 'CORS preflight unsupported' });
      if (method !== 'POST') return json(res, 405, { error: 'method' });
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return json(res, 400, { error: 'invalid_request' });
      const form = new URLSearchParams(await readBody(req));
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
        return json(res, 401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        if (!code || code.used || code.expiresAt <= now()) return json(res, 400, { error: 'invalid_grant' });
        code.used = true; // single use, even when what follows fails
        if (form.get('redirect_uri') !== code.redirectUri) return json(res, 400, { error: 'invalid_grant' });
        const verifier = form.get('code_verifier') ?? '';
        seenVerifiers.push(verifier);
        if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return json(res, 400, { error: 'invalid_grant' });
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge)
          return json(res, 400, { error: 'invalid_grant' });
        const u = user(code.userId);
        u.registered = true;
        return json(res, 200, tokenPair(u.id));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const value = form.get('refresh_token') ?? '';
        const t = tokens.get(value);
        if (t?.kind !== 'refresh' || t.revoked || t.expiresAt <= now())
          return json(res, 400, { error: 'invalid_grant' });
        t.revoked = true; // rotation: the old refresh token dies now
        return json(res, 200, tokenPair(t.userId));
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }

    // ---- Health/Activity API (Bearer)
    if (path.startsWith('/wellness-api/rest/')) {
      const u = bearer(req, res);
      if (!u) return;
      const rest = path.slice('/wellness-api/rest/'.length);
      if (method === 'GET' && rest === 'user/id') return json(res, 200, { userId: u.id });
      if (method === 'GET' && rest === 'user/permissions') return json(res, 200, u.permissions);
      if (method === 'DELETE' && rest === 'user/registration') {
        u.registered = false;
        revokeAll(u.id);
        res.writeHead(204);
        res.end();
        return;
      }
      if (method === 'GET' && rest === 'activityFile') {
        if (!u.permissions.includes('ACTIVITY_EXPORT')) return json(res, 412, { errorMessage: 'permission' });
        const key = `${url.searchParams.get('id')}:${url.searchParams.get('token')}`;
        const f = files.get(key);
        if (!f || f.userId !== u.id) return json(res, 404, { errorMessage: 'not found' });
        if (f.downloaded || f.expiresAt <= now()) return json(res, 410, { errorMessage: 'gone' });
        f.downloaded = true;
        const a = u.activities.find((x) => x.summaryId === f.summaryId);
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(Buffer.from(a?.fit ?? new Uint8Array()));
        return;
      }
      if (method === 'GET' && rest === 'backfill/activities') {
        if (!u.permissions.includes('ACTIVITY_EXPORT')) return json(res, 412, { errorMessage: 'permission' });
        const start = Number(url.searchParams.get('summaryStartTimeInSeconds'));
        const end = Number(url.searchParams.get('summaryEndTimeInSeconds'));
        if (!Number.isInteger(start) || !Number.isInteger(end) || end <= start || end - start > 30 * 86_400)
          return json(res, 400, { errorMessage: 'range' });
        const key = `${u.id}:${start}:${end}`;
        if (backfills.has(key)) return json(res, 409, { errorMessage: 'duplicate backfill' });
        backfills.add(key);
        res.writeHead(202);
        res.end();
        // the data comes later, as ordinary notifications
        const due = u.activities.filter((a) => a.startTimeInSeconds >= start && a.startTimeInSeconds < end);
        setTimeout(() => void pingFiles(u, due), 20);
        return;
      }
      return json(res, 404, { errorMessage: 'no such endpoint' });
    }

    // ---- Training API (Bearer, WORKOUT_IMPORT)
    if (path.startsWith('/workoutportal/') || path.startsWith('/training-api/')) {
      const u = bearer(req, res);
      if (!u) return;
      if (!u.permissions.includes('WORKOUT_IMPORT'))
        return json(res, 412, { errorMessage: 'WORKOUT_IMPORT' });
      const body = method === 'POST' || method === 'PUT' ? await readBody(req) : '';
      return handleTrainingApi(training, u.id, method, url, body, res);
    }
    json(res, 404, { errorMessage: 'no such endpoint' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res)
      .catch((error: unknown) => json(res, 500, { errorMessage: String(error) }))
      .finally(() =>
        log.push({
          method: req.method ?? '',
          path: (req.url ?? '').split('?')[0] ?? '',
          status: res.statusCode,
        }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  let activitySeq = 1;
  return {
    base,
    clientId,
    clientSecret,
    env: {
      GARMIN_CLIENT_ID: clientId,
      GARMIN_CLIENT_SECRET: clientSecret,
      GARMIN_AUTHORIZE_URL: `${base}/oauth2Confirm`,
      GARMIN_TOKEN_URL: `${base}/di-oauth2-service/oauth/token`,
      GARMIN_API_URL: base,
    },
    log,
    training,
    deliveryResults,
    /** What the developer registers in Garmin's portal for our app at `origin`: redirect URI and webhook URLs. */
    registerApp(origin: string) {
      redirectUri = `${origin}/oauth/garmin/callback`;
      webhookBase = origin;
    },
    /** Moves the fake's clock (codes and tokens expire on it). */
    advance(ms: number) {
      offsetMs += ms;
    },
    user,
    /**
     * The rider at Garmin: opens the authorisation URL (validated like Garmin does) and answers the consent
     * screen. Returns where Garmin sends the browser back (our callback with code & state, or error & state).
     */
    async consent(
      authorizeUrl: string,
      decision: 'allow' | 'deny' = 'allow',
      garminUserId = 'garmin-user-1',
    ) {
      const page = await fetch(authorizeUrl);
      const html = await page.text();
      if (page.status !== 200) throw new Error(`authorize refused: ${html}`);
      const request = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';
      const answer = await fetch(`${base}/oauth2Confirm/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request, decision, user: garminUserId }),
        redirect: 'manual',
      });
      return new URL(answer.headers.get('location') ?? '');
    },
    /** A ride recorded on the rider's device; `notify` (default true) pings our webhook like Garmin does. */
    async addActivity(garminUserId: string, fit: Uint8Array, startTime: Date, notifyNow = true) {
      const u = user(garminUserId);
      const n = activitySeq++;
      const activity: FakeGarminActivity = {
        summaryId: `${9000 + n}-file`,
        activityId: 9000 + n,
        startTimeInSeconds: Math.floor(startTime.getTime() / 1000),
        uploadTimeInSeconds: Math.floor(now() / 1000),
        fit,
      };
      u.activities.push(activity);
      if (notifyNow) await pingFiles(u, [activity]);
      return activity;
    },
    /** The rider removes our app in Garmin Connect: tokens die and Garmin tells us. */
    async userDeregisters(garminUserId: string) {
      const u = user(garminUserId);
      u.registered = false;
      revokeAll(u.id);
      return notify(FAKE_GARMIN_WEBHOOK_PATHS.deregistrations, { deregistrations: [{ userId: u.id }] });
    },
    /** Sends any notification body (forged ones included) to one of our webhook paths. */
    notify,
    /** Waits for every notification sent so far to be answered. */
    async settled() {
      await Promise.all(deliveries);
    },
    /** Every secret Garmin handed out or received (tokens, verifiers): none may appear in our database. */
    secrets: () => [...tokens.keys(), ...seenVerifiers],
    isRegistered: (garminUserId: string) => user(garminUserId).registered,
    liveTokens: (garminUserId: string, kind?: 'access' | 'refresh') =>
      [...tokens.values()].filter(
        (t) => t.userId === garminUserId && !t.revoked && t.expiresAt > now() && (!kind || t.kind === kind),
      ).length,
    async close() {
      await Promise.allSettled(deliveries);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeGarmin = Awaited<ReturnType<typeof startFakeGarmin>>;
