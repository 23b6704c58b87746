import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { ConnectionService } from '../connection-service.ts';
import type { TokenCipher } from '../token-cipher.ts';
import type { GarminConfig } from './garmin-config.ts';
import { garminActivityFile, garminDeregistration, garminPermissions } from './garmin-jobs.ts';
import { fileUrlContext, isGarminFileUrl } from './garmin-sync-service.ts';

/**
 * Turns Garmin's notifications into jobs, and nothing more (Garmin wants an answer within 30 s; we answer in
 * milliseconds). Only riders connected here count; a re-delivered notification is the same job (idempotency key).
 */
export function createGarminWebhookService(deps: {
  config: GarminConfig | null;
  connections: ConnectionService;
  cipher: TokenCipher;
  jobs: JobQueue;
}) {
  /** Our rider for each Garmin user id named (one lookup per distinct id). */
  async function riders(ids: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const id of new Set(ids)) {
      const found = await deps.connections.findByExternal('garmin', id);
      if (found && found.status === 'active') out.set(id, found.userId);
    }
    return out;
  }

  return {
    async activityFiles(
      items: { userId: string; summaryId: string; callbackURL: string; fileType?: string }[],
    ) {
      const config = deps.config;
      if (!config) return 0;
      const known = await riders(items.map((i) => i.userId));
      let accepted = 0;
      for (const item of items) {
        const userId = known.get(item.userId);
        if (!userId || !isGarminFileUrl(config, item.callbackURL)) continue;
        const format = (item.fileType ?? 'FIT').toLowerCase();
        if (format !== 'fit' && format !== 'tcx' && format !== 'gpx') continue;
        await deps.jobs.enqueue(
          garminActivityFile,
          {
            userId,
            garminUserId: item.userId,
            summaryId: item.summaryId,
            format,
            sealedUrl: deps.cipher.seal(item.callbackURL, fileUrlContext(item.summaryId)),
          },
          { key: `${item.userId}:${item.summaryId}` },
        );
        accepted += 1;
      }
      return accepted;
    },

    async deregistrations(items: { userId: string }[]) {
      const known = await riders(items.map((i) => i.userId));
      for (const [garminUserId, userId] of known)
        await deps.jobs.enqueue(garminDeregistration, { userId, garminUserId });
      return known.size;
    },

    async permissions(items: { userId: string }[]) {
      const known = await riders(items.map((i) => i.userId));
      for (const userId of known.values()) await deps.jobs.enqueue(garminPermissions, { userId });
      return known.size;
    },
  };
}
export type GarminWebhookService = ReturnType<typeof createGarminWebhookService>;
