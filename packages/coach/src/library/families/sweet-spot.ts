import { type IntervalFamily, type IntervalTableRow, intervalRows, intervalWorkout } from '../intervals.ts';
import { tr } from '../text.ts';

/**
 * Sweet spot (88–94 % FTP): more time at the target and longer blocks as the level rises. Levels 3–10 also come in
 * 60 and 75 minutes: there the time cannot grow, so the level comes from fewer, longer blocks, shorter rests and a
 * target nearer 92 %.
 */
const PROGRESSION: readonly IntervalTableRow[] = [
  // level, sets, reps, on s, % FTP, off s, set rest s, total min
  [1.0, 1, 3, 480, 90, 240, 0, 60],
  [1.5, 1, 3, 360, 90, 180, 0, 45],
  [2.0, 1, 3, 600, 90, 300, 0, 60],
  [2.5, 1, 2, 900, 90, 300, 0, 60],
  [3.0, 1, 4, 600, 90, 240, 0, 75],
  [3.5, 1, 3, 720, 91, 240, 0, 75],
  [4.0, 1, 2, 1200, 90, 300, 0, 75],
  [4.5, 1, 3, 900, 91, 300, 0, 75],
  [5.0, 1, 4, 720, 91, 240, 0, 90],
  [5.5, 1, 3, 1200, 90, 300, 0, 105],
  [6.0, 1, 2, 1800, 90, 300, 0, 90],
  [6.5, 1, 4, 900, 92, 300, 0, 105],
  [7.0, 1, 3, 1200, 92, 300, 0, 105],
  [7.5, 1, 5, 720, 92, 180, 0, 105],
  [8.0, 1, 2, 2400, 90, 600, 0, 120],
  [8.5, 1, 4, 1200, 91, 300, 0, 120],
  [9.0, 1, 3, 1800, 91, 300, 0, 135],
  [9.5, 1, 1, 3600, 90, 0, 0, 90],
  [10.0, 1, 2, 2700, 92, 600, 0, 135],
  // 45 minutes (30 for the main set), only at levels that also come in 60: the plan takes the longer at a tie
  [3.0, 1, 2, 720, 90, 180, 0, 45],
  [5.0, 1, 3, 480, 91, 120, 0, 45],
  [6.0, 1, 1, 1620, 92, 0, 0, 45],
  // 60 minutes (45 for the main set): from 36 minutes in 12-minute blocks to 42 minutes in one piece at 92 %
  [3.0, 1, 3, 720, 90, 180, 0, 60],
  [4.0, 1, 2, 1080, 91, 180, 0, 60],
  [5.0, 1, 2, 1200, 91, 150, 0, 60],
  [6.0, 1, 2, 1200, 92, 150, 0, 60],
  [7.0, 1, 1, 2400, 90, 0, 0, 60],
  [8.0, 1, 1, 2400, 91, 0, 0, 60],
  [9.0, 1, 1, 2400, 92, 0, 0, 60],
  [10.0, 1, 1, 2520, 92, 0, 0, 60],
  // 75 minutes (60 for the main set): from 48 to 55 minutes at the target
  [5.0, 1, 3, 960, 90, 240, 0, 75],
  [6.0, 1, 2, 1500, 91, 300, 0, 75],
  [7.0, 1, 2, 1560, 92, 240, 0, 75],
  [8.0, 1, 1, 3000, 91, 0, 0, 75],
  [9.0, 1, 2, 1620, 92, 180, 0, 75],
  [10.0, 1, 1, 3300, 92, 0, 0, 75],
];

const SWEET_SPOT: IntervalFamily = {
  family: 'sweetSpot',
  idPrefix: 'sweet-spot',
  title: tr('Sweet spot', 'Sweet spot', 'Sweet spot'),
  label: tr('Sweet spot', 'Sweet spot', 'Sweet spot'),
  halfBandPct: 2,
  offBand: [45, 55],
  hardWarmup: false,
  setting: () => 'any',
  startCue: () =>
    tr(
      'Settle into sweet spot: hard but controlled, breathing deep and steady. You could still say a short sentence.',
      'Entre no sweet spot: forte, mas controlado, com respiração profunda e constante. Ainda dá para falar uma frase curta.',
      'Entra en sweet spot: duro pero controlado, con respiración profunda y constante. Aún podrías decir una frase corta.',
    ),
  feel: () =>
    tr(
      'Sweet spot sits just under threshold: comfortably hard, sustainable, but asking for focus by the end of each interval.',
      'O sweet spot fica logo abaixo do limiar: forte, mas sustentável, pedindo concentração no fim de cada intervalo.',
      'El sweet spot está justo por debajo del umbral: exigente pero sostenible, y pide concentración al final de cada intervalo.',
    ),
  purpose: (row) => {
    const base = tr(
      'Builds the aerobic engine and the muscular endurance that raise FTP, with more training effect per hour than endurance riding and less fatigue than threshold work: the workhorse for riders short on time.',
      'Desenvolve o motor aeróbico e a resistência muscular que elevam o FTP, com mais efeito por hora do que o endurance e menos fadiga do que o trabalho de limiar: a base de quem tem pouco tempo para treinar.',
      'Desarrolla el motor aeróbico y la resistencia muscular que elevan el FTP, con más efecto por hora que el fondo y menos fatiga que el trabajo de umbral: la base para quien tiene poco tiempo.',
    );
    if (row.onS < 1200) return base;
    return tr(
      `${base.en} Long blocks also teach you to hold a steady effort, as on a long climb or in a time trial.`,
      `${base.pt} Blocos longos também ensinam a sustentar um esforço constante, como em uma subida longa ou em um contrarrelógio.`,
      `${base.es} Los bloques largos también enseñan a sostener un esfuerzo constante, como en un puerto largo o una contrarreloj.`,
    );
  },
};

export const SWEET_SPOT_WORKOUTS = intervalRows(PROGRESSION).map((row) => intervalWorkout(SWEET_SPOT, row));
