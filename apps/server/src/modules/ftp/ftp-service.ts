import { randomUUID } from 'node:crypto';
import type { FtpTestProposal } from '@domestique/coach';
import { type CurrentFtp, currentFtp, ftpTimeline, knownFtp, rideFtpEvidence } from '@domestique/coach';
import type { FtpSuggestion } from '@domestique/contract';
import type { PowerCurveLike } from '@domestique/science';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { FtpRepository, SuggestionWithActivity } from './ftp-repository.ts';

const REASON_CODES = {
  best20min: 'ftp_estimate_best20min',
  criticalPower: 'ftp_estimate_critical_power',
} as const;

/** A suggestion from a ride recognised as an FTP test (`ftp_test_<protocol>`), not an estimate from efforts. */
export const isTestReason = (code: string) => code.startsWith('ftp_test_');

export function toSuggestion(s: SuggestionWithActivity): FtpSuggestion {
  return {
    id: s.id,
    status: s.status as FtpSuggestion['status'],
    estimateW: s.estimateW,
    currentFtpW: s.currentFtpW,
    reason: {
      code: s.reasonCode as FtpSuggestion['reason']['code'],
      basisW: s.basisW,
      evidence: isTestReason(s.reasonCode)
        ? ((s.activityFtpTestEvidence ?? 'power_shape') as FtpSuggestion['reason']['evidence'])
        : null,
    },
    activity: {
      id: s.activityId,
      name: s.activityName,
      startTime: s.activityStartTime.toISOString(),
      cycling: s.activityCycling,
    },
    createdAt: s.createdAt.toISOString(),
  };
}

export interface FtpServiceDeps {
  db: Db;
  repo: FtpRepository;
  /**
   * Re-scores the rider's rides after an FTP change (injected by the composition root); idempotent. It reads stored
   * numbers only, so it runs in the request and the reply shows the new scores.
   */
  recompute: (userId: string) => Promise<unknown>;
  /** Publishes "FTP changed" inside the write's transaction (its jobs commit with the new FTP). */
  onFtpChanged?: (tx: DbOrTx, userId: string) => Promise<void>;
  now?: () => Date;
}

export function createFtpService(deps: FtpServiceDeps) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function decide(userId: string, id: string, status: 'accepted' | 'dismissed') {
    const result = await db.transaction(async (tx) => {
      const [suggestion] = await repo.suggestions(userId, { id }, tx);
      if (!suggestion) throw new HttpError(404, 'not_found');
      if (suggestion.status !== 'pending' || !(await repo.decide(userId, id, status, tx))) {
        throw new HttpError(409, 'conflict');
      }
      if (status === 'accepted') {
        const test = isTestReason(suggestion.reasonCode);
        const entryId = randomUUID();
        await repo.insertHistory(
          {
            id: entryId,
            userId,
            ftpW: suggestion.estimateW,
            // a recognised test ride is recorded as the test it was (reason ftp_test_<protocol>, as the panel saves it)
            source: test ? 'test' : 'estimate',
            reason: suggestion.reasonCode,
            // the ride is the evidence: from its start on, the rider was at least this strong
            effectiveAt: suggestion.activityStartTime,
            activityId: suggestion.activityId,
          },
          tx,
        );
        // the profile's FTP is today's FTP: a test follows it only when it is the newest value (as the panel does)
        if (!test || ftpTimeline(await repo.history(userId, tx)).at(-1)?.id === entryId)
          await repo.setProfileFtp(userId, suggestion.estimateW, tx);
        await deps.onFtpChanged?.(tx, userId);
      }
      const current = currentFtp(await repo.history(userId, tx), await repo.profileFacts(userId, tx));
      return { suggestion: { ...suggestion, status }, ftpW: current?.watts ?? null };
    });
    if (status === 'accepted') await deps.recompute(userId);
    return { suggestion: toSuggestion(result.suggestion), ftpW: result.ftpW };
  }

  return {
    async current(userId: string): Promise<CurrentFtp | null> {
      return currentFtp(await repo.history(userId), await repo.profileFacts(userId));
    },

    async history(userId: string) {
      const rows = await repo.history(userId);
      return rows
        .map((r) => ({
          id: r.id,
          ftpW: r.ftpW,
          source: r.source as 'manual' | 'test' | 'estimate',
          reason: r.reason,
          effectiveAt: r.effectiveAt.toISOString(),
          activityId: r.activityId,
        }))
        .reverse();
    },

    async pending(userId: string): Promise<FtpSuggestion | null> {
      const s = await repo.pendingSuggestion(userId);
      return s ? toSuggestion(s) : null;
    },

    /**
     * Called inside the import transaction of a new ride. When the ride's estimate beats the rider's known FTP (or
     * none is known) and the ride is recent, leaves one pending suggestion (replacing a weaker pending one). Never
     * changes FTP itself.
     */
    async suggestFromRide(
      userId: string,
      ride: {
        id: string;
        startTime: Date;
        powerCurve: PowerCurveLike | null;
        /** The FTP test the ride was recognised as (see ftp-test-recognition.ts), with the FTP it gives. */
        ftpTest?: FtpTestProposal | null;
      },
      tx: DbOrTx,
    ): Promise<void> {
      if (!ride.powerCurve) return;
      const known = knownFtp(await repo.history(userId, tx), await repo.profileFacts(userId, tx));
      const evidence = rideFtpEvidence({ ...ride, cycling: true }, known, now());
      if (ride.ftpTest && !('reason' in evidence && evidence.reason === 'too_old')) {
        // a recent test is the strongest evidence: it replaces any pending suggestion, and may propose a lower FTP
        const pending = await repo.pendingSuggestion(userId, tx);
        if (pending) await repo.deleteSuggestion(userId, pending.id, tx);
        await repo.insertSuggestion(
          {
            id: randomUUID(),
            userId,
            activityId: ride.id,
            estimateW: ride.ftpTest.ftpW,
            currentFtpW: known,
            reasonCode: `ftp_test_${ride.ftpTest.protocol}`,
            basisW: ride.ftpTest.basisW,
            status: 'pending',
          },
          tx,
        );
        return;
      }
      if (!('estimate' in evidence)) return;
      const { estimate, estimateW } = evidence;
      const pending = await repo.pendingSuggestion(userId, tx);
      // a pending test result waits for the rider: an estimate from a ride does not push it aside
      if (pending && (isTestReason(pending.reasonCode) || pending.estimateW >= estimateW)) return;
      if (pending) await repo.deleteSuggestion(userId, pending.id, tx);
      await repo.insertSuggestion(
        {
          id: randomUUID(),
          userId,
          activityId: ride.id,
          estimateW,
          currentFtpW: known,
          reasonCode: REASON_CODES[estimate.method],
          basisW: estimate.basisW,
          status: 'pending',
        },
        tx,
      );
    },

    accept: (userId: string, id: string) => decide(userId, id, 'accepted'),
    dismiss: (userId: string, id: string) => decide(userId, id, 'dismissed'),

    /** After a profile save: a new FTP typed by the rider is a manual history entry, then rides are re-scored. */
    async profileFtpChanged(userId: string, ftpW: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        if (ftpW != null && ftpW > 0) {
          await repo.insertHistory(
            {
              id: randomUUID(),
              userId,
              ftpW,
              source: 'manual',
              reason: 'profile_update',
              effectiveAt: now(),
              activityId: null,
            },
            tx,
          );
        }
        await deps.onFtpChanged?.(tx, userId);
      });
      await deps.recompute(userId);
    },
  };
}

export type FtpService = ReturnType<typeof createFtpService>;
