import type { ProviderAdapter } from '../provider.ts';
import type { GarminApiClient } from './garmin-api-client.ts';
import type { GarminAuthClient } from './garmin-auth-client.ts';

/** Garmin as the integrations module sees it: refresh (rotating refresh tokens) and deregistration on disconnect. */
export function createGarminAdapter(
  clients: { auth: GarminAuthClient; api: GarminApiClient } | null,
  hooks: Pick<ProviderAdapter, 'queued' | 'afterDisconnect'> = {},
): ProviderAdapter {
  if (!clients) return { id: 'garmin', configured: false };
  return {
    id: 'garmin',
    configured: true,
    refresh: (refreshToken) => clients.auth.refresh(refreshToken),
    revoke: ({ accessToken }) => clients.api.deregister(accessToken),
    ...hooks,
  };
}
