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
