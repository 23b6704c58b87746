import type { Fitness } from '@domestique/contract';

/** Friel's guidance on CTL ramp rate: 5–8 points a week is typical; 10 or more for over a week is risky. */
export const RAMP_HIGH = 8;
export const RAMP_RISKY = 10;
export type RampBand = 'easing' | 'steady' | 'high' | 'risky';

/** The band of a weekly ramp rate (CTL points per week). */
export function rampBand(value: number): RampBand {
  if (value >= RAMP_RISKY) return 'risky';
  if (value > RAMP_HIGH) return 'high';
  if (value < 0) return 'easing';
  return 'steady';
}

export interface WeeklyRamp {
  /** Last day of the week (`YYYY-MM-DD`): the ramp is CTL on it minus CTL seven days before. */
  end: string;
  value: number;
}

/**
 * One ramp rate per week of the chart, in weeks ending on its last day (today): each is CTL_d − CTL_{d−7} at the week's
 * last day d, the server's `rampRate`. Only whole weeks inside the range, oldest first.
 */
export function weeklyRamp(days: Fitness['days']): WeeklyRamp[] {
  const out: WeeklyRamp[] = [];
  for (let i = days.length - 1; i >= 7; i -= 7) out.push({ end: days[i]!.date, value: days[i]!.rampRate });
  return out.reverse();
}

/** Beyond this many weeks (two years) one bar a week is thinner than a pixel: the strip shows one bar a month. */
export const MONTHLY_AFTER_WEEKS = 104;

/**
 * One ramp a month: the CTL change over the month (from the day before it to its last day in the chart) scaled to
 * a week, so the bars read on the same per-week bands; only months whose day before is in the chart, oldest first.
 */
export function monthlyRamp(days: Fitness['days']): WeeklyRamp[] {
  const out: WeeklyRamp[] = [];
  let start = 0;
  for (let i = 1; i <= days.length; i++) {
    if (i < days.length && days[i]!.date.slice(0, 7) === days[start]!.date.slice(0, 7)) continue;
    if (start >= 1) {
      const length = i - start;
      out.push({ end: days[i - 1]!.date, value: ((days[i - 1]!.ctl - days[start - 1]!.ctl) * 7) / length });
    }
    start = i;
  }
  return out;
}

/** The strip's bars: a bar a week up to two years of chart ({@link MONTHLY_AFTER_WEEKS}), else a bar a month. */
export function rampBars(days: Fitness['days']): { per: 'week' | 'month'; bars: WeeklyRamp[] } {
  const weeks = weeklyRamp(days);
  return weeks.length > MONTHLY_AFTER_WEEKS
    ? { per: 'month', bars: monthlyRamp(days) }
    : { per: 'week', bars: weeks };
}
