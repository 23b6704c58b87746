import { FTP_TEST_PROTOCOLS } from '@domestique/science';
import type { LibraryWorkout, Localized } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { band, cooldown, cue, recover, step } from '../steps.ts';
import { localized, pct, tr } from '../text.ts';
import { ERG_OFF, effort, factorPct, testWarmup } from './ftp-test-parts.ts';

const TWENTY = FTP_TEST_PROTOCOLS['20min'];
const EIGHT = FTP_TEST_PROTOCOLS['8min'];

/** The 20-minute test with warm-up and a 5-minute opener: FTP = 95 % of the effort (Coggan/Allen). */
export function twentyMinuteTest(): LibraryWorkout {
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

/** Two 8-minute efforts with 10 minutes between: FTP = 90 % of their mean (CTS). */
export function eightMinuteTest(): LibraryWorkout {
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
