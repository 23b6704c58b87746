import { loadAuthClient } from './load-auth-client.ts';

/** Always the same reply, whether or not the address has an account (no account enumeration). */
export async function requestPasswordReset(input: { email: string; redirectTo: string }) {
  return (await loadAuthClient()).requestPasswordReset(input);
}
