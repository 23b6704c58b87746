import { randomUUID } from 'node:crypto';
import { currentFtp, ftpChangeEffect, manualFtpStart, safeTimeZone } from '@domestique/coach';
import type { FtpEntryRequest, FtpEntrySaved } from '@domestique/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { ActivityRepository } from '../activities/index.ts';
import { effectDto } from './ftp-effect.ts';
import type { FtpRepository } from './ftp-repository.ts';

/**
 * An FTP the rider types with the day it took effect (Settings, `POST /api/ftp/history`): a manual `ftp_history`
 * entry dated by coach `manualFtpStart` (a past day from its start in the rider's zone, today from now; not in the
 * future, not before 1990). It covers the rides from that moment until the next FTP already recorded (coach
 * `ftpTimeline`), so only those re-score; the profile's FTP follows only when it becomes today's FTP. The reply says
 * what changed (`ftpChangeEffect`: every ride scored with and without the entry).
 */
export function createFtpEntryService(deps: {
  db: Db;
  repo: FtpRepository;
  activities: Pick<ActivityRepository, 'scoringFacts'>;
  recompute: (userId: string) => Promise<unknown>;
  /** Publishes "FTP changed" inside the write's transaction (see ftp-service.ts). */
  onFtpChanged?: (tx: DbOrTx, userId: string) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async add(userId: string, input: FtpEntryRequest): Promise<FtpEntrySaved> {
      const saved = await deps.db.transaction(async (tx) => {
        const [history, profile, rides] = await Promise.all([
          deps.repo.history(userId, tx),
          deps.repo.profileFacts(userId, tx),
          deps.activities.scoringFacts(userId, tx),
        ]);
        if (!profile) throw new HttpError(404, 'profile_not_found');
        const start = manualFtpStart(input.effectiveDate, safeTimeZone(profile.timezone), now());
        if ('problem' in start)
          throw new HttpError(400, 'validation_error', { effectiveDate: start.problem });
        const entry = {
          id: randomUUID(),
          userId,
          ftpW: input.ftpW,
          source: 'manual',
          reason: 'dated_entry',
          effectiveAt: start.effectiveAt,
          activityId: null,
          createdAt: now(),
        };
        const effect = ftpChangeEffect(history, profile, rides, entry);
        const { createdAt: _made, ...row } = entry;
        await deps.repo.insertHistory(row, tx);
        // the profile's FTP is today's FTP: a back-dated entry changes it only when no later FTP exists
        if (effect.becomesCurrent) await deps.repo.setProfileFtp(userId, input.ftpW, tx);
        const current = currentFtp(await deps.repo.history(userId, tx), profile);
        // a pending ride estimate that no longer beats today's FTP would only offer to lower it
        const pending = await deps.repo.pendingSuggestion(userId, tx);
        if (pending && current && pending.estimateW <= current.watts)
          await deps.repo.decide(userId, pending.id, 'dismissed', tx);
        await deps.onFtpChanged?.(tx, userId);
        return { entry, effect, current };
      });
      await deps.recompute(userId);
      return {
        entry: {
          id: saved.entry.id,
          ftpW: saved.entry.ftpW,
          source: 'manual',
          reason: saved.entry.reason,
          effectiveAt: saved.entry.effectiveAt.toISOString(),
          activityId: null,
        },
        currentFtpW: saved.current ? Math.round(saved.current.watts) : null,
        effect: effectDto(saved.effect),
      };
    },
  };
}

export type FtpEntryService = ReturnType<typeof createFtpEntryService>;
