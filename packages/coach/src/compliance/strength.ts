/**
 * Strength session ↔ strength log matching, the strength counterpart of `matchRides`: no ride file records a strength
 * session, so the rider logs it as done on a day. A log completes a strength session planned on its day — the same
 * session (library id) first, else any other strength session of that day; one log, one session. A strength session
 * with no log is missed once its day is past, planned until then. Rides say nothing about strength and logs nothing
 * about rides. A log that completed no session (a day with none, or more logs than sessions) is unplanned: its load
 * still counts toward the week, as an unplanned ride's does.
 *
 * The calendar's rows and the plan overview's weekly counts both come from this one function, so a week never
 * shows one number of done strength sessions on one screen and another elsewhere.
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import type { Plan, PlannedStrength } from '../plan/types.ts';

/** A strength session the rider logged as done (the server maps its strength logs to this). */
export interface StrengthLogRecord {
  /** The day the rider says they did it, in their calendar. */
  readonly date: IsoDate;
  /** The library strength session they logged. */
  readonly sessionId: string;
  /** Time the session took, seconds. */
  readonly durationS: number;
  /** Its estimated load in TSS units (session-RPE, `strengthTss`). */
  readonly tss: number;
}

export interface StrengthOutcome {
  readonly uid: string;
  readonly date: IsoDate;
  /** Strength has no partial: a logged session is done, whatever the log's duration or RPE. */
  readonly status: 'completed' | 'missed' | 'planned';
  /** The log that completed it. */
  readonly log: StrengthLogRecord | null;
}

export interface StrengthMatch {
  /** One per planned strength session, in date order (then the day's order). */
  readonly outcomes: readonly StrengthOutcome[];
  /** Logs that completed no planned session, in the order given. */
  readonly unplanned: readonly StrengthLogRecord[];
}

/**
 * The status of every strength session of `plan` from the rider's `logs`, given in the order they were made (the
 * earliest log of a day is the first one taken).
 */
export function matchStrength(plan: Plan, logs: readonly StrengthLogRecord[], today: IsoDate): StrengthMatch {
  const logsOn = new Map<IsoDate, StrengthLogRecord[]>();
  for (const log of logs) logsOn.set(log.date, [...(logsOn.get(log.date) ?? []), log]);
  const used = new Set<StrengthLogRecord>();
  const outcomes: StrengthOutcome[] = [];
  for (const day of plan.weeks.flatMap((w) => w.days)) {
    const sessions = day.sessions.filter((s): s is PlannedStrength => s.kind === 'strength');
    if (sessions.length === 0) continue;
    const free = () => (logsOn.get(day.date) ?? []).filter((l) => !used.has(l));
    const taken = new Map<string, StrengthLogRecord>();
    const take = (s: PlannedStrength, log: StrengthLogRecord | undefined) => {
      if (!log) return;
      taken.set(s.uid, log);
      used.add(log);
    };
    // the log of that very session first, so logging "core" does not use up the day's other session's log
    for (const s of sessions)
      take(
        s,
        free().find((l) => l.sessionId === s.workoutId),
      );
    for (const s of sessions) if (!taken.has(s.uid)) take(s, free()[0]);
    const past = daysBetween(day.date, today) > 0;
    for (const s of sessions) {
      const log = taken.get(s.uid) ?? null;
      outcomes.push({
        uid: s.uid,
        date: day.date,
        status: log ? 'completed' : past ? 'missed' : 'planned',
        log,
      });
    }
  }
  return { outcomes, unplanned: logs.filter((l) => !used.has(l)) };
}
