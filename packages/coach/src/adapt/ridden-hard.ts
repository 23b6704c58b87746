/**
 * Guardrails on what is ridden, not only on what is planned. A ride that was hard (`rideIntensity`: a group ride, a
 * race, intervals done on a free day) makes its day a hard day, so the hard session planned for the day after it —
 * less than 48 h later — would make two hard days in a row, three with the hard day before [S7: hard days ≥ 48 h
 * apart]. That session moves to a later free day of its week (`findKeySlot`: the 48 h rule counting ridden hard days
 * too, the day's cap, the event, a free day left), or, with no room, is eased to an endurance ride of no more time
 * (a recovery ride when no endurance ride fits, a rest day when neither does) — the way missed key sessions move
 * (TrainerRoad [T16]) and fatigue eases (`fatigueChanges`).
 *
 * The same happens when the ride was not hard by itself but its time in Z5+ and the session's planned Z5+ add up to
 * more than 25 min in the 48 h [S7: ≤ 25 min in Z5+ per 48 h], e.g. a few hard surges the day before a VO2max set.
 *
 * Only rides of today and yesterday can act (the day after them is still ahead), only on sessions not ridden yet,
 * and once per ride day and session: a change is found in `history` by its ride day and the session's uid, so the
 * daily pass running again, or a rider's undo, does not bring it back. A session this rule moved is not moved again:
 * a second trigger eases it.
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import type { MatchResult } from '../compliance/match.ts';
import { MAX_Z5_PLUS_PER_48H_S, plannedZ5PlusS, rideIntensity } from '../compliance/ride-intensity.ts';
import type { RideRecord } from '../compliance/types.ts';
import { findWorkout, type WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan, PlannedRide } from '../plan/types.ts';
import { applyChange } from './apply.ts';
import { easyRide } from './ease.ts';
import { moveWithRoom } from './move-with-room.ts';
import { dayOf, findKeySlot, isHardSession } from './plan-query.ts';
import type { ChangeInputs, PlanChange, ReasonCode } from './types.ts';

export const RIDDEN_HARD_REASONS: ReadonlySet<ReasonCode> = new Set<ReasonCode>([
  'riddenHardMoved',
  'riddenHardEased',
  'riddenHardRest',
]);

export interface RiddenHardContext {
  readonly today: IsoDate;
  readonly rides: readonly RideRecord[];
  /** Ride ↔ session matching on the plan as it stands (sessions already ridden are left alone). */
  readonly match: MatchResult;
  readonly catalog: WorkoutCatalog;
  /** Changes already made (so a ride day acts once on each session). */
  readonly history: readonly PlanChange[];
}

/** The days the rider's rides made hard. */
export function riddenHardDays(rides: readonly RideRecord[]): Set<IsoDate> {
  return new Set(rides.filter((r) => rideIntensity(r).hard).map((r) => r.date));
}

const minutes = (s: number | null) => (s === null ? null : Math.round(s / 60));

function fromUid(change: PlanChange): string | null {
  return change.kind === 'move' || change.kind === 'replace' || change.kind === 'skip'
    ? change.from.session.uid
    : null;
}

/** What the rides of `date` were: hard or not, their Z5+ time, and the ride that speaks for the day. */
function rideDay(rides: readonly RideRecord[]) {
  const rated = rides
    .map((ride) => ({ ride, intensity: rideIntensity(ride) }))
    .sort((a, b) => (a.ride.id < b.ride.id ? -1 : a.ride.id > b.ride.id ? 1 : 0));
  const hard = rated.find((r) => r.intensity.hard) ?? null;
  const z5PlusS = rated.reduce((s, r) => s + (r.intensity.z5PlusS ?? 0), 0);
  const lead = hard ?? [...rated].sort((a, b) => (b.intensity.z5PlusS ?? 0) - (a.intensity.z5PlusS ?? 0))[0]!;
  return { hard: hard !== null, z5PlusS, lead };
}

export function riddenHardChanges(plan: Plan, ctx: RiddenHardContext): PlanChange[] {
  const { today, catalog } = ctx;
  const hardDays = riddenHardDays(ctx.rides);
  // A session is not put on a day the rider has already ridden (today, when today's ride is the trigger).
  const riddenDays = new Set(ctx.rides.map((r) => r.date));
  const ridden = new Set(ctx.match.outcomes.filter((o) => o.rideId !== null).map((o) => o.uid));
  const acted = (rideDate: IsoDate, uid: string) =>
    ctx.history.some(
      (c) => RIDDEN_HARD_REASONS.has(c.reason) && c.inputs.rideDate === rideDate && fromUid(c) === uid,
    );
  const triggerDates = [...riddenDays]
    .filter((d) => daysBetween(d, today) >= 0 && daysBetween(d, today) <= 1)
    .sort();
  const changes: PlanChange[] = [];
  let working = plan;
  for (const rideDate of triggerDates) {
    const day = rideDay(ctx.rides.filter((r) => r.date === rideDate));
    const next = addDays(rideDate, 1);
    const sessions = (dayOf(working, next)?.sessions ?? []).filter(
      (s): s is PlannedRide => isHardSession(s) && !ridden.has(s.uid) && !acted(rideDate, s.uid),
    );
    for (const session of sessions) {
      const plannedZ5 = plannedZ5PlusS(findWorkout(catalog, session.workoutId)?.timeInZonesS);
      const cause = day.hard ? 'hard' : day.z5PlusS + plannedZ5 > MAX_Z5_PLUS_PER_48H_S ? 'z5' : null;
      if (!cause) continue;
      const inputs: ChangeInputs = {
        rideDate,
        rideId: day.lead.ride.id,
        cause,
        family: session.family,
        z4PlusMin: minutes(day.lead.intensity.z4PlusS),
        z5PlusMin: Math.round(day.z5PlusS / 60),
        plannedZ5PlusMin: Math.round(plannedZ5 / 60),
        intensityFactor: day.lead.intensity.intensityFactor,
      };
      const at = { date: next, session };
      const slot =
        session.adjustedBy === 'riddenHardMoved'
          ? null
          : findKeySlot(working, at, today, riddenDays, hardDays);
      const made: PlanChange[] = [];
      if (slot) {
        made.push(...moveWithRoom(at, slot, 'riddenHardMoved', inputs, today));
      } else {
        const easy =
          easyRide(catalog, session, 'endurance', session.durationS, 1, 'riddenHardEased') ??
          easyRide(catalog, session, 'recovery', session.durationS, 1, 'riddenHardEased');
        made.push(
          easy
            ? {
                kind: 'replace',
                reason: 'riddenHardEased',
                decidedOn: today,
                inputs,
                from: at,
                to: { date: next, session: easy },
              }
            : { kind: 'skip', reason: 'riddenHardRest', decidedOn: today, inputs, from: at, to: null },
        );
      }
      // one decision: the move and the rides that made room for it undo together
      const grouped = made.map((c) => ({ ...c, group: `riddenHard:${rideDate}:${session.uid}` }));
      for (const change of grouped) working = applyChange(working, change);
      changes.push(...grouped);
    }
  }
  return changes;
}
