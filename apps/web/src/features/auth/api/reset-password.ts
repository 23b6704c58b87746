import { authClient } from './auth-client.ts';

/** Sets the new password; the server revokes every session of the account. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return authClient.resetPassword(input);
}
