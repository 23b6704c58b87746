import {
  type IntervalFamily,
  type IntervalRow,
  type IntervalTableRow,
  intervalRows,
  intervalWorkout,
} from '../intervals.ts';
import { tr } from '../text.ts';

/**
 * VO2max (106–130 % FTP): long intervals of 2–5 minutes, and short on/off sets — 30/30 and Rønnestad's 30/15
 * (Rønnestad et al., Scand J Med Sci Sports 2015) — that keep oxygen uptake high with less strain per effort. Levels
 * 7–10 also come in 60 and 75 minutes: longer efforts, a higher target and rests down to half the effort.
 */
const PROGRESSION: readonly IntervalTableRow[] = [
  // level, sets, reps, on s, % FTP, off s, set rest s, total min
  [1.0, 1, 4, 120, 110, 120, 0, 45],
  [1.5, 1, 5, 120, 112, 120, 0, 60],
  [2.0, 2, 6, 30, 118, 30, 300, 60],
  [2.5, 1, 4, 180, 110, 180, 0, 60],
  [3.0, 1, 6, 120, 113, 120, 0, 60],
  [3.5, 2, 8, 30, 120, 30, 300, 60],
  [4.0, 1, 5, 180, 112, 180, 0, 60],
  [4.5, 3, 8, 30, 120, 30, 300, 75],
  [5.0, 1, 4, 240, 110, 240, 0, 60],
  [5.5, 2, 10, 30, 122, 15, 240, 60],
  [6.0, 1, 6, 180, 113, 180, 0, 75],
  [6.5, 3, 10, 30, 122, 15, 240, 75],
  [7.0, 1, 5, 240, 112, 240, 0, 75],
  [7.5, 1, 6, 240, 110, 180, 0, 75],
  [8.0, 3, 12, 30, 123, 15, 180, 75],
  [8.5, 1, 5, 300, 110, 300, 0, 90],
  [9.0, 3, 13, 30, 125, 15, 180, 90],
  [9.5, 1, 6, 300, 108, 300, 0, 90],
  [10.0, 1, 8, 240, 112, 180, 0, 90],
  // 45 minutes (26 for the main set after the openers), only at levels that also come in 60 (see sweet-spot.ts)
  [3.0, 1, 4, 180, 112, 120, 0, 45],
  [5.0, 1, 3, 240, 113, 150, 0, 45],
  // 60 minutes (41 for the main set after the openers): 20–25 minutes above 110 %, rests down to 2 minutes
  [7.0, 1, 5, 240, 113, 180, 0, 60],
  [8.0, 1, 4, 300, 112, 180, 0, 60],
  [9.0, 1, 5, 300, 112, 150, 0, 60],
  [10.0, 1, 6, 240, 114, 120, 0, 60],
  // 75 minutes
  [9.0, 1, 6, 300, 110, 180, 0, 75],
  [10.0, 1, 6, 300, 113, 150, 0, 75],
];

const isShort = (row: IntervalRow) => row.onS < 60;

const VO2MAX: IntervalFamily = {
  family: 'vo2max',
  idPrefix: 'vo2max',
  title: tr('VO2max', 'VO2max', 'VO2max'),
  label: tr('VO2max', 'VO2max', 'VO2max'),
  halfBandPct: 3,
  offBand: [40, 55],
  hardWarmup: true,
  setting: (row) => (isShort(row) ? 'indoor' : 'any'),
  startCue: (row) =>
    isShort(row)
      ? tr(
          'On! Quick and smooth to the target, high cadence. The pause is short, so do not overdo the first seconds.',
          'Agora! Suba ao alvo rápido e com suavidade, cadência alta. A pausa é curta, então não exagere nos primeiros segundos.',
          '¡Ya! Sube al objetivo rápido y con suavidad, cadencia alta. La pausa es corta, así que no te pases en los primeros segundos.',
        )
      : tr(
          'Go! Reach the target within 15–20 seconds, then hold it. High cadence (95–105 rpm), breathing hard and deep.',
          'Vai! Chegue ao alvo em 15–20 segundos e sustente. Cadência alta (95–105 rpm), respiração forte e profunda.',
          '¡Vamos! Alcanza el objetivo en 15–20 segundos y mantenlo. Cadencia alta (95–105 rpm), respiración fuerte y profunda.',
        ),
  feel: (row) =>
    isShort(row)
      ? tr(
          'Short on/off efforts keep oxygen uptake near its peak for longer than steady intervals: the first reps feel easy, the last ones do not.',
          'Esforços curtos com pausas curtas mantêm o consumo de oxigênio perto do máximo por mais tempo do que intervalos contínuos: as primeiras repetições parecem fáceis, as últimas não.',
          'Los esfuerzos cortos con pausas cortas mantienen el consumo de oxígeno cerca de su máximo más tiempo que los intervalos continuos: las primeras repeticiones parecen fáciles, las últimas no.',
        )
      : tr(
          'Each effort should become very hard in its second half, breathing at its limit, with the last one as strong as the first.',
          'Cada esforço deve ficar muito duro na segunda metade, com a respiração no limite, e o último tão forte quanto o primeiro.',
          'Cada esfuerzo debe volverse muy duro en su segunda mitad, con la respiración al límite, y el último tan fuerte como el primero.',
        ),
  purpose: () =>
    tr(
      'Raises VO2max, the ceiling of your aerobic engine, by adding up minutes close to maximal oxygen uptake. A higher ceiling lifts threshold with it and gives you the power for short climbs, bridging gaps and hard race moves.',
      'Eleva o VO2max, o teto do seu motor aeróbico, somando minutos perto do consumo máximo de oxigênio. Um teto mais alto puxa o limiar junto e dá potência para subidas curtas, fechar buracos e ataques em prova.',
      'Eleva el VO2máx, el techo de tu motor aeróbico, sumando minutos cerca del consumo máximo de oxígeno. Un techo más alto arrastra el umbral consigo y te da potencia para repechos, cerrar huecos y movimientos de carrera.',
    ),
};

export const VO2MAX_WORKOUTS = intervalRows(PROGRESSION).map((row) => intervalWorkout(VO2MAX, row));
