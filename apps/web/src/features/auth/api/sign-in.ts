import { authClient } from './auth-client.ts';

export function signIn(input: { email: string; password: string }) {
  return authClient.signIn.email(input);
}

/**
 * Google (OpenID Connect) through the server's auth service; the client follows the returned URL to Google, which
 * sends the rider back to `callbackURL` (or `newUserCallbackURL` the first time, `errorCallbackURL` on failure).
 */
export function signInWithGoogle(urls: {
  callbackURL: string;
  newUserCallbackURL: string;
  errorCallbackURL: string;
}) {
  return authClient.signIn.social({ provider: 'google', ...urls });
}
