import type { authClient } from './auth-client.ts';

/**
 * better-auth's client (about 11 KB gzip) loads with the first auth call (sign-in, sign-up, sign-out, reset…), not
 * with every page that only reads the session: /boot.js has already fetched that on a first load.
 */
export function loadAuthClient(): Promise<typeof authClient> {
  return import('./auth-client.ts').then((module) => module.authClient);
}
