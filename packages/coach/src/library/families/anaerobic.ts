import { type IntervalFamily, type IntervalTableRow, intervalRows, intervalWorkout } from '../intervals.ts';
import { tr } from '../text.ts';

/**
 * Anaerobic capacity (121–150 % FTP): efforts of 30 s to 2 min with long recoveries, and 40/20 sets. Levels 6–10 also
 * come in 60 and 75 minutes, with more efforts and shorter recoveries in place of a longer ride.
 */
const PROGRESSION: readonly IntervalTableRow[] = [
  // level, sets, reps, on s, % FTP, off s, set rest s, total min
  [1.0, 1, 5, 60, 125, 180, 0, 60],
  [1.5, 1, 6, 45, 130, 180, 0, 60],
  [2.0, 1, 6, 60, 125, 180, 0, 60],
  [3.0, 2, 5, 40, 135, 20, 300, 60],
  [3.5, 1, 4, 90, 125, 210, 0, 60],
  [4.0, 1, 8, 60, 128, 150, 0, 60],
  [4.5, 1, 4, 120, 124, 240, 0, 60],
  [5.0, 3, 5, 40, 135, 20, 300, 75],
  [5.5, 1, 6, 90, 126, 210, 0, 75],
  [6.0, 1, 10, 60, 130, 120, 0, 75],
  [6.5, 1, 5, 120, 125, 240, 0, 75],
  [7.0, 3, 6, 40, 138, 20, 300, 75],
  [7.5, 1, 8, 90, 127, 180, 0, 90],
  [8.0, 2, 5, 60, 135, 60, 360, 75],
  [8.5, 1, 6, 120, 126, 240, 0, 90],
  [9.0, 3, 8, 30, 145, 30, 300, 90],
  [9.5, 3, 6, 60, 130, 60, 360, 90],
  [10.0, 1, 8, 120, 125, 240, 0, 105],
  // 60 minutes (41 for the main set after the openers): 10–14 minutes of efforts, recoveries down to 1 minute
  [6.0, 1, 10, 60, 128, 120, 0, 60],
  [7.0, 1, 8, 90, 125, 150, 0, 60],
  [8.0, 2, 6, 60, 133, 60, 300, 60],
  [9.0, 1, 7, 120, 125, 150, 0, 60],
  [10.0, 2, 7, 60, 132, 60, 300, 60],
  // 75 minutes
  [9.0, 1, 8, 120, 127, 180, 0, 75],
  [10.0, 3, 6, 60, 132, 60, 240, 75],
];

const ANAEROBIC: IntervalFamily = {
  family: 'anaerobic',
  idPrefix: 'anaerobic',
  title: tr('Anaerobic', 'Anaeróbico', 'Anaeróbico'),
  label: tr('Anaerobic', 'Anaeróbico', 'Anaeróbico'),
  halfBandPct: 3,
  offBand: [40, 55],
  hardWarmup: true,
  setting: (row) => (row.sets > 1 ? 'indoor' : 'any'),
  startCue: () =>
    tr(
      'Hard start, then hold on: this is well above threshold, and your legs will burn before the end.',
      'Saída forte, depois segure: está bem acima do limiar, e as pernas vão queimar antes do fim.',
      'Salida fuerte y luego aguanta: esto está muy por encima del umbral, y las piernas arderán antes del final.',
    ),
  feel: () =>
    tr(
      'These efforts are close to maximal for their length; take the whole recovery so each one is done at full quality.',
      'Esses esforços são quase máximos para a duração; use toda a recuperação para que cada um saia com qualidade.',
      'Estos esfuerzos son casi máximos para su duración; aprovecha toda la recuperación para que cada uno salga con calidad.',
    ),
  purpose: () =>
    tr(
      'Trains anaerobic capacity and your tolerance to lactate: the power for the 30-second to 2-minute efforts that decide races — attacks, short steep climbs, closing gaps, the last kilometre.',
      'Treina a capacidade anaeróbica e a tolerância ao lactato: a potência para os esforços de 30 segundos a 2 minutos que decidem provas — ataques, subidas curtas e íngremes, fechar buracos, o último quilômetro.',
      'Entrena la capacidad anaeróbica y la tolerancia al lactato: la potencia para los esfuerzos de 30 segundos a 2 minutos que deciden carreras: ataques, rampas cortas, cerrar huecos, el último kilómetro.',
    ),
};

export const ANAEROBIC_WORKOUTS = intervalRows(PROGRESSION).map((row) => intervalWorkout(ANAEROBIC, row));
