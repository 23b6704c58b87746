import type { Logger } from '../../../http/logging.ts';
import type { IngestOutcome, RideIngest } from '../../activities/index.ts';
import type { ConnectionService, ProviderAccess } from '../connection-service.ts';
import { ProviderError } from '../provider.ts';
import { providerFetch } from '../provider-http.ts';
import type { TokenCipher } from '../token-cipher.ts';
import type { GarminApiClient } from './garmin-api-client.ts';
import type { GarminConfig } from './garmin-config.ts';

/** Backfill window after connecting (issue 10: "the last 30 days"; Garmin allows 30 days per request). */
export const GARMIN_BACKFILL_DAYS = 30;
/** A file larger than this is not a ride we can import (the upload limit for TCX/GPX; FIT's is 10 MB). */
const MAX_FILE_BYTES = 25 * 1024 * 1024;

export const fileUrlContext = (summaryId: string) => `garmin:file:${summaryId}`;

/** Is `url` one of Garmin's activity-file callbacks, on the configured API origin (no fetch elsewhere: no SSRF)? */
export function isGarminFileUrl(config: GarminConfig, url: string): boolean {
  try {
    const u = new URL(url);
    const api = new URL(config.apiUrl);
    return u.origin === api.origin && u.pathname === '/wellness-api/rest/activityFile' && u.username === '';
  } catch {
    return false;
  }
}

/** A failure worth retrying (the job throws); others are recorded for the rider and the job ends. */
const retryable = (e: ProviderError) =>
  e.code === 'provider_unavailable' || e.code === 'provider_rate_limited';

/**
 * What Garmin's jobs do: ask for the backfill, import pinged activity files, confirm deregistrations, re-read
 * permissions. Every provider failure lands on the connection as a code the rider sees in Settings → Connections.
 */
export function createGarminSyncService(deps: {
  config: GarminConfig;
  api: GarminApiClient;
  connections: ConnectionService;
  cipher: TokenCipher;
  ingest: Pick<RideIngest, 'ingestRide'>;
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Runs `call` with a valid token; on a 401 (token revoked early) refreshes once and tries again. */
  async function withAccess<T>(userId: string, call: (a: ProviderAccess) => Promise<T>): Promise<T> {
    const access = await deps.connections.access(userId, 'garmin');
    try {
      return await call(access);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      return call(await deps.connections.forceRefresh(userId, 'garmin'));
    }
  }

  async function report(userId: string, error: unknown): Promise<void> {
    if (!(error instanceof ProviderError)) throw error;
    await deps.connections.recordError(userId, 'garmin', error.code);
    if (retryable(error)) throw error;
    deps.log.warn({ provider: 'garmin', code: error.code }, 'garmin job gave up');
  }

  return {
    async backfill(userId: string, days: number): Promise<void> {
      const end = Math.floor(now().getTime() / 1000);
      const start = end - days * 86_400;
      try {
        await withAccess(userId, async ({ accessToken }) => {
          const path = `/wellness-api/rest/backfill/activities?summaryStartTimeInSeconds=${start}&summaryEndTimeInSeconds=${end}`;
          try {
            const response = await deps.api.call(accessToken, path, { method: 'GET' }, 'garmin backfill');
            await response.body?.cancel();
          } catch (error) {
            // 409: this range was asked for already — the files are on their way
            if (!(error instanceof ProviderError && error.status === 409)) throw error;
          }
        });
      } catch (error) {
        await report(userId, error);
      }
    },

    async activityFile(job: {
      userId: string;
      garminUserId: string;
      summaryId: string;
      format: 'fit' | 'tcx' | 'gpx';
      sealedUrl: string;
    }): Promise<IngestOutcome | null> {
      const connection = await deps.connections.findByExternal('garmin', job.garminUserId);
      // disconnected (or the Garmin account moved to another rider) since the ping: nothing to import
      if (!connection || connection.userId !== job.userId) return null;
      const url = deps.cipher.open(job.sealedUrl, fileUrlContext(job.summaryId));
      if (!isGarminFileUrl(deps.config, url)) return null;
      let bytes: Uint8Array;
      try {
        const got = await withAccess(job.userId, async ({ accessToken }) => {
          const response = await providerFetch(
            url,
            { headers: { authorization: `Bearer ${accessToken}` } },
            'garmin activity file',
          );
          // 410: downloaded once already (or older than 24 h); 404: no such file at Garmin (a forged or stale
          // ping) — asking again gives the same answer, so both end the job without a retry
          if (response.status === 410 || response.status === 404) {
            await response.body?.cancel();
            return response.status;
          }
          if (!response.ok) {
            await response.body?.cancel();
            const code =
              response.status === 401
                ? 'reauth_required'
                : response.status === 412 || response.status === 403
                  ? 'permission_missing'
                  : response.status === 429
                    ? 'provider_rate_limited'
                    : 'provider_unavailable';
            throw new ProviderError(code, 'garmin activity file failed', response.status);
          }
          const body = new Uint8Array(await response.arrayBuffer());
          return body;
        });
        if (typeof got === 'number') {
          deps.log.warn(
            { provider: 'garmin', status: got },
            got === 410
              ? 'garmin activity file already downloaded (410)'
              : 'garmin activity file not found (404): given up',
          );
          return null;
        }
        bytes = got;
      } catch (error) {
        await report(job.userId, error);
        return null;
      }
      if (bytes.byteLength === 0 || bytes.byteLength > MAX_FILE_BYTES) {
        await deps.connections.recordError(job.userId, 'garmin', 'ride_unreadable');
        return null;
      }
      const outcome = await deps.ingest.ingestRide({
        userId: job.userId,
        bytes,
        format: job.format,
        source: 'garmin',
        externalId: job.summaryId,
      });
      if (outcome.status === 'rejected')
        await deps.connections.recordError(job.userId, 'garmin', 'ride_unreadable');
      else await deps.connections.recordSync(job.userId, 'garmin');
      return outcome;
    },

    /**
     * A deregistration notification is unsigned, so it is checked with Garmin: if our token still works the rider
     * is still registered and the notification is ignored; if Garmin refuses it, the connection is deleted (Garmin
     * already forgot the grant, so it is not told again).
     */
    async deregistration(userId: string, garminUserId: string): Promise<'disconnected' | 'ignored'> {
      const connection = await deps.connections.findByExternal('garmin', garminUserId);
      if (!connection || connection.userId !== userId) return 'ignored';
      try {
        const id = await withAccess(userId, ({ accessToken }) => deps.api.userId(accessToken));
        if (id === garminUserId) {
          deps.log.warn(
            { provider: 'garmin' },
            'deregistration notification for a rider still registered: ignored',
          );
          return 'ignored';
        }
      } catch (error) {
        const gone =
          error instanceof ProviderError &&
          (error.code === 'reauth_required' || error.status === 401 || error.status === 403);
        if (!gone) throw error;
      }
      await deps.connections.disconnect(userId, 'garmin', { notifyProvider: false });
      return 'disconnected';
    },

    async permissions(userId: string): Promise<void> {
      try {
        const permissions = await withAccess(userId, ({ accessToken }) => deps.api.permissions(accessToken));
        await deps.connections.updateScopes(userId, 'garmin', permissions);
        if (!permissions.includes('ACTIVITY_EXPORT') || !permissions.includes('WORKOUT_IMPORT'))
          await deps.connections.recordError(userId, 'garmin', 'permission_missing');
      } catch (error) {
        await report(userId, error);
      }
    },
  };
}
export type GarminSyncService = ReturnType<typeof createGarminSyncService>;
