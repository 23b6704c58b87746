/**
 * The strength and mobility sessions of the library. Each declares its exercises as a prescription table
 * (exercise, sets, reps or hold, rest, per side) in `sessions-bodyweight.ts` and `sessions-gym.ts`; names and cues
 * come from `exercises.ts`.
 */
import type { Localized } from '../workout/types.ts';
import { EXERCISES } from './exercises.ts';
import type { Prescription, SessionDefinition } from './session-definition.ts';
import { BODYWEIGHT_SESSIONS } from './sessions-bodyweight.ts';
import { GYM_SESSIONS } from './sessions-gym.ts';
import type { StrengthExercise, StrengthSession } from './types.ts';

function exercise([key, sets, amount, restS, side]: Prescription): StrengthExercise<Localized> {
  const hold = typeof amount === 'string' ? Number(amount.slice(0, -1)) : null;
  return {
    name: EXERCISES[key].name,
    cue: EXERCISES[key].cue,
    sets,
    reps: hold === null ? (amount as number) : null,
    ...(hold === null ? {} : { holdS: hold }),
    ...(side ? { perSide: true } : {}),
    restS,
  };
}

function session(d: SessionDefinition): StrengthSession {
  return {
    id: d.id,
    focus: d.focus,
    setting: d.setting,
    name: d.name,
    description: d.description,
    purpose: d.purpose,
    durationS: d.minutes * 60,
    rpe: d.rpe,
    exercises: d.exercises.map(exercise),
  };
}

/** Every strength and mobility session: bodyweight ones first, then gym ones. */
export const STRENGTH_SESSIONS: readonly StrengthSession[] = Object.freeze(
  [...BODYWEIGHT_SESSIONS, ...GYM_SESSIONS].map(session),
);

const BY_ID = new Map(STRENGTH_SESSIONS.map((s) => [s.id, s]));

/** The strength session with this id, or undefined. */
export function strengthSessionById(id: string): StrengthSession | undefined {
  return BY_ID.get(id);
}
