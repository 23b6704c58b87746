import {
  currentFtp,
  dayNumber,
  dayString,
  FTP_SUGGESTION_MAX_AGE_DAYS,
  isValidDay,
  localDay,
  periodStart,
  periodsBetween,
  previousPeriod,
  safeTimeZone,
  startOfDayIn,
  withFtpSources,
} from '@domestique/coach';
import type { DashboardSummary, Fitness, SeasonPowerCurve, Totals } from '@domestique/contract';
import {
  ATL_DAYS,
  CTL_DAYS,
  fitness,
  mergePowerCurves,
  STANDARD_DURATIONS,
  weightKg,
} from '@domestique/science';
import { decodePowerCurve } from '../../db/power-curve-codec.ts';
import { HttpError } from '../../http/errors.ts';
import type { ActivityRepository } from '../activities/index.ts';
import type { FtpHistoryRow, FtpRepository, FtpService, ProfileFtpFacts } from '../ftp/index.ts';

/** Longest fitness chart one request may ask for (the computation is O(days); this bounds the response). */
export const FITNESS_MAX_DAYS = 366 * 20;
const DEFAULT_FITNESS_DAYS = 90;
/** Riders whose daily loads one process keeps (≈ 3,650 small entries each for 10 years of riding). */
const DAILY_LOAD_CACHE_RIDERS = 1000;

export function createProgressService(deps: {
  repo: ReturnType<typeof import('./progress-repository.ts').createProgressRepository>;
  activities: ActivityRepository;
  ftpRepo: FtpRepository;
  ftp: FtpService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  /**
   * Daily loads per rider, checked against `loadVersion` on every read (so every server process stays correct
   * without invalidation messages); a hit skips the GROUP BY over the rider's whole history. Bounded, oldest out.
   */
  const loadCache = new Map<string, { key: string; loads: { day: string; load: number }[] }>();

  async function dailyLoads(userId: string): Promise<{ tz: string; loads: { day: string; load: number }[] }> {
    const state = await deps.repo.loadState(userId);
    const tz = safeTimeZone(state.timeZone);
    const key = `${tz}|${state.version}`;
    const hit = loadCache.get(userId);
    loadCache.delete(userId);
    if (hit && hit.key === key) {
      loadCache.set(userId, hit);
      return { tz, loads: hit.loads };
    }
    const loads = await deps.repo.dailyLoads(userId, tz);
    loadCache.set(userId, { key, loads });
    if (loadCache.size > DAILY_LOAD_CACHE_RIDERS) loadCache.delete(loadCache.keys().next().value!);
    return { tz, loads };
  }

  async function lastRide(userId: string, history: FtpHistoryRow[], profile: ProfileFtpFacts | null) {
    const ride = await deps.activities.latest(userId);
    return ride ? withFtpSources([ride], history, profile)[0]! : null;
  }

  async function zoneOf(userId: string): Promise<string> {
    return safeTimeZone((await deps.ftpRepo.profileFacts(userId))?.timezone);
  }

  /** CTL/ATL/TSB from the first ride (seeded at 0 the day before) through `to`; returns the days from..to. */
  async function fitnessSeries(
    userId: string,
    from: string,
    to: string,
    withoutSource: string | null,
  ): Promise<Fitness> {
    const last = dayNumber(to);
    // without a source: read past the cache (rare — the MCP door — and the cache holds every ride's load)
    const all = withoutSource
      ? await deps.repo.dailyLoads(userId, await zoneOf(userId), withoutSource)
      : (await dailyLoads(userId)).loads;
    const loads = all.filter(({ day }) => dayNumber(day) <= last);
    const first = Math.min(dayNumber(from), loads.length > 0 ? dayNumber(loads[0]!.day) : last);
    const daily = new Float64Array(last - first + 1);
    for (const { day, load } of loads) daily[dayNumber(day) - first] = load;
    const series = fitness(daily, { k: 'simple' });
    const days: Fitness['days'] = [];
    for (let d = Math.max(0, dayNumber(from) - first); d < daily.length; d++) {
      days.push({
        date: dayString(first + d),
        load: daily[d]!,
        ctl: series.ctl[d]!,
        atl: series.atl[d]!,
        tsb: series.tsb[d]!,
        rampRate: series.rampRate[d]!,
      });
    }
    return {
      ctlDays: CTL_DAYS,
      atlDays: ATL_DAYS,
      k: { ctl: 1 / CTL_DAYS, atl: 1 / ATL_DAYS, formula: '1/tau' },
      days,
    };
  }

  return {
    /** `withoutSource`: the series as if the rides stored from that source (Strava) had not been ridden. */
    async fitness(
      userId: string,
      q: { from?: string; to?: string },
      withoutSource: string | null = null,
    ): Promise<Fitness> {
      const to = q.to ?? localDay(await zoneOf(userId), now());
      const from = q.from ?? dayString(dayNumber(to) - (DEFAULT_FITNESS_DAYS - 1));
      const fields: Record<string, string> = {};
      if (!isValidDay(to)) fields.to = 'invalid_value';
      if (!isValidDay(from)) fields.from = 'invalid_value';
      else if (
        isValidDay(to) &&
        (dayNumber(from) > dayNumber(to) || dayNumber(to) - dayNumber(from) >= FITNESS_MAX_DAYS)
      )
        fields.from = 'invalid_value';
      if (Object.keys(fields).length > 0) throw new HttpError(400, 'validation_error', fields);
      return fitnessSeries(userId, from, to, withoutSource);
    },

    /**
     * Season bests: the elementwise maximum of the stored ride curves in the range — the last 90 days, this calendar
     * year to date (from 1 January, local midnight in the rider's time zone), or all rides — ending now or at
     * `until` (a ride page: the 90 days up to that ride). Cycling rides only.
     */
    async powerCurve(
      userId: string,
      range: '90d' | 'year' | 'all',
      until?: string,
    ): Promise<SeasonPowerCurve> {
      const tz = await zoneOf(userId);
      const end = until ? new Date(until) : now();
      let since: Date | null = null;
      let from: string | null = null;
      if (range === '90d') {
        since = new Date(end.getTime() - 90 * 86_400_000);
        from = localDay(tz, since);
      } else if (range === 'year') {
        from = `${localDay(tz, end).slice(0, 4)}-01-01`;
        since = startOfDayIn(from, tz);
      }
      const rides = await deps.repo.curves(userId, since, STANDARD_DURATIONS.length * 8, until ? end : null);
      const valid: typeof rides = [];
      const curves: { durations: readonly number[]; watts: Float64Array }[] = [];
      for (const r of rides) {
        const watts = decodePowerCurve(r.powerCurve);
        if (watts?.length !== STANDARD_DURATIONS.length) continue;
        valid.push(r);
        curves.push({ durations: STANDARD_DURATIONS, watts });
      }
      const merged = mergePowerCurves(curves, STANDARD_DURATIONS);
      const winners = [
        ...new Set(Array.from(merged.sources, (i) => valid[i]?.id).filter((id) => id != null)),
      ];
      const dates = await deps.repo.startTimes(userId, winners as string[]);
      return {
        range,
        from,
        until: end.toISOString(),
        rides: valid.length,
        points: STANDARD_DURATIONS.map((durationS, i) => {
          const source = valid[merged.sources[i]!];
          const w = merged.watts[i]!;
          return {
            durationS,
            watts: Number.isFinite(w) ? w : null,
            activityId: source?.id ?? null,
            date: source ? (dates.get(source.id)?.toISOString() ?? null) : null,
          };
        }),
      };
    },

    /**
     * `count` weeks or months ending `offset` periods before the current one (offset 0: the current one included),
     * empty periods as zeros, whether older rides exist (a rider pages back through a long history), and the offset
     * of the latest ride's period (a rider whose rides are years old opens on them, not on empty weeks).
     */
    async totals(userId: string, period: 'week' | 'month', count: number, offset = 0): Promise<Totals> {
      const tz = await zoneOf(userId);
      const current = periodStart(localDay(tz, now()), period);
      const last = previousPeriod(current, period, offset);
      const first = previousPeriod(last, period, count - 1);
      const after = previousPeriod(last, period, -1);
      const [found, hasOlder, latestDay] = await Promise.all([
        deps.repo.totals(userId, tz, period, first, after),
        deps.repo.hasRideBefore(userId, tz, first),
        deps.repo.latestRideDay(userId, tz),
      ]);
      const rows = new Map(found.map((r) => [r.start, r]));
      const periods: Totals['periods'] = [];
      for (let k = count - 1; k >= 0; k--) {
        const start = previousPeriod(last, period, k);
        periods.push(
          rows.get(start) ?? {
            start,
            rides: 0,
            movingS: 0,
            distanceM: 0,
            elevationGainM: 0,
            tss: 0,
            workKj: 0,
          },
        );
      }
      return {
        period,
        hasOlder,
        latestOffset: latestDay ? periodsBetween(periodStart(latestDay, period), current, period) : null,
        periods,
      };
    },

    async summary(userId: string): Promise<DashboardSummary> {
      const [history, profile] = await Promise.all([
        deps.ftpRepo.history(userId),
        deps.ftpRepo.profileFacts(userId),
      ]);
      const ftp = currentFtp(history, profile);
      const kg = profile ? weightKg(profile.weight, profile.weightUnit) : null;
      const day = localDay(safeTimeZone(profile?.timezone), now());
      const series = await fitnessSeries(userId, day, day, null);
      const todayPoint = series.days.at(-1) ?? { date: day, ctl: 0, atl: 0, tsb: 0 };
      return {
        ftp: ftp
          ? {
              watts: Math.round(ftp.watts),
              source: ftp.source,
              effectiveAt: ftp.effectiveAt?.toISOString() ?? null,
            }
          : null,
        weightKg: kg,
        wattsPerKg: ftp && kg ? ftp.watts / kg : null,
        fitness: { date: todayPoint.date, ctl: todayPoint.ctl, atl: todayPoint.atl, tsb: todayPoint.tsb },
        lastRide: await lastRide(userId, history, profile),
        ftpSuggestion: await deps.ftp.pending(userId),
        powerRides: await deps.repo.powerRides(
          userId,
          new Date(now().getTime() - FTP_SUGGESTION_MAX_AGE_DAYS * 86_400_000),
        ),
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
