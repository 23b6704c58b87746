import { loadAuthClient } from './load-auth-client.ts';

/** Sends the address-verification link again (it lands on `callbackURL` once verified). */
export async function sendVerificationEmail(input: { email: string; callbackURL: string }) {
  return (await loadAuthClient()).sendVerificationEmail(input);
}
