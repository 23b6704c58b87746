import { QueryCache, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldRetry } from '../src/lib/http.ts';
import { logFailedQuery } from '../src/lib/log-failed-query.ts';
import { profileQuery } from '../src/lib/profile/get-profile.ts';

/** The app's query client set-up (src/app/query-client.ts), with retries that don't wait. */
const client = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: logFailedQuery }),
    defaultOptions: { queries: { retry: shouldRetry, retryDelay: 0 } },
  });

function answer(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile load failures are logged once, and only real failures', () => {
  it('a server error: the 3 retries run, then one log line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = answer(500, { error: { code: 'internal_error', message: 'boom' } });
    await expect(client().fetchQuery(profileQuery())).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(4);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('Profile load failed');
  });

  it('404 profile_not_found is "no profile yet": null, nothing logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(404, { error: { code: 'profile_not_found', message: 'none' } });
    await expect(client().fetchQuery(profileQuery())).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('401 (signed out) is expected: not retried, not logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = answer(401, { error: { code: 'unauthorized', message: 'sign in' } });
    await expect(client().fetchQuery(profileQuery())).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('queries without a failureLog are not logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    logFailedQuery(new Error('x'), { meta: undefined });
    expect(log).not.toHaveBeenCalled();
  });
});
