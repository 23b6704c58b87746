import { loadAuthClient } from './load-auth-client.ts';

/** Sets the new password; the server revokes every session of the account. */
export async function resetPassword(input: { newPassword: string; token: string }) {
  return (await loadAuthClient()).resetPassword(input);
}
