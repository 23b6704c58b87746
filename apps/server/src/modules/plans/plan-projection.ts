import { randomUUID } from 'node:crypto';
import type { MatchResult, Plan, PlannedSession, StrengthMatch } from '@domestique/coach';
import type { SessionStatus } from '@domestique/contract';
import type { StoredChange } from './change-repository.ts';
import type { NewSessionRow } from './plan-repository.ts';

/**
 * The plan's days as rows (`planned_sessions`), so the calendar reads a date range with one indexed query:
 * - every session the plan holds, with its status from the ride matching (completed / partial / missed, or planned)
 *   and the ride and compliance behind it; a strength session from the rider's strength logs instead (`strength`,
 *   coach `matchStrength`: the plan overview's weekly counts read the same matching);
 * - a session taken off the plan (skipped by the rider or the coach, not undone) stays on its day as `skipped`;
 * - a session moved away shows on the day it was first planned as `moved`, with the day it went to — once, however
 *   many times it moved, and not when it is back on that day.
 * Days a re-plan rebuilt drop what earlier changes left there (the re-plan replaced those days).
 */
export function projectSessions(
  userId: string,
  planId: string,
  plan: Plan,
  match: MatchResult,
  history: readonly StoredChange[],
  strength: StrengthMatch,
): NewSessionRow[] {
  const strengthStatus = new Map(strength.outcomes.map((o) => [o.uid, o.status]));
  const rows: NewSessionRow[] = [];
  const outcomes = new Map(match.outcomes.map((o) => [o.uid, o]));
  const where = new Map<string, string>();
  const positions = new Map<string, number>();
  const row = (
    date: string,
    s: PlannedSession,
    status: SessionStatus,
    extra: Partial<NewSessionRow> = {},
  ): NewSessionRow => {
    const position = positions.get(date) ?? 0;
    positions.set(date, position + 1);
    return {
      id: randomUUID(),
      userId,
      planId,
      date,
      position,
      uid: s.uid,
      workoutId: s.workoutId,
      kind: s.kind,
      role: s.role,
      family: s.kind === 'ride' ? s.family : null,
      strengthFocus: s.kind === 'strength' ? s.focus : null,
      level: s.kind === 'ride' ? s.level : null,
      name: { ...s.name },
      durationS: Math.round(s.durationS),
      tss: s.tss,
      status,
      adjustedBy: s.adjustedBy ?? null,
      movedTo: null,
      activityId: null,
      compliance: null,
      ...extra,
    };
  };

  for (const week of plan.weeks) {
    for (const day of week.days) {
      for (const s of day.sessions) {
        where.set(s.uid, day.date);
        const o = s.kind === 'ride' ? outcomes.get(s.uid) : undefined;
        rows.push(
          row(day.date, s, o?.status ?? strengthStatus.get(s.uid) ?? 'planned', {
            activityId: o?.rideId ?? null,
            compliance: o?.score
              ? { score: o.score.score, duration: o.score.duration, tss: o.score.tss, zones: o.score.zones }
              : null,
          }),
        );
      }
    }
  }

  const live = history.filter((h) => h.undoneAt === null);
  const replans = live.filter((h) => h.change.kind === 'replan');
  // a later re-plan rebuilt the days from its day on: what earlier changes left there is gone
  const rebuilt = (h: StoredChange, date: string) =>
    replans.some((r) => r.seq > h.seq && date >= r.change.decidedOn);
  const firstMove = new Map<string, { date: string; session: PlannedSession; reason: string }>();
  for (const h of live) {
    const c = h.change;
    if (c.kind === 'skip' && !rebuilt(h, c.from.date) && !where.has(c.from.session.uid)) {
      rows.push(row(c.from.date, c.from.session, 'skipped', { adjustedBy: c.reason }));
    } else if (c.kind === 'move' && !firstMove.has(c.from.session.uid) && !rebuilt(h, c.from.date)) {
      firstMove.set(c.from.session.uid, { date: c.from.date, session: c.from.session, reason: c.reason });
    }
  }
  for (const [uid, first] of firstMove) {
    const now = where.get(uid);
    if (now === first.date) continue;
    rows.push(
      row(first.date, first.session, now ? 'moved' : 'skipped', {
        adjustedBy: first.reason,
        movedTo: now ?? null,
      }),
    );
  }
  return rows;
}
