import type { CoachLanguage } from '../workout/types.ts';
import { type IsoDate, weekdayIndex } from './days.ts';

/** Weekday names, Monday first, as a sentence uses them (Portuguese and Spanish write them in lower case). */
export const WEEKDAY_NAMES: Readonly<Record<CoachLanguage, readonly string[]>> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  pt: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
};

const MONTH_NAMES: Readonly<Record<CoachLanguage, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** "Thursday", "quinta-feira", "jueves". */
export function weekdayName(day: IsoDate, lang: CoachLanguage): string {
  return WEEKDAY_NAMES[lang][weekdayIndex(day)]!;
}

/**
 * A day as a sentence names it: "Thursday 14 May", "14 de maio (quinta-feira)", "jueves 14 de mayo". Portuguese puts
 * the date first so a sentence can say "em 14 de maio" / "de 14 de maio" without choosing "na"/"no" by weekday.
 */
export function dayWords(day: IsoDate, lang: CoachLanguage): string {
  const month = MONTH_NAMES[lang][Number(day.slice(5, 7)) - 1]!;
  const date = Number(day.slice(8, 10));
  const weekday = weekdayName(day, lang);
  if (lang === 'en') return `${weekday} ${date} ${month}`;
  if (lang === 'pt') return `${date} de ${month} (${weekday})`;
  return `${weekday} ${date} de ${month}`;
}

/** "14–16 May" style range of days, or one day when `from` = `to`. */
export function dayRangeWords(from: IsoDate, to: IsoDate, lang: CoachLanguage): string {
  if (from === to) return dayWords(from, lang);
  const connector = lang === 'en' ? 'to' : lang === 'pt' ? 'a' : 'al';
  return `${dayWords(from, lang)} ${connector} ${dayWords(to, lang)}`;
}
