/**
 * The number guard: every number a narration writes must be one of the facts its paragraph cites, as a rider would
 * be shown it (rounded to the decimals written). Language models invent numbers — chat coaches built on ride data
 * learned to compute every number in code and let the model only word them (coaching.md §1, [I9]; §6) — so a
 * narration, templated or from a model, is checked before it is shown or stored. Pure, no I/O.
 *
 * How a fact may be written: a number as itself or its magnitude ("fell 3" for a change of −3); a duration in
 * seconds, minutes, hours, or as "5 h 30 min" (whole minutes); a day by its day of the month, month or year. Words
 * the facts carry (workout names, the change log's own sentences, the week's aim) are taken out before counting, so
 * "Week 3 of 12" inside a cited aim, or the 20 of "your 20-minute test", is the fact's and not the narrator's.
 */
import type { CoachLanguage, Localized } from '../workout/types.ts';
import type { Fact, SummaryParagraph } from './types.ts';

export interface WrittenNumber {
  /** As written ("3,5", "−2", "1,234"). */
  readonly text: string;
  readonly value: number;
  /** Decimals written: the precision the writer rounded to. */
  readonly decimals: number;
}

export interface NarrationProblem {
  /** Index of the paragraph. */
  readonly paragraph: number;
  readonly kind: 'unknownFact' | 'uncitedNumber';
  /** The unknown fact id, or the number as written. */
  readonly detail: string;
}

// a number not glued to a letter ("VO2max" holds none), with its sign
const NUMBER = /(?<![\p{L}\p{N}_])([+\-−]?)(\d+(?:[.,]\d+)*)/gu;

/** The numbers written in `text`, read as `lang` writes them (en: 1,234.5; pt and es: 1.234,5). */
export function numbersIn(text: string, lang: CoachLanguage): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  for (const m of text.matchAll(NUMBER)) {
    let body = m[2]!;
    const [group, decimal] = lang === 'en' ? [',', '.'] : ['.', ','];
    const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d+)?$`);
    if (grouped.test(body)) body = body.split(group).join('');
    body = body.replace(/,/g, '.');
    const sign = m[1] === '' || m[1] === '+' ? 1 : -1;
    const parts = body.split('.');
    if (parts.length > 2) {
      // "14.05.2026": a date written with dots is three whole numbers
      for (const part of parts) found.push({ text: part, value: Number(part), decimals: 0 });
      continue;
    }
    found.push({ text: m[0], value: sign * Number(body), decimals: parts[1]?.length ?? 0 });
  }
  return found;
}

/** The numbers a fact may be written as (before rounding). */
export function factNumbers(fact: Fact): number[] {
  const v = fact.value;
  if (fact.unit === 'day' && typeof v === 'string')
    return [Number(v.slice(8, 10)), Number(v.slice(5, 7)), Number(v.slice(0, 4))];
  if (typeof v !== 'number') return [];
  if (fact.unit === 's') {
    const minutes = Math.round(v / 60);
    return [v, v / 60, v / 3600, Math.floor(minutes / 60), minutes % 60, minutes];
  }
  return [v];
}

/** True when `written` is `candidate` rounded to the decimals written (sign aside: "fell 3" for −3). */
function writtenAs(written: WrittenNumber, candidate: number): boolean {
  const tolerance = 0.5 * 10 ** -written.decimals + 1e-9;
  return Math.abs(Math.abs(written.value) - Math.abs(candidate)) <= tolerance;
}

/** `text` without the words of the cited facts that carry words. */
function withoutFactWords(text: string, cited: readonly Fact[], lang: CoachLanguage): string {
  const phrases = cited
    .filter((f) => typeof f.value === 'object')
    .map((f) => (f.value as Localized)[lang])
    .filter((p) => p.length > 0)
    .sort((a, b) => b.length - a.length);
  let rest = text;
  for (const phrase of phrases) rest = rest.split(phrase).join(' ');
  return rest;
}

/**
 * What is wrong with a narration: paragraphs citing facts that do not exist, and numbers no cited fact accounts for.
 * Empty when every number of every paragraph is a fact it cites.
 */
export function checkNarration(
  paragraphs: readonly SummaryParagraph[],
  facts: readonly Fact[],
  lang: CoachLanguage,
): NarrationProblem[] {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const problems: NarrationProblem[] = [];
  paragraphs.forEach((p, paragraph) => {
    const cited: Fact[] = [];
    for (const id of p.factIds) {
      const fact = byId.get(id);
      if (fact) cited.push(fact);
      else problems.push({ paragraph, kind: 'unknownFact', detail: id });
    }
    const allowed = cited.flatMap(factNumbers);
    for (const n of numbersIn(withoutFactWords(p.text, cited, lang), lang))
      if (!allowed.some((c) => writtenAs(n, c)))
        problems.push({ paragraph, kind: 'uncitedNumber', detail: n.text });
  });
  return problems;
}
