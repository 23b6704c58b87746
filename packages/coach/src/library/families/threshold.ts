import { type IntervalFamily, type IntervalTableRow, intervalRows, intervalWorkout } from '../intervals.ts';
import { tr } from '../text.ts';

/**
 * Threshold (95–105 % FTP): from 4 × 5 minutes to 40 minutes in one piece. Levels 5–10 also come in 60 and 75
 * minutes, where the level comes from longer efforts, shorter rests and a target of up to 102 % rather than hours.
 */
const PROGRESSION: readonly IntervalTableRow[] = [
  // level, sets, reps, on s, % FTP, off s, set rest s, total min
  [1.0, 1, 4, 300, 98, 180, 0, 60],
  [1.5, 1, 3, 480, 98, 240, 0, 60],
  [2.0, 1, 5, 300, 100, 150, 0, 60],
  [2.5, 1, 3, 600, 97, 300, 0, 75],
  [3.0, 1, 4, 480, 100, 240, 0, 75],
  [3.5, 1, 2, 900, 98, 240, 0, 60],
  [4.0, 1, 3, 720, 98, 300, 0, 75],
  [5.0, 1, 2, 1200, 98, 300, 0, 75],
  [5.5, 1, 4, 600, 100, 300, 0, 90],
  [6.0, 1, 3, 900, 99, 300, 0, 90],
  [7.0, 1, 5, 600, 100, 300, 0, 105],
  [7.5, 1, 2, 1500, 98, 300, 0, 90],
  [8.0, 1, 3, 1200, 98, 300, 0, 105],
  [8.5, 1, 4, 900, 100, 300, 0, 120],
  [9.0, 1, 2, 1800, 98, 600, 0, 120],
  [9.5, 1, 1, 2400, 98, 0, 0, 90],
  [10.0, 1, 3, 1500, 99, 300, 0, 120],
  // 45 minutes (26 for the main set after the openers), only at levels that also come in 60 (see sweet-spot.ts)
  [2.0, 1, 2, 480, 98, 180, 0, 45],
  [3.5, 1, 2, 600, 99, 180, 0, 45],
  [6.0, 1, 2, 660, 101, 120, 0, 45],
  // 60 minutes (41 for the main set after the openers): 30–36 minutes at 99–102 %, longer and less broken
  [5.0, 1, 3, 600, 99, 150, 0, 60],
  [6.0, 1, 2, 900, 101, 240, 0, 60],
  [7.0, 1, 4, 480, 101, 90, 0, 60],
  [8.0, 1, 2, 960, 102, 180, 0, 60],
  [9.0, 1, 3, 720, 100, 100, 0, 60],
  [10.0, 1, 2, 1080, 102, 150, 0, 60],
  // 75 minutes (56 for the main set): 42–50 minutes at 100–101 %
  [6.0, 1, 3, 840, 100, 180, 0, 75],
  [7.0, 1, 2, 1320, 100, 240, 0, 75],
  [8.0, 1, 3, 900, 101, 150, 0, 75],
  [9.0, 1, 4, 720, 101, 120, 0, 75],
  [10.0, 1, 2, 1500, 101, 180, 0, 75],
];

const THRESHOLD: IntervalFamily = {
  family: 'threshold',
  idPrefix: 'threshold',
  title: tr('Threshold', 'Limiar', 'Umbral'),
  label: tr('Threshold', 'Limiar', 'Umbral'),
  halfBandPct: 2,
  offBand: [45, 55],
  hardWarmup: true,
  setting: () => 'any',
  startCue: () =>
    tr(
      'Threshold: reach the target within 30 seconds and hold it. Hard, rhythmic breathing; talking is down to single words.',
      'Limiar: chegue ao alvo em até 30 segundos e sustente. Respiração forte e ritmada; só dá para falar palavras soltas.',
      'Umbral: alcanza el objetivo en 30 segundos y mantenlo. Respiración fuerte y rítmica; solo puedes decir palabras sueltas.',
    ),
  feel: () =>
    tr(
      'Threshold is the hardest effort you can sustain without blowing up: pace the first minutes, they decide the last ones.',
      'O limiar é o esforço mais forte que dá para sustentar sem estourar: dose os primeiros minutos, eles decidem os últimos.',
      'El umbral es el esfuerzo más duro que puedes sostener sin reventar: dosifica los primeros minutos, deciden los últimos.',
    ),
  purpose: () =>
    tr(
      'Raises FTP by working right at it: your muscles learn to clear lactate as fast as they make it, and you learn what your limit feels like. Key for time trials, long climbs and breakaways.',
      'Eleva o FTP trabalhando exatamente nele: os músculos aprendem a remover o lactato tão rápido quanto o produzem, e você aprende como é o seu limite. Essencial para contrarrelógios, subidas longas e fugas.',
      'Eleva el FTP trabajando justo en él: los músculos aprenden a eliminar el lactato tan rápido como lo producen, y aprendes cómo se siente tu límite. Clave para contrarrelojes, puertos largos y escapadas.',
    ),
};

export const THRESHOLD_WORKOUTS = intervalRows(PROGRESSION).map((row) => intervalWorkout(THRESHOLD, row));
