import { randomUUID } from 'node:crypto';
import {
  type CoachLanguage,
  dayNumber,
  localDay,
  localizeStrengthSession,
  STRENGTH_SESSIONS,
  type StrengthSession,
  safeTimeZone,
  strengthSessionById,
  strengthSessionLoad,
  strengthTss,
} from '@domestique/coach';
import {
  STRENGTH_LOG_FIRST_DAY,
  type StrengthLog,
  type StrengthLogInput,
  type StrengthSessionDetail,
  type StrengthSessionSummary,
} from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { StrengthRepository } from './strength-repository.ts';

/** Logs shown on a session's page. */
const SESSION_LOGS = 20;

function summary(session: StrengthSession<string>): StrengthSessionSummary {
  return {
    id: session.id,
    name: session.name,
    description: session.description,
    focus: session.focus,
    setting: session.setting,
    durationS: session.durationS,
    rpe: session.rpe,
    load: strengthSessionLoad(session),
    exerciseCount: session.exercises.length,
  };
}

/**
 * Strength and mobility sessions (the coach's library) and the rider's "done" logs. A log's load is Foster's
 * session-RPE of the actual duration and RPE in TSS units (coach `strengthTss`); progress adds it to that day's load.
 */
export function createStrengthService(deps: { repo: StrengthRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const session = (id: string) => {
    const found = strengthSessionById(id);
    if (!found) throw new HttpError(404, 'not_found');
    return found;
  };
  return {
    list(lang: CoachLanguage): { items: StrengthSessionSummary[] } {
      return { items: STRENGTH_SESSIONS.map((s) => summary(localizeStrengthSession(s, lang))) };
    },

    async detail(userId: string, id: string, lang: CoachLanguage): Promise<StrengthSessionDetail> {
      const s = localizeStrengthSession(session(id), lang);
      return {
        ...summary(s),
        purpose: s.purpose,
        exercises: s.exercises.map((e) => ({
          name: e.name,
          sets: e.sets,
          reps: e.reps,
          holdS: e.holdS ?? null,
          perSide: e.perSide ?? false,
          restS: e.restS,
          cue: e.cue,
        })),
        logs: await deps.repo.list(userId, SESSION_LOGS, id),
      };
    },

    /** "Done": on a day from 2000-01-01 to today in the rider's time zone; duration and RPE default to the plan. */
    async log(userId: string, id: string, input: StrengthLogInput): Promise<StrengthLog> {
      const s = session(id);
      const last = localDay(safeTimeZone(await deps.repo.timeZone(userId)), now());
      const day = dayNumber(input.date);
      if (!(day >= dayNumber(STRENGTH_LOG_FIRST_DAY) && day <= dayNumber(last)))
        throw new HttpError(400, 'validation_error', { date: 'strength_date_invalid' });
      const durationS = input.durationS ?? s.durationS;
      const rpe = input.rpe ?? s.rpe;
      return deps.repo.insert({
        id: randomUUID(),
        userId,
        sessionId: s.id,
        doneOn: input.date,
        durationS,
        rpe,
        tss: strengthTss(durationS, rpe),
      });
    },

    logs: (userId: string, limit: number) => deps.repo.list(userId, limit),

    async deleteLog(userId: string, logId: string): Promise<void> {
      if (!(await deps.repo.delete(userId, logId))) throw new HttpError(404, 'not_found');
    },
  };
}

export type StrengthService = ReturnType<typeof createStrengthService>;
