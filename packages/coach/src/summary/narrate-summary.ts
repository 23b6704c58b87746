/**
 * The template narrator: a summary's facts worded in the rider's language and the coach's voice, paragraph by
 * paragraph, each naming the facts it says. It reads the facts only (never the input they came from), so a stored
 * summary can be worded again in another language, and a model narrator (coaching.md §6) starts from the same facts.
 * Order: what was done against the plan, fitness and form, bests and FTP, the coach's changes, the coming week.
 */

import { dayWords } from '../calendar/date-words.ts';
import { COMPLETED_FROM } from '../compliance/score.ts';
import { fillTemplate } from '../plan/template.ts';
import { listWords, quoted, rangeWords } from '../plan/words.ts';
import type { CoachLanguage, Localized } from '../workout/types.ts';
import { SUMMARY_BEST_DURATIONS } from './summary-facts.ts';
import { SUMMARY_PLACEHOLDERS, SUMMARY_TEXTS, type SummaryTextCode } from './summary-texts.ts';
import {
  countNoun,
  durationWords,
  effortWords,
  IN_PERIOD,
  signedWords,
  wholeWords,
} from './summary-words.ts';
import type { CoachVoice, Fact, SummaryParagraph, SummaryPeriod } from './types.ts';

/**
 * Done load against planned, as a share: below the compliance score's completed band (80 %) the period fell short;
 * as far above 100 % (120 %) it went over.
 */
const UNDER_FROM = COMPLETED_FROM;
const OVER_FROM = 2 - COMPLETED_FROM;
/** Form (TSB) above 0: fitness above fatigue, fresh. Below −20: the form floor the plan keeps its least experienced
 * riders above (plan/rules.ts TSB_FLOOR; coaching.md §3, "TSB floor −30", [G3]). */
const FRESH_ABOVE = 0;
const TIRED_BELOW = -20;
/** The summary's paragraphs in `lang`, in the voice of the coach the rider chose. */
export function narrateSummary(
  facts: readonly Fact[],
  lang: CoachLanguage,
  voice: CoachVoice,
): SummaryParagraph[] {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const num = (id: string) => {
    const v = byId.get(id)?.value;
    return typeof v === 'number' ? v : null;
  };
  const words = (id: string) => {
    const v = byId.get(id)?.value;
    return typeof v === 'object' ? (v as Localized)[lang] : '';
  };
  const day = (id: string) => {
    const v = byId.get(id)?.value;
    return typeof v === 'string' ? v : '';
  };
  const period = (byId.get('period')?.value ?? 'week') as SummaryPeriod;
  const inPeriod = IN_PERIOD[period][lang];

  /** One sentence: its template filled, and the facts it cites. */
  const say = (code: SummaryTextCode, values: Record<string, string>, ids: readonly string[]) => {
    const wanted = Object.fromEntries(SUMMARY_PLACEHOLDERS[code].map((name) => [name, values[name] ?? '']));
    return { text: fillTemplate(SUMMARY_TEXTS[code][lang][voice], wanted), ids };
  };
  const paragraphs: SummaryParagraph[] = [];
  const paragraph = (parts: readonly { text: string; ids: readonly string[] }[]) => {
    if (parts.length === 0) return;
    paragraphs.push({
      text: parts.map((p) => p.text).join(' '),
      factIds: [...new Set(parts.flatMap((p) => p.ids))],
    });
  };

  // 1. planned vs done
  const planned = num('planned.sessions');
  const rides = num('done.rides') ?? 0;
  const doneValues = {
    inPeriod,
    rides: countNoun(rides, 'ride', lang),
    doneTime: durationWords(num('done.time') ?? 0),
    doneTss: wholeWords(num('done.tss') ?? 0),
  };
  const doneIds = ['period', 'done.rides', 'done.time', 'done.tss'];
  if (planned != null && planned > 0) {
    const plannedTss = num('planned.tss') ?? 0;
    const share = plannedTss > 0 ? (num('done.tss') ?? 0) / plannedTss : 1;
    const code = share < UNDER_FROM ? 'volumeUnder' : share > OVER_FROM ? 'volumeOver' : 'volumeOnPlan';
    paragraph([
      say(
        code,
        {
          ...doneValues,
          doneSessions: String(num('done.sessions') ?? 0),
          planned: countNoun(planned, 'plannedSession', lang),
          plannedTime: durationWords(num('planned.time') ?? 0),
          plannedTss: wholeWords(plannedTss),
        },
        [
          'period',
          'done.sessions',
          'planned.sessions',
          'done.time',
          'planned.time',
          'done.tss',
          'planned.tss',
        ],
      ),
    ]);
  } else if (rides > 0) {
    paragraph([say(planned == null ? 'volumeNoPlan' : 'volumeRides', doneValues, doneIds)]);
  } else {
    paragraph([say('volumeNone', doneValues, ['period', 'done.rides'])]);
  }

  // 2. fitness, fatigue and form (nothing to say before any load: "from 0 to 0" is no news, and no fatigue either)
  const loadEver = ['ctl.start', 'ctl.end', 'atl.start', 'atl.end'].some((id) => (num(id) ?? 0) !== 0);
  if (byId.has('ctl.end') && loadEver) {
    const values: Record<string, string> = {};
    const ids: string[] = [];
    for (const key of ['ctl', 'atl', 'tsb'])
      for (const end of ['start', 'end', 'change'] as const) {
        const id = `${key}.${end}`;
        const v = num(id) ?? 0;
        values[`${key}${end[0]!.toUpperCase()}${end.slice(1)}`] =
          end === 'change' ? signedWords(v) : wholeWords(v);
        ids.push(id);
      }
    const tsb = num('tsb.end') ?? 0;
    const form = tsb > FRESH_ABOVE ? 'formFresh' : tsb < TIRED_BELOW ? 'formTired' : 'formTraining';
    paragraph([say('fitness', values, ids), say(form, {}, ['tsb.end'])]);
  }

  // 3. bests of the period and FTP changes
  const bestParts: { text: string; ids: readonly string[] }[] = [];
  const items: string[] = [];
  const itemIds: string[] = [];
  for (const d of SUMMARY_BEST_DURATIONS) {
    const watts = num(`best.${d}.watts`);
    const before = num(`best.${d}.before`);
    if (watts == null || before == null) continue;
    const over = { en: 'for', pt: 'em', es: 'en' }[lang];
    const was = { en: 'up from', pt: 'antes', es: 'antes' }[lang];
    items.push(`${wholeWords(watts)} W ${over} ${effortWords(d)} (${was} ${wholeWords(before)} W)`);
    itemIds.push(`best.${d}.duration`, `best.${d}.watts`, `best.${d}.before`);
  }
  if (items.length > 0)
    bestParts.push(say('bests', { inPeriod, list: listWords(items, lang) }, ['period', ...itemIds]));
  for (let i = 0; byId.has(`ftp.${i}.after`); i++) {
    const after = num(`ftp.${i}.after`)!;
    const before = num(`ftp.${i}.before`);
    const code = before == null ? 'ftpSet' : after >= before ? 'ftpRaised' : 'ftpLowered';
    const ids = [`ftp.${i}.after`, `ftp.${i}.date`, `ftp.${i}.reason`];
    if (before != null) ids.push(`ftp.${i}.before`);
    bestParts.push(
      say(
        code,
        {
          after: wholeWords(after),
          before: before == null ? '' : wholeWords(before),
          day: dayWords(day(`ftp.${i}.date`), lang),
          reason: words(`ftp.${i}.reason`),
        },
        ids,
      ),
    );
  }
  paragraph(bestParts);

  // 4. what the coach changed, and why (each in the change log's own sentence)
  const count = num('changes.count');
  if (count != null) {
    if (count === 0) paragraph([say('changesNone', { inPeriod }, ['period', 'changes.count'])]);
    else {
      const shown = facts.filter((f) => f.unit === 'sentence' && f.id.startsWith('change.'));
      const parts = [
        say('changesSome', { inPeriod, changes: countNoun(count, 'change', lang) }, [
          'period',
          'changes.count',
        ]),
        ...shown.map((f) => ({ text: (f.value as Localized)[lang], ids: [f.id] })),
      ];
      const more = num('changes.more') ?? 0;
      if (more > 0) parts.push(say('changesMore', { count: String(more) }, ['changes.more']));
      paragraph(parts);
    }
  }

  // 5. the coming week: its aim, its key sessions, its load
  if (byId.has('next.from')) {
    const range = rangeWords(day('next.from'), day('next.to'), lang);
    const sessions = num('next.sessions') ?? 0;
    if (sessions === 0) paragraph([say('nextEmpty', { range }, ['next.from', 'next.to'])]);
    else {
      const parts = [say('nextWeek', { range }, ['next.from', 'next.to'])];
      if (byId.has('next.focus'))
        parts.push({ text: words('next.focus'), ids: ['next.focus', 'next.week', 'next.weeks'] });
      const keys: string[] = [];
      const keyIds: string[] = [];
      for (let i = 0; byId.has(`next.key.${i}.name`); i++) {
        const on = { en: 'on', pt: 'em', es: 'el' }[lang];
        keys.push(
          `${quoted(words(`next.key.${i}.name`))} ${on} ${dayWords(day(`next.key.${i}.date`), lang)}`,
        );
        keyIds.push(`next.key.${i}.name`, `next.key.${i}.date`);
      }
      if (keys.length > 0) parts.push(say('nextKeys', { keys: listWords(keys, lang) }, keyIds));
      parts.push(
        say(
          'nextLoad',
          {
            sessions: countNoun(sessions, 'session', lang),
            time: durationWords(num('next.time') ?? 0),
            tss: wholeWords(num('next.tss') ?? 0),
          },
          ['next.sessions', 'next.time', 'next.tss'],
        ),
      );
      paragraph(parts);
    }
  }
  return paragraphs;
}
