import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './fake-http.ts';

/** The part of the fake Strava's state its push subscriptions use. */
export interface FakeSubscriptionState {
  subscription: { id: number; callbackUrl: string; verifyToken: string; createdAt: string } | null;
  nextSubscriptionId: number;
  subscriptionChecks: { callbackUrl: string; status: number | null; ms: number }[];
}

/**
 * The fake Strava's `/push_subscriptions` (fake-strava.ts documents the protocol): the handler for a request whose
 * path, under the API root, starts with it.
 */
export function fakeStravaSubscriptions(deps: {
  state: FakeSubscriptionState;
  clientId: string;
  clientSecret: string;
  now: () => number;
  token: () => string;
}) {
  const { state, clientId, clientSecret, now, token } = deps;
  /** Strava's error body: `{ message, errors: [{ resource, field, code }] }`. */
  const refuse = (res: ServerResponse, status: number, field: string, code: string) =>
    sendJson(res, status, {
      message: status === 404 ? 'Record Not Found' : 'Bad Request',
      errors: [{ resource: 'PushSubscription', field, code }],
    });

  /** The check Strava makes before answering a POST: the callback must echo `hub.challenge` with 200 within 2 s. */
  async function validates(callbackUrl: URL, verifyToken: string): Promise<boolean> {
    const challenge = token();
    const check = new URL(callbackUrl);
    check.searchParams.set('hub.mode', 'subscribe');
    check.searchParams.set('hub.challenge', challenge);
    check.searchParams.set('hub.verify_token', verifyToken);
    const started = performance.now();
    const answer = await fetch(check, { signal: AbortSignal.timeout(2000), redirect: 'error' }).catch(
      () => null,
    );
    let json: unknown = null;
    if (answer?.status === 200) json = await answer.json().catch(() => null);
    else await answer?.arrayBuffer().catch(() => null);
    state.subscriptionChecks.push({
      callbackUrl: callbackUrl.toString(),
      status: answer?.status ?? null,
      ms: performance.now() - started,
    });
    return (json as Record<string, unknown> | null)?.['hub.challenge'] === challenge;
  }

  /** `/push_subscriptions`: client credentials on every call (query for GET/DELETE, form for POST), one per app. */
  return async function subscriptions(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    const body = req.method === 'POST' ? await readBody(req) : Object.fromEntries(url.searchParams);
    if (body.client_id !== clientId || body.client_secret !== clientSecret)
      return sendJson(res, 401, {
        message: 'Authorization Error',
        errors: [{ resource: 'Application', field: 'client_id', code: 'invalid' }],
      });
    const sub = state.subscription;
    if (req.method === 'GET' && path === '/push_subscriptions')
      return sendJson(
        res,
        200,
        sub
          ? [
              {
                id: sub.id,
                resource_state: 2,
                application_id: Number(clientId),
                callback_url: sub.callbackUrl,
                created_at: sub.createdAt,
                updated_at: sub.createdAt,
              },
            ]
          : [],
      );
    const one = /^\/push_subscriptions\/(\d+)$/.exec(path);
    if (req.method === 'DELETE' && one) {
      if (!sub || sub.id !== Number(one[1])) return refuse(res, 404, 'id', 'not found');
      state.subscription = null;
      return void res.writeHead(204).end();
    }
    if (req.method !== 'POST' || path !== '/push_subscriptions')
      return sendJson(res, 404, { message: 'Record Not Found' });
    if (sub) return refuse(res, 400, '', 'already exists');
    const verifyToken = String(body.verify_token ?? '');
    let callbackUrl: URL;
    try {
      callbackUrl = new URL(String(body.callback_url ?? ''));
    } catch {
      return refuse(res, 400, 'callback url', 'invalid');
    }
    if (!verifyToken) return refuse(res, 400, 'verify token', 'invalid');
    if (!(await validates(callbackUrl, verifyToken)))
      return refuse(res, 400, 'callback url', 'GET to callback URL does not return 200');
    // a POST that raced this one may have won meanwhile: still one per app
    if (state.subscription) return refuse(res, 400, '', 'already exists');
    state.subscription = {
      id: state.nextSubscriptionId++,
      callbackUrl: callbackUrl.toString(),
      verifyToken,
      createdAt: new Date(now()).toISOString(),
    };
    return sendJson(res, 201, { id: state.subscription.id });
  };
}
