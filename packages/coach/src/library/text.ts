import type { CoachLanguage, Localized } from '../workout/types.ts';

/** A text in every coach language. */
export function tr(en: string, pt: string, es: string): Localized {
  return { en, pt, es };
}

/** A text built per language by one template (numbers filled in the same way in all three). */
export function localized(make: (lang: CoachLanguage) => string): Localized {
  return { en: make('en'), pt: make('pt'), es: make('es') };
}

/** A number as each language writes it: 1.5 in English, 1,5 in Portuguese and Spanish. */
export function num(value: number, lang: CoachLanguage): string {
  const text = String(Math.round(value * 10) / 10);
  return lang === 'en' ? text : text.replace('.', ',');
}

/** A %FTP value or band: "88–92%" (en, pt), "88–92 %" (es, as the RAE writes it). */
export function pct(low: number, high: number, lang: CoachLanguage): string {
  return percentSign(low === high ? num(low, lang) : `${num(low, lang)}–${num(high, lang)}`, lang);
}

/** A number already written, with its percent sign as the language writes it: "7%" (en, pt), "7 %" (es, RAE). */
export function percentSign(written: string, lang: CoachLanguage): string {
  return lang === 'es' ? `${written} %` : `${written}%`;
}

/**
 * A duration as riders read it: "30 s", "90 s", "12 min", "90 min", "2 h", "2 h 30 min" (the same symbols in en, pt
 * and es). Seconds below 3 minutes unless whole minutes; minutes below 2 hours.
 */
export function dur(seconds: number): string {
  if (seconds < 60 || (seconds < 180 && seconds % 60 !== 0)) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A count and a noun, singular or plural ("1 interval", "3 intervals"). */
export function count(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
