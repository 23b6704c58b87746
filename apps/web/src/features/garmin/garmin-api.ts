import type { Connected, ErrorCode, GarminStart } from '@domestique/contract';
import { apiRequest, HttpError } from '../../lib/http.ts';

/** POST /api/connections/garmin/start: the server stores state and verifier; we go to Garmin's page. */
export const startGarmin = () =>
  apiRequest<GarminStart>('/api/connections/garmin/start', { method: 'POST', body: {} });

/**
 * One POST per state, however often the page mounts (StrictMode, a language switch remounting the route): the
 * state is single-use, so a second POST would turn a success into "expired".
 */
const completions = new Map<string, Promise<void>>();
export function completeGarmin(code: string, state: string): Promise<void> {
  let pending = completions.get(state);
  if (!pending) {
    pending = apiRequest<Connected>('/api/connections/garmin/callback', {
      method: 'POST',
      body: { code, state },
    }).then(() => undefined);
    completions.set(state, pending);
  }
  return pending;
}

/** What the page words itself (`garmin:callback.errors.*`). */
export type CallbackMessage = 'authorization' | 'invalidResponse' | 'notSignedIn' | 'unexpected';
/** What the server answered, worded by the contract as the server words it (spec §8's texts). */
export type GarminErrorCode = Extract<
  ErrorCode,
  'garmin_state_invalid' | 'garmin_exchange_failed' | 'garmin_not_configured'
>;
const GARMIN_ERROR_CODES: readonly string[] = [
  'garmin_state_invalid',
  'garmin_exchange_failed',
  'garmin_not_configured',
] satisfies GarminErrorCode[];

/** Spec §8, what the query alone says: the provider's error, or code/state missing. Null: ask the server. */
export function callbackProblem(params: URLSearchParams): { key: CallbackMessage; error?: string } | null {
  const error = params.get('error');
  if (error) return { key: 'authorization', error };
  if (!params.get('code') || !params.get('state')) return { key: 'invalidResponse' };
  return null;
}

/** Spec §8, what the server's answer says. */
export function serverProblem(error: unknown): CallbackMessage | GarminErrorCode {
  if (!(error instanceof HttpError)) return 'unexpected';
  if (error.status === 401) return 'notSignedIn';
  if (GARMIN_ERROR_CODES.includes(error.code)) return error.code as GarminErrorCode;
  return 'unexpected';
}
