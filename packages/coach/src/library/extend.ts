/**
 * A library workout ridden inside a longer ride: the same warm-up and main set, then endurance riding up to the
 * planned length, then the same cool-down. Plans use it to fill the rider's time on a day with more room than the
 * workout (a 2 × 20-minute threshold set in a 2 h 30 min Saturday ride) instead of leaving hours unused — the dose
 * that makes riders fitter comes from the hours they have (docs/coach-plans.md, "Dose"). Its id is the base id with
 * `-in-<minutes>min`, so a stored plan, an export or a calendar feed resolves it without a table of its own.
 */
import { workoutDurationS } from '../workout/target-series.ts';
import type { LibraryWorkout } from '../workout/types.ts';
import { fuelCues } from './families/endurance.ts';
import { endurance, type LNode } from './steps.ts';
import { dur, localized } from './text.ts';

/** Extended rides come in whole quarter hours, from 15 minutes over the workout to 6 hours in all. */
export const EXTENSION_STEP_S = 15 * 60;
export const MAX_EXTENDED_S = 6 * 3600;
/** Families a plan never extends: endurance and recovery rides come in their own lengths, tests are what they are. */
const NOT_EXTENDED = new Set(['endurance', 'recovery', 'ftpTest']);

const ID_PATTERN = /^(.+)-in-(\d{2,3})min$/;

export function extendedWorkoutId(baseId: string, totalS: number): string {
  return `${baseId}-in-${Math.round(totalS / 60)}min`;
}

/** `{baseId, totalS}` of an extended id, or null for any other id. */
export function parseExtendedId(id: string): { baseId: string; totalS: number } | null {
  const m = ID_PATTERN.exec(id);
  return m ? { baseId: m[1]!, totalS: Number(m[2]) * 60 } : null;
}

/** Whether `base` may be ridden within a ride of `totalS` seconds. */
export function canExtend(base: Pick<LibraryWorkout, 'family'>, baseS: number, totalS: number): boolean {
  return (
    !NOT_EXTENDED.has(base.family) &&
    totalS % EXTENSION_STEP_S === 0 &&
    totalS >= baseS + EXTENSION_STEP_S &&
    totalS <= MAX_EXTENDED_S
  );
}

/** `base` within a ride of `totalS` seconds, or null when it may not be extended to that length. */
export function extendWorkout(base: LibraryWorkout, totalS: number): LibraryWorkout | null {
  const baseS = workoutDurationS(base.steps);
  if (!canExtend(base, baseS, totalS)) return null;
  const extraS = totalS - baseS;
  // The cool-down is the trailing run of cool-down steps; the endurance block goes just before it.
  let cut = base.steps.length;
  while (cut > 0) {
    const node = base.steps[cut - 1]!;
    if (node.kind !== 'step' || node.intensity !== 'cooldown') break;
    cut--;
  }
  const steps: LNode[] = [
    ...base.steps.slice(0, cut),
    endurance(extraS, 60, 70, fuelCues(extraS, 20 * 60)),
    ...base.steps.slice(cut),
  ];
  const total = dur(totalS);
  const extra = dur(extraS);
  return {
    ...base,
    id: extendedWorkoutId(base.id, totalS),
    setting: base.setting === 'indoor' && totalS > 2 * 3600 ? 'any' : base.setting,
    name: localized((lang) => {
      const within = {
        en: `in a ${total} ride`,
        pt: `em um treino de ${total}`,
        es: `en una salida de ${total}`,
      };
      return `${base.name[lang]} ${within[lang]}`;
    }),
    description: localized((lang) => {
      const more = {
        en: `Ridden within a ${total} ride: the main set as written, then ${extra} of endurance at 60–70% FTP before the cool-down.`,
        pt: `Feito dentro de um treino de ${total}: a série principal como descrita e depois ${extra} de endurance a 60–70% do FTP antes da volta à calma.`,
        es: `Dentro de una salida de ${total}: la serie principal tal como está y después ${extra} de fondo al 60–70 % del FTP antes de la vuelta a la calma.`,
      };
      return `${base.description[lang]} ${more[lang]}`;
    }),
    steps,
  };
}
