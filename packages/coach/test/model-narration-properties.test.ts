/**
 * The model narrator's pure half over random riders (fast-check): with Strava rides no ride-derived fact ever reaches
 * the request; the template itself, sent back as a model's reply, is accepted whole; and a reply that writes a number
 * no cited fact holds is rejected — so these properties can fail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptNarration,
  mergeNarration,
  narrationRequest,
  narrationSections,
  rideDerived,
} from '../src/summary/model-narration.ts';
import { narrateSummary } from '../src/summary/narrate-summary.ts';
import { buildSummaryFacts } from '../src/summary/summary-facts.ts';
import { COACH_VOICES } from '../src/summary/types.ts';
import { COACH_LANGUAGES } from '../src/workout/types.ts';
import { summaryInputArb } from './support/summary-riders.ts';

const RUNS = { numRuns: 150 };
const langArb = fc.constantFrom(...COACH_LANGUAGES);
const voiceArb = fc.constantFrom(...COACH_VOICES);

describe('the model narrator over random riders', () => {
  it('without ride data, no ride-derived fact is in any section nor in the request sent', () => {
    fc.assert(
      fc.property(summaryInputArb, langArb, voiceArb, (input, lang, voice) => {
        const facts = buildSummaryFacts(input);
        const template = narrateSummary(facts, lang, voice);
        const sections = narrationSections(facts, template, lang, { rideData: false });
        const derived = facts.filter(rideDerived).map((f) => f.id);
        const { prompt } = narrationRequest(sections, lang, voice);
        const sent = (JSON.parse(prompt) as { sections: { facts: { id: string }[] }[] }).sections.flatMap(
          (s) => s.facts.map((f) => f.id),
        );
        for (const id of sent) expect(derived).not.toContain(id);
        // and with ride data every paragraph is offered
        expect(narrationSections(facts, template, lang, { rideData: true })).toHaveLength(template.length);
      }),
      RUNS,
    );
  });

  it('the template sent back as the reply is accepted whole and merges to itself', () => {
    fc.assert(
      fc.property(summaryInputArb, langArb, voiceArb, (input, lang, voice) => {
        const facts = buildSummaryFacts(input);
        const template = narrateSummary(facts, lang, voice);
        const sections = narrationSections(facts, template, lang, { rideData: true });
        const reply = { paragraphs: template.map((p, section) => ({ section, ...p })) };
        const { accepted, rejected } = acceptNarration(reply, sections, facts, lang);
        expect(rejected).toEqual([]);
        expect(mergeNarration(template, accepted).map((p) => p.text)).toEqual(template.map((p) => p.text));
      }),
      RUNS,
    );
  });

  it('a paragraph with a number no fact holds, or citing a fact of another section, is rejected', () => {
    fc.assert(
      fc.property(summaryInputArb, langArb, fc.integer({ min: 0, max: 1 }), (input, lang, how) => {
        const facts = buildSummaryFacts(input);
        const template = narrateSummary(facts, lang, 'female');
        fc.pre(template.length >= 2);
        const sections = narrationSections(facts, template, lang, { rideData: true });
        const first = template[0]!;
        const foreign = template[1]!.factIds.filter(
          (id) => !first.factIds.includes(id) && !id.startsWith('period'),
        );
        fc.pre(how === 0 || foreign.length > 0);
        const forged =
          how === 0
            ? { section: 0, text: `${first.text} 987654`, factIds: first.factIds }
            : { section: 0, text: first.text, factIds: [...first.factIds, foreign[0]!] };
        const { accepted, rejected } = acceptNarration({ paragraphs: [forged] }, sections, facts, lang);
        expect(accepted.has(0)).toBe(false);
        expect(rejected).toContain(0);
        expect(mergeNarration(template, accepted)[0]).toEqual({
          ...first,
          factIds: [...first.factIds],
          byModel: false,
        });
      }),
      RUNS,
    );
  });
});
