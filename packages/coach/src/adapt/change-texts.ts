/**
 * Why the plan changed, in en, pt (Brazilian) and es, one sentence template per reason code. Placeholders (filled by
 * `explainChange`): {session} the session ("your VO2max session"), {from} {to} {day} {previousDay} days, {dayBefore}
 * the weekday before the new day, {range} the unavailable days, {workout} {previous} workout names, {moved} the
 * session that took a day, {zone} a family, {fromLevel} {toLevel} levels, {sessionsChanged} how many sessions
 * followed, {score} compliance, {before} {after} {percent} {source} FTP, {tsb} {floor} form, {cut} the load an eased
 * session lost, {rideDay} the day of a hard ride, {readiness} the check-in score, {days} {weeks} {count} counts,
 * {weekDay} the first day of a week, {goal} {event} {hours} {dayList} the new plan settings, {original} an undone
 * change's own sentence. A test checks every code has every language and exactly its declared placeholders.
 */
import type { CoachLanguage } from '../workout/types.ts';
import type { ReasonCode } from './types.ts';

export const CHANGE_PLACEHOLDERS: Readonly<Record<ReasonCode, readonly string[]>> = {
  missedKeyMoved: ['dayBefore', 'from', 'session', 'to'],
  missedKeySkipped: ['day', 'session'],
  missedTestMoved: ['dayBefore', 'from', 'session', 'to'],
  missedResume: ['days'],
  missedStepBack: ['days', 'weeks'],
  missedStepBackEvent: ['days', 'event', 'weeks'],
  missedRebuildEvent: ['days', 'event'],
  breakNoRecovery: ['days', 'weekDay'],
  illnessEasyReturn: ['day', 'previous', 'range', 'workout'],
  levelsAfterBreak: ['days', 'fromLevel', 'sessionsChanged', 'toLevel', 'zone'],
  levelsAfterFtp: ['fromLevel', 'percent', 'sessionsChanged', 'toLevel', 'zone'],
  levelsAfterFtpDrop: ['fromLevel', 'percent', 'sessionsChanged', 'toLevel', 'zone'],
  ftpCheckProposed: ['count', 'day', 'previous', 'workout'],
  ftpCheckNote: ['count'],
  madeRoom: ['day', 'moved', 'session'],
  streakTooEasy: ['fromLevel', 'sessionsChanged', 'toLevel', 'zone'],
  streakTooHard: ['fromLevel', 'sessionsChanged', 'toLevel', 'zone'],
  feedbackTooHard: ['day', 'previous', 'previousDay', 'workout', 'zone'],
  keyFailed: ['day', 'previous', 'previousDay', 'score', 'workout', 'zone'],
  ftpSet: ['after', 'source'],
  ftpRaised: ['after', 'before', 'percent', 'source'],
  ftpLowered: ['after', 'before', 'percent', 'source'],
  fatigueFloor: ['cut', 'day', 'floor', 'previous', 'session', 'tsb', 'workout'],
  riddenHardMoved: ['dayBefore', 'from', 'rideDay', 'session', 'to'],
  riddenHardEased: ['day', 'previous', 'rideDay', 'session', 'workout'],
  riddenHardRest: ['day', 'rideDay', 'session'],
  readinessVeryLow: ['readiness', 'session'],
  veryTired: ['previous', 'workout'],
  veryTiredRest: ['session'],
  tired: ['previous', 'workout'],
  readinessLow: ['previous', 'readiness', 'workout'],
  testMoved: ['from', 'readiness', 'session', 'to'],
  testNoRoom: ['day', 'readiness', 'session'],
  unavailableMoved: ['dayBefore', 'from', 'range', 'session', 'to'],
  unavailableDropped: ['day', 'range', 'session'],
  unavailableNoRoom: ['day', 'range', 'session'],
  replanGoal: ['day', 'goal'],
  replanEvent: ['day', 'event'],
  replanNoEvent: ['day'],
  replanHours: ['day', 'hours'],
  replanDays: ['day', 'dayList'],
  replanSettings: ['day'],
  riderMoved: ['from', 'session', 'to'],
  riderSkipped: ['day', 'session'],
  riderSwapped: ['day', 'previous', 'workout'],
  riderUndo: ['original'],
};

export const CHANGE_TEXTS: Readonly<Record<ReasonCode, Readonly<Record<CoachLanguage, string>>>> = {
  missedKeyMoved: {
    en: 'You missed {session} on {from}, so we moved it to {to} to keep this week’s key work; {dayBefore} stays easy so you arrive fresh.',
    pt: 'Você perdeu {session} de {from}, então ele foi para {to} para manter o treino principal da semana; {dayBefore} fica leve para você chegar com as pernas descansadas.',
    es: 'Te perdiste {session} del {from}; ahora toca el {to}, para mantener el trabajo clave de la semana; el {dayBefore} queda suave para que llegues con las piernas frescas.',
  },
  missedKeySkipped: {
    en: 'You missed {session} on {day} and no day left this week can take it without two hard days in a row, so we let it go; the rest of the week stays as planned.',
    pt: 'Você perdeu {session} de {day} e nenhum dia que resta nesta semana comporta esse treino sem dois dias fortes seguidos, então deixamos passar; o resto da semana continua como planejado.',
    es: 'Te perdiste {session} del {day} y ningún día que queda esta semana lo admite sin juntar dos días duros seguidos, así que lo dejamos pasar; el resto de la semana sigue como estaba previsto.',
  },
  missedTestMoved: {
    en: 'You missed {session} on {from}, and the FTP it gives sets the watts of every later session, so we moved it to {to}, a day that fits a test; {dayBefore} stays easy so you arrive fresh.',
    pt: 'Você perdeu {session} de {from}, e o FTP que ele dá define os watts de todos os treinos seguintes, então ele foi para {to}, um dia que comporta um teste; {dayBefore} fica leve para você chegar com as pernas descansadas.',
    es: 'Te perdiste {session} del {from}, y el FTP que da fija los vatios de todas las sesiones siguientes, así que pasa al {to}, un día que admite un test; el {dayBefore} queda suave para que llegues con las piernas frescas.',
  },
  missedResume: {
    en: 'You were off the bike for {days}. We pick the plan up today where it stands: the break counts as your recovery week, so there is nothing to make up.',
    pt: 'Você ficou {days} sem pedalar. Retomamos o plano hoje de onde ele está: a pausa conta como sua semana de recuperação, então não há nada para compensar.',
    es: 'Estuviste {days} sin montar en bici. Retomamos el plan hoy donde está: la pausa cuenta como tu semana de recuperación, así que no hay nada que compensar.',
  },
  missedStepBack: {
    en: 'You were off the bike for {days}, so we stepped the plan back {weeks}: from today you repeat that training instead of jumping ahead to harder work.',
    pt: 'Você ficou {days} sem pedalar, então voltamos o plano {weeks}: a partir de hoje você repete esse treino em vez de pular para sessões mais duras.',
    es: 'Estuviste {days} sin montar en bici, así que retrocedimos el plan {weeks}: desde hoy repites ese entrenamiento en lugar de saltar a trabajo más duro.',
  },
  missedStepBackEvent: {
    en: 'You were off the bike for {days}, so we stepped the plan back {weeks}, taken from the weeks before your race-specific block: that block stays whole before your A event on {event}, and no FTP test comes in the three weeks before it.',
    pt: 'Você ficou {days} sem pedalar, então voltamos o plano {weeks}, tiradas das semanas antes do seu bloco específico: esse bloco continua inteiro antes do seu evento A em {event}, e nenhum teste de FTP cai nas três semanas antes dele.',
    es: 'Estuviste {days} sin montar en bici, así que retrocedimos el plan {weeks}, tomadas de las semanas previas a tu bloque específico: ese bloque sigue entero antes de tu evento A del {event}, y ningún test de FTP cae en las tres semanas previas.',
  },
  missedRebuildEvent: {
    en: 'You were off the bike for {days}. Your A event on {event} is too close to step back without losing your race-specific block, so we kept that block and rebuilt the coming weeks from the fitness you have now.',
    pt: 'Você ficou {days} sem pedalar. Seu evento A em {event} está perto demais para voltar o plano sem perder o bloco específico, então mantivemos esse bloco e refizemos as próximas semanas a partir da forma que você tem agora.',
    es: 'Estuviste {days} sin montar en bici. Tu evento A del {event} está demasiado cerca para retroceder el plan sin perder el bloque específico, así que mantuvimos ese bloque y rehicimos las próximas semanas a partir de la forma que tienes ahora.',
  },
  breakNoRecovery: {
    en: 'You were off the bike for {days}, and that break already counts as your recovery, so the recovery week from {weekDay} is a normal training week instead; the next easy week comes at the end of the coming block.',
    pt: 'Você ficou {days} sem pedalar, e essa pausa já conta como sua recuperação, então a semana de recuperação a partir de {weekDay} vira uma semana normal de treino; a próxima semana leve vem no fim do próximo bloco.',
    es: 'Estuviste {days} sin montar en bici y esa pausa ya cuenta como tu recuperación, así que la semana de recuperación desde el {weekDay} pasa a ser una semana normal de entrenamiento; la próxima semana suave llega al final del siguiente bloque.',
  },
  illnessEasyReturn: {
    en: 'You were ill ({range}), so your first two rides back are easy: {workout} instead of {previous} on {day}. Hard sessions return once your body has had a couple of rides to get going again.',
    pt: 'Você ficou doente ({range}), então seus dois primeiros pedais na volta são leves: {workout} no lugar de {previous} em {day}. Os treinos fortes voltam depois que seu corpo tiver alguns pedais para retomar o ritmo.',
    es: 'Marcaste {range} por enfermedad, así que tus dos primeras salidas a la vuelta son suaves: {workout} en lugar de {previous} el {day}. Las sesiones duras vuelven cuando tu cuerpo haya tenido un par de salidas para arrancar de nuevo.',
  },
  levelsAfterBreak: {
    en: 'You were off the bike for {days}, and fitness fades in that time, so we lowered your {zone} level from {fromLevel} to {toLevel}; {sessionsChanged}.',
    pt: 'Você ficou {days} sem pedalar, e a forma cai nesse tempo, então baixamos seu nível de {zone} de {fromLevel} para {toLevel}; {sessionsChanged}.',
    es: 'Estuviste {days} sin montar en bici y la forma se pierde en ese tiempo, así que bajamos tu nivel de {zone} de {fromLevel} a {toLevel}; {sessionsChanged}.',
  },
  levelsAfterFtp: {
    en: 'Your FTP went up {percent}, so every {zone} workout now asks for more watts and the same level is harder than before: we lowered your {zone} level from {fromLevel} to {toLevel}; {sessionsChanged}.',
    pt: 'Seu FTP subiu {percent}, então cada treino de {zone} agora pede mais watts e o mesmo nível fica mais difícil do que antes: baixamos seu nível de {zone} de {fromLevel} para {toLevel}; {sessionsChanged}.',
    es: 'Tu FTP subió un {percent}, así que cada sesión de {zone} ahora pide más vatios y el mismo nivel es más duro que antes: bajamos tu nivel de {zone} de {fromLevel} a {toLevel}; {sessionsChanged}.',
  },
  levelsAfterFtpDrop: {
    en: 'Your FTP went down {percent}, so every {zone} workout now asks for fewer watts and the same level is a little easier: we raised your {zone} level modestly, from {fromLevel} to {toLevel}; {sessionsChanged}.',
    pt: 'Seu FTP caiu {percent}, então cada treino de {zone} agora pede menos watts e o mesmo nível fica um pouco mais fácil: subimos seu nível de {zone} com moderação, de {fromLevel} para {toLevel}; {sessionsChanged}.',
    es: 'Tu FTP bajó un {percent}, así que cada sesión de {zone} ahora pide menos vatios y el mismo nivel es algo más fácil: subimos tu nivel de {zone} con moderación, de {fromLevel} a {toLevel}; {sessionsChanged}.',
  },
  ftpCheckProposed: {
    en: 'You found {count} different workouts too hard in the last 10 days, which usually means your FTP is set too high, so on {day} you ride {workout} instead of {previous} to check it; your targets follow the result.',
    pt: 'Você achou {count} treinos diferentes duros demais nos últimos 10 dias, o que costuma indicar um FTP alto demais, então em {day} você faz {workout} no lugar de {previous} para conferir; suas metas seguem o resultado.',
    es: 'Te resultaron demasiado duras {count} sesiones distintas en los últimos 10 días, lo que suele indicar un FTP demasiado alto, así que el {day} haces {workout} en lugar de {previous} para comprobarlo; tus objetivos seguirán el resultado.',
  },
  ftpCheckNote: {
    en: 'You found {count} different workouts too hard in the last 10 days, which usually means your FTP is set too high. We did not add a test now (your A event is less than three weeks away, or no day this week can take one): if the next hard sessions feel the same, lower your FTP in your settings.',
    pt: 'Você achou {count} treinos diferentes duros demais nos últimos 10 dias, o que costuma indicar um FTP alto demais. Não colocamos um teste agora (seu evento A está a menos de três semanas, ou nenhum dia desta semana comporta um): se os próximos treinos fortes parecerem iguais, baixe seu FTP nas configurações.',
    es: 'Te resultaron demasiado duras {count} sesiones distintas en los últimos 10 días, lo que suele indicar un FTP demasiado alto. No añadimos un test ahora (tu evento A está a menos de tres semanas, o ningún día de esta semana admite uno): si las próximas sesiones duras se sienten igual, baja tu FTP en tus ajustes.',
  },
  madeRoom: {
    en: 'We took {session} on {day} off the plan to make room for {moved}, which moved there.',
    pt: 'Tiramos {session} de {day} do plano para abrir espaço para {moved}, que foi para esse dia.',
    es: 'Quitamos {session} del {day} del plan para hacer sitio a {moved}, que pasó a ese día.',
  },
  streakTooEasy: {
    en: 'Your last two {zone} sessions felt too easy, so we raised your {zone} level from {fromLevel} to {toLevel}; {sessionsChanged}.',
    pt: 'Seus dois últimos treinos de {zone} pareceram fáceis demais, então subimos seu nível de {zone} de {fromLevel} para {toLevel}; {sessionsChanged}.',
    es: 'Tus dos últimas sesiones de {zone} te resultaron demasiado fáciles, así que subimos tu nivel de {zone} de {fromLevel} a {toLevel}; {sessionsChanged}.',
  },
  streakTooHard: {
    en: 'Your last two {zone} sessions were too hard or cut short, so we lowered your {zone} level from {fromLevel} to {toLevel}; {sessionsChanged}.',
    pt: 'Seus dois últimos treinos de {zone} foram duros demais ou ficaram incompletos, então baixamos seu nível de {zone} de {fromLevel} para {toLevel}; {sessionsChanged}.',
    es: 'Tus dos últimas sesiones de {zone} fueron demasiado duras o quedaron incompletas, así que bajamos tu nivel de {zone} de {fromLevel} a {toLevel}; {sessionsChanged}.',
  },
  feedbackTooHard: {
    en: 'You found your {zone} session on {previousDay} too hard, so the next one, on {day}, is a little easier: {workout} instead of {previous}.',
    pt: 'Você achou duro demais o treino de {zone} de {previousDay}, então o próximo, em {day}, fica um pouco mais fácil: {workout} no lugar de {previous}.',
    es: 'La sesión de {zone} del {previousDay} te resultó demasiado dura, así que la próxima, el {day}, será un poco más fácil: {workout} en lugar de {previous}.',
  },
  keyFailed: {
    en: 'Your {zone} session on {previousDay} came up short ({score} of the plan), so the next one, on {day}, is a little easier: {workout} instead of {previous}.',
    pt: 'O treino de {zone} de {previousDay} ficou incompleto ({score} do planejado), então o próximo, em {day}, fica um pouco mais fácil: {workout} no lugar de {previous}.',
    es: 'La sesión de {zone} del {previousDay} quedó corta ({score} de lo previsto), así que la próxima, el {day}, será un poco más fácil: {workout} en lugar de {previous}.',
  },
  ftpSet: {
    en: 'Your FTP is now {after} W, from {source}. Every target in your plan is a percentage of FTP, so your sessions now have their watts.',
    pt: 'Seu FTP agora é {after} W, a partir de {source}. Todas as metas do plano são porcentagens do FTP, então seus treinos agora têm os watts certos.',
    es: 'Tu FTP queda en {after} W, a partir de {source}. Todos los objetivos del plan son porcentajes del FTP, así que tus sesiones ya tienen sus vatios.',
  },
  ftpRaised: {
    en: 'Your FTP went up from {before} W to {after} W ({source}). Every target in your plan is a percentage of FTP, so your sessions now ask for {percent} more watts: the same effort for a stronger you.',
    pt: 'Seu FTP subiu de {before} W para {after} W ({source}). Todas as metas do plano são porcentagens do FTP, então seus treinos agora pedem {percent} a mais de watts: o mesmo esforço, com mais força.',
    es: 'Tu FTP subió de {before} W a {after} W ({source}). Todos los objetivos del plan son porcentajes del FTP, así que tus sesiones ahora piden un {percent} más de vatios: el mismo esfuerzo, con más fuerza.',
  },
  ftpLowered: {
    en: 'Your FTP went down from {before} W to {after} W ({source}). Every target in your plan is a percentage of FTP, so your sessions now ask for {percent} fewer watts and stay at the right effort.',
    pt: 'Seu FTP caiu de {before} W para {after} W ({source}). Todas as metas do plano são porcentagens do FTP, então seus treinos agora pedem {percent} a menos de watts e continuam no esforço certo.',
    es: 'Tu FTP bajó de {before} W a {after} W ({source}). Todos los objetivos del plan son porcentajes del FTP, así que tus sesiones ahora piden un {percent} menos de vatios y siguen en el esfuerzo adecuado.',
  },
  fatigueFloor: {
    en: 'Your form is {tsb}, below your floor of {floor}, so we eased {session} on {day}: {workout} instead of {previous}, about {cut} less load, so you can absorb the work.',
    pt: 'Sua forma está em {tsb}, abaixo do seu limite de {floor}, então aliviamos {session} de {day}: {workout} no lugar de {previous}, cerca de {cut} menos carga, para você absorver o treino.',
    es: 'Tu forma está en {tsb}, por debajo de tu límite de {floor}, así que aliviamos {session} del {day}: {workout} en lugar de {previous}, alrededor de un {cut} menos de carga, para que asimiles el trabajo.',
  },
  riddenHardMoved: {
    en: 'Your ride on {rideDay} was a hard one, so we moved {session} from {from} to {to}: hard days stay at least 48 hours apart, and {dayBefore} stays easy so you arrive fresh.',
    pt: 'Seu pedal de {rideDay} foi forte, então movemos {session} de {from} para {to}: dias fortes ficam a pelo menos 48 horas de distância, e {dayBefore} fica leve para você chegar com as pernas descansadas.',
    es: 'Tu salida del {rideDay} fue dura, así que pasamos {session} del {from} al {to}: los días duros quedan al menos a 48 horas de distancia, y el {dayBefore} queda suave para que llegues con las piernas frescas.',
  },
  riddenHardEased: {
    en: 'Your ride on {rideDay} was a hard one, and no other day this week can take {session} with 48 hours between hard days, so we eased {day}: {workout} instead of {previous}.',
    pt: 'Seu pedal de {rideDay} foi forte, e nenhum outro dia desta semana comporta {session} com 48 horas entre dias fortes, então aliviamos o treino de {day}: {workout} no lugar de {previous}.',
    es: 'Tu salida del {rideDay} fue dura y ningún otro día de esta semana admite {session} con 48 horas entre días duros, así que aliviamos el entrenamiento del {day}: {workout} en lugar de {previous}.',
  },
  riddenHardRest: {
    en: 'Your ride on {rideDay} was a hard one, and no other day this week can take {session} with 48 hours between hard days, so {day} is now a rest day.',
    pt: 'Seu pedal de {rideDay} foi forte, e nenhum outro dia desta semana comporta {session} com 48 horas entre dias fortes, então {day} agora é dia de descanso.',
    es: 'Tu salida del {rideDay} fue dura y ningún otro día de esta semana admite {session} con 48 horas entre días duros, así que el {day} ahora es día de descanso.',
  },
  readinessVeryLow: {
    en: 'Your check-in today scored {readiness}/100, so today is a rest day: we took {session} off. Rest now pays off later in the week.',
    pt: 'Seu check-in de hoje deu {readiness}/100, então hoje é dia de descanso: tiramos {session}. Descansar agora rende mais no resto da semana.',
    es: 'Tu registro de hoy dio {readiness}/100, así que hoy toca descansar: quitamos {session}. Descansar ahora rinde más el resto de la semana.',
  },
  veryTired: {
    en: 'You told us you are very tired, so today is recovery only: {workout} instead of {previous}.',
    pt: 'Você nos contou que está com muito cansaço, então hoje é só recuperação: {workout} no lugar de {previous}.',
    es: 'Nos dijiste que tienes mucho cansancio, así que hoy solo toca recuperación: {workout} en lugar de {previous}.',
  },
  veryTiredRest: {
    en: 'You told us you are very tired, so today is recovery only: we took {session} off.',
    pt: 'Você nos contou que está com muito cansaço, então hoje é só recuperação: tiramos {session}.',
    es: 'Nos dijiste que tienes mucho cansancio, así que hoy solo toca recuperación: quitamos {session}.',
  },
  tired: {
    en: 'You told us you are tired, so today stays aerobic: {workout} instead of {previous}.',
    pt: 'Você nos contou que está com cansaço, então hoje o treino fica aeróbico: {workout} no lugar de {previous}.',
    es: 'Nos dijiste que tienes cansancio, así que hoy el entrenamiento es aeróbico: {workout} en lugar de {previous}.',
  },
  readinessLow: {
    en: 'Your check-in today scored {readiness}/100, so we swapped {previous} for an easier session: {workout}.',
    pt: 'Seu check-in de hoje deu {readiness}/100, então trocamos {previous} por um treino mais leve: {workout}.',
    es: 'Tu registro de hoy dio {readiness}/100, así que cambiamos {previous} por una sesión más suave: {workout}.',
  },
  testMoved: {
    en: 'Your check-in today scored {readiness}/100, and a test on a tired day measures the tiredness — the FTP it gives sets the watts of every later session — so we moved {session} from {from} to {to}.',
    pt: 'Seu check-in de hoje deu {readiness}/100, e um teste num dia de cansaço mede o cansaço — o FTP que ele dá define os watts de todos os treinos seguintes —, então movemos {session} de {from} para {to}.',
    es: 'Tu registro de hoy dio {readiness}/100, y un test en un día de cansancio mide el cansancio — el FTP que da fija los vatios de todas las sesiones siguientes —, así que pasamos {session} del {from} al {to}.',
  },
  testNoRoom: {
    en: 'Your check-in today scored {readiness}/100, and a test on a tired day measures the tiredness, so we took {session} on {day} off. No day in the next three weeks fits a test (48 h clear of hard sessions, not in the three weeks before an A event), so your FTP stays as it is until you test again.',
    pt: 'Seu check-in de hoje deu {readiness}/100, e um teste num dia de cansaço mede o cansaço, então tiramos {session} de {day}. Nenhum dia das próximas três semanas comporta um teste (48 h longe de treinos fortes, fora das três semanas antes de um evento A), então seu FTP fica como está até você testar de novo.',
    es: 'Tu registro de hoy dio {readiness}/100, y un test en un día de cansancio mide el cansancio, así que quitamos {session} del {day}. Ningún día de las próximas tres semanas admite un test (48 h lejos de sesiones duras, fuera de las tres semanas antes de un evento A), así que tu FTP se queda como está hasta que vuelvas a hacer el test.',
  },
  unavailableMoved: {
    en: 'We moved {session} from {from} to {to} because you marked {range} unavailable; {dayBefore} stays easy so you arrive fresh.',
    pt: 'Movemos {session} de {from} para {to} porque você marcou {range} como indisponível; {dayBefore} fica leve para você chegar com as pernas descansadas.',
    es: 'Pasamos {session} del {from} al {to} porque marcaste {range} como no disponible; el {dayBefore} queda suave para que llegues con las piernas frescas.',
  },
  unavailableDropped: {
    en: 'We took {session} on {day} off the plan because you marked {range} unavailable.',
    pt: 'Tiramos {session} de {day} do plano porque você marcou {range} como indisponível.',
    es: 'Quitamos {session} del {day} del plan porque marcaste {range} como no disponible.',
  },
  unavailableNoRoom: {
    en: 'You marked {range} unavailable, and no other day this week can take {session} ({day}) without two hard days in a row, so we left it out.',
    pt: 'Você marcou {range} como indisponível, e nenhum outro dia desta semana comporta {session} de {day} sem dois dias fortes seguidos, então ele ficou de fora.',
    es: 'Marcaste {range} como no disponible y ningún otro día de esta semana admite {session} ({day}) sin juntar dos días duros seguidos, así que queda fuera.',
  },
  replanGoal: {
    en: 'You changed your goal to {goal}, so we re-planned from {day}: the coming weeks train for it, and what you already rode stays as it was.',
    pt: 'Você mudou seu objetivo para {goal}, então refizemos o plano a partir de {day}: as próximas semanas treinam para ele, e o que você já pedalou continua como estava.',
    es: 'Cambiaste tu objetivo a {goal}, así que rehicimos el plan desde el {day}: las próximas semanas entrenan para ello, y lo que ya rodaste se queda como estaba.',
  },
  replanEvent: {
    en: 'Your event is now on {event}, so we re-planned from {day} to build, peak and taper for it.',
    pt: 'Seu evento agora está marcado para {event}, então refizemos o plano a partir de {day} para construir a forma, chegar ao pico e fazer o polimento para ele.',
    es: 'Tu evento ahora es el {event}, así que rehicimos el plan desde el {day} para construir, llegar al pico y hacer la puesta a punto.',
  },
  replanNoEvent: {
    en: 'You removed your event, so we re-planned from {day} without a taper.',
    pt: 'Você removeu seu evento, então refizemos o plano a partir de {day}, sem polimento.',
    es: 'Quitaste tu evento, así que rehicimos el plan desde el {day}, sin puesta a punto.',
  },
  replanHours: {
    en: 'You now have {hours} h a week, so we re-planned from {day} to fit them.',
    pt: 'Agora você tem {hours} h por semana, então refizemos o plano a partir de {day} para caber nelas.',
    es: 'Ahora tienes {hours} h a la semana, así que rehicimos el plan desde el {day} para ajustarlo a ellas.',
  },
  replanDays: {
    en: 'You now ride on {dayList}, so we re-planned from {day} around those days.',
    pt: 'Agora você pedala {dayList}, então refizemos o plano a partir de {day} em torno desses dias.',
    es: 'Ahora montas los {dayList}, así que rehicimos el plan desde el {day} alrededor de esos días.',
  },
  replanSettings: {
    en: 'Your plan settings changed, so we re-planned from {day}; what you already rode stays as it was.',
    pt: 'As configurações do seu plano mudaram, então refizemos o plano a partir de {day}; o que você já pedalou continua como estava.',
    es: 'Cambiaron los ajustes de tu plan, así que rehicimos el plan desde el {day}; lo que ya rodaste se queda como estaba.',
  },
  riderMoved: {
    en: 'You moved {session} from {from} to {to}.',
    pt: 'Você moveu {session} de {from} para {to}.',
    es: 'Pasaste {session} del {from} al {to}.',
  },
  riderSkipped: {
    en: 'You skipped {session} on {day}.',
    pt: 'Você pulou {session} de {day}.',
    es: 'Saltaste {session} del {day}.',
  },
  riderSwapped: {
    en: 'You swapped {previous} on {day} for {workout}.',
    pt: 'Você trocou {previous} de {day} por {workout}.',
    es: 'Cambiaste {previous} del {day} por {workout}.',
  },
  riderUndo: {
    en: 'You undid a change. It was: {original}',
    pt: 'Você desfez uma mudança. Ela era: {original}',
    es: 'Deshiciste un cambio. Era: {original}',
  },
};

/**
 * Added to a step back's sentence when the break also turned a recovery week into a load week ({weekDay} that
 * week's first day): the break was the rest [T16].
 */
export const BREAK_RECOVERY_NOTE: Readonly<Record<CoachLanguage, string>> = {
  en: 'The break counts as your recovery, so the week from {weekDay} trains instead of recovering.',
  pt: 'A pausa conta como sua recuperação, então a semana a partir de {weekDay} é de treino, não de recuperação.',
  es: 'La pausa cuenta como tu recuperación, así que la semana desde el {weekDay} es de entrenamiento, no de recuperación.',
};
