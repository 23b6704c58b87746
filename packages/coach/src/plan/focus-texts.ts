/**
 * "Training Focus": each week's aim in plain words, per reason code, in en, pt (Brazilian) and es. Placeholders:
 * {week} {weeks} — week n of N; {event} — the event day; {day} — the day a note is about; {sessions} — the week's
 * hard sessions. A test checks every code has every language and the declared placeholders.
 */
import type { CoachLanguage } from '../workout/types.ts';
import type { WeekFocusCode, WeekNoteCode } from './types.ts';

export type FocusTextCode = WeekFocusCode | WeekNoteCode | 'keySessions';

export const FOCUS_PLACEHOLDERS: Readonly<Record<FocusTextCode, readonly string[]>> = {
  base: ['week', 'weeks'],
  buildThreshold: ['week', 'weeks'],
  buildVo2max: ['week', 'weeks'],
  buildAnaerobic: ['week', 'weeks'],
  specialtyClimbing: ['week', 'weeks'],
  specialtySprinting: ['week', 'weeks'],
  specialtyEndurance: ['week', 'weeks'],
  specialtyTimeTrial: ['week', 'weeks'],
  specialtyGeneralFitness: ['week', 'weeks'],
  recovery: ['week', 'weeks'],
  taper: ['event', 'week', 'weeks'],
  eventWeek: ['event', 'week', 'weeks'],
  openingTest: ['day'],
  ftpTest: ['day'],
  bEvent: ['day'],
  cEvent: ['day'],
  keySessions: ['sessions'],
};

export const FOCUS_TEXTS: Readonly<Record<FocusTextCode, Readonly<Record<CoachLanguage, string>>>> = {
  base: {
    en: 'Week {week} of {weeks} · Base: build your aerobic engine. Long, steady riding and one or two controlled efforts raise the power you can hold for hours.',
    pt: 'Semana {week} de {weeks} · Base: construa seu motor aeróbico. Pedais longos e constantes e um ou dois esforços controlados aumentam a potência que você sustenta por horas.',
    es: 'Semana {week} de {weeks} · Base: construye tu motor aeróbico. Rodajes largos y constantes y uno o dos esfuerzos controlados elevan la potencia que sostienes durante horas.',
  },
  buildThreshold: {
    en: 'Week {week} of {weeks} · Build: raise your threshold. Longer efforts near FTP and some VO2max work lift the power you can sustain for an hour.',
    pt: 'Semana {week} de {weeks} · Construção: eleve seu limiar. Esforços mais longos perto do FTP e um pouco de VO2máx aumentam a potência que você sustenta por uma hora.',
    es: 'Semana {week} de {weeks} · Construcción: eleva tu umbral. Esfuerzos más largos cerca del FTP y algo de VO2máx suben la potencia que sostienes durante una hora.',
  },
  buildVo2max: {
    en: 'Week {week} of {weeks} · Build: raise your ceiling. VO2max intervals and over-unders train the power you need on steep climbs.',
    pt: 'Semana {week} de {weeks} · Construção: eleve seu teto. Intervalos de VO2máx e over-unders treinam a potência que você precisa nas subidas íngremes.',
    es: 'Semana {week} de {weeks} · Construcción: eleva tu techo. Intervalos de VO2máx y over-unders entrenan la potencia que necesitas en las subidas duras.',
  },
  buildAnaerobic: {
    en: 'Week {week} of {weeks} · Build: sharpen your top end. VO2max and anaerobic intervals build the power to close gaps and launch sprints.',
    pt: 'Semana {week} de {weeks} · Construção: afie sua potência máxima. Intervalos de VO2máx e anaeróbicos constroem a força para fechar buracos e arrancar nos sprints.',
    es: 'Semana {week} de {weeks} · Construcción: afina tu potencia máxima. Intervalos de VO2máx y anaeróbicos construyen la fuerza para cerrar huecos y lanzar sprints.',
  },
  specialtyClimbing: {
    en: 'Week {week} of {weeks} · Specialty: climbing. Long VO2max and threshold efforts at the power you will hold on the climbs that matter.',
    pt: 'Semana {week} de {weeks} · Específico: subidas. Esforços longos de VO2máx e limiar na potência que você vai sustentar nas subidas que importam.',
    es: 'Semana {week} de {weeks} · Específico: subidas. Esfuerzos largos de VO2máx y umbral a la potencia que mantendrás en las subidas que importan.',
  },
  specialtySprinting: {
    en: 'Week {week} of {weeks} · Specialty: sprinting. Short, very hard efforts with full recovery: peak power and the snap to use it.',
    pt: 'Semana {week} de {weeks} · Específico: sprint. Esforços curtos e muito fortes com recuperação completa: potência máxima e a explosão para usá-la.',
    es: 'Semana {week} de {weeks} · Específico: sprint. Esfuerzos cortos y muy intensos con recuperación completa: potencia máxima y la explosividad para usarla.',
  },
  specialtyEndurance: {
    en: 'Week {week} of {weeks} · Specialty: going long. Long rides and steady threshold work so you stay strong to the end of a long day.',
    pt: 'Semana {week} de {weeks} · Específico: longa distância. Pedais longos e trabalho constante no limiar para você terminar forte um dia longo.',
    es: 'Semana {week} de {weeks} · Específico: larga distancia. Rodajes largos y trabajo constante en umbral para que llegues fuerte al final de un día largo.',
  },
  specialtyTimeTrial: {
    en: 'Week {week} of {weeks} · Specialty: time trial. Sustained threshold efforts at race pace, steady and controlled.',
    pt: 'Semana {week} de {weeks} · Específico: contrarrelógio. Esforços sustentados no limiar em ritmo de prova, constantes e controlados.',
    es: 'Semana {week} de {weeks} · Específico: contrarreloj. Esfuerzos sostenidos en umbral a ritmo de carrera, constantes y controlados.',
  },
  specialtyGeneralFitness: {
    en: 'Week {week} of {weeks} · Specialty: all-round fitness. A mix of VO2max, threshold and endurance keeps every system sharp.',
    pt: 'Semana {week} de {weeks} · Específico: condicionamento geral. Uma mistura de VO2máx, limiar e resistência mantém todos os sistemas afiados.',
    es: 'Semana {week} de {weeks} · Específico: forma general. Una mezcla de VO2máx, umbral y resistencia mantiene a punto todos los sistemas.',
  },
  recovery: {
    en: 'Week {week} of {weeks} · Recovery: about half the usual time, all easy. This is when the last weeks’ work turns into fitness.',
    pt: 'Semana {week} de {weeks} · Recuperação: cerca de metade do tempo de sempre, tudo leve. É agora que o trabalho das últimas semanas vira condicionamento.',
    es: 'Semana {week} de {weeks} · Recuperación: cerca de la mitad del tiempo habitual, todo suave. Ahora es cuando el trabajo de las últimas semanas se convierte en forma.',
  },
  taper: {
    en: 'Week {week} of {weeks} · Taper: less volume, the same intensity, so you reach your event on {event} fresh and sharp.',
    pt: 'Semana {week} de {weeks} · Polimento: menos volume e a mesma intensidade, para chegar ao evento de {event} com as pernas descansadas e afiadas.',
    es: 'Semana {week} de {weeks} · Puesta a punto: menos volumen y la misma intensidad, para llegar al evento del {event} con las piernas frescas y a punto.',
  },
  eventWeek: {
    en: 'Week {week} of {weeks} · Event week: short, sharp sessions early in the week, then rest. Your event is on {event}. Good luck!',
    pt: 'Semana {week} de {weeks} · Semana do evento: treinos curtos e intensos no começo da semana, depois descanso. Seu evento está marcado para {event}. Boa sorte!',
    es: 'Semana {week} de {weeks} · Semana del evento: sesiones cortas e intensas al principio de la semana y después descanso. Tu evento es el {event}. ¡Suerte!',
  },
  openingTest: {
    en: 'It opens with an FTP test on {day}: it sets the watts of every session that follows.',
    pt: 'Ela começa com um teste de FTP em {day}: ele define os watts de todos os treinos seguintes.',
    es: 'Empieza con un test de FTP el {day}: fija los vatios de todas las sesiones siguientes.',
  },
  ftpTest: {
    en: 'An FTP test on {day} checks your progress and updates your targets.',
    pt: 'Um teste de FTP em {day} confere sua evolução e atualiza suas metas.',
    es: 'Un test de FTP el {day} comprueba tu progreso y actualiza tus objetivos.',
  },
  bEvent: {
    en: 'Your B event is on {day}: the two days before it are lighter and the day after it is easy, so you race it well without stopping to peak.',
    pt: 'Seu evento B está marcado para {day}: os dois dias antes dele são mais leves e o dia seguinte é tranquilo, para você correr bem sem parar o treino para um pico.',
    es: 'Tu evento B es el {day}: los dos días anteriores son más ligeros y el día siguiente es suave, para que compitas bien sin parar a buscar un pico.',
  },
  cEvent: {
    en: 'Your C event on {day} is ridden as training: it is that day’s hard session, with no rest before it.',
    pt: 'Seu evento C em {day} vale como treino: é o treino forte do dia, sem descanso antes.',
    es: 'Tu evento C del {day} cuenta como entrenamiento: es la sesión dura del día, sin descanso previo.',
  },
  keySessions: {
    en: 'Hard sessions this week: {sessions}.',
    pt: 'Treinos fortes da semana: {sessions}.',
    es: 'Sesiones duras de la semana: {sessions}.',
  },
};
