/**
 * Days the rider cannot ride (illness, travel): key sessions in the range move to a free day of their week — the
 * 48 h rule, the day's cap and the event kept, easy sessions on that day giving way — and everything else in the
 * range comes off. A key session with no day to go to comes off too, and says so; an FTP test looks beyond its week
 * first (`findTestSlot`).
 */
import { addDays, daysBetween, type IsoDate, isValidDay } from '../calendar/days.ts';
import type { Plan } from '../plan/types.ts';
import { applyChange } from './apply.ts';
import { moveWithRoom } from './move-with-room.ts';
import { findKeySlot, isKeySession, planDays } from './plan-query.ts';
import { findTestSlot } from './test-slot.ts';
import type { PlanChange } from './types.ts';

export const UNAVAILABLE_REASONS = ['illness', 'travel', 'other'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export interface UnavailableRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly reason: UnavailableReason;
}

/** Longest range one request may mark (a longer absence is a re-plan). */
export const MAX_UNAVAILABLE_DAYS = 62;

export function validateUnavailableRange(range: UnavailableRange): { field: string; code: string }[] {
  const out: { field: string; code: string }[] = [];
  if (!isValidDay(range.from)) out.push({ field: 'from', code: 'invalid' });
  if (!isValidDay(range.to)) out.push({ field: 'to', code: 'invalid' });
  if (out.length === 0) {
    const days = daysBetween(range.from, range.to) + 1;
    if (days < 1) out.push({ field: 'to', code: 'beforeFrom' });
    else if (days > MAX_UNAVAILABLE_DAYS) out.push({ field: 'to', code: 'outOfRange' });
  }
  if (!UNAVAILABLE_REASONS.includes(range.reason)) out.push({ field: 'reason', code: 'invalid' });
  return out;
}

export function unavailableChanges(plan: Plan, range: UnavailableRange, today: IsoDate): PlanChange[] {
  const first = daysBetween(today, range.from) >= 0 ? range.from : today;
  if (daysBetween(first, range.to) < 0) return [];
  const blocked = new Set<IsoDate>();
  for (let d = first; daysBetween(d, range.to) >= 0; d = addDays(d, 1)) blocked.add(d);
  const inputs = { from: range.from, to: range.to, unavailableReason: range.reason };
  const changes: PlanChange[] = [];
  let working = plan;
  // one range is one decision: its changes are undone together
  const group = `unavailable:${range.from}:${range.to}`;
  const apply = (change: PlanChange) => {
    working = applyChange(working, { ...change, group });
    changes.push({ ...change, group });
  };
  for (const day of planDays(plan).filter((d) => blocked.has(d.date))) {
    // Key sessions first, so they can claim days before the easy ones are dropped.
    const ordered = [...day.sessions].sort((a, b) => Number(isKeySession(b)) - Number(isKeySession(a)));
    for (const session of ordered) {
      const from = { date: day.date, session };
      if (!isKeySession(session)) {
        apply({ kind: 'skip', reason: 'unavailableDropped', decidedOn: today, inputs, from, to: null });
        continue;
      }
      // a test sets the watts of every later session: with no day in its week it looks further ahead
      const slot =
        findKeySlot(working, from, today, blocked) ??
        (session.role === 'test' ? findTestSlot(working, from, today, blocked) : null);
      if (!slot) {
        apply({ kind: 'skip', reason: 'unavailableNoRoom', decidedOn: today, inputs, from, to: null });
        continue;
      }
      for (const change of moveWithRoom({ date: day.date, session }, slot, 'unavailableMoved', inputs, today))
        apply(change);
    }
  }
  return changes;
}
