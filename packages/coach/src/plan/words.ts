/** The coach's vocabulary in en, pt (Brazilian) and es: families, sessions, goals, numbers, lists. */
import { dayWords, WEEKDAY_NAMES } from '../calendar/date-words.ts';
import { daysBetween, type IsoDate, WEEKDAYS, type Weekday } from '../calendar/days.ts';
import type { CoachLanguage, WorkoutFamily } from '../workout/types.ts';
import type { PlanGoal, PlannedSession } from './types.ts';

type Words<K extends string> = Readonly<Record<CoachLanguage, Readonly<Record<K, string>>>>;

/** What a family trains, as a noun ("VO2max", "limiar", "umbral"). */
export const ZONE_NAMES: Words<WorkoutFamily> = {
  en: {
    recovery: 'recovery',
    endurance: 'endurance',
    tempo: 'tempo',
    sweetSpot: 'sweet spot',
    threshold: 'threshold',
    overUnders: 'over-unders',
    vo2max: 'VO2max',
    anaerobic: 'anaerobic',
    sprint: 'sprint',
    ftpTest: 'FTP test',
  },
  pt: {
    recovery: 'recuperação',
    endurance: 'resistência',
    tempo: 'tempo',
    sweetSpot: 'sweet spot',
    threshold: 'limiar',
    overUnders: 'over-unders',
    vo2max: 'VO2máx',
    anaerobic: 'anaeróbico',
    sprint: 'sprint',
    ftpTest: 'teste de FTP',
  },
  es: {
    recovery: 'recuperación',
    endurance: 'resistencia',
    tempo: 'tempo',
    sweetSpot: 'sweet spot',
    threshold: 'umbral',
    overUnders: 'over-unders',
    vo2max: 'VO2máx',
    anaerobic: 'anaeróbico',
    sprint: 'sprint',
    ftpTest: 'test de FTP',
  },
};

type SessionKey = WorkoutFamily | 'long' | 'strength';

/** "your VO2max session", "seu treino de VO2máx", "tu sesión de VO2máx" (Portuguese phrases are all masculine). */
const SESSION_PHRASES: Words<SessionKey> = {
  en: {
    recovery: 'your recovery ride',
    endurance: 'your endurance ride',
    long: 'your long ride',
    tempo: 'your tempo session',
    sweetSpot: 'your sweet spot session',
    threshold: 'your threshold session',
    overUnders: 'your over-unders session',
    vo2max: 'your VO2max session',
    anaerobic: 'your anaerobic session',
    sprint: 'your sprint session',
    ftpTest: 'your FTP test',
    strength: 'your strength session',
  },
  pt: {
    recovery: 'seu pedal regenerativo',
    endurance: 'seu pedal de resistência',
    long: 'seu pedal longo',
    tempo: 'seu treino de tempo',
    sweetSpot: 'seu treino de sweet spot',
    threshold: 'seu treino de limiar',
    overUnders: 'seu treino de over-unders',
    vo2max: 'seu treino de VO2máx',
    anaerobic: 'seu treino anaeróbico',
    sprint: 'seu treino de sprint',
    ftpTest: 'seu teste de FTP',
    strength: 'seu treino de força',
  },
  es: {
    recovery: 'tu rodaje de recuperación',
    endurance: 'tu rodaje de resistencia',
    long: 'tu salida larga',
    tempo: 'tu sesión de tempo',
    sweetSpot: 'tu sesión de sweet spot',
    threshold: 'tu sesión de umbral',
    overUnders: 'tu sesión de over-unders',
    vo2max: 'tu sesión de VO2máx',
    anaerobic: 'tu sesión anaeróbica',
    sprint: 'tu sesión de sprint',
    ftpTest: 'tu test de FTP',
    strength: 'tu sesión de fuerza',
  },
};

export const GOAL_NAMES: Words<PlanGoal> = {
  en: {
    climbing: 'climbing',
    sprinting: 'sprinting',
    endurance: 'endurance (long rides)',
    timeTrial: 'time trials',
    generalFitness: 'general fitness',
  },
  pt: {
    climbing: 'subidas',
    sprinting: 'sprints',
    endurance: 'resistência (provas longas)',
    timeTrial: 'contrarrelógio',
    generalFitness: 'condicionamento geral',
  },
  es: {
    climbing: 'subidas',
    sprinting: 'sprints',
    endurance: 'resistencia (pruebas largas)',
    timeTrial: 'contrarreloj',
    generalFitness: 'forma física general',
  },
};

/** "your VO2max session" for a planned session. */
export function sessionWords(session: PlannedSession, lang: CoachLanguage): string {
  const key: SessionKey =
    session.kind === 'strength' ? 'strength' : session.role === 'long' ? 'long' : session.family;
  return SESSION_PHRASES[lang][key];
}

/** A workout's own name, quoted. */
export function quoted(name: string): string {
  return `“${name}”`;
}

/** A number as the language writes it: "3.5" (en), "3,5" (pt, es); negative with a true minus sign. */
export function numberWords(value: number, lang: CoachLanguage, decimals = 0): string {
  const text = Math.abs(value).toFixed(decimals);
  return `${value < 0 && Number(text) !== 0 ? '−' : ''}${lang === 'en' ? text : text.replace('.', ',')}`;
}

/** "A, B and C" / "A, B e C" / "A, B y C". */
export function listWords(items: readonly string[], lang: CoachLanguage): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = lang === 'en' ? 'and' : lang === 'pt' ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** "8 days", "1 semana", "3 semanas". */
export function countWords(n: number, unit: 'day' | 'week', lang: CoachLanguage): string {
  const names = {
    en: { day: ['day', 'days'], week: ['week', 'weeks'] },
    pt: { day: ['dia', 'dias'], week: ['semana', 'semanas'] },
    es: { day: ['día', 'días'], week: ['semana', 'semanas'] },
  } as const;
  return `${n} ${names[lang][unit][n === 1 ? 0 : 1]}`;
}

/** The days a rider rides on, as a list: "Monday, Wednesday and Saturday"; Spanish in the plural ("los lunes… y sábados"). */
export function weekdayListWords(days: readonly Weekday[], lang: CoachLanguage): string {
  const sorted = [...days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  const names = sorted.map((d) => {
    const name = WEEKDAY_NAMES[lang][WEEKDAYS.indexOf(d)]!;
    return lang === 'es' && (d === 'sat' || d === 'sun') ? `${name}s` : name;
  });
  return listWords(names, lang);
}

/** A date range in a sentence: a day, or "from … to …" with the articles each language needs. */
export function rangeWords(from: IsoDate, to: IsoDate, lang: CoachLanguage): string {
  if (daysBetween(from, to) <= 0) return lang === 'es' ? `el ${dayWords(from, lang)}` : dayWords(from, lang);
  if (lang === 'en') return `${dayWords(from, lang)} to ${dayWords(to, lang)}`;
  if (lang === 'pt') return `de ${dayWords(from, lang)} a ${dayWords(to, lang)}`;
  return `del ${dayWords(from, lang)} al ${dayWords(to, lang)}`;
}
