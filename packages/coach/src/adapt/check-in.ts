/**
 * Today's check-in acts on today's sessions (Xert's freshness feedback [X2]: "tired" allows endurance only, "very
 * tired" recovery only), in this order:
 * 1. very poor readiness (< 35): rest — today's sessions come off;
 * 2. fatigue 5 ("very tired"): recovery only — a ride becomes a recovery ride (≤ 1 h), strength comes off;
 * 3. fatigue 4 ("tired"): a hard session becomes an endurance ride;
 * 4. poor readiness (< 55): a hard session becomes an easier one of the same family (2 levels lower, ≤ 75 % load).
 * An FTP test on any of those days would measure the tiredness, and the FTP it gives sets the watts of every later
 * session, so it is neither ridden nor dropped: it moves to the next day fit for a test (`findTestSlot`), or — when
 * none is — comes off with a sentence that says so. Sessions already ridden today are left alone; a later, worse
 * check-in can ease a session further, never back. The changes of one check-in are one decision (one `group`).
 */
import type { IsoDate } from '../calendar/days.ts';
import type { MatchResult } from '../compliance/match.ts';
import type { WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan, PlannedRide, PlannedSession } from '../plan/types.ts';
import { applyChange } from './apply.ts';
import { easierSameFamily, easyRide } from './ease.ts';
import { moveWithRoom } from './move-with-room.ts';
import { dayOf, isHardSession } from './plan-query.ts';
import { type CheckIn, readiness } from './readiness.ts';
import { findTestSlot } from './test-slot.ts';
import type { PlanChange, ReasonCode } from './types.ts';

const SEVERITY: Partial<Record<ReasonCode, number>> = {
  readinessLow: 1,
  tired: 2,
  veryTired: 3,
  veryTiredRest: 3,
  readinessVeryLow: 4,
};
export const RECOVERY_ONLY_MAX_S = 3600;

export interface CheckInContext {
  readonly today: IsoDate;
  readonly checkIn: CheckIn;
  /** Earlier check-ins (baselines for resting HR and HRV). */
  readonly previous: readonly CheckIn[];
  readonly catalog: WorkoutCatalog;
  readonly match?: MatchResult;
}

export function checkInChanges(plan: Plan, ctx: CheckInContext): PlanChange[] {
  const { today, checkIn, catalog } = ctx;
  if (checkIn.date !== today) return [];
  const day = dayOf(plan, today);
  if (!day) return [];
  const r = readiness(checkIn, ctx.previous);
  const inputs = {
    readiness: r.score,
    band: r.band,
    sleep: checkIn.sleep,
    fatigue: checkIn.fatigue,
    soreness: checkIn.soreness,
    stress: checkIn.stress,
    motivation: checkIn.motivation,
    restingHrDelta: r.restingHrDelta,
    hrvLow: r.hrvLow,
  };
  const ridden = new Set(
    (ctx.match?.outcomes ?? []).filter((o) => o.rideId && o.date === today).map((o) => o.uid),
  );
  const changes: PlanChange[] = [];
  let working = plan;
  const group = `checkIn:${today}`;
  /** The test to the next day fit for one (easy rides there give way), or off with the reason why not. */
  const moveTest = (s: PlannedRide): PlanChange[] => {
    const from = { date: today, session: s };
    const slot = findTestSlot(working, from, today, new Set());
    if (!slot)
      return [{ kind: 'skip', reason: 'testNoRoom', decidedOn: today, inputs, group, from, to: null }];
    return moveWithRoom(from, slot, 'testMoved', inputs, today).map((c) => ({ ...c, group }));
  };
  const decide = (s: PlannedSession): PlanChange[] | PlanChange | null => {
    const from = { date: today, session: s };
    const already = SEVERITY[s.adjustedBy as ReasonCode] ?? 0;
    const base = { decidedOn: today, inputs, from, group };
    const tiredDay = r.band === 'veryPoor' || r.band === 'poor' || checkIn.fatigue >= 4;
    if (s.kind === 'ride' && s.role === 'test' && tiredDay) return moveTest(s);
    if (r.band === 'veryPoor') {
      return already >= 4 ? null : { ...base, kind: 'skip', reason: 'readinessVeryLow', to: null };
    }
    if (checkIn.fatigue >= 5) {
      if (already >= 3) return null;
      if (s.kind === 'strength') return { ...base, kind: 'skip', reason: 'veryTiredRest', to: null };
      if (s.family === 'recovery') return null;
      const easy = easyRide(catalog, s, 'recovery', RECOVERY_ONLY_MAX_S, 1, 'veryTired');
      return easy
        ? { ...base, kind: 'replace', reason: 'veryTired', to: { date: today, session: easy } }
        : { ...base, kind: 'skip', reason: 'veryTiredRest', to: null };
    }
    if (s.kind === 'strength' || !isHardSession(s) || s.role === 'test') return null;
    if (checkIn.fatigue >= 4) {
      if (already >= 2) return null;
      const easy = easyRide(catalog, s, 'endurance', s.durationS, 0.7, 'tired');
      return easy ? { ...base, kind: 'replace', reason: 'tired', to: { date: today, session: easy } } : null;
    }
    if (r.band === 'poor') {
      if (already >= 1) return null;
      const same = easierSameFamily(catalog, s, 0.75, 2, 'readinessLow');
      if (same) return { ...base, kind: 'swap', reason: 'readinessLow', to: { date: today, session: same } };
      const easy = easyRide(catalog, s, 'endurance', s.durationS, 0.75, 'readinessLow');
      return easy
        ? { ...base, kind: 'replace', reason: 'readinessLow', to: { date: today, session: easy } }
        : null;
    }
    return null;
  };
  for (const s of day.sessions) {
    if (ridden.has(s.uid)) continue;
    const decided = decide(s);
    for (const change of decided === null ? [] : Array.isArray(decided) ? decided : [decided]) {
      working = applyChange(working, change);
      changes.push(change);
    }
  }
  return changes;
}
