import { type AccountDeletion, isLanguage, type Language } from '@domestique/contract';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Db } from '../../db/client.ts';
import { sendEmailJob } from '../../email/email-jobs.ts';
import type { Mailer } from '../../email/mailer.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../http/logging.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { renderDeletionEmail } from './deletion-emails.ts';
import type { DeletionAccount, DeletionRepository } from './deletion-repository.ts';
import { deletionLink, hashToken, newToken } from './deletion-tokens.ts';
import { dropRiderJobs, eraseRiderFiles, eraseRiderRows } from './erase-rider.ts';

/** The grace period between the confirmation and the deletion (issue #20). */
export const GRACE_MS = 7 * 86_400_000;
/** How long the emailed confirmation link works. */
export const CONFIRM_TTL_MS = 24 * 3600_000;
/** A Google-only account proves itself with a sign-in at most this old (it has no password to type). */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

const lang = (l: string): Language => (isLanguage(l) ? l : 'en');

/**
 * A hash no password matches, checked when the email names no account with a password: the cancel at sign-in then
 * takes as long for an unknown address as for a known one, so its timing does not tell which addresses exist.
 */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
};

/**
 * The rules of deleting an account: who may ask (re-authenticated), the confirmation, the grace period (locked:
 * sessions revoked, sign-in refused by auth/deletion-lock.ts), the cancel, and the erasure itself — providers told
 * first while their tokens still exist, then every row in one transaction with the final mail queued in it, then
 * files and leftover jobs (both repeatable, so a retry after a crash finishes the job).
 */
export function createDeletionService(deps: {
  db: Db;
  repo: DeletionRepository;
  mailer: Mailer;
  jobs: JobQueue;
  baseUrl: string;
  dataDir: string;
  log: Logger;
  /** Tells Garmin, Strava and intervals.icu the rider left and deletes the connections (integrations module). */
  disconnectAll: (userId: string) => Promise<void>;
  /** Empties the session check's cache (auth/session-verifier.ts): revocation takes effect at once here. */
  sessionsRevoked: () => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repo } = deps;

  async function proveOwner(acc: DeletionAccount, password: string | undefined, signedInAt: Date | null) {
    if (acc.passwordHash !== null) {
      const ok = password !== undefined && (await verifyPassword({ hash: acc.passwordHash, password }));
      if (!ok) throw new HttpError(403, 'password_incorrect');
      return;
    }
    // Google-only: no password to type, so the session must come from a sign-in made just now
    if (!signedInAt || Date.now() - signedInAt.getTime() > RECENT_SIGN_IN_MS)
      throw new HttpError(403, 'recent_sign_in_required');
  }

  async function status(userId: string): Promise<AccountDeletion> {
    const [acc, row] = await Promise.all([repo.account({ id: userId }), repo.find(userId)]);
    // a request whose link expired unclicked is no request (the sweep removes it)
    const live = row && (row.status === 'scheduled' || (row.confirmExpiresAt ?? now()) > now());
    return {
      status: live ? (row.status === 'scheduled' ? 'scheduled' : 'awaiting_confirmation') : 'none',
      requestedAt: live ? row.requestedAt.toISOString() : null,
      deleteAfter: live ? (row.deleteAfter?.toISOString() ?? null) : null,
      proof: acc?.passwordHash === null ? 'recent_sign_in' : 'password',
    };
  }

  async function cancelRow(userId: string) {
    const row = await repo.find(userId);
    if (!row) throw new HttpError(404, 'deletion_not_requested');
    await deps.db.transaction(async (tx) => {
      await repo.remove(tx, userId);
      await repo.logStatus(tx, row.logId, 'cancelled', now());
    });
  }

  return {
    status,

    /** Step 1: the signed-in rider asks; a confirmation link is emailed. */
    async request(userId: string, password: string | undefined, signedInAt: Date | null) {
      const acc = await repo.account({ id: userId });
      if (!acc) throw new HttpError(401, 'unauthorized');
      await proveOwner(acc, password, signedInAt);
      const pending = await repo.find(userId);
      // already confirmed (by the operator, or from another device a moment ago): nothing to ask again
      if (pending?.status === 'scheduled') return status(userId);
      const token = newToken();
      const at = now();
      await deps.db.transaction(async (tx) => {
        // asking again while a link waits is the same request (a fresh link), not a second line in the log
        const logId =
          pending?.logId ??
          (await repo.logRequest(tx, { accountId: userId, kind: 'deletion', via: 'self', at }));
        await repo.saveRequest(tx, {
          userId,
          confirmTokenHash: hashToken(token),
          confirmExpiresAt: new Date(at.getTime() + CONFIRM_TTL_MS),
          requestedAt: at,
          logId,
        });
      });
      const l = lang(acc.language);
      await deps.mailer.send({
        to: acc.email,
        ...renderDeletionEmail('confirm', l, {
          name: acc.name,
          url: deletionLink(deps.baseUrl, l, 'confirm', token),
        }),
      });
      return status(userId);
    },

    /** Step 2: the emailed link confirms; the grace period starts and the account is locked. */
    async confirm(token: string): Promise<{ deleteAfter: string }> {
      const row = await repo.findByToken('confirm', hashToken(token));
      const at = now();
      if (row?.status !== 'awaiting_confirmation' || (row.confirmExpiresAt ?? at) <= at)
        throw new HttpError(400, 'invalid_token');
      const acc = await repo.account({ id: row.userId });
      if (!acc) throw new HttpError(400, 'invalid_token');
      const cancel = newToken();
      const deleteAfter = new Date(at.getTime() + GRACE_MS);
      await deps.db.transaction(async (tx) => {
        await repo.schedule(tx, row.userId, {
          confirmedAt: at,
          deleteAfter,
          cancelTokenHash: hashToken(cancel),
        });
        await repo.logStatus(tx, row.logId, 'confirmed', at);
      });
      deps.sessionsRevoked();
      const l = lang(acc.language);
      await deps.mailer.send({
        to: acc.email,
        ...renderDeletionEmail('scheduled', l, {
          name: acc.name,
          url: deletionLink(deps.baseUrl, l, 'cancel', cancel),
          date: deleteAfter,
        }),
      });
      return { deleteAfter: deleteAfter.toISOString() };
    },

    /** Cancel while signed in (before the confirmation: afterwards there is no session). */
    cancelSignedIn: (userId: string) => cancelRow(userId),

    /** Cancel with the emailed link's token. */
    async cancelByToken(token: string) {
      const row = await repo.findByToken('cancel', hashToken(token));
      if (!row) throw new HttpError(400, 'invalid_token');
      await cancelRow(row.userId);
    },

    /** Cancel at sign-in, with the email and password just typed (the account is locked, so no session). */
    async cancelByPassword(email: string, password: string) {
      const acc = await repo.account({ email });
      const hash = acc?.passwordHash ?? (await decoy());
      const ok = (await verifyPassword({ hash, password })) && acc?.passwordHash != null;
      if (!acc || !ok) throw new HttpError(403, 'password_incorrect');
      await cancelRow(acc.id);
    },

    /**
     * The operator, for a rider who asked by email (their identity checked by the operator): logged as `operator`,
     * the account locked and due at once — no confirmation link, no grace period; `erase` then runs it.
     */
    async scheduleByOperator(who: { id: string } | { email: string }): Promise<string> {
      const acc = await repo.account(who);
      if (!acc) throw new Error('no such account');
      const at = now();
      await deps.db.transaction(async (tx) => {
        const logId = await repo.logRequest(tx, { accountId: acc.id, kind: 'deletion', via: 'operator', at });
        await repo.saveRequest(tx, {
          userId: acc.id,
          confirmTokenHash: hashToken(newToken()),
          confirmExpiresAt: at,
          requestedAt: at,
          logId,
        });
        await repo.schedule(tx, acc.id, {
          confirmedAt: at,
          deleteAfter: at,
          cancelTokenHash: hashToken(newToken()),
        });
        await repo.logStatus(tx, logId, 'confirmed', at);
      });
      deps.sessionsRevoked();
      return acc.id;
    },

    /** Riders whose grace period is over (by the server's clock, which tests move). */
    due: () => repo.due(now()),

    /** Requests whose confirmation link expired unclicked: removed, their log line `expired`. */
    async dropExpired(): Promise<number> {
      const at = now();
      const rows = await repo.expiredUnconfirmed(at);
      for (const row of rows)
        await deps.db.transaction(async (tx) => {
          await repo.remove(tx, row.userId);
          await repo.logStatus(tx, row.logId, 'expired', at);
        });
      return rows.length;
    },

    /**
     * Step 3, the deletion job. A no-op when the request was cancelled or is not due; safe to run again after a
     * crash at any point (the rows go in one transaction; files and jobs are removed whether or not rows remain).
     */
    async erase(userId: string): Promise<void> {
      const acc = await repo.account({ id: userId });
      if (acc) {
        const row = await repo.find(userId);
        if (row?.status !== 'scheduled' || !row.deleteAfter || row.deleteAfter > now()) return;
        await deps.disconnectAll(userId);
        const l = lang(acc.language);
        const counts = await deps.db.transaction(async (tx) => {
          const erased = await eraseRiderRows(tx, acc);
          await repo.logStatus(tx, row.logId, 'done', now());
          // the last mail commits with the erasure: never sent for an account that is still there, never lost
          await deps.jobs.enqueue(
            sendEmailJob,
            {
              to: acc.email,
              ...renderDeletionEmail('done', l, {
                name: acc.name,
                url: `${deps.baseUrl}${l === 'en' ? '' : `/${l}`}/privacy`,
              }),
            },
            { tx },
          );
          return erased;
        });
        deps.sessionsRevoked();
        deps.log.info({ tables: counts }, 'account deleted');
      }
      await eraseRiderFiles(deps.dataDir, userId);
      await dropRiderJobs(deps.db, userId);
    },
  };
}
export type DeletionService = ReturnType<typeof createDeletionService>;
