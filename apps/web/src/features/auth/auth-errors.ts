import type { Language } from '@domestique/contract';
import { type ContractMessageCode, contractMessage } from '@domestique/contract/messages';
import type { TFunction } from 'i18next';
import type { AuthError } from './api/auth-client.ts';

/** better-auth error codes we phrase ourselves, in the rider's language (full catalog keys). */
const KNOWN_CODES: Record<string, string> = {
  USER_ALREADY_EXISTS: 'auth:errors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth:errors.userExists',
  INVALID_EMAIL_OR_PASSWORD: 'auth:errors.invalidCredentials',
  PASSWORD_TOO_SHORT: 'auth:errors.passwordTooShort',
  PASSWORD_COMPROMISED: 'auth:errors.passwordCompromised',
  // the page's address is not a trusted origin (BASE_URL / TRUSTED_ORIGINS on the server)
  INVALID_ORIGIN: 'auth:errors.untrustedOrigin',
  MISSING_OR_NULL_ORIGIN: 'auth:errors.untrustedOrigin',
};

/** better-auth error codes that mean what one of the contract's codes means: worded as the server and the forms word it. */
const CONTRACT_CODES: Record<string, ContractMessageCode> = {
  INVALID_EMAIL: 'email_invalid',
  INVALID_TOKEN: 'invalid_token',
  NAME_REQUIRED: 'name_required',
};

/** Spec §8: the service's message as an error toast; otherwise 'An error occurred'. Known codes get our own wording. */
export function authErrorMessage(
  error: AuthError | null | undefined,
  t: TFunction,
  language: Language,
): string {
  if (error?.status === 429) return t('auth:errors.rateLimited');
  const code = error?.code ? CONTRACT_CODES[error.code] : undefined;
  if (code) return contractMessage(code, language);
  const key = error?.code ? KNOWN_CODES[error.code] : undefined;
  if (key) return t(key);
  if (error?.message) return error.message;
  // Our server's own refusals (bad input, service unavailable) carry `{ error: { code, message } }`, worded in the
  // request's language.
  if (error?.error?.message) return error.error.message;
  return t('auth:errors.generic');
}
