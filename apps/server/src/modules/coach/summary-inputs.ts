import {
  addDays,
  localDay,
  SUMMARY_BEST_DURATIONS,
  type SummaryBest,
  type SummaryFtpChange,
  type SummaryInput,
  type SummaryPeriod,
  startOfDayIn,
} from '@domestique/coach';
import type { Fitness } from '@domestique/contract';
import { mergePowerCurves, STANDARD_DURATIONS } from '@domestique/science';
import { decodePowerCurve } from '../../db/power-curve-codec.ts';
import type { FtpRepository } from '../ftp/index.ts';
import type { PlanSummaryReader } from '../plans/index.ts';
import type { ProgressRepository } from '../progress/index.ts';

/** What the summaries read of other modules, handed in by the composition root (no module imports another). */
export interface SummaryPorts {
  progressRepo: Pick<ProgressRepository, 'dailyLoads' | 'totals' | 'curves' | 'startTimes'>;
  /** CTL/ATL/TSB per day from..to (the progress service's fitness series). */
  fitness(userId: string, q: { from: string; to: string }): Promise<Fitness>;
  ftpRepo: Pick<FtpRepository, 'history'>;
  planSummary: PlanSummaryReader;
}

const CURVE_BYTES = STANDARD_DURATIONS.length * 8;

/**
 * Everything a weekly or monthly summary says, read for one rider and period (`from`..`to`, local days in `tz`): the
 * plan's side (sessions, changes, the coming week), the rides' totals and daily loads, CTL/ATL/TSB from the evening
 * before, the period's power-curve bests against every ride before it, and the FTP entries of the period.
 */
export function createSummaryInputs(ports: SummaryPorts) {
  async function bests(userId: string, tz: string, from: string, to: string): Promise<SummaryBest[]> {
    const start = startOfDayIn(from, tz);
    const end = new Date(startOfDayIn(addDays(to, 1), tz).getTime() - 1);
    const merged = async (since: Date | null, until: Date) => {
      const rides = await ports.progressRepo.curves(userId, since, CURVE_BYTES, until);
      const valid: string[] = [];
      const curves: { durations: readonly number[]; watts: Float64Array }[] = [];
      for (const r of rides) {
        const watts = decodePowerCurve(r.powerCurve);
        if (watts?.length !== STANDARD_DURATIONS.length) continue;
        valid.push(r.id);
        curves.push({ durations: STANDARD_DURATIONS, watts });
      }
      const m = mergePowerCurves(curves, STANDARD_DURATIONS);
      return { watts: m.watts, ids: Array.from(m.sources, (i) => valid[i] ?? null) };
    };
    const [period, before] = await Promise.all([
      merged(start, end),
      merged(null, new Date(start.getTime() - 1)),
    ]);
    const index = SUMMARY_BEST_DURATIONS.map((d) => STANDARD_DURATIONS.indexOf(d));
    const winners = [...new Set(index.map((i) => period.ids[i]).filter((id) => id != null))] as string[];
    const starts = await ports.progressRepo.startTimes(userId, winners);
    return SUMMARY_BEST_DURATIONS.map((durationS, k) => {
      const i = index[k]!;
      const w = period.watts[i]!;
      const b = before.watts[i]!;
      const activityId = period.ids[i] ?? null;
      const at = activityId ? starts.get(activityId) : undefined;
      return {
        durationS,
        watts: Number.isFinite(w) ? w : null,
        date: at ? localDay(tz, at) : null,
        activityId,
        before: Number.isFinite(b) ? b : null,
      };
    });
  }

  async function ftpChanges(
    userId: string,
    tz: string,
    from: string,
    to: string,
  ): Promise<SummaryFtpChange[]> {
    const history = [...(await ports.ftpRepo.history(userId))].sort(
      (a, b) => a.effectiveAt.getTime() - b.effectiveAt.getTime(),
    );
    const changes: SummaryFtpChange[] = [];
    history.forEach((entry, i) => {
      const date = localDay(tz, entry.effectiveAt);
      const before = i > 0 ? history[i - 1]!.ftpW : null;
      if (date < from || date > to || before === entry.ftpW) return;
      changes.push({
        date,
        watts: entry.ftpW,
        before,
        source: entry.source as SummaryFtpChange['source'],
        reason: entry.reason,
      });
    });
    return changes;
  }

  return async function read(
    userId: string,
    tz: string,
    period: SummaryPeriod,
    range: { from: string; to: string },
  ): Promise<SummaryInput> {
    const { from, to } = range;
    const next = { from: addDays(to, 1), to: addDays(to, 7) };
    const [plan, totals, loads, fitness, best, ftp] = await Promise.all([
      ports.planSummary(userId, range, next),
      ports.progressRepo.totals(userId, tz, period, from, addDays(to, 1)),
      ports.progressRepo.dailyLoads(userId, tz),
      ports.fitness(userId, { from: addDays(from, -1), to }),
      bests(userId, tz, from, to),
      ftpChanges(userId, tz, from, to),
    ]);
    return {
      period,
      from,
      to,
      hasPlan: plan != null,
      planned: plan?.planned ?? [],
      rides: {
        count: totals.reduce((s, t) => s + t.rides, 0),
        movingS: totals.reduce((s, t) => s + t.movingS, 0),
      },
      dailyLoads: loads
        .filter((d) => d.day >= from && d.day <= to)
        .map((d) => ({ date: d.day, load: d.load })),
      fitness: fitness.days.map((d) => ({ date: d.date, ctl: d.ctl, atl: d.atl, tsb: d.tsb })),
      bests: best,
      ftpChanges: ftp,
      changes: plan?.changes ?? [],
      next: plan?.next ?? null,
    };
  };
}

export type SummaryInputs = ReturnType<typeof createSummaryInputs>;
