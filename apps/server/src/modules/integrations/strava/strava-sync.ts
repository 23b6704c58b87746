import type { Logger } from '../../../http/logging.ts';
import type { ConnectionService, ProviderAccess } from '../connection-service.ts';
import { ProviderError } from '../provider.ts';
import { ImportRetry, TRANSIENT_IMPORT_ERRORS } from '../sync-errors.ts';
import { stravaProviderError } from './strava-adapter.ts';
import { type Rated, type StravaActivity, type StravaClient, StravaError } from './strava-client.ts';
import { nextAllowedAt, type RateWindowState, riderAllowedAt } from './strava-rate-limit.ts';
import { stravaRideFile } from './strava-ride.ts';

/** How far back a new connection is imported. */
export const STRAVA_BACKFILL_DAYS = 90;
/** Activities per list page (Strava allows up to 200; each page is one read call). */
export const STRAVA_PAGE_SIZE = 100;
/**
 * How far back a webhook event looks: an event says only "something changed for this athlete", and what is new is
 * read from the athlete's activities started in the last 30 days (one list call; a ride recorded longer ago than
 * that and uploaded to Strava only now arrives with the next reconnect's 90-day history).
 */
export const STRAVA_RECENT_DAYS = 30;

/** A Strava title as a ride name: control characters become spaces, at most 200 characters (the rename rule). */
function cleanTitle(name: string | null | undefined): string {
  const chars = [...(name ?? '')].map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c));
  return chars.join('').trim().slice(0, 200);
}

/** A sync step that must wait: the job is put back in the queue to run at `retryAt` (a rate-limit window reset). */
export class SyncDeferred extends Error {
  readonly retryAt: Date;
  constructor(retryAt: Date) {
    super(`deferred until ${retryAt.toISOString()}`);
    this.retryAt = retryAt;
  }
}

/**
 * Strava's limits are per application, so this process keeps the last usage Strava reported and holds calls back
 * until the window resets once it is (nearly) used up; a 429 closes the gate until the reset too. Background work
 * (a new connection's history) stops at half of each window, and each rider's foreground calls (webhook events)
 * at their share (`riderShare`), so neither one rider's backlog nor a stranger forging one rider's events can
 * starve the others. Several processes each learn the usage from their own answers and count their own riders'
 * calls (a rider's share is per process), and a 429 still defers the job, so nothing is lost.
 */
export function createStravaRateGate(now: () => Date) {
  let last: { rate: RateWindowState; at: Date } | null = null;
  let closedUntil: Date | null = null;
  /** Each rider's foreground calls in the current quarter hour and UTC day. */
  const riders = new Map<string, { quarter: number; day: number; short: number; daily: number }>();
  const usage = (userId: string) => {
    const t = now().getTime();
    const quarter = Math.floor(t / 900_000);
    const day = Math.floor(t / 86_400_000);
    let u = riders.get(userId);
    if (!u || u.day !== day) u = { quarter, day, short: 0, daily: 0 };
    if (u.quarter !== quarter) Object.assign(u, { quarter, short: 0 });
    riders.set(userId, u);
    // a finished day's counts are worth nothing: forgotten when the map grows
    if (riders.size > 10_000) for (const [id, r] of riders) if (r.day !== day) riders.delete(id);
    return u;
  };
  return {
    /** Throws SyncDeferred when a call for `userId` now would exceed a window, its background half or the rider's share. */
    check(userId: string, background: boolean): void {
      const t = now();
      if (closedUntil && t < closedUntil) throw new SyncDeferred(closedUntil);
      const until = last ? nextAllowedAt(last.rate, last.at, background) : null;
      if (until && t < until) throw new SyncDeferred(until);
      if (background) return;
      const own = riderAllowedAt(usage(userId), last?.rate ?? null, t);
      if (own) throw new SyncDeferred(own);
    },
    /** A call is being made for the rider (Strava counts it, whatever it answers). */
    spend(userId: string, background: boolean): void {
      if (background) return;
      const u = usage(userId);
      u.short += 1;
      u.daily += 1;
    },
    observe(rate: RateWindowState | null): void {
      if (rate) last = { rate, at: now() };
    },
    close(until: Date): void {
      if (!closedUntil || until > closedUntil) closedUntil = until;
    },
  };
}
export type StravaRateGate = ReturnType<typeof createStravaRateGate>;

/** What the sync hands a ride file to: the one ingest every ride takes. */
export type IngestRide = (input: {
  userId: string;
  bytes: Uint8Array;
  source: 'strava';
  externalId: string;
  fileName: string;
}) => Promise<
  | { status: 'created'; activityId: string }
  | { status: 'duplicate' }
  | { status: 'rejected'; errorCode: string }
>;

export type ImportResult = 'created' | 'duplicate' | 'rejected' | 'no_data' | 'gone';

/**
 * The Strava work the jobs run: list a page of the rider's history, import one activity from its streams, check a
 * deauthorisation. Every call goes through the rate gate and the rider's own token (refreshed — and rotated — by
 * the connection service; after a 401 once more by force). Throws SyncDeferred to be re-run later and ProviderError
 * for what the rider should see in Settings → Connections.
 */
export function createStravaSync(deps: {
  client: StravaClient;
  connections: ConnectionService;
  ingest: IngestRide;
  gate: StravaRateGate;
  /** Gives a newly imported ride the title the rider gave it on Strava (a FIT file carries no title). */
  nameRide?: (userId: string, activityId: string, name: string) => Promise<void>;
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function withToken<T>(
    userId: string,
    background: boolean,
    call: (access: ProviderAccess) => Promise<Rated<T>>,
  ): Promise<T> {
    let access = await deps.connections.access(userId, 'strava');
    for (let attempt = 0; ; attempt++) {
      deps.gate.check(userId, background);
      deps.gate.spend(userId, background);
      try {
        const { value, rate } = await call(access);
        deps.gate.observe(rate);
        return value;
      } catch (error) {
        if (error instanceof StravaError && error.kind === 'rate_limited' && error.retryAt) {
          deps.gate.close(error.retryAt);
          throw new SyncDeferred(error.retryAt);
        }
        if (error instanceof StravaError && error.kind === 'unauthorized' && attempt === 0) {
          access = await deps.connections.forceRefresh(userId, 'strava');
          continue;
        }
        throw error;
      }
    }
  }

  /** Records what went wrong where the rider sees it, and rethrows it for the job's retry policy. */
  async function reported<T>(userId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SyncDeferred) {
        await deps.connections.recordError(userId, 'strava', 'provider_rate_limited').catch(() => {});
        throw error;
      }
      if (error instanceof ImportRetry) throw error;
      if (error instanceof StravaError && error.kind === 'not_found') throw error;
      const failure = stravaProviderError(error);
      await deps.connections.recordError(userId, 'strava', failure.code).catch(() => {});
      throw failure;
    }
  }

  return {
    /** Unix seconds of the start of the backfill window. */
    backfillAfter(): number {
      return Math.floor(now().getTime() / 1000) - STRAVA_BACKFILL_DAYS * 86_400;
    },

    /** One page of the rider's activities started after `after`; `more` when a next page may exist. */
    listPage(userId: string, after: number, page: number) {
      return reported(userId, async () => {
        const activities = await withToken(userId, true, (a) =>
          deps.client.listActivities(a.accessToken, { after, page, perPage: STRAVA_PAGE_SIZE }),
        );
        return { activities, more: activities.length === STRAVA_PAGE_SIZE };
      });
    },

    /**
     * What a webhook event leads to: the rider's activities started in the last STRAVA_RECENT_DAYS (one call, the
     * rider's own share), with their summaries — each one not imported yet then costs one call (its streams).
     */
    recent(userId: string): Promise<StravaActivity[]> {
      const after = Math.floor(now().getTime() / 1000) - STRAVA_RECENT_DAYS * 86_400;
      return reported(userId, () =>
        withToken(userId, false, (a) =>
          deps.client.listActivities(a.accessToken, { after, page: 1, perPage: STRAVA_PAGE_SIZE }),
        ),
      );
    },

    /**
     * Imports one activity: its streams written as a FIT file and handed to the ingest (idempotent per Strava id;
     * the same ride uploaded or synced from elsewhere stays one ride). `summary` comes from the list page during a
     * backfill (saving a call); a webhook passes only the id and the activity is read first.
     */
    importActivity(
      userId: string,
      activityId: number,
      opts: { summary?: StravaActivity; background: boolean },
    ): Promise<ImportResult> {
      return reported(userId, async () => {
        let summary = opts.summary;
        try {
          summary ??= await withToken(userId, opts.background, (a) =>
            deps.client.getActivity(a.accessToken, activityId),
          );
          if (summary.manual) return 'no_data';
          const streams = await withToken(userId, opts.background, (a) =>
            deps.client.streams(a.accessToken, activityId),
          );
          const bytes = stravaRideFile(summary, streams);
          if (!bytes) return 'no_data';
          const outcome = await deps.ingest({
            userId,
            bytes,
            source: 'strava',
            externalId: String(activityId),
            fileName: `strava-${activityId}.fit`,
          });
          if (outcome.status === 'rejected' && TRANSIENT_IMPORT_ERRORS.has(outcome.errorCode))
            throw new ImportRetry(outcome.errorCode);
          if (outcome.status === 'rejected') {
            await deps.connections.recordError(userId, 'strava', 'ride_unreadable');
            return 'rejected';
          }
          const title = cleanTitle(summary.name);
          if (outcome.status === 'created' && title && deps.nameRide)
            await deps.nameRide(userId, outcome.activityId, title);
          await deps.connections.recordSync(userId, 'strava');
          return outcome.status;
        } catch (error) {
          // deleted on Strava meanwhile, or made private without read_all: nothing to import
          if (error instanceof StravaError && error.kind === 'not_found') return 'gone';
          throw error;
        }
      });
    },

    /**
     * Strava says an activity was deleted. Events are unsigned and name the subscription's id, which is no secret to
     * anyone who saw one event, so the deletion is believed only when Strava itself no longer has the activity for
     * the rider (a 404 on the rider's own token): a forged event cannot delete a ride that is still there.
     */
    activityGone(userId: string, activityId: number): Promise<boolean> {
      return reported(userId, async () => {
        try {
          await withToken(userId, false, (a) => deps.client.getActivity(a.accessToken, activityId));
          return false;
        } catch (error) {
          if (error instanceof StravaError && error.kind === 'not_found') return true;
          throw error;
        }
      });
    },

    /**
     * Strava says the athlete revoked our access. Events are unsigned, so it is believed only when Strava refuses
     * the rider's token (a refresh is attempted): a forged event cannot disconnect anyone.
     */
    async confirmDeauthorized(userId: string): Promise<boolean> {
      try {
        await deps.connections.forceRefresh(userId, 'strava');
        return false;
      } catch (error) {
        if (error instanceof ProviderError && error.code === 'reauth_required') return true;
        throw error;
      }
    },
  };
}
export type StravaSync = ReturnType<typeof createStravaSync>;
