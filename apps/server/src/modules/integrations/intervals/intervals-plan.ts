import { createHash } from 'node:crypto';
import type { Workout } from '@domestique/coach';
import { writeIcuText } from '@domestique/formats';
import type { IntervalsWorkoutEvent } from './intervals-client.ts';

/** How far ahead planned workouts are sent: two weeks, so this week's and next week's sessions reach the device. */
export const INTERVALS_PUSH_DAYS = 14;

/** The planned session fields the push reads (a `planned_sessions` row). */
export interface PushableSession {
  planId: string;
  uid: string;
  date: string;
  kind: string;
  status: string;
  workoutId: string;
}

/**
 * Our id for a planned session at intervals.icu: stable for the session (its plan and uid, as the ICS feed's UID), so
 * a re-plan that changes the workout of that day replaces the event instead of adding a second one, and a session
 * that disappears (skipped, moved, the plan ended) can be deleted by it.
 */
export function intervalsExternalId(session: Pick<PushableSession, 'planId' | 'uid'>): string {
  return `domestique-${session.planId}-${Buffer.from(session.uid).toString('hex')}`;
}

/** Sessions that belong on the rider's intervals.icu calendar: rides still to do, from today for the push window. */
export function pushableSessions<T extends PushableSession>(
  sessions: readonly T[],
  today: string,
  until: string,
): T[] {
  return sessions.filter(
    (s) => s.kind === 'ride' && s.status === 'planned' && s.date >= today && s.date <= until,
  );
}

/** The intervals.icu event of one session's workout; its text is `writeIcuText` (packages/formats). */
export function intervalsEvent(session: PushableSession, workout: Workout<string>): IntervalsWorkoutEvent {
  return {
    externalId: intervalsExternalId(session),
    date: session.date,
    name: workout.name,
    // only the steps: intervals.icu reads every line of the description as workout text
    description: writeIcuText(workout),
  };
}

/** A fingerprint of what we sent, so an unchanged workout is not sent again. */
export function eventHash(event: IntervalsWorkoutEvent): string {
  return createHash('sha256')
    .update(JSON.stringify([event.date, event.name, event.description]))
    .digest('hex');
}

/** One workout we put on intervals.icu: its day and the fingerprint of what we sent. */
export interface PushedWorkout {
  date: string;
  hash: string;
}

/**
 * What to send and what to remove, given what intervals.icu already holds from us (external id → pushed). Days
 * before `today` are history: their workouts stay on the rider's calendar whatever the plan now says.
 */
export function pushDiff(
  desired: readonly IntervalsWorkoutEvent[],
  pushed: ReadonlyMap<string, PushedWorkout>,
  today: string,
) {
  const wanted = new Set(desired.map((e) => e.externalId));
  return {
    upserts: desired.filter((e) => pushed.get(e.externalId)?.hash !== eventHash(e)),
    deletes: [...pushed].filter(([id, p]) => p.date >= today && !wanted.has(id)).map(([id]) => id),
  };
}
