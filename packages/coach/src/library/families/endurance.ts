import type { LibraryWorkout } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { band, cooldown, cue, endurance, type LCue, type LNode, repeat, step, warmup } from '../steps.ts';
import { dur, localized, pct, tr } from '../text.ts';

type Drill = 'steady' | 'cadence' | 'force';

/**
 * Endurance (Coggan level 2, 56–75 % FTP): 60 minutes to 6 hours, steady or with cadence or low-cadence strength
 * drills. Levels rise with length and with the upper end of the band. Past 3 hours the plan picks rides by length
 * (the level only breaks ties), so the long rides share 9.5 (steady) and 10.0 (with strength blocks, for riders at
 * the top); they ride a little lower in the band, as a 5-hour ride should. Cadence drills every 15 minutes stop at
 * 2.5 hours: past that they would be most of the ride.
 */
const PROGRESSION: readonly (readonly [number, number, number, number, Drill])[] = [
  // level, total min, low % FTP, high % FTP, drill
  [1.0, 60, 60, 68, 'steady'],
  [1.5, 60, 62, 70, 'cadence'],
  [2.0, 75, 60, 68, 'steady'],
  [2.5, 75, 62, 70, 'cadence'],
  [3.0, 90, 60, 70, 'steady'],
  [3.5, 90, 62, 72, 'force'],
  [4.0, 105, 60, 70, 'steady'],
  [4.5, 105, 63, 72, 'cadence'],
  [5.0, 120, 62, 72, 'steady'],
  [6.0, 120, 65, 75, 'force'],
  [7.0, 150, 62, 72, 'steady'],
  [8.0, 150, 65, 75, 'cadence'],
  [9.0, 180, 62, 72, 'steady'],
  [10.0, 180, 65, 75, 'force'],
  [9.5, 210, 62, 72, 'steady'],
  [9.5, 240, 62, 72, 'steady'],
  [10.0, 240, 62, 72, 'force'],
  [9.5, 270, 60, 70, 'steady'],
  [9.5, 300, 60, 70, 'steady'],
  [10.0, 300, 62, 72, 'force'],
  [9.5, 330, 60, 70, 'steady'],
  [9.5, 360, 60, 70, 'steady'],
];

export const FUEL_CUE = tr(
  'Eat and drink: a bottle and 30–60 g of carbohydrate every hour keep a long ride productive.',
  'Coma e beba: uma caramanhola e 30–60 g de carboidrato por hora mantêm um treino longo produtivo.',
  'Come y bebe: un bidón y 30–60 g de hidratos por hora mantienen productivo un entrenamiento largo.',
);
const CADENCE_CUE = tr(
  'Cadence drill: 100–110 rpm at the same power. Smooth and quiet in the saddle, no bouncing.',
  'Exercício de cadência: 100–110 rpm na mesma potência. Pedalada suave, sem quicar no selim.',
  'Trabajo de cadencia: 100–110 rpm con la misma potencia. Pedalada suave, sin botar en el sillín.',
);
const FORCE_CUE = tr(
  'Strength block: big gear, 55–65 rpm, seated with a still upper body. Push through the whole pedal stroke.',
  'Bloco de força: marcha pesada, 55–65 rpm, sem sair do selim e com o tronco parado. Empurre o pedal na volta inteira.',
  'Bloque de fuerza: desarrollo duro, 55–65 rpm, sin levantarte del sillín y con el tronco quieto. Empuja el pedal en toda la vuelta.',
);
const NAME = { en: 'Endurance', pt: 'Endurance', es: 'Fondo' } as const;
const DRILL_NAME = {
  steady: { en: '', pt: '', es: '' },
  cadence: { en: ' with cadence drills', pt: ' com exercícios de cadência', es: ' con trabajo de cadencia' },
  force: {
    en: ' with low-cadence strength',
    pt: ' com força em cadência baixa',
    es: ' con fuerza a baja cadencia',
  },
} as const;
const FEEL = tr(
  'Conversational pace: you should finish feeling you could have gone on.',
  'Ritmo de conversa: você deve terminar com a sensação de que poderia continuar.',
  'Ritmo de conversación: deberías terminar con la sensación de que podrías seguir.',
);
const PURPOSE = tr(
  'Builds the base everything else stands on: more mitochondria and capillaries, better use of fat as fuel and a stronger heart. Most of a cyclist’s training time belongs here, easy enough to do again tomorrow.',
  'Constrói a base de todo o resto: mais mitocôndrias e capilares, melhor uso da gordura como combustível e um coração mais forte. A maior parte do tempo de treino de quem pedala deve estar aqui, leve o bastante para repetir amanhã.',
  'Construye la base sobre la que se apoya todo lo demás: más mitocondrias y capilares, mejor uso de la grasa como combustible y un corazón más fuerte. La mayor parte del tiempo de entrenamiento de un ciclista va aquí, suave para poder repetirlo mañana.',
);
const DRILL_PURPOSE = {
  cadence: tr(
    'The cadence drills make your pedalling more efficient at high rpm.',
    'Os exercícios de cadência deixam a pedalada mais eficiente em rotações altas.',
    'El trabajo de cadencia hace tu pedalada más eficiente a altas revoluciones.',
  ),
  force: tr(
    'The low-cadence blocks add strength on the bike, useful on climbs.',
    'Os blocos em cadência baixa somam força na bike, úteis nas subidas.',
    'Los bloques a baja cadencia suman fuerza sobre la bici, útil en las subidas.',
  ),
} as const;

/** "Eat and drink" every 45 minutes of a step of `seconds`, the first `firstS` in. */
export function fuelCues(seconds: number, firstS = 30 * 60): LCue[] {
  const cues: LCue[] = [];
  for (let at = firstS; at < seconds; at += 45 * 60) cues.push(cue(at, FUEL_CUE));
  return cues;
}

function mainSet(
  drill: Drill,
  mainS: number,
  low: number,
  high: number,
): { main: LNode[]; text: ReturnType<typeof tr> | null } {
  if (drill === 'steady') return { main: [endurance(mainS, low, high, fuelCues(mainS))], text: null };
  if (drill === 'cadence') {
    const blocks = Math.floor(mainS / 900);
    const drillStep = step(120, band(low, high), 'active', {
      label: tr('Cadence', 'Cadência', 'Cadencia'),
      cues: [cue(0, CADENCE_CUE)],
      cadence: { lowRpm: 100, highRpm: 110 },
    });
    return {
      main: repeat(blocks, [endurance(780, low, high), drillStep]),
      text: tr(
        'Every 15 minutes, 2 minutes at 100–110 rpm at the same power.',
        'A cada 15 minutos, 2 minutos a 100–110 rpm na mesma potência.',
        'Cada 15 minutos, 2 minutos a 100–110 rpm con la misma potencia.',
      ),
    };
  }
  const blocks = Math.min(4, Math.floor(mainS / 1200));
  const force = step(300, band(70, 75), 'active', {
    label: tr('Strength', 'Força', 'Fuerza'),
    cues: [cue(0, FORCE_CUE)],
    cadence: { lowRpm: 55, highRpm: 65 },
  });
  // The strength blocks' short endurance steps carry no fuel cue, so a long ride after them starts with one.
  const restS = mainS - blocks * 1200;
  const rest = restS >= 45 * 60 ? [endurance(restS, low, high, fuelCues(restS, 5 * 60))] : [];
  return {
    main: [...repeat(blocks, [endurance(900, low, high), force]), ...rest],
    text: localized((lang) => {
      const target = pct(70, 75, lang);
      if (lang === 'pt')
        return `${blocks} blocos de 5 minutos a ${target} do FTP e 55–65 rpm, para ganhar força no pedal.`;
      if (lang === 'es')
        return `${blocks} bloques de 5 minutos al ${target} del FTP y 55–65 rpm, para ganar fuerza en el pedal.`;
      return `${blocks} blocks of 5 minutes at ${target} FTP and 55–65 rpm, to build strength on the pedals.`;
    }),
  };
}

function enduranceRide(row: (typeof PROGRESSION)[number]): LibraryWorkout {
  const [level, totalMin, low, high, drill] = row;
  const { main, text } = mainSet(drill, (totalMin - 20) * 60, low, high);
  return buildWorkout({
    id: `endurance-${totalMin}min-${drill}`,
    family: 'endurance',
    level,
    setting: totalMin > 120 ? 'outdoor' : 'any',
    name: localized((lang) => `${NAME[lang]} ${dur(totalMin * 60)}${DRILL_NAME[drill][lang]}`),
    description: localized((lang) => {
      const target = pct(low, high, lang);
      const length = dur(totalMin * 60);
      const base = {
        en: `${length} of steady endurance riding at ${target} FTP, with warm-up and cool-down.`,
        pt: `${length} de endurance constante a ${target} do FTP, com aquecimento e volta à calma.`,
        es: `${length} de fondo constante al ${target} del FTP, con calentamiento y vuelta a la calma.`,
      }[lang];
      return [base, text?.[lang], FEEL[lang]].filter(Boolean).join(' ');
    }),
    purpose:
      drill === 'steady' ? PURPOSE : localized((lang) => `${PURPOSE[lang]} ${DRILL_PURPOSE[drill][lang]}`),
    totalMin,
    warmup: [warmup(10, low)],
    main,
    cooldown: [cooldown(10, low)],
    fill: { lowPct: low, highPct: high },
  });
}

export const ENDURANCE_WORKOUTS = PROGRESSION.map(enduranceRide);
