/**
 * The summary's sentences in en, pt (Brazilian) and es, in the coach's own voice (first person), each for a male and a
 * female coach: Portuguese and Spanish agree with the coach's gender ("fiquei satisfeito/satisfeita", "estoy
 * contento/contenta"); English reads the same for both. Words about the rider never carry a gender (the profile does
 * not hold the rider's). Placeholders: {inPeriod} "this week"/"this month"; {doneSessions} {planned} sessions done
 * and planned; {rides} rides; {doneTime} {plannedTime} {time} durations; {doneTss} {plannedTss} {tss} load;
 * {ctl…} {atl…} {tsb…} fitness, fatigue and form (Start, End, Change); {list} new bests; {before} {after} watts, {day}
 * a day and {reason} why, of an FTP change; {changes} {count} changes; {range} the coming week; {keys} its key
 * sessions; {sessions} its sessions. A test checks every code has every language, both voices and its placeholders.
 */
import type { CoachLanguage } from '../workout/types.ts';
import type { CoachVoice } from './types.ts';

export const SUMMARY_TEXT_CODES = [
  'volumeOnPlan',
  'volumeUnder',
  'volumeOver',
  'volumeNoPlan',
  'volumeRides',
  'volumeNone',
  'fitness',
  'formFresh',
  'formTraining',
  'formTired',
  'bests',
  'ftpRaised',
  'ftpLowered',
  'ftpSet',
  'changesSome',
  'changesMore',
  'changesNone',
  'nextWeek',
  'nextKeys',
  'nextLoad',
  'nextEmpty',
] as const;
export type SummaryTextCode = (typeof SUMMARY_TEXT_CODES)[number];

const VOLUME = ['doneSessions', 'doneTime', 'doneTss', 'inPeriod', 'planned', 'plannedTime', 'plannedTss'];

export const SUMMARY_PLACEHOLDERS: Readonly<Record<SummaryTextCode, readonly string[]>> = {
  volumeOnPlan: VOLUME,
  volumeUnder: VOLUME,
  volumeOver: VOLUME,
  volumeNoPlan: ['doneTime', 'doneTss', 'inPeriod', 'rides'],
  volumeRides: ['doneTime', 'doneTss', 'inPeriod', 'rides'],
  volumeNone: ['inPeriod'],
  fitness: [
    'atlChange',
    'atlEnd',
    'atlStart',
    'ctlChange',
    'ctlEnd',
    'ctlStart',
    'tsbChange',
    'tsbEnd',
    'tsbStart',
  ],
  formFresh: [],
  formTraining: [],
  formTired: [],
  bests: ['inPeriod', 'list'],
  ftpRaised: ['after', 'before', 'day', 'reason'],
  ftpLowered: ['after', 'before', 'day', 'reason'],
  ftpSet: ['after', 'day', 'reason'],
  changesSome: ['changes', 'inPeriod'],
  changesMore: ['count'],
  changesNone: ['inPeriod'],
  nextWeek: ['range'],
  nextKeys: ['keys'],
  nextLoad: ['sessions', 'time', 'tss'],
  nextEmpty: ['range'],
};

type Voiced = Readonly<Record<CoachVoice, string>>;
/** A sentence with no word that agrees with the coach: the same for both voices. */
const both = (text: string): Voiced => ({ male: text, female: text });

export const SUMMARY_TEXTS: Readonly<Record<SummaryTextCode, Readonly<Record<CoachLanguage, Voiced>>>> = {
  volumeOnPlan: {
    en: both(
      'You completed {doneSessions} of {planned} {inPeriod}: {doneTime} on the bike for {plannedTime} in the plan, and {doneTss} of {plannedTss} TSS. I am pleased: that is the work the plan asked for.',
    ),
    pt: {
      male: 'Você completou {doneSessions} de {planned} {inPeriod}: {doneTime} pedalando para {plannedTime} no plano, e {doneTss} de {plannedTss} TSS. Fiquei satisfeito: é o trabalho que o plano pedia.',
      female:
        'Você completou {doneSessions} de {planned} {inPeriod}: {doneTime} pedalando para {plannedTime} no plano, e {doneTss} de {plannedTss} TSS. Fiquei satisfeita: é o trabalho que o plano pedia.',
    },
    es: {
      male: 'Completaste {doneSessions} de {planned} {inPeriod}: {doneTime} sobre la bici para {plannedTime} en el plan, y {doneTss} de {plannedTss} TSS. Estoy contento: es el trabajo que pedía el plan.',
      female:
        'Completaste {doneSessions} de {planned} {inPeriod}: {doneTime} sobre la bici para {plannedTime} en el plan, y {doneTss} de {plannedTss} TSS. Estoy contenta: es el trabajo que pedía el plan.',
    },
  },
  volumeUnder: {
    en: both(
      'You completed {doneSessions} of {planned} {inPeriod}: {doneTime} on the bike for {plannedTime} in the plan, and {doneTss} of {plannedTss} TSS. That is less than planned; I am keeping an eye on it, and the plan adapts to the sessions you miss.',
    ),
    pt: {
      male: 'Você completou {doneSessions} de {planned} {inPeriod}: {doneTime} pedalando para {plannedTime} no plano, e {doneTss} de {plannedTss} TSS. Foi menos do que o planejado; estou atento a isso, e o plano se ajusta aos treinos que você perde.',
      female:
        'Você completou {doneSessions} de {planned} {inPeriod}: {doneTime} pedalando para {plannedTime} no plano, e {doneTss} de {plannedTss} TSS. Foi menos do que o planejado; estou atenta a isso, e o plano se ajusta aos treinos que você perde.',
    },
    es: {
      male: 'Completaste {doneSessions} de {planned} {inPeriod}: {doneTime} sobre la bici para {plannedTime} en el plan, y {doneTss} de {plannedTss} TSS. Es menos de lo previsto; estoy atento a ello, y el plan se ajusta a las sesiones que pierdes.',
      female:
        'Completaste {doneSessions} de {planned} {inPeriod}: {doneTime} sobre la bici para {plannedTime} en el plan, y {doneTss} de {plannedTss} TSS. Es menos de lo previsto; estoy atenta a ello, y el plan se ajusta a las sesiones que pierdes.',
    },
  },
  volumeOver: {
    en: both(
      'You completed {doneSessions} of {planned} {inPeriod}: {doneTime} on the bike for {plannedTime} in the plan, and {doneTss} of {plannedTss} TSS. That is more load than planned; I am glad of the appetite, and I watch your form so the extra does not tip into fatigue.',
    ),
    pt: {
      male: 'Você completou {doneSessions} de {planned} {inPeriod}: {doneTime} pedalando para {plannedTime} no plano, e {doneTss} de {plannedTss} TSS. É mais carga do que o planejado; fico contente com a vontade, e atento à sua forma para o extra não virar fadiga.',
      female:
        'Você completou {doneSessions} de {planned} {inPeriod}: {doneTime} pedalando para {plannedTime} no plano, e {doneTss} de {plannedTss} TSS. É mais carga do que o planejado; fico contente com a vontade, e atenta à sua forma para o extra não virar fadiga.',
    },
    es: {
      male: 'Completaste {doneSessions} de {planned} {inPeriod}: {doneTime} sobre la bici para {plannedTime} en el plan, y {doneTss} de {plannedTss} TSS. Es más carga de la prevista; me alegran las ganas, y estoy atento a tu forma para que el extra no se convierta en fatiga.',
      female:
        'Completaste {doneSessions} de {planned} {inPeriod}: {doneTime} sobre la bici para {plannedTime} en el plan, y {doneTss} de {plannedTss} TSS. Es más carga de la prevista; me alegran las ganas, y estoy atenta a tu forma para que el extra no se convierta en fatiga.',
    },
  },
  volumeNoPlan: {
    en: both(
      'You did {rides} {inPeriod}: {doneTime} on the bike and {doneTss} TSS. I am ready to plan your weeks whenever you like: create a plan and I will adapt it to every ride.',
    ),
    pt: {
      male: 'Você fez {rides} {inPeriod}: {doneTime} pedalando e {doneTss} TSS. Estou pronto para planejar suas semanas quando quiser: crie um plano e eu o ajusto a cada pedal.',
      female:
        'Você fez {rides} {inPeriod}: {doneTime} pedalando e {doneTss} TSS. Estou pronta para planejar suas semanas quando quiser: crie um plano e eu o ajusto a cada pedal.',
    },
    es: {
      male: 'Hiciste {rides} {inPeriod}: {doneTime} sobre la bici y {doneTss} TSS. Estoy listo para planificar tus semanas cuando quieras: crea un plan y lo ajusto a cada salida.',
      female:
        'Hiciste {rides} {inPeriod}: {doneTime} sobre la bici y {doneTss} TSS. Estoy lista para planificar tus semanas cuando quieras: crea un plan y lo ajusto a cada salida.',
    },
  },
  volumeRides: {
    en: both('You did {rides} {inPeriod}: {doneTime} on the bike and {doneTss} TSS.'),
    pt: both('Você fez {rides} {inPeriod}: {doneTime} pedalando e {doneTss} TSS.'),
    es: both('Hiciste {rides} {inPeriod}: {doneTime} sobre la bici y {doneTss} TSS.'),
  },
  volumeNone: {
    en: both(
      'You did not ride {inPeriod}. Rest is part of training; I am here when you are back on the bike.',
    ),
    pt: {
      male: 'Você não pedalou {inPeriod}. Descanso também é treino; fico à espera, pronto para quando você voltar.',
      female:
        'Você não pedalou {inPeriod}. Descanso também é treino; fico à espera, pronta para quando você voltar.',
    },
    es: {
      male: 'No montaste en bici {inPeriod}. El descanso también es entrenamiento; aquí estoy, listo para cuando vuelvas.',
      female:
        'No montaste en bici {inPeriod}. El descanso también es entrenamiento; aquí estoy, lista para cuando vuelvas.',
    },
  },
  fitness: {
    en: both(
      'Your fitness (CTL) went from {ctlStart} to {ctlEnd} ({ctlChange}), your fatigue (ATL) from {atlStart} to {atlEnd} ({atlChange}) and your form (TSB) from {tsbStart} to {tsbEnd} ({tsbChange}).',
    ),
    pt: both(
      'Seu condicionamento (CTL) foi de {ctlStart} para {ctlEnd} ({ctlChange}), sua fadiga (ATL) de {atlStart} para {atlEnd} ({atlChange}) e sua forma (TSB) de {tsbStart} para {tsbEnd} ({tsbChange}).',
    ),
    es: both(
      'Tu forma física (CTL) pasó de {ctlStart} a {ctlEnd} ({ctlChange}), tu fatiga (ATL) de {atlStart} a {atlEnd} ({atlChange}) y tu frescura (TSB) de {tsbStart} a {tsbEnd} ({tsbChange}).',
    ),
  },
  formFresh: {
    en: both('Your fitness is above your fatigue: you start the coming days with fresh legs.'),
    pt: both('Sua forma está acima da fadiga: você começa os próximos dias com as pernas descansadas.'),
    es: both('Tu forma está por encima de la fatiga: empiezas los próximos días con las piernas frescas.'),
  },
  formTraining: {
    en: both('Some fatigue is the sign of training that works; I am comfortable with this balance.'),
    pt: {
      male: 'Um pouco de fadiga é sinal de treino que funciona; fico tranquilo com esse equilíbrio.',
      female: 'Um pouco de fadiga é sinal de treino que funciona; fico tranquila com esse equilíbrio.',
    },
    es: {
      male: 'Algo de fatiga es señal de un entrenamiento que funciona; me quedo tranquilo con este equilibrio.',
      female:
        'Algo de fatiga es señal de un entrenamiento que funciona; me quedo tranquila con este equilibrio.',
    },
  },
  formTired: {
    en: both(
      'You are carrying a lot of fatigue; I am watching it, and the plan eases a hard session when your form falls below its floor.',
    ),
    pt: {
      male: 'Você está carregando bastante fadiga; estou atento, e o plano alivia um treino forte quando sua forma cai abaixo do limite.',
      female:
        'Você está carregando bastante fadiga; estou atenta, e o plano alivia um treino forte quando sua forma cai abaixo do limite.',
    },
    es: {
      male: 'Llevas bastante fatiga acumulada; estoy atento, y el plan suaviza una sesión dura cuando tu forma cae por debajo de su límite.',
      female:
        'Llevas bastante fatiga acumulada; estoy atenta, y el plan suaviza una sesión dura cuando tu forma cae por debajo de su límite.',
    },
  },
  bests: {
    en: both('New bests {inPeriod}: {list}. I am proud of that work.'),
    pt: {
      male: 'Novos recordes {inPeriod}: {list}. Estou orgulhoso desse trabalho.',
      female: 'Novos recordes {inPeriod}: {list}. Estou orgulhosa desse trabalho.',
    },
    es: {
      male: 'Nuevas mejores marcas {inPeriod}: {list}. Estoy orgulloso de ese trabajo.',
      female: 'Nuevas mejores marcas {inPeriod}: {list}. Estoy orgullosa de ese trabajo.',
    },
  },
  ftpRaised: {
    en: both(
      'Your FTP went up from {before} W to {after} W on {day}, from {reason}; the watts of every session follow it.',
    ),
    pt: both(
      'Seu FTP subiu de {before} W para {after} W em {day}, a partir de {reason}; os watts de todos os treinos acompanham.',
    ),
    es: both(
      'Tu FTP subió de {before} W a {after} W el {day}, a partir de {reason}; los vatios de todas las sesiones lo siguen.',
    ),
  },
  ftpLowered: {
    en: both(
      'Your FTP went down from {before} W to {after} W on {day}, from {reason}; the sessions ask for watts you can hold.',
    ),
    pt: both(
      'Seu FTP caiu de {before} W para {after} W em {day}, a partir de {reason}; os treinos pedem watts que você sustenta.',
    ),
    es: both(
      'Tu FTP bajó de {before} W a {after} W el {day}, a partir de {reason}; las sesiones piden vatios que puedes sostener.',
    ),
  },
  ftpSet: {
    en: both('Your FTP was set to {after} W on {day}, from {reason}.'),
    pt: both('Seu FTP passou a ser {after} W em {day}, a partir de {reason}.'),
    es: both('Tu FTP quedó en {after} W el {day}, a partir de {reason}.'),
  },
  changesSome: {
    en: both('I made {changes} to your plan {inPeriod}:'),
    pt: both('Fiz {changes} no seu plano {inPeriod}:'),
    es: both('Hice {changes} en tu plan {inPeriod}:'),
  },
  changesMore: {
    en: both('And {count} more, in your plan’s change log.'),
    pt: both('E mais {count}, no histórico de mudanças do plano.'),
    es: both('Y {count} más, en el historial de cambios del plan.'),
  },
  changesNone: {
    en: both('I did not need to change your plan {inPeriod}.'),
    pt: both('Não precisei mudar seu plano {inPeriod}.'),
    es: both('No necesité cambiar tu plan {inPeriod}.'),
  },
  nextWeek: {
    en: both('The coming week, {range}:'),
    pt: both('A próxima semana, {range}:'),
    es: both('La próxima semana, {range}:'),
  },
  nextKeys: {
    en: both('Key sessions: {keys}.'),
    pt: both('Treinos principais: {keys}.'),
    es: both('Sesiones clave: {keys}.'),
  },
  nextLoad: {
    en: both('In all, {sessions}, {time} and {tss} TSS.'),
    pt: both('No total, {sessions}, {time} e {tss} TSS.'),
    es: both('En total, {sessions}, {time} y {tss} TSS.'),
  },
  nextEmpty: {
    en: both('The coming week, {range}, has no sessions in your plan.'),
    pt: both('A próxima semana, {range}, não tem treinos no seu plano.'),
    es: both('La próxima semana, {range}, no tiene sesiones en tu plan.'),
  },
};
