import type { CoachLanguage, LibraryWorkout } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { cooldown, cue, hardWarmup, recover, repeat, step } from '../steps.ts';
import { dur, localized, tr } from '../text.ts';

type Style = 'seated' | 'standing' | 'jump';

/**
 * Sprints: all-out efforts of 10–30 s (a `max` target: there is no power to aim at, only everything you have),
 * each followed by a long easy spin so the next one is as fast. Levels add sprints, sets and length. Levels 4–10 also
 * come in 60 and 75 minutes: longer sprints and fewer set rests, never less than six times the sprint to recover.
 */
const PROGRESSION: readonly (readonly [number, number, number, number, number, number, number, Style])[] = [
  // level, sets, reps, sprint s, easy s after each, set rest s, total min, style
  [1.0, 1, 6, 10, 170, 0, 60, 'seated'],
  [1.5, 1, 6, 10, 170, 0, 60, 'standing'],
  [2.0, 1, 8, 10, 170, 0, 60, 'seated'],
  [2.5, 1, 6, 12, 228, 0, 60, 'jump'],
  [3.0, 2, 4, 12, 168, 300, 60, 'standing'],
  [4.0, 1, 8, 15, 225, 0, 75, 'jump'],
  [4.5, 2, 5, 15, 165, 300, 75, 'seated'],
  [5.0, 2, 5, 15, 165, 300, 75, 'standing'],
  [6.0, 2, 6, 15, 165, 300, 90, 'jump'],
  [7.0, 3, 4, 20, 220, 300, 90, 'seated'],
  [7.5, 3, 4, 20, 220, 300, 90, 'standing'],
  [8.0, 3, 5, 15, 225, 300, 105, 'jump'],
  [9.0, 3, 6, 15, 165, 300, 105, 'standing'],
  [10.0, 3, 4, 30, 270, 360, 105, 'standing'],
  // 60 minutes (41 for the main set after the openers): more and longer sprints, recoveries still ≥ 6 × the sprint
  [4.0, 2, 5, 12, 168, 240, 60, 'seated'],
  [5.0, 2, 5, 15, 165, 240, 60, 'jump'],
  [6.0, 2, 6, 15, 135, 240, 60, 'standing'],
  [7.0, 2, 6, 20, 160, 150, 60, 'seated'],
  [8.0, 3, 4, 20, 130, 150, 60, 'jump'],
  [9.0, 2, 5, 25, 155, 240, 60, 'standing'],
  [10.0, 2, 4, 30, 180, 180, 60, 'standing'],
  // 75 minutes
  [6.0, 3, 4, 15, 165, 300, 75, 'seated'],
  [7.0, 2, 7, 20, 160, 240, 75, 'standing'],
  [8.0, 3, 5, 20, 130, 240, 75, 'seated'],
  [9.0, 3, 4, 25, 155, 240, 75, 'standing'],
  [10.0, 2, 5, 30, 240, 240, 75, 'standing'],
];

const LABEL = tr('Sprint', 'Sprint', 'Sprint');
const STYLE_NAME: Record<Style, ReturnType<typeof tr>> = {
  seated: tr('seated', 'sentados', 'sentados'),
  standing: tr('standing', 'em pé', 'de pie'),
  jump: tr('from low speed', 'em arrancada', 'desde baja velocidad'),
};
const STYLE_CUE: Record<Style, ReturnType<typeof tr>> = {
  seated: tr(
    'Sprint seated: hands in the drops, spin the cadence up past 110 rpm and keep your hips still. All-out!',
    'Sprint sentado: mãos na parte baixa do guidão, leve a cadência acima de 110 rpm e mantenha o quadril parado. Com tudo!',
    'Sprint sentado: manos abajo en el manillar, sube la cadencia por encima de 110 rpm y mantén la cadera quieta. ¡A tope!',
  ),
  standing: tr(
    'Standing sprint: out of the saddle, rock the bike with your arms, all-out to the very end.',
    'Sprint em pé: saia do selim, balance a bike com os braços e vá com tudo até o fim.',
    'Sprint de pie: levántate del sillín, balancea la bici con los brazos y a tope hasta el final.',
  ),
  jump: tr(
    'Jump from low speed in a big gear: explode out of the saddle, wind it up, then sit and spin it out.',
    'Arrancada de baixa velocidade com marcha pesada: exploda em pé, embale e depois sente para girar até o fim.',
    'Arrancada desde baja velocidad con un desarrollo duro: explota de pie, lanza la bici y luego siéntate para terminar girando.',
  ),
};
const FEEL = tr(
  'Sprints have no target power: give everything for those few seconds. Full recovery between them matters more than the number of sprints, and the ride around them stays easy.',
  'Os sprints não têm potência-alvo: dê tudo nesses poucos segundos. A recuperação completa entre eles importa mais do que o número de sprints, e o resto do treino é leve.',
  'Los sprints no tienen potencia objetivo: dalo todo en esos pocos segundos. La recuperación completa entre ellos importa más que el número de sprints, y el resto del entrenamiento es suave.',
);
const PURPOSE = tr(
  'Trains neuromuscular power: how many muscle fibres you recruit and how fast, for the jump that wins a sprint, closes a gap or carries you over a short rise. The long easy spins between sprints keep the fatigue of the session low.',
  'Treina a potência neuromuscular: quantas fibras musculares você recruta e com que rapidez, para a arrancada que vence um sprint, fecha um buraco ou leva você por cima de uma subida curta. Os giros leves e longos entre os sprints mantêm a fadiga da sessão baixa.',
  'Entrena la potencia neuromuscular: cuántas fibras musculares reclutas y a qué velocidad, para el cambio de ritmo que gana un sprint, cierra un hueco o te sube un repecho. Los largos tramos suaves entre sprints mantienen baja la fatiga de la sesión.',
);

function structure(
  lang: CoachLanguage,
  sets: number,
  reps: number,
  onS: number,
  offS: number,
  restS: number,
  total: number,
) {
  if (lang === 'pt')
    return sets > 1
      ? `${sets} séries de ${reps} sprints de ${dur(onS)}, cada um seguido de ${dur(offS)} de giro leve, com ${dur(restS)} de giro leve entre as séries, em um pedal de ${total} minutos.`
      : `${reps} sprints de ${dur(onS)}, cada um seguido de ${dur(offS)} de giro leve, em um pedal de ${total} minutos.`;
  if (lang === 'es')
    return sets > 1
      ? `${sets} series de ${reps} sprints de ${dur(onS)}, cada uno seguido de ${dur(offS)} de pedaleo suave, con ${dur(restS)} de pedaleo suave entre series, en una salida de ${total} minutos.`
      : `${reps} sprints de ${dur(onS)}, cada uno seguido de ${dur(offS)} de pedaleo suave, en una salida de ${total} minutos.`;
  return sets > 1
    ? `${sets} sets of ${reps} sprints of ${dur(onS)}, each followed by ${dur(offS)} easy, ${dur(restS)} easy between sets, in a ${total}-minute ride.`
    : `${reps} sprints of ${dur(onS)}, each followed by ${dur(offS)} easy, in a ${total}-minute ride.`;
}

function sprints(row: (typeof PROGRESSION)[number]): LibraryWorkout {
  const [level, sets, reps, onS, offS, restS, totalMin, style] = row;
  const sprint = step(onS, { type: 'max' }, 'interval', {
    label: LABEL,
    cues: [cue(0, STYLE_CUE[style])],
    ...(style === 'seated' ? { cadence: { lowRpm: 110, highRpm: 130 } } : {}),
  });
  const rep = [sprint, recover(offS, 45, 60)];
  const main = sets > 1 ? repeat(sets, [...repeat(reps, rep), recover(restS, 50, 65)]) : repeat(reps, rep);
  const shape = sets > 1 ? `${sets}x${reps}x${onS}s` : `${reps}x${onS}s`;
  return buildWorkout({
    id: `sprint-${shape}-${style}`,
    family: 'sprint',
    level,
    setting: 'any',
    name: localized(
      (lang) => `Sprints ${sets > 1 ? `${sets} × ` : ''}${reps} × ${dur(onS)} ${STYLE_NAME[style][lang]}`,
    ),
    description: localized(
      (lang) =>
        `${structure(lang, sets, reps, onS, offS, restS, totalMin)} ${STYLE_CUE[style][lang]} ${FEEL[lang]}`,
    ),
    purpose: PURPOSE,
    totalMin,
    warmup: hardWarmup(),
    main,
    cooldown: [cooldown(totalMin >= 90 ? 10 : 5)],
  });
}

export const SPRINT_WORKOUTS = PROGRESSION.map(sprints);
