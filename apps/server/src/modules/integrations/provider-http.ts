import { ProviderError } from './provider.ts';

/** Every provider call gives up after this long: a hung provider must not hold a job (or a callback) forever. */
export const PROVIDER_TIMEOUT_MS = 20_000;

/**
 * fetch with a timeout; a network failure or timeout becomes `ProviderError('provider_unavailable')`. The URL may
 * carry a one-time token (Garmin's file callbacks), so it is never put in an error message or a log line.
 */
export async function providerFetch(
  url: string,
  init: RequestInit = {},
  what = 'provider call',
): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      redirect: 'manual',
    });
  } catch {
    throw new ProviderError('provider_unavailable', `${what}: no answer`);
  }
}

/** Reads a JSON body; anything else is the provider misbehaving (provider_unavailable, status kept). */
export async function providerJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ProviderError('provider_unavailable', `${what}: answer is not JSON`, response.status);
  }
}
