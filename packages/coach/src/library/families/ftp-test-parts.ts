/** Pieces the FTP-test workouts share: labels, the warm-up of the sustained tests, an effort, a factor in percent. */
import { band, cue, type LCue, type LNode, recover, repeat, step, warmup } from '../steps.ts';
import { tr } from '../text.ts';

/** A protocol factor as the texts write it: 0.75 → 75. */
export const factorPct = (factor: number) => Math.round(factor * 100);

export const TEST_LABEL = tr('FTP test', 'Teste de FTP', 'Test de FTP');
const PRIME = tr(
  'Fast pedalling: 100–110 rpm at a moderate effort, to get your legs ready.',
  'Pedalada rápida: 100–110 rpm em esforço moderado, para preparar as pernas.',
  'Pedaleo rápido: 100–110 rpm a un esfuerzo moderado, para preparar las piernas.',
);
export const ERG_OFF = tr(
  'Recover fully. Turn ERG mode off now: the test is ridden by feel, the target is only a guide.',
  'Recupere por completo. Desligue o modo ERG agora: o teste é feito por sensação, o alvo é só uma referência.',
  'Recupera por completo. Apaga el modo ERG ahora: el test se hace por sensaciones, el objetivo es solo una referencia.',
);

/** Warm-up shared by the 20- and 8-minute tests: 10-minute ramp, 3 × 1 minute fast pedalling, 5 minutes easy. */
export function testWarmup(): LNode[] {
  const fast = step(60, band(95, 100), 'active', {
    label: tr('Fast pedalling', 'Pedalada rápida', 'Pedaleo rápido'),
    cues: [cue(0, PRIME)],
    cadence: { lowRpm: 100, highRpm: 110 },
  });
  return [warmup(10), ...repeat(3, [fast, recover(60, 50, 55)]), recover(300, 50, 60)];
}

export function effort(seconds: number, lowPct: number, highPct: number, cues: readonly LCue[]): LNode {
  return step(seconds, band(lowPct, highPct), 'interval', { label: TEST_LABEL, cues });
}
