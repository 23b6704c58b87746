/**
 * The language-model narrator's pure half (issue #19, "a narrator over the engine's own numbers"; coaching.md §1 [I9]
 * and §6): which facts a model may see, what it is asked, and which of its paragraphs are kept. The server sends the
 * request through its model port and stores the result; nothing here does I/O.
 *
 * A model words the template's paragraphs one by one ("sections"): each section is one template paragraph and the
 * facts it cites. Facts derived from rides (their totals, loads, fitness, power bests, FTP entries and the coach's
 * changes, which react to rides) are withheld when any of the rider's rides came through Strava — Strava's API
 * agreement forbids handing its data to a model — and a section that needs a withheld fact is not sent at all: its
 * template paragraph stays, so the rider loses nothing. Every paragraph a model returns must pass the number guard
 * against the facts of its own section, else it is rejected (retried once by the server, then the template's).
 */
import type { CoachLanguage, Localized } from '../workout/types.ts';
import { checkNarration } from './summary-guard.ts';
import type { CoachVoice, Fact, FactSource, SummaryParagraph } from './types.ts';

/** Sources whose facts rest on ride data. `done.*` (sessions done) is the plan's, but a ride decided it. */
export const RIDE_DERIVED_SOURCES: readonly FactSource[] = [
  'rides',
  'fitness',
  'powerCurve',
  'ftpHistory',
  'planChanges',
];

export function rideDerived(fact: Fact): boolean {
  return RIDE_DERIVED_SOURCES.includes(fact.source) || fact.id.startsWith('done.');
}

/** A fact as the model sees it: words in the rider's language, no row references. */
export interface ModelFact {
  readonly id: string;
  readonly value: number | string;
  readonly unit: Fact['unit'];
  readonly date?: string;
  readonly source: FactSource;
}

export interface NarrationSection {
  /** The template paragraph's index. */
  readonly section: number;
  readonly facts: readonly ModelFact[];
}

/** What the model must return (the server validates it with its own schema before this sees it). */
export interface ModelNarration {
  readonly paragraphs: readonly { section: number; text: string; factIds: readonly string[] }[];
}

const toModelFact = (fact: Fact, lang: CoachLanguage): ModelFact => ({
  id: fact.id,
  value: typeof fact.value === 'object' ? (fact.value as Localized)[lang] : fact.value,
  unit: fact.unit,
  ...(fact.date ? { date: fact.date } : {}),
  source: fact.source,
});

/**
 * The sections a model may word: every template paragraph whose cited facts may all be sent. `rideData` false (the
 * rider has rides from Strava) withholds every ride-derived fact and so every paragraph that cites one.
 */
export function narrationSections(
  facts: readonly Fact[],
  template: readonly SummaryParagraph[],
  lang: CoachLanguage,
  options: { rideData: boolean },
): NarrationSection[] {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const sections: NarrationSection[] = [];
  template.forEach((p, section) => {
    const cited = p.factIds.map((id) => byId.get(id));
    if (cited.length === 0 || cited.some((f) => f == null)) return;
    if (!options.rideData && cited.some((f) => rideDerived(f!))) return;
    // the period itself gives a paragraph its frame ("this week"): always there, never withheld
    const frame = ['period', 'period.from', 'period.to'].flatMap((id) => {
      const f = byId.get(id);
      return f && !p.factIds.includes(id) ? [f] : [];
    });
    sections.push({ section, facts: [...cited, ...frame].map((f) => toModelFact(f!, lang)) });
  });
  return sections;
}

const LANGUAGE_NAMES: Record<CoachLanguage, string> = {
  en: 'English',
  pt: 'Portuguese (Portugal and Brazil readers: use neutral Portuguese)',
  es: 'Spanish',
};

/** The instructions and the facts, as the model port's system and user messages. */
export function narrationRequest(
  sections: readonly NarrationSection[],
  lang: CoachLanguage,
  voice: CoachVoice,
): { system: string; prompt: string } {
  const persona = voice === 'female' ? 'a woman' : 'a man';
  const gender = voice === 'female' ? 'feminine' : 'masculine';
  const system = [
    `You are the rider's cycling coach, ${persona}, writing their training summary in ${LANGUAGE_NAMES[lang]}.`,
    'Speak to the rider as "you", warmly and briefly, in the first person where a coach would.',
    lang === 'en'
      ? ''
      : `Words about yourself agree in the ${gender} gender; words about the rider carry no gender.`,
    "Write exactly one paragraph per section, one to three sentences, using only that section's facts.",
    'Every number you write must be the value of a fact you cite in factIds, as it is or rounded. Durations (unit s)',
    'are seconds: write them in hours and minutes. Days are YYYY-MM-DD: write them as words with the day of the',
    'month. Never compute a new number (no sums, differences, percentages or averages) and never invent one.',
    'Words given as fact values (names, sentences) may be quoted as they are.',
    'Reply with JSON only: {"paragraphs":[{"section":<number>,"text":<string>,"factIds":[<fact id>...]}]}.',
  ]
    .filter(Boolean)
    .join('\n');
  const prompt = JSON.stringify({ sections });
  return { system, prompt };
}

/** The paragraphs of a reply that pass, by section, and the sections still to word (missing or rejected). */
export function acceptNarration(
  reply: ModelNarration,
  sections: readonly NarrationSection[],
  facts: readonly Fact[],
  lang: CoachLanguage,
): { accepted: Map<number, SummaryParagraph>; rejected: number[] } {
  const accepted = new Map<number, SummaryParagraph>();
  for (const s of sections) {
    const p = reply.paragraphs.find((r) => r.section === s.section);
    if (!p || p.text.trim() === '') continue;
    const allowed = new Set(s.facts.map((f) => f.id));
    // citing a fact of another section (or a withheld one) is as bad as citing none
    if (p.factIds.length === 0 || p.factIds.some((id) => !allowed.has(id))) continue;
    const paragraph = { text: p.text.trim(), factIds: [...new Set(p.factIds)] };
    if (checkNarration([paragraph], facts, lang).length === 0) accepted.set(s.section, paragraph);
  }
  return { accepted, rejected: sections.map((s) => s.section).filter((i) => !accepted.has(i)) };
}

/** The summary as shown: the model's paragraph where one was accepted, the template's everywhere else. */
export function mergeNarration(
  template: readonly SummaryParagraph[],
  accepted: ReadonlyMap<number, SummaryParagraph>,
): { text: string; factIds: string[]; byModel: boolean }[] {
  return template.map((p, i) => {
    const own = accepted.get(i);
    return own
      ? { text: own.text, factIds: [...own.factIds], byModel: true }
      : { text: p.text, factIds: [...p.factIds], byModel: false };
  });
}
