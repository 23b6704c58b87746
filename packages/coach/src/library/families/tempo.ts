import type { LibraryWorkout } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { type IntervalFamily, type IntervalTableRow, intervalRows, intervalWorkout } from '../intervals.ts';
import { band, cooldown, endurance, type LNode, step, warmup, workCues } from '../steps.ts';
import { dur, localized, pct, tr } from '../text.ts';
import { FUEL_CUE, fuelCues } from './endurance.ts';

/**
 * Tempo (76–90 % FTP): from two 10-minute blocks to 2 hours of tempo inside a long ride. Every level also comes in
 * 60 and 75 minutes (from level 4), so a rider with short weekday slots still progresses: the short high levels
 * fill the time with longer, less broken blocks at a higher target instead of adding hours.
 */
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
  // 45 minutes: 30 for the main set, only at levels that also come in 60 (see sweet-spot.ts)
  [2.0, 1, 2, 720, 80, 180, 0, 45],
  [4.0, 1, 1, 1500, 83, 0, 0, 45],
  [6.0, 1, 1, 1620, 86, 0, 0, 45],
  // 60 minutes: 45 for the main set
  [4.0, 1, 2, 1080, 83, 180, 0, 60],
  [5.0, 1, 1, 2400, 83, 0, 0, 60],
  [6.0, 1, 2, 1200, 85, 150, 0, 60],
  [7.0, 1, 1, 2400, 85, 0, 0, 60],
  [8.0, 1, 2, 1260, 86, 90, 0, 60],
  [9.0, 1, 1, 2520, 86, 0, 0, 60],
  [10.0, 1, 1, 2520, 88, 0, 0, 60],
  // 75 minutes: 60 for the main set
  [5.0, 1, 2, 1500, 84, 300, 0, 75],
  [6.0, 1, 1, 3000, 83, 0, 0, 75],
  [7.0, 1, 2, 1560, 85, 240, 0, 75],
  [8.0, 1, 1, 3300, 84, 0, 0, 75],
  [9.0, 1, 2, 1620, 86, 180, 0, 75],
  [10.0, 1, 1, 3300, 87, 0, 0, 75],
];

const START_CUE = tr(
  'Tempo: a brisk, steady rhythm. Breathing gets deeper, but you can still talk in phrases.',
  'Tempo: ritmo firme e constante. A respiração fica mais profunda, mas ainda dá para falar frases curtas.',
  'Tempo: ritmo vivo y constante. La respiración se hace más profunda, pero aún puedes hablar con frases cortas.',
);

const FEEL = tr(
  'Tempo is steady with purpose: harder than endurance, well short of threshold, and repeatable day after day.',
  'Tempo é um ritmo firme com propósito: mais forte que o endurance, bem abaixo do limiar e repetível dia após dia.',
  'El tempo es un ritmo firme con intención: más duro que el fondo, lejos del umbral y repetible día tras día.',
);
const PURPOSE = tr(
  'Raises the power you can hold for hours and the fuel economy that goes with it: more time at a strong aerobic intensity than endurance rides give, without the recovery cost of threshold work. Good preparation for long climbs, gran fondos and pulling at the front of a group.',
  'Eleva a potência que você sustenta por horas e a economia de energia que vem com ela: mais tempo em uma intensidade aeróbica forte do que o endurance oferece, sem o custo de recuperação do limiar. Boa preparação para subidas longas, gran fondos e para puxar o grupo.',
  'Eleva la potencia que puedes sostener durante horas y la economía de combustible que la acompaña: más tiempo a una intensidad aeróbica fuerte que el fondo, sin el coste de recuperación del umbral. Buena preparación para puertos largos, marchas y tirar del grupo.',
);

const TEMPO: IntervalFamily = {
  family: 'tempo',
  idPrefix: 'tempo',
  title: tr('Tempo', 'Tempo', 'Tempo'),
  label: tr('Tempo', 'Tempo', 'Tempo'),
  halfBandPct: 2,
  offBand: [50, 60],
  hardWarmup: false,
  setting: (row) => (row.totalMin > 150 ? 'outdoor' : 'any'),
  startCue: () => START_CUE,
  feel: () => FEEL,
  purpose: () => PURPOSE,
};

/**
 * Long tempo rides (outdoor, 3.5–5 hours) for the long day of climbers and gran-fondo riders: two or three tempo
 * blocks spread through hours of endurance, so the last one comes on tired legs, as the last climb of a long day
 * does. The endurance between blocks is where the rider eats.
 */
const LONG_RIDES: readonly (readonly [number, number, number, number, number])[] = [
  // level, total min, blocks, block min, % FTP
  [9.0, 210, 2, 30, 84],
  [9.5, 240, 3, 30, 85],
  [9.5, 270, 2, 40, 85],
  [10.0, 300, 3, 40, 86],
];

const HALF_BAND = 2;
const LONG_PURPOSE = tr(
  'Spread through a long ride, the blocks also train fatigue resistance: holding power late in the day, when climbs and races are decided.',
  'Distribuídos ao longo de um pedal longo, os blocos também treinam a resistência à fadiga: sustentar a potência no fim do dia, quando as subidas e as provas se decidem.',
  'Repartidos a lo largo de una salida larga, los bloques también entrenan la resistencia a la fatiga: sostener la potencia al final del día, cuando se deciden los puertos y las carreras.',
);

function longTempoRide([
  level,
  totalMin,
  blocks,
  blockMin,
  target,
]: (typeof LONG_RIDES)[number]): LibraryWorkout {
  const blockS = blockMin * 60;
  const tempo = step(blockS, band(target - HALF_BAND, target + HALF_BAND), 'interval', {
    label: TEMPO.label,
    cues: workCues(blockS, START_CUE),
  });
  // endurance before, between and after the blocks in equal whole minutes; the last part takes what rounding leaves
  const enduranceMin = totalMin - 20 - blocks * blockMin;
  const partMin = Math.floor(enduranceMin / (blocks + 1));
  const main: LNode[] = [];
  for (let i = 0; i <= blocks; i++) {
    const s = (i < blocks ? partMin : enduranceMin - blocks * partMin) * 60;
    // eat once breathing settles after a block; before the first one, half an hour in as on an endurance ride
    main.push(endurance(s, undefined, undefined, fuelCues(s, i === 0 ? 30 * 60 : 5 * 60)));
    if (i < blocks) main.push(tempo);
  }
  const length = dur(totalMin * 60);
  const shape = `${blocks} × ${dur(blockS)}`;
  return buildWorkout({
    id: `tempo-${totalMin}min-${blocks}x${blockMin}-${target}`,
    family: 'tempo',
    level,
    setting: 'outdoor',
    name: localized((lang) => {
      const p = pct(target, target, lang);
      if (lang === 'pt') return `Pedal longo de ${length} com ${shape} de tempo (${p})`;
      if (lang === 'es') return `Salida larga de ${length} con ${shape} de tempo (${p})`;
      return `Long ride ${length} with ${shape} of tempo (${p})`;
    }),
    description: localized((lang) => {
      const easy = pct(60, 70, lang);
      const work = pct(target - HALF_BAND, target + HALF_BAND, lang);
      const structure = {
        en: `A ${length} outdoor ride at endurance pace (${easy} FTP) with ${shape} of tempo at ${work} FTP spread through it, the last one on tired legs, with warm-up and cool-down.`,
        pt: `Pedal de ${length} ao ar livre em ritmo de endurance (${easy} do FTP) com ${shape} de tempo a ${work} do FTP distribuídos ao longo do treino, o último já com as pernas cansadas, com aquecimento e volta à calma.`,
        es: `Salida de ${length} al aire libre a ritmo de fondo (${easy} del FTP) con ${shape} de tempo al ${work} del FTP repartidos a lo largo de la salida, el último ya con las piernas cansadas, con calentamiento y vuelta a la calma.`,
      }[lang];
      return `${structure} ${FUEL_CUE[lang]} ${FEEL[lang]}`;
    }),
    purpose: localized((lang) => `${PURPOSE[lang]} ${LONG_PURPOSE[lang]}`),
    totalMin,
    warmup: [warmup(10)],
    main,
    cooldown: [cooldown(10)],
  });
}

export const TEMPO_WORKOUTS = [
  ...intervalRows(PROGRESSION).map((row) => intervalWorkout(TEMPO, row)),
  ...LONG_RIDES.map(longTempoRide),
];
