import type { Limit, RateLimiter } from '../../../http/rate-limit.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { ConnectionService } from '../connection-service.ts';
import type { TokenCipher } from '../token-cipher.ts';
import type { GarminConfig } from './garmin-config.ts';
import { garminActivityFile, garminDeregistration, garminPermissions } from './garmin-jobs.ts';
import { fileUrlContext, isGarminFileUrl } from './garmin-sync-service.ts';

/**
 * Activity files accepted per Garmin user per hour. Garmin pings a file per activity the rider records (a 30-day
 * backfill arrives as a few pings of a few dozen); a forged ping naming a connected user gets at most this many
 * downloads with that rider's token, the rest is acknowledged and dropped.
 */
export const GARMIN_FILES_PER_USER: Limit = { name: 'garmin:files', max: 100, windowS: 3600 };

/**
 * A deregistration or permissions change is checked with Garmin a little later, once per rider and window: every
 * notification of the window becomes that one job (it reads the state after all of them), so a thousand forged
 * notifications for one rider cost one call to Garmin per window.
 */
export const GARMIN_NOTICE_WINDOW_S = 5;

/**
 * Turns Garmin's notifications into jobs, and nothing more (Garmin wants an answer within 30 s; we answer in
 * milliseconds). Only riders connected here count, looked up in one query per notification; a re-delivered
 * notification is the same job (idempotency key).
 */
export function createGarminWebhookService(deps: {
  config: GarminConfig | null;
  connections: ConnectionService;
  cipher: TokenCipher;
  jobs: JobQueue;
  limiter: Pick<RateLimiter, 'take'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const riders = (ids: readonly string[]) => deps.connections.ridersByExternal('garmin', ids);
  /** The end of the current notice window: the job's key and its start (all notices of a window are one job). */
  const noticeWindow = () => {
    const ms = GARMIN_NOTICE_WINDOW_S * 1000;
    const end = (Math.floor(now().getTime() / ms) + 1) * ms;
    return { key: String(end), startAfter: new Date(end) };
  };

  return {
    /** Whether Garmin is configured here: without it the webhook routes answer 404 before reading a body. */
    configured: deps.config !== null,

    async activityFiles(
      items: { userId: string; summaryId: string; callbackURL: string; fileType?: string }[],
    ) {
      const config = deps.config;
      if (!config) return 0;
      const known = await riders(items.map((i) => i.userId));
      const wanted = new Map<string, typeof items>();
      for (const item of items) {
        if (!known.has(item.userId) || !isGarminFileUrl(config, item.callbackURL)) continue;
        const format = (item.fileType ?? 'FIT').toLowerCase();
        if (format !== 'fit' && format !== 'tcx' && format !== 'gpx') continue;
        wanted.set(item.userId, [...(wanted.get(item.userId) ?? []), item]);
      }
      let accepted = 0;
      for (const [garminUserId, files] of wanted) {
        const room = await deps.limiter.take(GARMIN_FILES_PER_USER, garminUserId, files.length);
        for (const item of files.slice(0, room)) {
          await deps.jobs.enqueue(
            garminActivityFile,
            {
              userId: known.get(garminUserId)!,
              garminUserId,
              summaryId: item.summaryId,
              format: (item.fileType ?? 'FIT').toLowerCase() as 'fit' | 'tcx' | 'gpx',
              sealedUrl: deps.cipher.seal(item.callbackURL, fileUrlContext(item.summaryId)),
            },
            { key: `${garminUserId}:${item.summaryId}` },
          );
          accepted += 1;
        }
      }
      return accepted;
    },

    async deregistrations(items: { userId: string }[]) {
      const known = await riders(items.map((i) => i.userId));
      const window = noticeWindow();
      for (const [garminUserId, userId] of known)
        await deps.jobs.enqueue(
          garminDeregistration,
          { userId, garminUserId },
          { key: `${garminUserId}:${window.key}`, startAfter: window.startAfter },
        );
      return known.size;
    },

    async permissions(items: { userId: string }[]) {
      const known = await riders(items.map((i) => i.userId));
      const window = noticeWindow();
      for (const [garminUserId, userId] of known)
        await deps.jobs.enqueue(
          garminPermissions,
          { userId },
          { key: `${garminUserId}:${window.key}`, startAfter: window.startAfter },
        );
      return known.size;
    },
  };
}
export type GarminWebhookService = ReturnType<typeof createGarminWebhookService>;
