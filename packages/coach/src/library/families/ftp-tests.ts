import { FTP_TEST_PROTOCOLS } from '@domestique/science';
import type { LibraryWorkout, Localized } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { band, cooldown, cue, type LCue, type LNode, recover, repeat, step, warmup } from '../steps.ts';
import { localized, pct, tr } from '../text.ts';

/**
 * The three field tests `@domestique/science` reads (`FTP_TEST_PROTOCOLS`): ramp (0.75 × best minute), 20 minutes
 * (0.95 × the effort) and 2 × 8 minutes (0.90 × their mean). Factors and effort lengths come from science, so the
 * texts and the FTP computed from the ride cannot disagree.
 */
const RAMP = FTP_TEST_PROTOCOLS.ramp;
const TWENTY = FTP_TEST_PROTOCOLS['20min'];
const EIGHT = FTP_TEST_PROTOCOLS['8min'];
const factorPct = (factor: number) => Math.round(factor * 100);

/** Ramp steps: 1 minute each, +6 % FTP per step from 50 %, written up to a 152 % ceiling (most riders stop earlier). */
export const RAMP_TEST_STEPS = { startPct: 50, stepPct: 6, ceilingPct: 152, stepS: RAMP.durationS } as const;

const TEST_LABEL = tr('FTP test', 'Teste de FTP', 'Test de FTP');
const PRIME = tr(
  'Fast pedalling: 100–110 rpm at a moderate effort, to get your legs ready.',
  'Pedalada rápida: 100–110 rpm em esforço moderado, para preparar as pernas.',
  'Pedaleo rápido: 100–110 rpm a un esfuerzo moderado, para preparar las piernas.',
);
const ERG_OFF = tr(
  'Recover fully. Turn ERG mode off now: the test is ridden by feel, the target is only a guide.',
  'Recupere por completo. Desligue o modo ERG agora: o teste é feito por sensação, o alvo é só uma referência.',
  'Recupera por completo. Apaga el modo ERG ahora: el test se hace por sensaciones, el objetivo es solo una referencia.',
);

/** Warm-up shared by the 20- and 8-minute tests: 10-minute ramp, 3 × 1 minute fast pedalling, 5 minutes easy. */
function testWarmup(): LNode[] {
  const fast = step(60, band(95, 100), 'active', {
    label: tr('Fast pedalling', 'Pedalada rápida', 'Pedaleo rápido'),
    cues: [cue(0, PRIME)],
    cadence: { lowRpm: 100, highRpm: 110 },
  });
  return [warmup(10), ...repeat(3, [fast, recover(60, 50, 55)]), recover(300, 50, 60)];
}

function effort(seconds: number, lowPct: number, highPct: number, cues: readonly LCue[]): LNode {
  return step(seconds, band(lowPct, highPct), 'interval', { label: TEST_LABEL, cues });
}

function rampTest(): LibraryWorkout {
  const { startPct, stepPct, ceilingPct, stepS } = RAMP_TEST_STEPS;
  const steps: LNode[] = [];
  for (let p = startPct; p <= ceilingPct; p += stepPct) {
    const cues: LCue[] = [];
    const say: Record<number, Localized> = {
      [startPct]: tr(
        'The ramp starts: the target rises by 6% FTP every minute. Easy for now. When you can no longer hold the target, stop and skip to the cool-down (lap button).',
        'A rampa começa: o alvo sobe 6% do FTP a cada minuto. Por enquanto é fácil. Quando não conseguir mais segurar o alvo, pare e pule para a volta à calma (botão de volta).',
        'Empieza la rampa: el objetivo sube un 6 % del FTP cada minuto. Por ahora es fácil. Cuando ya no puedas mantener el objetivo, para y salta a la vuelta a la calma (botón de vuelta).',
      ),
      80: tr(
        'Still comfortable? Good. Keep your breathing relaxed and your cadence steady.',
        'Ainda confortável? Ótimo. Mantenha a respiração tranquila e a cadência constante.',
        '¿Todo bajo control? Bien. Mantén la respiración tranquila y la cadencia constante.',
      ),
      104: tr(
        'Now it gets hard. Every full minute you add raises your result.',
        'Agora fica difícil. Cada minuto completo a mais aumenta o seu resultado.',
        'Ahora se pone duro. Cada minuto completo que sumas mejora tu resultado.',
      ),
      122: tr(
        'Dig deep: finish this minute, then see if you can do one more.',
        'Vá fundo: termine este minuto e veja se aguenta mais um.',
        'Aprieta: termina este minuto y mira si aguantas uno más.',
      ),
      146: tr(
        'Beyond what most riders reach. Keep going as long as you can hold the target.',
        'Além do que a maioria alcança. Continue enquanto conseguir segurar o alvo.',
        'Más allá de lo que alcanza la mayoría. Sigue mientras puedas mantener el objetivo.',
      ),
    };
    const text = say[p];
    if (text) cues.push(cue(0, text));
    steps.push(
      step(stepS, band(p, p), 'interval', {
        label: localized((lang) => `${{ en: 'Ramp', pt: 'Rampa', es: 'Rampa' }[lang]} ${pct(p, p, lang)}`),
        cues,
      }),
    );
  }
  const last = steps.length;
  const factor = factorPct(RAMP.factor);
  return buildWorkout({
    id: 'ftp-test-ramp',
    family: 'ftpTest',
    level: 4,
    setting: 'indoor',
    ftpTest: 'ramp',
    name: tr('Ramp test', 'Teste de rampa', 'Test de rampa'),
    description: localized((lang) => {
      const ceiling = pct(ceilingPct, ceilingPct, lang);
      if (lang === 'pt')
        return `Aquecimento de 5 minutos e depois degraus de 1 minuto que sobem 6% do FTP a partir de 50%, até você não conseguir mais segurar o alvo. Os degraus vão até ${ceiling} apenas como teto (${last} degraus): o tempo e a carga planejados contam todos eles, e a maioria para vários degraus antes. Faça em modo ERG ou seguindo o alvo de perto, sem sair do selim.`;
      if (lang === 'es')
        return `Calentamiento de 5 minutos y luego escalones de 1 minuto que suben un 6 % del FTP desde el 50 %, hasta que ya no puedas mantener el objetivo. Los escalones llegan hasta el ${ceiling} solo como techo (${last} escalones): el tiempo y la carga previstos los cuentan todos, y la mayoría para varios escalones antes. Hazlo en modo ERG o siguiendo el objetivo de cerca, sin levantarte del sillín.`;
      return `A 5-minute warm-up, then 1-minute steps rising by 6% FTP from 50%, until you can no longer hold the target. The steps are written up to ${ceiling} only as a ceiling (${last} steps): the planned time and load count all of them, and most riders stop several steps earlier. Ride it in ERG mode or by following the target closely, seated.`;
    }),
    purpose: localized((lang) => {
      const f = pct(factor, factor, lang);
      if (lang === 'pt')
        return `Mede o seu FTP para que os alvos de todos os treinos sirvam para você. O teste de rampa é curto e não exige saber dosar o ritmo: o FTP é ${f} da sua melhor potência de 1 minuto. Repita a cada 4–6 semanas, no fim de um bloco de treino.`;
      if (lang === 'es')
        return `Mide tu FTP para que los objetivos de todos los entrenamientos se ajusten a ti. El test de rampa es corto y no exige saber dosificar: el FTP es el ${f} de tu mejor potencia de 1 minuto. Repítelo cada 4–6 semanas, al final de un bloque de entrenamiento.`;
      return `Measures your FTP so every workout's targets fit you. The ramp test is short and needs no pacing skill: FTP is ${f} of your best one-minute power. Retest every 4–6 weeks, at the end of a training block.`;
    }),
    totalMin: 5 + last + 5,
    warmup: [
      step(300, band(45, 50), 'warmup', {
        label: tr('Warm-up', 'Aquecimento', 'Calentamiento'),
        cues: [
          cue(
            0,
            tr(
              'Ramp test. After this warm-up the target rises every minute until you can no longer hold it. Stay seated and keep a steady cadence.',
              'Teste de rampa. Depois deste aquecimento o alvo sobe a cada minuto até você não conseguir mais segurar. Fique no selim e mantenha a cadência constante.',
              'Test de rampa. Tras este calentamiento el objetivo sube cada minuto hasta que ya no puedas mantenerlo. Quédate en el sillín y mantén la cadencia constante.',
            ),
          ),
        ],
      }),
    ],
    main: steps,
    cooldown: [
      step(300, { type: 'ramp', fromPct: 55, toPct: 40 }, 'cooldown', {
        label: tr('Cool-down', 'Volta à calma', 'Vuelta a la calma'),
        cues: [
          cue(
            0,
            localized((lang) => {
              const f = pct(factor, factor, lang);
              if (lang === 'pt')
                return `Fim do teste. O seu FTP é ${f} da sua melhor potência de 1 minuto. Gire leve para recuperar.`;
              if (lang === 'es')
                return `Fin del test. Tu FTP es el ${f} de tu mejor potencia de 1 minuto. Pedalea suave para recuperar.`;
              return `Test over. Your FTP is ${f} of your best one-minute power. Spin easy to recover.`;
            }),
          ),
        ],
      }),
    ],
  });
}

function twentyMinuteTest(): LibraryWorkout {
  const s = TWENTY.durationS;
  const factor = factorPct(TWENTY.factor);
  const opener = step(300, band(105, 110), 'active', {
    label: tr('Opener', 'Ativação', 'Activación'),
    cues: [
      cue(
        0,
        tr(
          'Opener: 5 minutes hard but controlled, to prime your body before the test. Not all-out.',
          'Ativação: 5 minutos fortes, mas controlados, para preparar o corpo antes do teste. Sem ir ao limite.',
          'Activación: 5 minutos duros pero controlados, para preparar el cuerpo antes del test. Sin ir a tope.',
        ),
      ),
    ],
  });
  const test = effort(s, 100, 110, [
    cue(
      0,
      tr(
        'Test: 20 minutes, the best even effort you can hold. Start a little conservative and ride by feel.',
        'Teste: 20 minutos, o melhor esforço constante que você consegue sustentar. Comece um pouco contido e pedale por sensação.',
        'Test: 20 minutos, el mejor esfuerzo constante que puedas sostener. Empieza algo conservador y pedalea por sensaciones.',
      ),
    ),
    cue(
      300,
      tr(
        'Settle into the rhythm and breathe deep.',
        'Encontre o ritmo e respire fundo.',
        'Asiéntate en el ritmo y respira hondo.',
      ),
    ),
    cue(
      s / 2,
      tr(
        'Halfway. If you feel good, lift the power a little now.',
        'Metade. Se estiver bem, suba um pouco a potência agora.',
        'Mitad. Si te sientes bien, sube un poco la potencia ahora.',
      ),
    ),
    cue(
      s - 300,
      tr(
        'Five minutes left: start emptying the tank, little by little.',
        'Faltam cinco minutos: comece a esvaziar o tanque, aos poucos.',
        'Quedan cinco minutos: empieza a vaciar el depósito, poco a poco.',
      ),
    ),
    cue(
      s - 60,
      tr(
        'Last minute: everything you have left!',
        'Último minuto: tudo o que sobrou!',
        '¡Último minuto: todo lo que te quede!',
      ),
    ),
  ]);
  return buildWorkout({
    id: 'ftp-test-20min',
    family: 'ftpTest',
    level: 8,
    setting: 'any',
    ftpTest: '20min',
    name: tr('20-minute FTP test', 'Teste de FTP de 20 minutos', 'Test de FTP de 20 minutos'),
    description: localized((lang) => {
      const target = pct(100, 110, lang);
      if (lang === 'pt')
        return `Aquecimento com pedalada rápida e uma ativação de 5 minutos, 10 minutos leves, depois 20 minutos no esforço mais forte que você consegue sustentar de forma constante, e volta à calma. O alvo de ${target} é só uma referência: faça o teste por sensação, com o modo ERG desligado, em um rolo ou em uma subida longa sem paradas.`;
      if (lang === 'es')
        return `Calentamiento con pedaleo rápido y una activación de 5 minutos, 10 minutos suaves, luego 20 minutos al esfuerzo más duro que puedas sostener de forma constante, y vuelta a la calma. El objetivo del ${target} es solo una referencia: haz el test por sensaciones, con el modo ERG apagado, en rodillo o en un puerto largo sin paradas.`;
      return `A warm-up with fast pedalling and a 5-minute opener, 10 minutes easy, then 20 minutes as hard as you can hold evenly, and a cool-down. The ${target} target is only a guide: ride the test by feel with ERG mode off, on a trainer or a long climb without stops.`;
    }),
    purpose: localized((lang) => {
      const f = pct(factor, factor, lang);
      if (lang === 'pt')
        return `Mede o seu FTP para que os alvos de todos os treinos sirvam para você: ${f} da potência média dos 20 minutos. Premia quem sabe dosar o ritmo e combina com quem está acostumado a esforços longos. Repita a cada 4–6 semanas.`;
      if (lang === 'es')
        return `Mide tu FTP para que los objetivos de todos los entrenamientos se ajusten a ti: el ${f} de la potencia media de los 20 minutos. Premia saber dosificar y va bien a quien está acostumbrado a esfuerzos largos. Repítelo cada 4–6 semanas.`;
      return `Measures your FTP so every workout's targets fit you: ${f} of your average power over the 20 minutes. It rewards good pacing and suits riders used to sustained efforts. Retest every 4–6 weeks.`;
    }),
    totalMin: 66,
    warmup: [...testWarmup(), opener, { ...recover(600, 50, 60), cues: [cue(0, ERG_OFF)] }],
    main: [test],
    cooldown: [
      {
        ...cooldown(10),
        cues: [
          cue(
            0,
            localized((lang) => {
              const f = pct(factor, factor, lang);
              if (lang === 'pt')
                return `Teste concluído. O seu FTP é ${f} da potência média dos 20 minutos. Gire leve.`;
              if (lang === 'es')
                return `Test terminado. Tu FTP es el ${f} de la potencia media de los 20 minutos. Pedalea suave.`;
              return `Test done. Your FTP is ${f} of your average power over the 20 minutes. Spin easy.`;
            }),
          ),
        ],
      },
    ],
  });
}

function eightMinuteTest(): LibraryWorkout {
  const s = EIGHT.durationS;
  const factor = factorPct(EIGHT.factor);
  const effortCues = (first: Localized) => [
    cue(0, first),
    cue(s / 2, tr('Halfway: hold it steady.', 'Metade: mantenha constante.', 'Mitad: mantenlo constante.')),
    cue(
      s - 60,
      tr(
        'Last minute: empty the tank.',
        'Último minuto: esvazie o tanque.',
        'Último minuto: vacía el depósito.',
      ),
    ),
  ];
  const first = effort(
    s,
    108,
    114,
    effortCues(
      tr(
        'First effort: the hardest pace you can hold for 8 minutes, even from start to finish. Ride by feel, ERG off.',
        'Primeiro esforço: o ritmo mais forte que você sustenta por 8 minutos, constante do início ao fim. Por sensação, ERG desligado.',
        'Primer esfuerzo: el ritmo más duro que puedas sostener 8 minutos, constante de principio a fin. Por sensaciones, ERG apagado.',
      ),
    ),
  );
  const second = effort(
    s,
    108,
    114,
    effortCues(
      tr(
        'Second effort: match the first one, or beat it.',
        'Segundo esforço: iguale o primeiro ou supere.',
        'Segundo esfuerzo: iguala el primero o supéralo.',
      ),
    ),
  );
  const between = {
    ...recover(600, 45, 55),
    cues: [
      cue(
        0,
        tr(
          'Recover fully: spin easy and drink. The second effort counts as much as the first.',
          'Recupere por completo: gire leve e beba água. O segundo esforço conta tanto quanto o primeiro.',
          'Recupera por completo: pedalea suave y bebe. El segundo esfuerzo cuenta tanto como el primero.',
        ),
      ),
    ],
  };
  return buildWorkout({
    id: 'ftp-test-2x8min',
    family: 'ftpTest',
    level: 6,
    setting: 'any',
    ftpTest: '8min',
    name: tr('2 × 8-minute FTP test', 'Teste de FTP 2 × 8 minutos', 'Test de FTP 2 × 8 minutos'),
    description: localized((lang) => {
      const target = pct(108, 114, lang);
      if (lang === 'pt')
        return `Aquecimento com pedalada rápida, depois dois esforços de 8 minutos no ritmo mais forte que você sustenta de forma constante, com 10 minutos leves entre eles, e volta à calma. O alvo de ${target} é só uma referência: faça por sensação, com o modo ERG desligado.`;
      if (lang === 'es')
        return `Calentamiento con pedaleo rápido, luego dos esfuerzos de 8 minutos al ritmo más duro que puedas sostener de forma constante, con 10 minutos suaves entre ellos, y vuelta a la calma. El objetivo del ${target} es solo una referencia: hazlo por sensaciones, con el modo ERG apagado.`;
      return `A warm-up with fast pedalling, then two 8-minute efforts as hard as you can hold evenly, 10 minutes easy between them, and a cool-down. The ${target} target is only a guide: ride by feel with ERG mode off.`;
    }),
    purpose: localized((lang) => {
      const f = pct(factor, factor, lang);
      if (lang === 'pt')
        return `Mede o seu FTP para que os alvos de todos os treinos sirvam para você: ${f} da média dos dois esforços (protocolo CTS). Esforços mais curtos são mais fáceis de dosar e de encaixar em uma estrada. Repita a cada 4–6 semanas.`;
      if (lang === 'es')
        return `Mide tu FTP para que los objetivos de todos los entrenamientos se ajusten a ti: el ${f} de la media de los dos esfuerzos (protocolo CTS). Los esfuerzos más cortos son más fáciles de dosificar y de encajar en una carretera. Repítelo cada 4–6 semanas.`;
      return `Measures your FTP so every workout's targets fit you: ${f} of the average of the two efforts (the CTS protocol). Shorter efforts are easier to pace and to fit on a road. Retest every 4–6 weeks.`;
    }),
    totalMin: 57,
    warmup: testWarmup(),
    main: [first, between, second],
    cooldown: [
      {
        ...cooldown(10),
        cues: [
          cue(
            0,
            localized((lang) => {
              const f = pct(factor, factor, lang);
              if (lang === 'pt') return `Pronto. O seu FTP é ${f} da média dos dois esforços. Gire leve.`;
              if (lang === 'es')
                return `Listo. Tu FTP es el ${f} de la media de los dos esfuerzos. Pedalea suave.`;
              return `Done. Your FTP is ${f} of the average of the two efforts. Spin easy.`;
            }),
          ),
        ],
      },
    ],
  });
}

export const FTP_TEST_WORKOUTS = [rampTest(), eightMinuteTest(), twentyMinuteTest()];
