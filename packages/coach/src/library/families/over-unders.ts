import type { CoachLanguage, LibraryWorkout } from '../../workout/types.ts';
import { buildWorkout } from '../assemble.ts';
import { band, cooldown, hardWarmup, recover, repeat, step, workCues } from '../steps.ts';
import { dur, localized, pct, tr } from '../text.ts';

/**
 * Over-unders: sets of alternating "under" (just below FTP) and "over" (above it) without rest, so lactate made in
 * the overs must be cleared while still riding hard in the unders. Levels add reps, longer unders and higher overs.
 * Levels 4–10 also come in 60 and 75 minutes, where the level comes from 90-second overs, higher targets and shorter
 * set rests rather than more sets.
 */
const PROGRESSION: readonly (readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
])[] = [
  // level, sets, reps, under s, under % FTP, over s, over % FTP, set rest s, total min
  [1.0, 3, 2, 120, 90, 60, 105, 300, 60],
  [1.5, 2, 3, 120, 90, 60, 105, 300, 60],
  [2.0, 3, 3, 120, 90, 60, 105, 300, 75],
  [2.5, 2, 4, 120, 90, 60, 106, 300, 60],
  [3.0, 3, 3, 120, 92, 60, 106, 300, 75],
  [3.5, 4, 3, 120, 90, 60, 105, 240, 75],
  [4.0, 3, 4, 120, 91, 60, 106, 300, 75],
  [4.5, 3, 3, 180, 90, 60, 105, 300, 75],
  [5.0, 2, 5, 120, 92, 60, 107, 360, 75],
  [5.5, 3, 4, 180, 91, 60, 106, 300, 90],
  [6.0, 3, 5, 120, 92, 60, 107, 300, 90],
  [6.5, 4, 4, 120, 92, 60, 107, 300, 105],
  [7.0, 2, 6, 120, 93, 60, 108, 360, 90],
  [7.5, 3, 4, 180, 92, 60, 108, 300, 90],
  [8.0, 3, 5, 120, 94, 60, 110, 300, 90],
  [8.5, 3, 4, 240, 92, 60, 108, 300, 105],
  [9.0, 3, 6, 120, 94, 60, 110, 360, 105],
  [10.0, 3, 5, 180, 94, 60, 112, 360, 120],
  // 60 minutes (41 for the main set after the openers): 30–36 minutes of work, then longer overs and unders
  [4.0, 2, 5, 120, 91, 60, 106, 240, 60],
  [5.0, 2, 4, 180, 91, 60, 106, 180, 60],
  [6.0, 2, 6, 120, 92, 60, 107, 150, 60],
  [7.0, 2, 5, 120, 92, 90, 108, 180, 60],
  [8.0, 2, 6, 120, 94, 60, 110, 150, 60],
  [9.0, 2, 5, 120, 94, 90, 110, 180, 60],
  [10.0, 2, 4, 180, 94, 90, 112, 150, 60],
  // 75 minutes (56 for the main set): 42–49 minutes of work
  [6.0, 2, 7, 120, 92, 60, 107, 240, 75],
  [7.0, 2, 6, 180, 92, 60, 107, 240, 75],
  [8.0, 2, 7, 120, 93, 90, 108, 120, 75],
  [9.0, 2, 6, 180, 94, 60, 110, 240, 75],
  [10.0, 2, 8, 120, 94, 60, 112, 240, 75],
];

const HALF_BAND = 2;
const TITLE = tr('Over-unders', 'Over-unders', 'Over-unders');
const UNDER = tr('Under', 'Abaixo', 'Bajo');
const OVER = tr('Over', 'Acima', 'Sobre');
const UNDER_CUE = tr(
  'Under: just below threshold. Settle your breathing; this is where you recover while still working.',
  'Abaixo: logo abaixo do limiar. Acalme a respiração; aqui você se recupera trabalhando.',
  'Bajo: justo por debajo del umbral. Calma la respiración; aquí te recuperas trabajando.',
);
const OVER_CUE = tr(
  'Over: lift the power above threshold. Feel the burn build, then drop back without easing off completely.',
  'Acima: suba a potência acima do limiar. Sinta a queimação crescer e depois volte, sem aliviar demais.',
  'Sobre: sube la potencia por encima del umbral. Nota cómo crece el ardor y luego vuelve, sin aflojar del todo.',
);
const FEEL = tr(
  'The unders are not a rest: clearing lactate while still riding hard is the point of the session.',
  'Os trechos abaixo não são descanso: remover o lactato ainda pedalando forte é o objetivo da sessão.',
  'Los tramos bajo el umbral no son descanso: eliminar el lactato pedaleando fuerte es el objetivo de la sesión.',
);
const PURPOSE = tr(
  'Teaches your body to clear lactate while still working hard, as in a race when you surge over a climb or answer an attack and must keep going after it. Raises the power you can sustain around threshold and how well you handle changes of pace.',
  'Ensina o corpo a remover o lactato ainda trabalhando forte, como em uma prova quando você acelera em uma subida ou responde a um ataque e precisa seguir depois. Eleva a potência que você sustenta em torno do limiar e a sua capacidade de lidar com mudanças de ritmo.',
  'Enseña al cuerpo a eliminar el lactato sin dejar de trabajar fuerte, como en una carrera cuando aceleras en un repecho o respondes a un ataque y debes seguir después. Eleva la potencia que sostienes alrededor del umbral y tu capacidad para los cambios de ritmo.',
);

function describe(
  lang: CoachLanguage,
  r: { sets: number; reps: number; underS: number; overS: number; total: number; rest: number },
  under: string,
  over: string,
): string {
  const u = dur(r.underS);
  const o = dur(r.overS);
  const rest = dur(r.rest);
  if (lang === 'pt')
    return `${r.sets} séries de ${r.reps} × (${u} a ${under} do FTP e logo ${o} a ${over}), com ${rest} de giro leve entre as séries, em uma sessão de ${r.total} minutos com aquecimento e volta à calma.`;
  if (lang === 'es')
    return `${r.sets} series de ${r.reps} × (${u} al ${under} del FTP y enseguida ${o} al ${over}), con ${rest} de pedaleo suave entre series, en una sesión de ${r.total} minutos con calentamiento y vuelta a la calma.`;
  return `${r.sets} sets of ${r.reps} × (${u} at ${under} FTP straight into ${o} at ${over}), ${rest} easy between sets, in a ${r.total}-minute session with warm-up and cool-down.`;
}

function overUnders(row: (typeof PROGRESSION)[number]): LibraryWorkout {
  const [level, sets, reps, underS, underPct, overS, overPct, restS, totalMin] = row;
  const under = step(underS, band(underPct - HALF_BAND, underPct + HALF_BAND), 'interval', {
    label: UNDER,
    cues: workCues(underS, UNDER_CUE),
  });
  const over = step(overS, band(overPct - HALF_BAND, overPct + HALF_BAND), 'interval', {
    label: OVER,
    cues: workCues(overS, OVER_CUE),
  });
  const minutes = underS % 60 === 0 && overS % 60 === 0;
  const shape = minutes ? `${underS / 60}/${overS / 60} min` : `${underS}/${overS} s`;
  const r = { sets, reps, underS, overS, total: totalMin, rest: restS };
  return buildWorkout({
    id: `over-unders-${sets}x${reps}x${underS}-${overS}s-${underPct}-${overPct}`,
    family: 'overUnders',
    level,
    setting: 'any',
    name: localized(
      (lang) => `${TITLE[lang]} ${sets} × ${reps} × ${shape} (${underPct}/${pct(overPct, overPct, lang)})`,
    ),
    description: localized(
      (lang) =>
        `${describe(lang, r, pct(underPct - HALF_BAND, underPct + HALF_BAND, lang), pct(overPct - HALF_BAND, overPct + HALF_BAND, lang))} ${FEEL[lang]}`,
    ),
    purpose: PURPOSE,
    totalMin,
    warmup: hardWarmup(),
    main: repeat(sets, [...repeat(reps, [under, over]), recover(restS)]),
    cooldown: [cooldown(totalMin >= 90 ? 10 : 5)],
  });
}

export const OVER_UNDERS_WORKOUTS = PROGRESSION.map(overUnders);
