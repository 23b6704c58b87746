import { loadAuthClient } from './load-auth-client.ts';

export async function signIn(input: { email: string; password: string }) {
  return (await loadAuthClient()).signIn.email(input);
}

/**
 * Google (OpenID Connect) through the server's auth service; the client follows the returned URL to Google, which
 * sends the rider back to `callbackURL` (or `newUserCallbackURL` the first time, `errorCallbackURL` on failure).
 */
export async function signInWithGoogle(urls: {
  callbackURL: string;
  newUserCallbackURL: string;
  errorCallbackURL: string;
}) {
  return (await loadAuthClient()).signIn.social({ provider: 'google', ...urls });
}
