import type { ErrorCode } from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';

/**
 * Why an OAuth connect flow (start or callback) was refused, as a stable code (`garmin_state_invalid`,
 * `strava_scope_missing`…). `providerUnavailable`: the provider did not answer the code exchange — not the rider's
 * doing.
 */
export class ProviderConnectError<C extends ErrorCode> extends Error {
  readonly code: C;
  readonly providerUnavailable: boolean;
  constructor(code: C, providerUnavailable = false) {
    super(code);
    this.code = code;
    this.providerUnavailable = providerUnavailable;
  }
}

/**
 * A connect refusal as its HTTP answer, for every provider's routes: `<provider>_not_configured` → 409 (this server
 * has no app for it), an exchange the provider did not answer → 502, anything else → 400. Other errors pass through.
 */
export function rethrowConnectError(error: unknown): never {
  if (error instanceof ProviderConnectError) {
    const code: ErrorCode = error.code;
    if (code.endsWith('_not_configured')) throw new HttpError(409, code);
    if (code.endsWith('_exchange_failed') && error.providerUnavailable) throw new HttpError(502, code);
    throw new HttpError(400, code);
  }
  throw error;
}
