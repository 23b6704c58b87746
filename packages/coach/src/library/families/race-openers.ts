import type { LibraryWorkout } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { band, cooldown, cue, endurance, openers, recover, repeat, step, warmup } from '../steps.ts';
import { tr } from '../text.ts';

/**
 * Race openers: the day (or two) before an A event, a short ride with a few brief efforts at race pace keeps the
 * legs primed without adding fatigue (coaching.md §3, "Openers"). Planned only there, never as an easy ride.
 */
const RACE_PACE_CUE = tr(
  'Race pace: one minute at the power you will race at. Crisp, controlled, not all-out.',
  'Ritmo de prova: um minuto na potência da prova. Firme e controlado, sem ir ao limite.',
  'Ritmo de carrera: un minuto a la potencia de la carrera. Firme y controlado, sin ir a tope.',
);
const JUMP_CUE = tr(
  'Jump: 15 seconds quick and hard, out of the saddle if you like, then spin easy.',
  'Arrancada: 15 segundos rápidos e fortes, em pé se quiser, depois gire leve.',
  'Arrancada: 15 segundos rápidos y fuertes, de pie si quieres, y luego pedalea suave.',
);
const LABEL = tr('Race pace', 'Ritmo de prova', 'Ritmo de carrera');
const JUMP = tr('Jump', 'Arrancada', 'Arrancada');

export const RACE_OPENER_WORKOUTS: readonly LibraryWorkout[] = [
  {
    ...buildWorkout({
      id: 'endurance-45min-race-openers',
      family: 'endurance',
      level: 1,
      setting: 'any',
      name: tr('Race openers 45 min', 'Ativação pré-prova 45 min', 'Activación precarrera 45 min'),
      description: tr(
        '45 minutes easy with two 1-minute openers, three minutes at race pace and three 15-second jumps, with warm-up and cool-down. Stop fresh: the work is done.',
        '45 minutos leves com duas ativações de 1 minuto, três minutos em ritmo de prova e três arrancadas de 15 segundos, com aquecimento e volta à calma. Termine descansado: o trabalho já está feito.',
        '45 minutos suaves con dos activaciones de 1 minuto, tres minutos a ritmo de carrera y tres arrancadas de 15 segundos, con calentamiento y vuelta a la calma. Termina fresco: el trabajo ya está hecho.',
      ),
      purpose: tr(
        'Wakes the legs up for tomorrow’s race without tiring them: a few short efforts at race pace tell your body what is coming, and the rest of the ride stays easy.',
        'Acorda as pernas para a prova de amanhã sem cansá-las: alguns esforços curtos em ritmo de prova avisam o corpo do que vem por aí, e o resto do treino fica leve.',
        'Despierta las piernas para la carrera de mañana sin cansarlas: unos esfuerzos cortos a ritmo de carrera avisan al cuerpo de lo que viene, y el resto de la salida es suave.',
      ),
      totalMin: 45,
      warmup: [warmup(10), ...openers()],
      main: [
        endurance(300),
        ...repeat(3, [
          step(60, band(95, 105), 'interval', { label: LABEL, cues: [cue(0, RACE_PACE_CUE)] }),
          recover(120),
        ]),
        ...repeat(3, [
          step(15, band(130, 150), 'interval', { label: JUMP, cues: [cue(0, JUMP_CUE)] }),
          recover(105),
        ]),
      ],
      cooldown: [cooldown(5)],
    }),
    opener: true,
  },
];
