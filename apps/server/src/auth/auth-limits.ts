import type { Limit } from '../http/rate-limit.ts';

/** Whose budget a per-account limit spends: the email in the body, or the signed-in user of the session. */
export type AccountSubject = 'email' | 'session';

export interface AuthLimitRule {
  ip: Limit;
  account?: Limit & { by: AccountSubject };
  /**
   * A browser carrying the account's device cookie (device-cookie.ts) spends this budget, its own, instead of the
   * account's: strangers exhausting the account budget cannot lock the owner out of their usual browser.
   */
  knownDevice?: Limit;
}

const signIn: AuthLimitRule = {
  ip: { name: 'signin:ip', max: 30, windowS: 300 },
  account: { name: 'signin:account', max: 10, windowS: 900, by: 'email' },
  knownDevice: { name: 'signin:device', max: 10, windowS: 900 },
};
const resetSubmit: AuthLimitRule = { ip: { name: 'reset-submit:ip', max: 20, windowS: 3600 } };
// change-password, verify-password and delete-user all check the current password: one shared budget, so a
// stolen session cannot guess the password through whichever of them is cheapest.
const passwordCheck: AuthLimitRule = {
  ip: { name: 'password-check:ip', max: 30, windowS: 900 },
  account: { name: 'password-check:account', max: 10, windowS: 900, by: 'session' },
};
// Each OAuth start stores a state row and each callback calls the provider: bound both per IP.
const oauth: AuthLimitRule = { ip: { name: 'oauth:ip', max: 30, windowS: 300 } };

/**
 * Every endpoint the auth library routes, reviewed: a rule for each one that sends mail, checks a password or
 * a one-time token, or writes per call without a session (ASVS 2.2.1 / 6.3.1); `null` for the rest (reads of
 * one's own session, sign-out, the public key set). A test fails when the library adds or drops an endpoint, so a
 * library upgrade cannot slip an unreviewed, unthrottled route in. Paths are relative to `/api/auth`.
 */
export const AUTH_ENDPOINT_LIMITS: Record<string, AuthLimitRule | null> = {
  '/sign-in/email': signIn,
  '/sign-up/email': {
    ip: { name: 'signup:ip', max: 10, windowS: 3600 },
    account: { name: 'signup:account', max: 5, windowS: 3600, by: 'email' },
  },
  '/request-password-reset': {
    ip: { name: 'reset:ip', max: 10, windowS: 3600 },
    account: { name: 'reset:account', max: 5, windowS: 3600, by: 'email' },
  },
  '/reset-password': resetSubmit,
  '/reset-password/:token': resetSubmit,
  '/verify-email': { ip: { name: 'verify:ip', max: 30, windowS: 300 } },
  '/send-verification-email': {
    ip: { name: 'verify-send:ip', max: 10, windowS: 3600 },
    account: { name: 'verify-send:account', max: 3, windowS: 3600, by: 'email' },
  },
  '/change-password': passwordCheck,
  '/verify-password': passwordCheck,
  '/delete-user': passwordCheck,
  '/change-email': {
    ip: { name: 'change-email:ip', max: 10, windowS: 3600 },
    account: { name: 'change-email:account', max: 5, windowS: 3600, by: 'session' },
  },
  '/sign-in/social': oauth,
  '/callback/:id': oauth,
  '/link-social': oauth,
  // Need a session, or only read/revoke what the caller already holds, or serve public keys.
  '/get-session': null,
  '/sign-out': null,
  '/update-session': null,
  '/update-user': null,
  '/delete-user/callback': null,
  '/list-sessions': null,
  '/revoke-session': null,
  '/revoke-sessions': null,
  '/revoke-other-sessions': null,
  '/list-accounts': null,
  '/unlink-account': null,
  '/refresh-token': null,
  '/get-access-token': null,
  '/account-info': null,
  '/token': null,
  '/jwks': null,
  '/session/rotate': null,
  '/ok': null,
  '/error': null,
};
