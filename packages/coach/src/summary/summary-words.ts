/**
 * How a summary writes its numbers and nouns in en, pt (Brazilian) and es. The narrator and the number guard both
 * read these, so "what the text may say about a fact" and "what the text says" are one rule.
 */
import type { CoachLanguage, Localized } from '../workout/types.ts';
import type { SummaryPeriod } from './types.ts';

/** A duration as the app shows it: "45 min", "5 h", "5 h 30 min" (whole minutes). */
export function durationWords(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A power-curve duration: "5 s", "1 min", "20 min", "1 h", "1 h 30 min". */
export function effortWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return durationWords(seconds);
}

/** A whole number as the language writes it, with a true minus sign ("−3"). */
export function wholeWords(value: number): string {
  const n = Math.round(value);
  return n < 0 ? `−${-n}` : String(n);
}

/** A change with its sign: "+3", "−2", "0". */
export function signedWords(value: number): string {
  const n = Math.round(value);
  return n > 0 ? `+${n}` : wholeWords(n);
}

type Noun = 'ride' | 'plannedSession' | 'session' | 'change' | 'more';

const NOUNS: Readonly<Record<CoachLanguage, Readonly<Record<Noun, readonly [string, string]>>>> = {
  en: {
    ride: ['ride', 'rides'],
    plannedSession: ['planned session', 'planned sessions'],
    session: ['session', 'sessions'],
    change: ['change', 'changes'],
    more: ['more', 'more'],
  },
  pt: {
    ride: ['pedal', 'pedais'],
    plannedSession: ['treino planejado', 'treinos planejados'],
    session: ['treino', 'treinos'],
    change: ['mudança', 'mudanças'],
    more: ['outra', 'outras'],
  },
  es: {
    ride: ['salida', 'salidas'],
    plannedSession: ['sesión prevista', 'sesiones previstas'],
    session: ['sesión', 'sesiones'],
    change: ['cambio', 'cambios'],
    more: ['más', 'más'],
  },
};

/** "3 rides", "1 pedal", "2 sesiones previstas". */
export function countNoun(n: number, noun: Noun, lang: CoachLanguage): string {
  return `${n} ${NOUNS[lang][noun][n === 1 ? 0 : 1]}`;
}

/** "this week" / "nesta semana" / "esta semana", and the month's. */
export const IN_PERIOD: Readonly<Record<SummaryPeriod, Localized>> = {
  week: { en: 'this week', pt: 'nesta semana', es: 'esta semana' },
  month: { en: 'this month', pt: 'neste mês', es: 'este mes' },
};

/**
 * Why an FTP changed, from ftp_history's reason (then its source): the words carry the test's length where it has
 * one, so they are a fact of their own (a `name`), not numbers the narrator invents.
 */
export function ftpReasonWords(reason: string, source: string): Localized {
  switch (reason) {
    case 'ftp_test_ramp':
      return { en: 'your ramp test', pt: 'seu teste rampa', es: 'tu test de rampa' };
    case 'ftp_test_20min':
      return { en: 'your 20-minute test', pt: 'seu teste de 20 minutos', es: 'tu test de 20 minutos' };
    case 'ftp_test_8min':
      return { en: 'your 8-minute test', pt: 'seu teste de 8 minutos', es: 'tu test de 8 minutos' };
    case 'ftp_estimate_best20min':
      return {
        en: 'your best 20 minutes on a ride',
        pt: 'seus melhores 20 minutos num pedal',
        es: 'tus mejores 20 minutos en una salida',
      };
    case 'ftp_estimate_critical_power':
      return {
        en: 'the critical power of your rides',
        pt: 'a potência crítica dos seus pedais',
        es: 'la potencia crítica de tus salidas',
      };
    default:
      if (source === 'test') return { en: 'your FTP test', pt: 'seu teste de FTP', es: 'tu test de FTP' };
      if (source === 'estimate')
        return {
          en: 'an estimate from your rides',
          pt: 'uma estimativa dos seus pedais',
          es: 'una estimación a partir de tus salidas',
        };
      return { en: 'your settings', pt: 'suas configurações', es: 'tus ajustes' };
  }
}
