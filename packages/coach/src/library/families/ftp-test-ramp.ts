import { FTP_TEST_PROTOCOLS } from '@domestique/science';
import type { LibraryWorkout, Localized } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { band, cue, type LCue, type LNode, step } from '../steps.ts';
import { localized, pct, tr } from '../text.ts';
import { factorPct } from './ftp-test-parts.ts';

const RAMP = FTP_TEST_PROTOCOLS.ramp;

/** Ramp steps: 1 minute each, +6 % FTP per step from 50 %, written up to a 152 % ceiling (most riders stop earlier). */
export const RAMP_TEST_STEPS = { startPct: 50, stepPct: 6, ceilingPct: 152, stepS: RAMP.durationS } as const;

/** The ramp test (TrainerRoad's protocol): FTP = 75 % of the best minute, the factor science applies. */
export function rampTest(): LibraryWorkout {
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
        return `Aquecimento de 5 minutos e depois degraus de 1 minuto que sobem 6% do FTP a partir de 50%, até você não conseguir mais segurar o alvo. Os degraus vão até ${ceiling} apenas como teto (${last} degraus): o tempo e a carga planejados são estimativas que contam todos eles — a maioria para vários degraus antes. A volta à calma dura o quanto você precisar. Faça em modo ERG ou seguindo o alvo de perto, sem sair do selim.`;
      if (lang === 'es')
        return `Calentamiento de 5 minutos y luego escalones de 1 minuto que suben un 6 % del FTP desde el 50 %, hasta que ya no puedas mantener el objetivo. Los escalones llegan hasta el ${ceiling} solo como techo (${last} escalones): el tiempo y la carga previstos son estimaciones que los cuentan todos; la mayoría para varios escalones antes. La vuelta a la calma dura lo que necesites. Hazlo en modo ERG o siguiendo el objetivo de cerca, sin levantarte del sillín.`;
      return `A 5-minute warm-up, then 1-minute steps rising by 6% FTP from 50%, until you can no longer hold the target. The steps are written up to ${ceiling} only as a ceiling (${last} steps): the planned time and load are estimates that count all of them — most riders stop several steps earlier. The cool-down lasts as long as you need. Ride it in ERG mode or by following the target closely, seated.`;
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
    // Open (lap button): the test ends at failure, anywhere on the ramp, and the rider spins down as long as needed.
    // An open step also flags the planned time and load as estimates (counted at OPEN_STEP_ASSUMED_S).
    cooldown: [
      {
        kind: 'step',
        durationS: null,
        target: band(40, 55),
        intensity: 'cooldown',
        label: tr('Cool-down', 'Volta à calma', 'Vuelta a la calma'),
        cues: [
          cue(
            0,
            localized((lang) => {
              const f = pct(factor, factor, lang);
              if (lang === 'pt')
                return `Fim do teste. O seu FTP é ${f} da sua melhor potência de 1 minuto. Gire leve o quanto precisar e aperte o botão de volta para terminar.`;
              if (lang === 'es')
                return `Fin del test. Tu FTP es el ${f} de tu mejor potencia de 1 minuto. Pedalea suave lo que necesites y pulsa el botón de vuelta para terminar.`;
              return `Test over. Your FTP is ${f} of your best one-minute power. Spin easy as long as you need, then press lap to finish.`;
            }),
          ),
        ],
      },
    ],
  });
}
