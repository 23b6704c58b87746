/**
 * What the plan is projected to do to the rider's fitness, for the wizard's preview and the plan page: CTL at the
 * start and at the end (the evening before the last A event), its peak, form on the event day, and whether the
 * rider's time is what holds it — a rider who already trains near what their week can carry (`sustainableCtl`)
 * keeps their fitness rather than raising it, and is told so rather than promised a gain.
 */
import { trainingDayCaps } from './choose-days.ts';
import { planQuality } from './quality.ts';
import { sustainableCtl, TAPER_CTL_KEPT } from './rules.ts';
import type { Plan } from './types.ts';

/** The gain a plan of 12 weeks or more aims for (docs/coach-plans.md, "Fitness"). */
export const FITNESS_GAIN = 0.1;

export interface PlanOutlook {
  readonly startCtl: number;
  readonly endCtl: number;
  readonly peakCtl: number;
  /** End ÷ start − 1, in % (one decimal). */
  readonly changePct: number;
  /** The day `endCtl` is projected for: the last A event's, else the plan's last day. */
  readonly endDate: string;
  readonly eventTsb: number | null;
  /** The CTL the rider's days and hours can carry (`sustainableCtl`). */
  readonly ceilingCtl: number;
  /**
   * The rider starts too near that ceiling (after a taper, 90 % of it) for the plan to raise CTL by 10 %: it holds
   * it as high as their time allows instead.
   */
  readonly limitedByHours: boolean;
}

/**
 * `sustainableCtl` is the top of what the week carries; a plan that ends within 5 % of it has taken the rider as far
 * as their time allows (our choice).
 */
export const CEILING_REACH = 0.95;

const round1 = (x: number) => Math.round(x * 10) / 10;

export function planOutlook(plan: Plan): PlanOutlook {
  const q = planQuality(plan);
  const caps = trainingDayCaps(plan.input.availability, plan.settings.trainingDays);
  const ceiling = sustainableCtl(plan.input.weeklyHours, caps, plan.settings.blockWeeks);
  const days = plan.weeks.flatMap((w) => w.days);
  const lastA = days.filter((d) => d.event?.priority === 'A').at(-1);
  return {
    startCtl: round1(q.startCtl),
    endCtl: round1(q.endCtl),
    peakCtl: round1(q.peakCtl),
    changePct: q.ctlChangePct,
    endDate: lastA?.date ?? days.at(-1)?.date ?? plan.input.startDate,
    eventTsb: q.eventTsb,
    ceilingCtl: round1(ceiling),
    limitedByHours: q.startCtl * (1 + FITNESS_GAIN) > ceiling * CEILING_REACH * (lastA ? TAPER_CTL_KEPT : 1),
  };
}
