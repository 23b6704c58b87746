/**
 * The summary over random riders (fast-check): deterministic facts, and in every language and voice every number a
 * paragraph writes is a fact it cites (the number guard finds nothing) — while the guard does catch a number that
 * is changed afterwards, so this property could fail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { narrateSummary } from '../src/summary/narrate-summary.ts';
import { buildSummaryFacts } from '../src/summary/summary-facts.ts';
import { checkNarration, numbersIn } from '../src/summary/summary-guard.ts';
import { COACH_VOICES } from '../src/summary/types.ts';
import { COACH_LANGUAGES } from '../src/workout/types.ts';
import { summaryInputArb } from './support/summary-riders.ts';

const RUNS = { numRuns: 150 };

describe('summaries over random riders', () => {
  it('the same input gives the same facts, with unique ids, and every cited id exists', () => {
    fc.assert(
      fc.property(summaryInputArb, (input) => {
        const facts = buildSummaryFacts(input);
        expect(buildSummaryFacts(input)).toEqual(facts);
        const ids = facts.map((f) => f.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const lang of COACH_LANGUAGES)
          for (const p of narrateSummary(facts, lang, 'female'))
            for (const id of p.factIds) expect(ids).toContain(id);
      }),
      RUNS,
    );
  });

  it('every number in every paragraph equals a fact the paragraph cites, in every language and voice', () => {
    fc.assert(
      fc.property(summaryInputArb, (input) => {
        const facts = buildSummaryFacts(input);
        for (const lang of COACH_LANGUAGES)
          for (const voice of COACH_VOICES) {
            const paragraphs = narrateSummary(facts, lang, voice);
            expect(paragraphs.length).toBeGreaterThan(0);
            expect(checkNarration(paragraphs, facts, lang), `${lang} ${voice}`).toEqual([]);
            for (const p of paragraphs) expect(p.text).not.toMatch(/\{|\}|undefined|NaN/);
          }
      }),
      RUNS,
    );
  });

  it('a number changed after narration is caught', () => {
    fc.assert(
      fc.property(summaryInputArb, fc.constantFrom(...COACH_LANGUAGES), (input, lang) => {
        const facts = buildSummaryFacts(input);
        const paragraphs = narrateSummary(facts, lang, 'male');
        const first = paragraphs[0]!;
        // the first paragraph always says what was done (a count at least, "0 rides" included)
        const written = numbersIn(first.text, lang)[0];
        fc.pre(written !== undefined);
        const forged = { ...first, text: first.text.replace(written!.text, '987654') };
        expect(checkNarration([forged], facts, lang).length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});
