import { type IntervalFamily, type IntervalTableRow, intervalRows, intervalWorkout } from '../intervals.ts';
import { tr } from '../text.ts';

/** Tempo (76–90 % FTP): from two 10-minute blocks to 2 hours of tempo inside a long ride. */
const PROGRESSION: readonly IntervalTableRow[] = [
  // level, sets, reps, on s, % FTP, off s, set rest s, total min
  [1.0, 1, 2, 600, 80, 300, 0, 60],
  [2.0, 1, 3, 600, 80, 300, 0, 60],
  [2.5, 1, 2, 900, 82, 300, 0, 60],
  [3.0, 1, 2, 1200, 80, 300, 0, 75],
  [3.5, 1, 3, 900, 82, 300, 0, 75],
  [4.0, 1, 2, 1500, 82, 300, 0, 75],
  [5.0, 1, 3, 1200, 83, 300, 0, 105],
  [5.5, 1, 2, 1800, 83, 300, 0, 90],
  [6.0, 1, 4, 900, 85, 300, 0, 105],
  [7.0, 1, 2, 2400, 84, 600, 0, 120],
  [7.5, 1, 3, 1500, 85, 300, 0, 120],
  [8.0, 1, 1, 3600, 82, 0, 0, 90],
  [8.5, 1, 3, 1800, 85, 300, 0, 135],
  [9.0, 1, 2, 2700, 85, 600, 0, 150],
  [10.0, 1, 3, 2400, 86, 600, 0, 180],
];

const TEMPO: IntervalFamily = {
  family: 'tempo',
  idPrefix: 'tempo',
  title: tr('Tempo', 'Tempo', 'Tempo'),
  label: tr('Tempo', 'Tempo', 'Tempo'),
  halfBandPct: 2,
  offBand: [50, 60],
  hardWarmup: false,
  setting: (row) => (row.totalMin > 150 ? 'outdoor' : 'any'),
  startCue: () =>
    tr(
      'Tempo: a brisk, steady rhythm. Breathing gets deeper, but you can still talk in phrases.',
      'Tempo: ritmo firme e constante. A respiração fica mais profunda, mas ainda dá para falar frases curtas.',
      'Tempo: ritmo vivo y constante. La respiración se hace más profunda, pero aún puedes hablar con frases cortas.',
    ),
  feel: () =>
    tr(
      'Tempo is steady with purpose: harder than endurance, well short of threshold, and repeatable day after day.',
      'Tempo é um ritmo firme com propósito: mais forte que o endurance, bem abaixo do limiar e repetível dia após dia.',
      'El tempo es un ritmo firme con intención: más duro que el fondo, lejos del umbral y repetible día tras día.',
    ),
  purpose: () =>
    tr(
      'Raises the power you can hold for hours and the fuel economy that goes with it: more time at a strong aerobic intensity than endurance rides give, without the recovery cost of threshold work. Good preparation for long climbs, gran fondos and pulling at the front of a group.',
      'Eleva a potência que você sustenta por horas e a economia de energia que vem com ela: mais tempo em uma intensidade aeróbica forte do que o endurance oferece, sem o custo de recuperação do limiar. Boa preparação para subidas longas, gran fondos e para puxar o grupo.',
      'Eleva la potencia que puedes sostener durante horas y la economía de combustible que la acompaña: más tiempo a una intensidad aeróbica fuerte que el fondo, sin el coste de recuperación del umbral. Buena preparación para puertos largos, marchas y tirar del grupo.',
    ),
};

export const TEMPO_WORKOUTS = intervalRows(PROGRESSION).map((row) => intervalWorkout(TEMPO, row));
