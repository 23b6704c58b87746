import { authClient } from './auth-client.ts';

export function signOut() {
  return authClient.signOut();
}
