import { randomBytes } from 'node:crypto';
import { DATA_EXPORT_TTL_HOURS, isLanguage } from '@domestique/contract';
import { z } from 'zod';
import { sendEmailJob } from '../../email/email-jobs.ts';
import { renderEmail } from '../../email/templates.ts';
import type { Logger } from '../../http/logging.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type ExportPorts, writeArchive } from './export-archive.ts';
import { archivePath, removeArchive, removeStrayArchives } from './export-files.ts';
import type { ExportRepository } from './export-repository.ts';
import { hashToken } from './export-token.ts';

/** Builds one rider's archive. A run killed mid-way is retried from scratch (the archive is written afresh). */
export const exportBuildJob = defineJob({
  name: 'exports.build',
  payload: z.object({ exportId: z.string().uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  // thousands of originals on a slow disk: a live run may be silent for a while before it counts as dead
  expireInSeconds: 60 * 60,
});

/**
 * Hourly: deletes archives past their 48 hours, fails builds that never finished, removes files no ready export
 * accounts for (half-written ones, those of a deleted account).
 */
export const exportSweepJob = defineJob({
  name: 'exports.sweep',
  payload: z.object({}),
  expireInSeconds: 600,
});

/** A build older than this is dead (its job's retries are long spent). */
const STALE_BUILD_MS = 3 * 60 * 60 * 1000;

export function registerExportJobs(
  jobs: JobQueue,
  deps: {
    repo: ExportRepository;
    ports: ExportPorts;
    dataDir: string;
    baseUrl: string;
    log: Logger;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const { repo } = deps;

  jobs.handle(exportBuildJob, async ({ exportId }, ctx) => {
    const record = await repo.forJob(exportId);
    if (record?.status !== 'building') return; // done by an earlier run, or failed by the sweep
    const lang = isLanguage(record.language) ? record.language : 'en';
    let bytes: number;
    try {
      bytes = await writeArchive(
        deps.ports,
        { userId: record.userId, lang, now: now() },
        archivePath(deps.dataDir, record.userId, exportId),
      );
    } catch (error) {
      // the last try: say so, so the rider can ask again instead of waiting on a build that will never end
      if (ctx.attempt >= exportBuildJob.retryLimit) await repo.markFailed(exportId);
      throw error;
    }
    // the link's token goes into the mail only; the database keeps its hash
    const token = randomBytes(32).toString('base64url');
    const readyAt = now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_HOURS * 3600 * 1000);
    const to = await repo.recipient(record.userId);
    await repo.db.transaction(async (tx) => {
      const marked = await repo.markReady(
        exportId,
        { fileBytes: bytes, tokenHash: hashToken(token), readyAt, expiresAt },
        tx,
      );
      if (!marked || !to) return;
      const url = `${deps.baseUrl}/api/exports/download?token=${token}`;
      const mail = renderEmail('dataExportReady', lang, { name: to.name, url });
      // in the same transaction: the export is ready and its mail queued together, or neither
      await jobs.enqueue(sendEmailJob, { to: to.email, ...mail }, { tx });
    });
    // one archive per rider on disk: the new one replaces the older ones still downloadable
    for (const old of await repo.otherReady(record.userId, exportId)) {
      await removeArchive(deps.dataDir, record.userId, old.id);
      await repo.markExpired(old.id);
    }
  });

  jobs.handle(exportSweepJob, async () => {
    const at = now();
    for (const r of await repo.expiredReady(at)) {
      await removeArchive(deps.dataDir, r.userId, r.id);
      await repo.markExpired(r.id);
    }
    // builds that never finished are failed (the rider may ask again); their half-written files go below
    const failed = await repo.failStale(new Date(at.getTime() - STALE_BUILD_MS));
    const stray = await removeStrayArchives(deps.dataDir, STALE_BUILD_MS, at, async (userId, id) => {
      const r = await repo.find(userId, id);
      return r?.status === 'ready';
    });
    if (failed.length + stray > 0)
      deps.log.warn({ failed: failed.length, stray }, 'stale data exports removed');
  });
  jobs.schedule(exportSweepJob, '17 * * * *', {}, { key: 'hourly' });
}
