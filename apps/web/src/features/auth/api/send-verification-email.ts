import { authClient } from './auth-client.ts';

/** Sends the address-verification link again (it lands on `callbackURL` once verified). */
export function sendVerificationEmail(input: { email: string; callbackURL: string }) {
  return authClient.sendVerificationEmail(input);
}
