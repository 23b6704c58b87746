/** Read-only questions adaptation rules ask of a plan: where a session is, which days are hard, where a key fits. */
import { addDays, daysBetween, type IsoDate, weekdayOf } from '../calendar/days.ts';
import type { CatalogWorkout } from '../plan/catalog.ts';
import { HARD_DAY_GAP_DAYS, isHardFamily } from '../plan/rules.ts';
import type { Plan, PlanDay, PlannedRide, PlannedSession } from '../plan/types.ts';
import type { SessionAt } from './types.ts';

export function planDays(plan: Plan): PlanDay[] {
  return plan.weeks.flatMap((w) => w.days);
}

export function isHardSession(s: PlannedSession): boolean {
  return s.kind === 'ride' && isHardFamily(s.family);
}

/** The sessions a missed day or a blocked day must not lose: hard sessions and FTP tests. */
export function isKeySession(s: PlannedSession): s is PlannedRide {
  return s.kind === 'ride' && (s.role === 'key' || s.role === 'test');
}

export function findSession(plan: Plan, uid: string): SessionAt | null {
  for (const day of planDays(plan)) {
    const session = day.sessions.find((s) => s.uid === uid);
    if (session) return { date: day.date, session };
  }
  return null;
}

export function dayOf(plan: Plan, date: IsoDate): PlanDay | null {
  const offset = daysBetween(plan.input.startDate, date);
  if (offset < 0) return null;
  return plan.weeks[Math.floor(offset / 7)]?.days[offset % 7] ?? null;
}

/** Index of the plan week holding `date` (may be < 0 or ≥ the week count). */
export function weekIndexOf(plan: Plan, date: IsoDate): number {
  return Math.floor(daysBetween(plan.input.startDate, date) / 7);
}

/** The rider's cap on `date`'s weekday (0 when it is not one of their days). */
export function capOn(plan: Plan, date: IsoDate): number {
  return plan.input.availability.find((a) => a.day === weekdayOf(date))?.maxDurationS ?? 0;
}

/** `workout` as the session it replaces on the same day: same uid, marked with the reason. */
export function sessionFromWorkout(
  previous: PlannedRide,
  workout: CatalogWorkout,
  adjustedBy: string,
  role: PlannedRide['role'] = previous.role,
): PlannedRide {
  return {
    uid: previous.uid,
    kind: 'ride',
    workoutId: workout.id,
    name: workout.name,
    family: workout.family,
    level: workout.level,
    durationS: workout.durationS,
    tss: workout.tss,
    role,
    adjustedBy,
  };
}

export interface KeySlot {
  readonly date: IsoDate;
  /** Easy sessions on that day that make way for the key session. */
  readonly displaced: readonly SessionAt[];
}

/**
 * Where a key session can go, on days from `today` in its own plan week (after its day first, nearest first; then
 * before it, nearest first; a day holding the long ride last), skipping `blocked` days: a day of the rider's with room for it, no hard session the day
 * before, that day or the day after (48 h [S7]), no strength the day before, clear of the event, and leaving the
 * week at least one free day. Easy sessions on the chosen day give way. Null when no day qualifies. Days in
 * `riddenHard` were made hard by what the rider rode (`rideIntensity`), and count as hard days for the 48 h rule.
 */
export function findKeySlot(
  plan: Plan,
  session: SessionAt,
  today: IsoDate,
  blocked: ReadonlySet<IsoDate>,
  riddenHard: ReadonlySet<IsoDate> = new Set(),
): KeySlot | null {
  const week = plan.weeks[weekIndexOf(plan, session.date)];
  if (!week) return null;
  const event = plan.input.event ?? null;
  const hardOn = (date: IsoDate) =>
    riddenHard.has(date) ||
    (dayOf(plan, date)?.sessions ?? []).some((s) => s.uid !== session.session.uid && isHardSession(s));
  const strengthOn = (date: IsoDate) =>
    (dayOf(plan, date)?.sessions ?? []).some((s) => s.kind === 'strength');
  const freeDays = week.days.filter((d) => d.sessions.length === 0 || blocked.has(d.date)).length;
  const candidates = week.days
    .map((d) => d.date)
    .filter((d) => d !== session.date && daysBetween(today, d) >= 0 && !blocked.has(d));
  const after = candidates.filter((d) => daysBetween(session.date, d) > 0);
  const before = candidates.filter((d) => daysBetween(session.date, d) < 0).reverse();
  // The long ride is protected: a day that would lose it is taken only when no other day qualifies.
  const hasLong = (date: IsoDate) =>
    (dayOf(plan, date)?.sessions ?? []).some((s) => s.kind === 'ride' && s.role === 'long');
  const ordered = [...after, ...before];
  for (const date of [...ordered.filter((d) => !hasLong(d)), ...ordered.filter(hasLong)]) {
    const day = dayOf(plan, date)!;
    if (capOn(plan, date) < session.session.durationS) continue;
    if (day.event) continue;
    if (event) {
      const toEvent = daysBetween(date, event.date);
      if (event.priority === 'A' && toEvent <= 1) continue;
      if (event.priority === 'B' && Math.abs(toEvent) <= 1) continue;
    }
    let clash = false;
    for (let k = -(HARD_DAY_GAP_DAYS - 1); k <= HARD_DAY_GAP_DAYS - 1; k++)
      if (hardOn(addDays(date, k))) clash = true;
    if (clash || strengthOn(addDays(date, -1))) continue;
    if (day.sessions.length === 0 && freeDays <= 1) continue;
    const strengthRoom = capOn(plan, date) - session.session.durationS;
    const displaced = day.sessions
      .filter((s) => s.kind === 'ride' || s.durationS > strengthRoom)
      .map((s) => ({ date, session: s }));
    return { date, displaced };
  }
  return null;
}
