import { z } from 'zod';
import { errorCodeForStatus, ProviderError } from '../provider.ts';
import { providerFetch, providerJson } from '../provider-http.ts';
import type { GarminConfig } from './garmin-config.ts';

/** Garmin answers 412 when the rider switched off the permission a call needs (integrations.md §1). */
const PERMISSION_STATUSES = [403, 412] as const;

/**
 * Calls to Garmin's APIs with a rider's access token (Health/Activity API user endpoints; the Training API lives in
 * garmin-training-client.ts). Errors become `ProviderError` with the code the rider will see.
 */
export function createGarminApiClient(config: GarminConfig) {
  async function call(accessToken: string, path: string, init: RequestInit, what: string): Promise<Response> {
    const response = await providerFetch(
      `${config.apiUrl}${path}`,
      {
        ...init,
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...init.headers },
      },
      what,
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(
        errorCodeForStatus(response.status, PERMISSION_STATUSES),
        `${what} failed`,
        response.status,
      );
    }
    return response;
  }

  return {
    call,
    /** The rider's Garmin user id: stable across tokens, and what Garmin's notifications name. */
    async userId(accessToken: string): Promise<string> {
      const response = await call(
        accessToken,
        '/wellness-api/rest/user/id',
        { method: 'GET' },
        'garmin user id',
      );
      const body = z
        .object({ userId: z.string().min(1) })
        .safeParse(await providerJson(response, 'garmin user id'));
      if (!body.success) throw new ProviderError('provider_unavailable', 'garmin user id malformed');
      return body.data.userId;
    },
    /** What the rider allowed on Garmin's consent screen (ACTIVITY_EXPORT, WORKOUT_IMPORT…). */
    async permissions(accessToken: string): Promise<string[]> {
      const response = await call(
        accessToken,
        '/wellness-api/rest/user/permissions',
        { method: 'GET' },
        'garmin permissions',
      );
      const body = z.array(z.string()).safeParse(await providerJson(response, 'garmin permissions'));
      return body.success ? body.data : [];
    },
    /** Deregistration: Garmin stops sending this rider's data and forgets the grant (204). */
    async deregister(accessToken: string): Promise<void> {
      const response = await call(
        accessToken,
        '/wellness-api/rest/user/registration',
        { method: 'DELETE' },
        'garmin deregistration',
      );
      await response.body?.cancel();
    },
  };
}
export type GarminApiClient = ReturnType<typeof createGarminApiClient>;
