import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, sendDatabaseUnavailable, sendError } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { t } from '../i18n/messages.ts';
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER, REQUEST_ORIGIN_HEADER } from './auth.ts';
import { AUTH_BODY_SCHEMAS } from './auth-bodies.ts';
import { AUTH_ENDPOINT_LIMITS, type AuthLimitRule } from './auth-limits.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { SessionUser } from './require-user.ts';
import type { SessionVerifier } from './session-verifier.ts';

/**
 * The library's sign-out swallows a failed session delete and answers 200 with the cookie cleared, leaving the
 * session valid on the server: while the database is away it answers 503 instead (the cookie kept, so the rider can
 * sign out again once it is back).
 */
const DATABASE_FIRST = new Set(['/sign-out']);

/**
 * Requests whose answer must not tell whether an address has an account: a known address costs a token's insert and
 * the mail's insert into the job queue, an unknown one a lookup. Their answer leaves no earlier than this many ms
 * after the request came in, either way, so the difference — and the database's load — does not show in its timing.
 */
const ANSWER_FLOOR_MS: Record<string, number> = { '/request-password-reset': 200 };

/** The open-api plugin's own endpoints stay internal: its schema is merged into /api/docs instead. */
const UNEXPOSED = new Set(['/open-api/generate-schema', '/reference']);

export interface AuthEndpoint {
  /** Path as the library declares it, relative to /api/auth, e.g. `/reset-password/:token`. */
  path: string;
  methods: Array<'GET' | 'POST'>;
}

/** Every endpoint the library's router serves over HTTP (server-only ones excluded), read from the library itself. */
export function libraryEndpoints(auth: Auth): AuthEndpoint[] {
  const out: AuthEndpoint[] = [];
  for (const endpoint of Object.values(auth.api) as Array<{
    path?: string;
    options?: Record<string, unknown>;
  }>) {
    const options = endpoint.options as { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
    if (!endpoint.path || options?.metadata?.SERVER_ONLY || UNEXPOSED.has(endpoint.path)) continue;
    const declared = Array.isArray(options?.method) ? options.method : [options?.method ?? '*'];
    const methods = declared.flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m])) as AuthEndpoint['methods'];
    out.push({ path: endpoint.path, methods });
  }
  return out;
}

/** The endpoints we mount: those the library serves and auth-limits.ts has reviewed. */
export function exposedAuthEndpoints(auth: Auth): AuthEndpoint[] {
  return libraryEndpoints(auth).filter((e) => AUTH_ENDPOINT_LIMITS[e.path] !== undefined);
}

function toFetchRequest(request: FastifyRequest, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === REQUEST_ORIGIN_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // request.ip honours TRUST_PROXY, so a spoofed X-Forwarded-For cannot change who the limiter or the library sees.
  headers.set(CLIENT_IP_HEADER, request.ip);
  // The address the request was sent to (trusted as an origin only when BASE_URL is unset: auth.ts).
  headers.set(REQUEST_ORIGIN_HEADER, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

/**
 * The URL handed to the library is rebuilt from the route Fastify matched (template + decoded params + query), never
 * from the raw request line: the library then routes exactly the endpoint whose limits were just counted, whatever
 * `/./`, `%2e`, `//` or percent-escapes the client sent. Fastify's router is strict (no dot-segment folding, no
 * duplicate or trailing slashes, case-sensitive), so such spellings never match a route and get a JSON 404.
 */
function forwardUrl(baseUrl: string, path: string, params: unknown, rawUrl: string): string {
  const values = (params ?? {}) as Record<string, string>;
  const concrete = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const q = rawUrl.indexOf('?');
  return `${baseUrl}${AUTH_BASE_PATH}${concrete}${q >= 0 ? rawUrl.slice(q) : ''}`;
}

/** The email a request's body names, normalised as the library stores it; null when there is none. */
function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

async function overLimit(
  rule: AuthLimitRule,
  request: FastifyRequest,
  user: SessionUser | null,
  deps: { limiter: RateLimiter; devices: DeviceCookies },
): Promise<number | null> {
  const byIp = await deps.limiter.hit(rule.ip, request.ip);
  if (byIp !== null || !rule.account) return byIp;
  const subject = rule.account.by === 'email' ? bodyEmail(request) : (user?.id ?? null);
  if (!subject) return null;
  const device = rule.knownDevice ? deps.devices.deviceOf(request, subject) : null;
  if (rule.knownDevice && device) return deps.limiter.hit(rule.knownDevice, `${subject}:${device}`);
  return deps.limiter.hit(rule.account, subject);
}

/** Where a successful answer makes this browser known to the account (device-cookie.ts). */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-up/email']);

/** The library's refusals of a request's origin, answered with our own message in the caller's language. */
const ORIGIN_REFUSALS = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/** A 403 refusing the page's origin, its English "Invalid origin" replaced (same `{ code, message }` shape). */
async function localisedRefusal(request: FastifyRequest, response: Response): Promise<Buffer | null> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { code?: unknown };
    if (typeof body.code === 'string' && ORIGIN_REFUSALS.has(body.code)) {
      const message = t(requestLanguage(request), 'origin_not_trusted');
      return Buffer.from(JSON.stringify({ ...body, message }));
    }
  } catch {
    // not JSON: relayed as it is
  }
  return Buffer.from(text);
}

async function relay(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  deps: { databaseUp: () => Promise<boolean>; signedIn: boolean },
) {
  // Some endpoints catch a failed query and answer their own 500, and the library's session check turns a failed
  // lookup into 401 (for a session our verifier had just accepted): while the database is away, both are a 503 —
  // a 401 would sign the rider out of the web app.
  const suspect = response.status >= 500 || (response.status === 401 && deps.signedIn);
  if (suspect && !(await deps.databaseUp())) return sendDatabaseUnavailable(request, reply);
  if (response.status >= 500) {
    // The library's own 5xx replies carry its internals: log the status, answer in our shape without details.
    request.log.error({ status: response.status }, 'auth library answered with a server error');
    return sendError(reply, requestLanguage(request), 500, 'internal_error');
  }
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status === 403 && response.body) return reply.send(await localisedRefusal(request, response));
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * Mounts each reviewed library endpoint as its own Fastify route under /api/auth, behind our rate limits
 * (auth-limits.ts). An endpoint the library serves but the table does not list is not exposed at all.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    limiter: RateLimiter;
    devices: DeviceCookies;
    sessions: SessionVerifier;
    baseUrl: string;
    /** Whether the database answers (a quick ping): tells a library 500 caused by an outage from a bug. */
    databaseUp: () => Promise<boolean>;
  },
) {
  for (const endpoint of libraryEndpoints(deps.auth)) {
    const rule = AUTH_ENDPOINT_LIMITS[endpoint.path];
    if (rule === undefined) {
      app.log.warn({ path: endpoint.path }, 'auth endpoint not reviewed for rate limits: not exposed');
      continue;
    }
    app.route({
      method: endpoint.methods,
      url: `${AUTH_BASE_PATH}${endpoint.path}`,
      exposeHeadRoute: false,
      // Documented from the library's own OpenAPI description (auth-openapi.ts), not from Fastify schemas; bodies
      // the library takes unchecked are validated here (auth-bodies.ts).
      schema: {
        hide: true,
        ...(AUTH_BODY_SCHEMAS[endpoint.path] ? { body: AUTH_BODY_SCHEMAS[endpoint.path] } : {}),
      },
      async handler(request, reply) {
        // Resolving the session first lets a replayed rotated-away token revoke its family before the library
        // runs, and gives the per-user limits their subject.
        const user = await deps.sessions.verify(request);
        const wait = rule ? await overLimit(rule, request, user, deps) : null;
        if (wait !== null) {
          reply.header('retry-after', String(wait));
          return sendError(reply, requestLanguage(request), 429, 'rate_limited');
        }
        if (DATABASE_FIRST.has(endpoint.path) && !(await deps.databaseUp()))
          return sendDatabaseUnavailable(request, reply);
        const url = forwardUrl(deps.baseUrl, endpoint.path, request.params, request.url);
        const started = performance.now();
        const response = await deps.auth.handler(toFetchRequest(request, url));
        const floor = ANSWER_FLOOR_MS[endpoint.path];
        if (floor !== undefined) {
          const left = floor - (performance.now() - started);
          if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
        }
        // Any write may have revoked sessions (sign-out, reset, rotation): drop cached session checks.
        if (request.method === 'POST') deps.sessions.invalidate();
        const email = SIGN_IN_PATHS.has(endpoint.path) && response.status === 200 ? bodyEmail(request) : null;
        if (email) reply.header('set-cookie', deps.devices.issue(email));
        return relay(request, reply, response, { databaseUp: deps.databaseUp, signedIn: user !== null });
      },
    });
  }
}
