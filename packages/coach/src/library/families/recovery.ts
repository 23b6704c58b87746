import type { LibraryWorkout } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { band, cooldown, cue, type LNode, repeat, step, warmup } from '../steps.ts';
import { localized, pct, tr } from '../text.ts';

/** Recovery (Coggan level 1, < 55 % FTP): 30 to 60 minutes, some with cadence spin-ups. Level = length. */
const PROGRESSION: readonly (readonly [number, number, number, number, number])[] = [
  // level, total min, low % FTP, high % FTP, one-minute spin-ups
  [1.0, 30, 40, 50, 0],
  [2.0, 30, 45, 55, 3],
  [3.0, 40, 45, 55, 0],
  [4.0, 40, 45, 55, 4],
  [5.0, 45, 45, 55, 0],
  [6.0, 45, 45, 55, 5],
  [7.0, 50, 45, 55, 0],
  [8.0, 50, 45, 55, 6],
  [9.0, 60, 45, 55, 0],
  [10.0, 60, 45, 55, 8],
];

const LABEL = tr('Recovery', 'Regenerativo', 'Regenerativo');
const EASY_CUE = tr(
  'Very easy: light pressure on the pedals, breathing as relaxed as on a walk.',
  'Bem leve: pouca pressão nos pedais, respiração tranquila como em uma caminhada.',
  'Muy suave: poca presión en los pedales, respiración tranquila como en un paseo.',
);
const SPIN_CUE = tr(
  'Spin-up: lift the cadence to 100–110 rpm without adding power; stay smooth and quiet in the saddle.',
  'Giro rápido: suba a cadência para 100–110 rpm sem aumentar a potência; pedalada suave, sem quicar no selim.',
  'Aceleración de cadencia: sube a 100–110 rpm sin añadir potencia; pedalada suave, sin botar en el sillín.',
);
const PURPOSE = tr(
  'Helps you absorb hard training: easy pedalling moves blood through tired legs and keeps the routine without adding fatigue. The benefit comes from the rest it protects, so keep it truly easy.',
  'Ajuda a absorver os treinos duros: pedalar leve faz o sangue circular nas pernas cansadas e mantém a rotina sem somar fadiga. O benefício vem do descanso que ele protege, então mantenha realmente leve.',
  'Ayuda a asimilar los entrenamientos duros: pedalear suave hace circular la sangre por las piernas cansadas y mantiene la rutina sin sumar fatiga. El beneficio viene del descanso que protege, así que mantenlo realmente suave.',
);
const SPIN_PURPOSE = tr(
  'The spin-ups keep the pedal stroke smooth at high cadence.',
  'Os giros rápidos mantêm a pedalada redonda em cadência alta.',
  'Las aceleraciones de cadencia mantienen la pedalada redonda a alta cadencia.',
);

function recovery(row: (typeof PROGRESSION)[number]): LibraryWorkout {
  const [level, totalMin, low, high, spinUps] = row;
  const mainS = (totalMin - 10) * 60;
  const easy = (seconds: number) =>
    step(seconds, band(low, high), 'active', { label: LABEL, cues: [cue(0, EASY_CUE)] });
  let main: LNode[];
  if (spinUps === 0) main = [easy(mainS)];
  else {
    const spin = step(60, band(low, high), 'active', {
      label: LABEL,
      cues: [cue(0, SPIN_CUE)],
      cadence: { lowRpm: 100, highRpm: 110 },
    });
    main = repeat(spinUps, [easy(mainS / spinUps - 60), spin]);
  }
  const withSpins = spinUps > 0;
  return buildWorkout({
    id: `recovery-${totalMin}min${withSpins ? '-spin-ups' : ''}`,
    family: 'recovery',
    level,
    setting: 'any',
    name: localized((lang) => {
      const base = { en: 'Recovery spin', pt: 'Giro regenerativo', es: 'Rodaje regenerativo' }[lang];
      const spins = { en: 'with spin-ups', pt: 'com giros rápidos', es: 'con aceleraciones de cadencia' }[
        lang
      ];
      return `${base} ${totalMin} min${withSpins ? ` ${spins}` : ''}`;
    }),
    description: localized((lang) => {
      const target = pct(low, high, lang);
      if (lang === 'pt')
        return `${totalMin} minutos de giro bem leve a ${target} do FTP${withSpins ? `, com ${spinUps} giros rápidos de 1 minuto a 100–110 rpm e a mesma pressão leve` : ''}. Sem esforços e sem subidas: na dúvida, vá mais leve.`;
      if (lang === 'es')
        return `${totalMin} minutos de pedaleo muy suave al ${target} del FTP${withSpins ? `, con ${spinUps} aceleraciones de cadencia de 1 minuto a 100–110 rpm con la misma presión ligera` : ''}. Sin esfuerzos y sin cuestas: ante la duda, más suave.`;
      return `${totalMin} minutes of very easy spinning at ${target} FTP${withSpins ? `, with ${spinUps} one-minute spin-ups to 100–110 rpm at the same light pressure` : ''}. No efforts and no hills: if in doubt, go easier.`;
    }),
    purpose: withSpins ? localized((lang) => `${PURPOSE[lang]} ${SPIN_PURPOSE[lang]}`) : PURPOSE,
    totalMin,
    warmup: [warmup(5, low, 35)],
    main,
    // its own gentle ramps, not the standard ones that reach 65–70 %
    cooldown: [cooldown(5, low, 35)],
  });
}

export const RECOVERY_WORKOUTS = PROGRESSION.map(recovery);
