import { authClient } from './auth-client.ts';

/** Always the same reply, whether or not the address has an account (no account enumeration). */
export function requestPasswordReset(input: { email: string; redirectTo: string }) {
  return authClient.requestPasswordReset(input);
}
