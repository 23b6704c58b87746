/**
 * The weekly and monthly summary: every template in en/pt/es for both coach voices with its declared placeholders,
 * golden summaries of two named riders (`UPDATE_GOLDEN=1 npx vitest run --project coach test/summary.test.ts`
 * rewrites them after an intended change; review the diff), the due periods, and the number guard on its own.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholders } from '../src/plan/template.ts';
import { narrateSummary } from '../src/summary/narrate-summary.ts';
import { buildSummaryFacts } from '../src/summary/summary-facts.ts';
import { checkNarration, numbersIn } from '../src/summary/summary-guard.ts';
import { dueSummaryPeriod, isSummaryPeriod, lastCompletePeriod } from '../src/summary/summary-periods.ts';
import { SUMMARY_PLACEHOLDERS, SUMMARY_TEXT_CODES, SUMMARY_TEXTS } from '../src/summary/summary-texts.ts';
import { COACH_VOICES, type SummaryInput } from '../src/summary/types.ts';
import { COACH_LANGUAGES } from '../src/workout/types.ts';
import { LENA_WEEK, SAM_MONTH } from './support/summary-riders.ts';

describe('summary templates', () => {
  it('every code has every language and both voices, with exactly its declared placeholders', () => {
    expect(Object.keys(SUMMARY_TEXTS).sort()).toEqual([...SUMMARY_TEXT_CODES].sort());
    for (const code of SUMMARY_TEXT_CODES)
      for (const lang of COACH_LANGUAGES)
        for (const voice of COACH_VOICES) {
          const text = SUMMARY_TEXTS[code][lang][voice];
          expect(text, `${code}.${lang}.${voice}`).toBeTruthy();
          expect(placeholders(text), `${code}.${lang}.${voice}`).toEqual(
            [...SUMMARY_PLACEHOLDERS[code]].sort(),
          );
        }
  });

  it('Portuguese and Spanish speak in the coach’s gender: the two voices differ where the coach speaks of themself', () => {
    for (const lang of ['pt', 'es'] as const)
      for (const code of ['volumeOnPlan', 'volumeUnder', 'volumeNoPlan', 'bests', 'formTired'] as const)
        expect(SUMMARY_TEXTS[code][lang].male, `${code}.${lang}`).not.toBe(SUMMARY_TEXTS[code][lang].female);
    const lena = buildSummaryFacts(LENA_WEEK);
    const text = (lang: 'pt' | 'es', voice: 'male' | 'female') =>
      narrateSummary(lena, lang, voice)
        .map((p) => p.text)
        .join(' ');
    expect(text('pt', 'female')).toContain('satisfeita');
    expect(text('pt', 'male')).toContain('satisfeito');
    expect(text('es', 'female')).toContain('orgullosa');
    expect(text('es', 'male')).toContain('orgulloso');
  });
});

function golden(input: SummaryInput): string {
  const facts = buildSummaryFacts(input);
  const lines = facts.map(
    (f) =>
      `fact ${f.id} = ${typeof f.value === 'object' ? JSON.stringify(f.value) : f.value} ${f.unit} (${f.source})`,
  );
  for (const lang of COACH_LANGUAGES)
    for (const voice of COACH_VOICES) {
      if (lang === 'en' && voice === 'female') continue; // English reads the same for both
      lines.push('', `[${lang} ${voice}]`);
      for (const p of narrateSummary(facts, lang, voice))
        lines.push(p.text, `  cites ${p.factIds.join(', ')}`);
    }
  return `${lines.join('\n')}\n`;
}

describe('golden summaries', () => {
  for (const [name, input] of [
    ['lena-week', LENA_WEEK],
    ['sam-month', SAM_MONTH],
  ] as const) {
    it(`${name} reads as committed`, () => {
      const file = new URL(`./golden/summary-${name}.txt`, import.meta.url);
      const text = golden(input);
      if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, text);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }

  it('Lena’s week: planned vs done, fitness, the new bests only, the FTP test, the moved session, the coming week', () => {
    const facts = buildSummaryFacts(LENA_WEEK);
    const value = (id: string) => facts.find((f) => f.id === id)?.value;
    // the moved Thursday counts on its Saturday only; the missed strength session counts as planned
    expect(value('planned.sessions')).toBe(4);
    expect(value('done.sessions')).toBe(3);
    expect(value('planned.tss')).toBe(290);
    expect(value('done.tss')).toBe(244);
    expect(value('done.time')).toBe(5520 + 3710 + 8400);
    expect([value('ctl.start'), value('ctl.end'), value('ctl.change')]).toEqual([52, 54, 2]);
    // −9.5 rounds up to −9, as Math.round and the dashboard do
    expect([value('tsb.start'), value('tsb.end'), value('tsb.change')]).toEqual([-9, -10, -1]);
    // 5 s and 1 min were below her earlier bests, the hour has no ride this week
    expect(facts.filter((f) => f.id.startsWith('best.')).map((f) => f.id)).toEqual([
      'best.300.duration',
      'best.300.watts',
      'best.300.before',
      'best.1200.duration',
      'best.1200.watts',
      'best.1200.before',
    ]);
    const en = narrateSummary(facts, 'en', 'male').map((p) => p.text);
    expect(en[0]).toContain(
      'You completed 3 of 4 planned sessions this week: 4 h 54 min on the bike for 6 h in the plan',
    );
    expect(en[0]).toContain('I am pleased');
    expect(en[2]).toContain('302 W for 5 min (up from 295 W) and 262 W for 20 min (up from 255 W)');
    expect(en[2]).toContain(
      'Your FTP went up from 245 W to 252 W on Wednesday 6 May, from your 20-minute test',
    );
    expect(en[3]).toContain(
      'I made 1 change to your plan this week: You missed your VO2max session on Thursday 7 May',
    );
    expect(en[4]).toContain(
      'Key sessions: “Mont Aigoual” on Tuesday 12 May, “Col du Galibier 2×20” on Friday 15 May and “Cévennes” on Sunday 17 May.',
    );
  });

  it('Sam’s month without a plan: the rides, an invitation to plan, no bests that were not bests, no coming week', () => {
    const en = narrateSummary(buildSummaryFacts(SAM_MONTH), 'en', 'female').map((p) => p.text);
    expect(en).toHaveLength(2);
    expect(en[0]).toMatch(
      /^You did 14 rides this month: 9 h 41 min on the bike and 532 TSS\. I am ready to plan/,
    );
    expect(en[1]).toContain('from 25 to 29 (+4)');
  });
});

describe('a rider with no load yet', () => {
  it('hears that they did not ride, and nothing about a fitness of 0 going to 0', () => {
    const empty = {
      ...SAM_MONTH,
      rides: { count: 0, movingS: 0 },
      dailyLoads: [],
      bests: [],
      fitness: [
        { date: '2026-03-31', ctl: 0, atl: 0, tsb: 0 },
        { date: '2026-04-30', ctl: 0, atl: 0, tsb: 0 },
      ],
    };
    const en = narrateSummary(buildSummaryFacts(empty), 'en', 'male').map((p) => p.text);
    expect(en).toEqual([
      'You did not ride this month. Rest is part of training; I am here when you are back on the bike.',
    ]);
  });
});

describe('summary periods', () => {
  it('a week is Monday to Sunday, due the Monday after at 07:00; a month is due on the 1st at 07:00', () => {
    expect(lastCompletePeriod('2026-05-13', 'week')).toEqual({ from: '2026-05-04', to: '2026-05-10' });
    expect(dueSummaryPeriod('2026-05-11', 7, 'week')).toEqual({ from: '2026-05-04', to: '2026-05-10' });
    expect(dueSummaryPeriod('2026-05-11', 6, 'week')).toEqual({ from: '2026-04-27', to: '2026-05-03' });
    expect(dueSummaryPeriod('2026-03-01', 7, 'month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(dueSummaryPeriod('2026-03-01', 6, 'month')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(dueSummaryPeriod('2026-03-02', 0, 'month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(isSummaryPeriod({ from: '2026-05-04', to: '2026-05-10' }, 'week')).toBe(true);
    expect(isSummaryPeriod({ from: '2026-05-05', to: '2026-05-11' }, 'week')).toBe(false);
    expect(isSummaryPeriod({ from: '2024-02-01', to: '2024-02-29' }, 'month')).toBe(true);
  });
});

describe('the number guard', () => {
  const facts = buildSummaryFacts(LENA_WEEK);

  it('reads numbers as each language writes them, and none inside words such as VO2max', () => {
    expect(numbersIn('VO2max 1,234.5 W and −3', 'en').map((n) => n.value)).toEqual([1234.5, -3]);
    expect(numbersIn('VO2máx 1.234,5 W e 3,5', 'pt').map((n) => n.value)).toEqual([1234.5, 3.5]);
    expect(numbersIn('el 14.05.2026', 'es').map((n) => n.value)).toEqual([14, 5, 2026]);
  });

  it('accepts numbers the cited facts hold, rounded as written, and a duration however it is written', () => {
    const ok = [
      {
        text: 'Fitness rose 2 to about 54.0, after 294 min (4.9 h, or 4 h 54 min).',
        factIds: ['ctl.change', 'ctl.end', 'done.time'],
      },
    ];
    expect(checkNarration(ok, facts, 'en')).toEqual([]);
  });

  it('refuses a number no cited fact holds, a fact cited from another paragraph, and an unknown fact', () => {
    expect(checkNarration([{ text: 'You did 245 TSS.', factIds: ['done.tss'] }], facts, 'en')).toEqual([
      { paragraph: 0, kind: 'uncitedNumber', detail: '245' },
    ]);
    expect(checkNarration([{ text: 'Your CTL is 54.', factIds: ['done.tss'] }], facts, 'en')).toHaveLength(1);
    expect(checkNarration([{ text: 'Hi.', factIds: ['made.up'] }], facts, 'en')).toEqual([
      { paragraph: 0, kind: 'unknownFact', detail: 'made.up' },
    ]);
  });
});
