import { randomUUID } from 'node:crypto';
import { currentFtp, ftpChangeEffect } from '@domestique/coach';
import type { FtpTestOption, FtpTestPreview, FtpTestProtocolName, FtpTestSaved } from '@domestique/contract';
import { FTP_TEST_PROTOCOL_NAMES, FTP_TEST_PROTOCOLS, ftpFromTest } from '@domestique/science';
import type { Db, DbOrTx } from '../../db/client.ts';
import { decodeStream } from '../../db/stream-codec.ts';
import { HttpError } from '../../http/errors.ts';
import type { ActivityRepository, ActivityRow } from '../activities/index.ts';
import { effectDto } from './ftp-effect.ts';
import type { FtpHistoryRow, FtpRepository } from './ftp-repository.ts';
import { isTestReason } from './ftp-service.ts';

/**
 * "Use this ride as an FTP test": the rider says which protocol the ride was (ramp, 20-minute or 8-minute test),
 * we read the protocol's effort(s) from the ride's stored 1 Hz power (science `ftpFromTest`) and show what it gives
 * — and exactly what saving changes — before anything changes. Saving writes an ftp_history entry with source `test`
 * effective from the ride's start (a test sets the FTP for its own date: it changes today's FTP only when it is the
 * newest value, see `ftpTimeline`), linked to the ride, keeps the profile FTP equal to the current one, and
 * re-scores the rides, as for any FTP change.
 */
export function createFtpTestService(deps: {
  db: Db;
  repo: FtpRepository;
  activities: ActivityRepository;
  recompute: (userId: string) => Promise<unknown>;
  /** Publishes "FTP changed" inside the write's transaction (see ftp-service.ts). */
  onFtpChanged?: (tx: DbOrTx, userId: string) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function ride(userId: string, id: string): Promise<ActivityRow> {
    const row = await deps.activities.find(userId, id);
    if (!row) throw new HttpError(404, 'not_found');
    return row;
  }

  const testEntry = (userId: string, a: ActivityRow, protocol: FtpTestProtocolName, ftpW: number) =>
    ({
      id: randomUUID(),
      userId,
      ftpW,
      source: 'test',
      reason: `ftp_test_${protocol}`,
      // the test is the evidence: from the ride's start on, this is the rider's threshold
      effectiveAt: a.startTime,
      activityId: a.id,
      createdAt: now(),
    }) satisfies FtpHistoryRow;

  async function options(userId: string, a: ActivityRow): Promise<FtpTestOption[]> {
    const rows =
      a.hasPower && a.cycling ? await deps.activities.streams(userId, a.id, ['time', 'power']) : [];
    const power = rows.find((r) => r.channel === 'power');
    const time = rows.find((r) => r.channel === 'time');
    const watts = power ? decodeStream(power.data, power.encoding) : null;
    const offsets = time ? decodeStream(time.data, time.encoding) : null;
    const [history, profile, rides] = await Promise.all([
      deps.repo.history(userId),
      deps.repo.profileFacts(userId),
      deps.activities.scoringFacts(userId),
    ]);
    return FTP_TEST_PROTOCOL_NAMES.map((protocol): FtpTestOption => {
      const spec = FTP_TEST_PROTOCOLS[protocol];
      const base = { protocol, durationS: spec.durationS, effortCount: spec.efforts, factor: spec.factor };
      const result = watts ? ftpFromTest(protocol, watts) : null;
      if (!result) {
        const reason = !a.cycling ? 'not_cycling' : !watts ? 'no_power' : 'too_short';
        return {
          ...base,
          available: false,
          unavailableReason: reason,
          basisW: null,
          ftpW: null,
          efforts: [],
          effect: null,
        };
      }
      const ftpW = Math.round(result.ftpW);
      return {
        ...base,
        available: true,
        unavailableReason: null,
        basisW: result.basisW,
        ftpW,
        efforts: result.efforts.map((e) => ({
          startS: offsets?.[e.startIndex] ?? e.startIndex,
          watts: e.watts,
        })),
        effect: effectDto(ftpChangeEffect(history, profile, rides, testEntry(userId, a, protocol, ftpW))),
      };
    });
  }

  return {
    async preview(userId: string, activityId: string): Promise<FtpTestPreview> {
      const a = await ride(userId, activityId);
      const [history, profile] = await Promise.all([
        deps.repo.history(userId),
        deps.repo.profileFacts(userId),
      ]);
      const current = currentFtp(history, profile);
      return {
        activityId,
        rideStartTime: a.startTime.toISOString(),
        currentFtpW: current ? Math.round(current.watts) : null,
        options: await options(userId, a),
      };
    },

    async save(userId: string, activityId: string, protocol: FtpTestProtocolName): Promise<FtpTestSaved> {
      const a = await ride(userId, activityId);
      const option = (await options(userId, a)).find((o) => o.protocol === protocol);
      if (!option?.available || option.ftpW == null) {
        throw new HttpError(400, 'validation_error', { protocol: 'ftp_test_unavailable' });
      }
      const ftpW = option.ftpW;
      const entry = testEntry(userId, a, protocol, ftpW);
      const { effect, current } = await deps.db.transaction(async (tx) => {
        const [history, profile, rides] = await Promise.all([
          deps.repo.history(userId, tx),
          deps.repo.profileFacts(userId, tx),
          deps.activities.scoringFacts(userId, tx),
        ]);
        const effect = ftpChangeEffect(history, profile, rides, entry);
        const { createdAt: _made, ...row } = entry;
        await deps.repo.insertHistory(row, tx);
        const current = currentFtp(await deps.repo.history(userId, tx), profile);
        // the profile's FTP is today's FTP: it follows only a test that is the newest value
        if (effect.becomesCurrent) await deps.repo.setProfileFtp(userId, ftpW, tx);
        // a pending ride estimate that no longer beats today's FTP would only offer to lower it; a pending test
        // proposal from this very ride (recognised at import) is decided by this save
        const pending = await deps.repo.pendingSuggestion(userId, tx);
        const sameTest = pending?.activityId === a.id && isTestReason(pending.reasonCode);
        if (pending && ((current && pending.estimateW <= current.watts) || sameTest))
          await deps.repo.decide(userId, pending.id, 'dismissed', tx);
        await deps.onFtpChanged?.(tx, userId);
        return { effect, current };
      });
      await deps.recompute(userId);
      return {
        ftpW,
        currentFtpW: current ? Math.round(current.watts) : null,
        effect: effectDto(effect),
        entry: {
          id: entry.id,
          ftpW,
          source: 'test',
          reason: entry.reason,
          effectiveAt: entry.effectiveAt.toISOString(),
          activityId: entry.activityId,
        },
      };
    },
  };
}

export type FtpTestService = ReturnType<typeof createFtpTestService>;
