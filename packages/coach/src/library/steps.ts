/**
 * Building blocks of library workouts: warm-up, openers, recoveries, endurance fill and cool-down, each with its
 * device label and cues in en/pt/es, so every family says these parts the same way.
 */
import type {
  CadenceTarget,
  Cue,
  IntensityClass,
  Localized,
  PowerTarget,
  WorkoutNode,
  WorkoutStep,
} from '../workout/types.ts';
import { tr } from './text.ts';

export type LStep = WorkoutStep<Localized>;
export type LNode = WorkoutNode<Localized>;
export type LCue = Cue<Localized>;

export const LABELS = {
  warmup: tr('Warm-up', 'Aquecimento', 'Calentamiento'),
  opener: tr('Opener', 'Ativação', 'Activación'),
  recover: tr('Recover', 'Recuperação', 'Recuperación'),
  endurance: tr('Endurance', 'Endurance', 'Fondo'),
  cooldown: tr('Cool-down', 'Volta à calma', 'Vuelta a la calma'),
} as const;

interface StepOptions {
  readonly label: Localized;
  readonly cues?: readonly LCue[];
  readonly cadence?: CadenceTarget;
}

export function step(
  seconds: number,
  target: PowerTarget,
  intensity: IntensityClass,
  opts: StepOptions,
): LStep {
  if (!Number.isInteger(seconds) || seconds <= 0)
    throw new Error(`step of ${seconds} s: whole seconds > 0 only`);
  return {
    kind: 'step',
    durationS: seconds,
    target,
    intensity,
    label: opts.label,
    ...(opts.cues && opts.cues.length > 0 ? { cues: opts.cues } : {}),
    ...(opts.cadence ? { cadence: opts.cadence } : {}),
  };
}

export const band = (lowPct: number, highPct: number): PowerTarget => ({ type: 'range', lowPct, highPct });
export const rampTarget = (fromPct: number, toPct: number): PowerTarget => ({ type: 'ramp', fromPct, toPct });

/** `count` × `steps`, or the steps themselves when count is 1 (no needless repeat for a device to show). */
export function repeat(count: number, steps: readonly LNode[]): LNode[] {
  return count === 1 ? [...steps] : [{ kind: 'repeat', count, steps }];
}

export const cue = (offsetS: number, text: Localized): LCue => ({ offsetS, text });

const WARMUP_START = tr(
  'Easy start: spin light and let your legs and breathing wake up.',
  'Comece leve: gire solto e deixe as pernas e a respiração acordarem.',
  'Empieza suave: pedalea ligero y deja que las piernas y la respiración despierten.',
);
const WARMUP_BUILD = tr(
  'Raise the pace little by little. By the end your legs should feel warm and the effort still easy.',
  'Aumente o ritmo aos poucos. No fim, as pernas devem estar aquecidas e o esforço ainda fácil.',
  'Sube el ritmo poco a poco. Al final las piernas deben estar calientes y el esfuerzo aún fácil.',
);

/** A warm-up ramp from 45 % to `toPct` over `minutes`. */
export function warmup(minutes: number, toPct = 70, fromPct = 45): LStep {
  const s = minutes * 60;
  return step(s, rampTarget(fromPct, toPct), 'warmup', {
    label: LABELS.warmup,
    cues: [cue(0, WARMUP_START), cue(Math.floor(s / 2), WARMUP_BUILD)],
  });
}

/** Two 1-minute openers at 100–105 % with 1 minute easy after each: wakes the legs up before hard work. */
export function openers(): LNode[] {
  return repeat(2, [
    step(60, band(100, 105), 'active', {
      label: LABELS.opener,
      cues: [
        cue(
          0,
          tr(
            'Opener: a short taste of the work to come. Brisk, not all-out.',
            'Ativação: uma amostra curta do esforço que vem por aí. Firme, sem ir ao limite.',
            'Activación: una muestra corta del esfuerzo que viene. Firme, sin ir a tope.',
          ),
        ),
      ],
    }),
    step(60, band(50, 55), 'recovery', { label: LABELS.recover }),
  ]);
}

/** Seconds the standard hard-session warm-up takes: a 10-minute ramp then {@link openers}. */
export const HARD_WARMUP_S = 10 * 60 + 4 * 60;
export function hardWarmup(): LNode[] {
  return [warmup(10), ...openers()];
}

const RECOVER_CUE = tr(
  'Easy spin. Drink, breathe deep and let your heart rate come down.',
  'Giro leve. Beba água, respire fundo e deixe os batimentos baixarem.',
  'Pedaleo suave. Bebe, respira hondo y deja que baje el pulso.',
);
const NEXT_CUE = tr(
  'Next one soon: shift gear, lift the cadence and get ready.',
  'O próximo já vem: ajuste a marcha, suba a cadência e se prepare.',
  'Ya viene el siguiente: cambia de marcha, sube la cadencia y prepárate.',
);

/** Easy spinning between efforts, 45–55 % FTP, with a "get ready" cue 15 s before the end when there is room. */
export function recover(seconds: number, lowPct = 45, highPct = 55): LStep {
  const cues = [cue(0, RECOVER_CUE)];
  if (seconds >= 60) cues.push(cue(seconds - 15, NEXT_CUE));
  return step(seconds, band(lowPct, highPct), 'recovery', { label: LABELS.recover, cues });
}

const ENDURANCE_CUE = tr(
  'Steady endurance: a pace you could hold a conversation at, with smooth, round pedalling.',
  'Ritmo de endurance: dá para conversar, com pedalada redonda e constante.',
  'Ritmo de fondo: puedes mantener una conversación, con pedalada redonda y constante.',
);

/** Steady endurance riding (Coggan level 2), e.g. between a main set and the cool-down. */
export function endurance(seconds: number, lowPct = 60, highPct = 70, extra: readonly LCue[] = []): LStep {
  return step(seconds, band(lowPct, highPct), 'active', {
    label: LABELS.endurance,
    cues: [cue(0, ENDURANCE_CUE), ...extra],
  });
}

const COOLDOWN_CUE = tr(
  'Cool-down: spin easy and let everything settle. Well done.',
  'Volta à calma: gire leve e deixe tudo se acalmar. Bom trabalho.',
  'Vuelta a la calma: pedalea suave y deja que todo se calme. Buen trabajo.',
);

/** A cool-down ramp from `fromPct` down to 45 %. */
export function cooldown(minutes: number, fromPct = 65, toPct = 45): LStep {
  return step(minutes * 60, rampTarget(fromPct, toPct), 'cooldown', {
    label: LABELS.cooldown,
    cues: [cue(0, COOLDOWN_CUE)],
  });
}

const HALFWAY = tr(
  'Halfway. Relax your shoulders and hands, keep the pedalling smooth.',
  'Metade. Relaxe os ombros e as mãos, mantenha a pedalada redonda.',
  'Mitad. Relaja hombros y manos, mantén la pedalada redonda.',
);
const LAST_MINUTE = tr(
  'One minute left: hold the target and finish strong.',
  'Falta um minuto: segure o alvo e termine firme.',
  'Queda un minuto: aguanta el objetivo y termina fuerte.',
);
const LAST_SECONDS = tr('Last 15 seconds!', 'Últimos 15 segundos!', '¡Últimos 15 segundos!');

/**
 * Cues of a work interval: `start` at 0, then "halfway" (from 4 minutes) and "one minute left" (from 3 minutes),
 * or "last 15 seconds" for efforts of 45 s to 3 min.
 */
export function workCues(seconds: number, start: Localized): LCue[] {
  const cues = [cue(0, start)];
  if (seconds >= 240) cues.push(cue(Math.floor(seconds / 2), HALFWAY));
  if (seconds >= 180) cues.push(cue(seconds - 60, LAST_MINUTE));
  else if (seconds >= 45) cues.push(cue(seconds - 15, LAST_SECONDS));
  return cues;
}
