import { loadAuthClient } from './load-auth-client.ts';

export async function signOut() {
  return (await loadAuthClient()).signOut();
}
