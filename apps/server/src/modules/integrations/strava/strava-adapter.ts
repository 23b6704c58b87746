import type { ProviderAdapter } from '../provider.ts';
import { ProviderError } from '../provider.ts';
import { type StravaClient, StravaError } from './strava-client.ts';

/** A Strava failure as the code the rider sees in Settings → Connections. */
export function stravaProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (!(error instanceof StravaError)) return new ProviderError('provider_unavailable', 'strava call failed');
  if (error.kind === 'unauthorized') return new ProviderError('reauth_required', error.message, error.status);
  if (error.kind === 'rate_limited') return new ProviderError('provider_rate_limited', error.message, 429);
  return new ProviderError('provider_unavailable', error.message, error.status);
}

/** Strava as the integrations module sees it: rotating refresh tokens, deauthorisation on disconnect. */
export function createStravaAdapter(
  client: StravaClient | null,
  hooks: Pick<ProviderAdapter, 'queued' | 'afterDisconnect'> = {},
): ProviderAdapter {
  if (!client) return { id: 'strava', configured: false, ...hooks };
  return {
    id: 'strava',
    configured: true,
    async refresh(refreshToken) {
      try {
        const t = await client.refresh(refreshToken);
        // Strava has just killed the old refresh token: the new one is stored in the same transaction
        return {
          accessToken: t.access_token,
          refreshToken: t.refresh_token,
          accessExpiresAt: new Date(t.expires_at * 1000),
          refreshExpiresAt: null,
        };
      } catch (error) {
        throw stravaProviderError(error);
      }
    },
    async revoke({ accessToken }) {
      await client.deauthorize(accessToken);
    },
    ...hooks,
  };
}
