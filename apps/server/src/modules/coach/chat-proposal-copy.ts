import { PLAN_LIMITS, type UnavailableReason } from '@domestique/coach';
import { type Language, type ProposalChange, UNAVAILABLE_MAX_DAYS } from '@domestique/contract';

type Voice = 'male' | 'female';

const LOCALES: Record<Language, string> = { en: 'en-GB', pt: 'pt-BR', es: 'es-ES' };
const { min: H_MIN, max: H_MAX } = PLAN_LIMITS.weeklyHours;

/** A local day as the rider reads it: "Saturday 13 June". */
export function dayWords(date: string, lang: Language): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(LOCALES[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

// 2026-06-01 is a Monday: the weekday names of the rider's language, Monday first
const WEEKDAY_INDEX = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 } as const;
const weekdayWords = (days: readonly (keyof typeof WEEKDAY_INDEX)[], lang: Language) =>
  new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(
    days.map((d) =>
      new Date(Date.UTC(2026, 5, 1 + WEEKDAY_INDEX[d])).toLocaleDateString(LOCALES[lang], {
        weekday: 'long',
        timeZone: 'UTC',
      }),
    ),
  );
const hoursWords = (h: number, lang: Language) => `${h.toLocaleString(LOCALES[lang])} h`;
const names = (list: readonly string[], lang: Language) =>
  new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(list);

/**
 * What a proposal will do, worded by the server from the engine's dry run (never by the model: the rider accepts
 * what the engine computed, in words the model cannot bend). Imperatives, so no word agrees with the coach's gender.
 */
const summaries = {
  en: {
    move: (name: string, from: string, to: string) => `Move “${name}” from ${from} to ${to}.`,
    skip: (name: string, on: string) => `Skip “${name}” on ${on}.`,
    swap: (name: string, on: string, to: string) => `Swap “${name}” on ${on} for “${to}”.`,
    reason: { illness: 'illness', travel: 'travel', other: 'other reasons' } as Record<
      UnavailableReason,
      string
    >,
    unavailable: (days: string, reason: string) => `Mark ${days} as unavailable (${reason}).`,
    range: (from: string, to: string) => `${from} to ${to}`,
    affected: (list: string) => `The coach moves or takes off ${list}.`,
    none: 'No planned session is affected.',
    week: (fromH: string, fromD: string, h: string, d: string) =>
      `Change your training week from ${fromH} on ${fromD} to ${h} on ${d}: the plan is re-planned from today.`,
  },
  pt: {
    move: (name: string, from: string, to: string) => `Mover «${name}» de ${from} para ${to}.`,
    skip: (name: string, on: string) => `Pular «${name}» em ${on}.`,
    swap: (name: string, on: string, to: string) => `Trocar «${name}» de ${on} por «${to}».`,
    reason: { illness: 'doença', travel: 'viagem', other: 'outro motivo' } as Record<
      UnavailableReason,
      string
    >,
    unavailable: (days: string, reason: string) => `Marcar ${days} como indisponível (${reason}).`,
    range: (from: string, to: string) => `de ${from} a ${to}`,
    affected: (list: string) => `O plano move ou tira ${list}.`,
    none: 'Nenhuma sessão planejada é afetada.',
    week: (fromH: string, fromD: string, h: string, d: string) =>
      `Mudar a sua semana de treino de ${fromH} em ${fromD} para ${h} em ${d}: o plano é refeito a partir de hoje.`,
  },
  es: {
    move: (name: string, from: string, to: string) => `Mover «${name}» del ${from} al ${to}.`,
    skip: (name: string, on: string) => `Saltar «${name}» el ${on}.`,
    swap: (name: string, on: string, to: string) => `Cambiar «${name}» del ${on} por «${to}».`,
    reason: { illness: 'enfermedad', travel: 'viaje', other: 'otro motivo' } as Record<
      UnavailableReason,
      string
    >,
    unavailable: (days: string, reason: string) => `Marcar ${days} como no disponible (${reason}).`,
    range: (from: string, to: string) => `del ${from} al ${to}`,
    affected: (list: string) => `El plan mueve o quita ${list}.`,
    none: 'Ninguna sesión planificada se ve afectada.',
    week: (fromH: string, fromD: string, h: string, d: string) =>
      `Cambiar tu semana de entrenamiento de ${fromH} el ${fromD} a ${h} el ${d}: el plan se rehace desde hoy.`,
  },
} as const;

const quoted = (name: string, lang: Language) => (lang === 'en' ? `“${name}”` : `«${name}»`);

function oneSummary(x: ProposalChange, lang: Language): string {
  const c = summaries[lang];
  switch (x.kind) {
    case 'move':
      return x.toDate
        ? c.move(x.workoutName, dayWords(x.fromDate, lang), dayWords(x.toDate, lang))
        : c.skip(x.workoutName, dayWords(x.fromDate, lang));
    case 'skip':
      return c.skip(x.workoutName, dayWords(x.fromDate, lang));
    case 'swap':
      return c.swap(x.workoutName, dayWords(x.fromDate, lang), x.toWorkoutName);
    case 'unavailable': {
      const days =
        x.from === x.to ? dayWords(x.from, lang) : c.range(dayWords(x.from, lang), dayWords(x.to, lang));
      const list = x.sessions.map((s) => `${quoted(s.workoutName, lang)} (${dayWords(s.date, lang)})`);
      return `${c.unavailable(days, c.reason[x.reason])} ${list.length ? c.affected(names(list, lang)) : c.none}`;
    }
    case 'week':
      return c.week(
        hoursWords(x.fromHours, lang),
        weekdayWords(x.fromDays, lang),
        hoursWords(x.weeklyHours, lang),
        weekdayWords(
          x.availability.map((a) => a.day),
          lang,
        ),
      );
  }
}

export function proposalSummary(changes: readonly ProposalChange[], lang: Language): string {
  return changes.map((x) => oneSummary(x, lang)).join(' ');
}

/** Why a proposal tool refused (the calendar's rules, the settings' limits, the chat's own). */
export type ProposalRefusal =
  | 'notFound'
  | 'inPast'
  | 'outsidePlan'
  | 'sameDay'
  | 'notAlternative'
  | 'noPlan'
  | 'tooManyProposals'
  | 'rangeEndBeforeStart'
  | 'rangeTooLong'
  | 'hoursOutOfRange'
  | 'daysInvalid'
  | 'sameWeek'
  | 'nothingToChange'
  | 'dateInvalid';

/**
 * A refusal in the rider's language, in the coach's words, sent back to the model with its code so the answer can say
 * why nothing was proposed. Portuguese and Spanish agree with the coach's gender where the coach speaks of themself.
 */
const refusals: Record<Language, Record<ProposalRefusal, (v: Voice) => string>> = {
  en: {
    notFound: () => 'I cannot find that session in your plan.',
    inPast: () => 'That day has passed: I can only propose changes from today on.',
    outsidePlan: () => 'That day is outside your plan.',
    sameDay: () => 'The session is already on that day.',
    notAlternative: () => 'That workout is not an alternative with the same purpose for this session.',
    noPlan: () => 'You have no active plan to change.',
    tooManyProposals: () => 'That is enough proposals for one answer.',
    rangeEndBeforeStart: () => 'The last day comes before the first.',
    rangeTooLong: () => `At most ${UNAVAILABLE_MAX_DAYS} days at once; a longer break needs a new plan.`,
    hoursOutOfRange: () => `Weekly hours must be between ${H_MIN} and ${H_MAX}.`,
    daysInvalid: () => 'The days must be days of the week (mon … sun), at least one.',
    sameWeek: () => 'Your plan already has that week.',
    nothingToChange: () => 'Give the hours, the days or both.',
    dateInvalid: () => 'That is not a day of the calendar.',
  },
  pt: {
    notFound: (v) =>
      `Não encontrei essa sessão no seu plano; fiquei ${v === 'female' ? 'confusa' : 'confuso'} sobre qual é.`,
    inPast: () => 'Esse dia já passou: só posso propor mudanças de hoje em diante.',
    outsidePlan: () => 'Esse dia está fora do seu plano.',
    sameDay: () => 'A sessão já está nesse dia.',
    notAlternative: () => 'Esse treino não é uma alternativa com o mesmo objetivo para esta sessão.',
    noPlan: () => 'Você não tem um plano ativo para mudar.',
    tooManyProposals: () => 'Já são propostas demais para uma resposta.',
    rangeEndBeforeStart: () => 'O último dia vem antes do primeiro.',
    rangeTooLong: () =>
      `No máximo ${UNAVAILABLE_MAX_DAYS} dias de uma vez; uma pausa mais longa pede um plano novo.`,
    hoursOutOfRange: () => `As horas semanais devem ficar entre ${H_MIN} e ${H_MAX}.`,
    daysInvalid: () => 'Os dias devem ser dias da semana (mon … sun), pelo menos um.',
    sameWeek: () => 'O seu plano já tem essa semana.',
    nothingToChange: () => 'Diga as horas, os dias ou ambos.',
    dateInvalid: () => 'Essa data não existe no calendário.',
  },
  es: {
    notFound: (v) =>
      `No encuentro esa sesión en tu plan; no estoy ${v === 'female' ? 'segura' : 'seguro'} de cuál es.`,
    inPast: () => 'Ese día ya pasó: solo puedo proponer cambios de hoy en adelante.',
    outsidePlan: () => 'Ese día está fuera de tu plan.',
    sameDay: () => 'La sesión ya está en ese día.',
    notAlternative: () => 'Ese entrenamiento no es una alternativa con el mismo objetivo para esta sesión.',
    noPlan: () => 'No tienes un plan activo que cambiar.',
    tooManyProposals: () => 'Ya son demasiadas propuestas para una respuesta.',
    rangeEndBeforeStart: () => 'El último día es anterior al primero.',
    rangeTooLong: () =>
      `Como máximo ${UNAVAILABLE_MAX_DAYS} días de una vez; una pausa más larga pide un plan nuevo.`,
    hoursOutOfRange: () => `Las horas semanales deben estar entre ${H_MIN} y ${H_MAX}.`,
    daysInvalid: () => 'Los días deben ser días de la semana (mon … sun), al menos uno.',
    sameWeek: () => 'Tu plan ya tiene esa semana.',
    nothingToChange: () => 'Indica las horas, los días o ambos.',
    dateInvalid: () => 'Esa fecha no existe en el calendario.',
  },
};

export const refusalWords = (reason: ProposalRefusal, lang: Language, voice: Voice) =>
  refusals[lang][reason](voice);
