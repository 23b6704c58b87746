/**
 * The facts of a weekly or monthly summary, built from what the server read (`SummaryInput`): pure and deterministic
 * (no clock; the same input gives the same facts in the same order). Numbers are rounded here to what a rider is shown
 * (whole TSS, watts and CTL/ATL/TSB points, as the dashboard shows them), and a change is the difference of the two
 * rounded ends, so "from 41 to 44 (+3)" always adds up. What a summary reports follows coaching.md: planned vs done
 * and CTL/ATL/TSB (§3, "Load": 42-/7-day averages, TSB = CTL − ATL), the coach's changes with their reasons (§2.1:
 * "tell me why the plan changed"), every number computed by the engine and only worded by a narrator (§6).
 */
import { explainChange } from '../adapt/explain-change.ts';
import { addDays } from '../calendar/days.ts';
import { explainWeekFocus } from '../plan/explain-focus.ts';
import { COACH_LANGUAGES, type Localized } from '../workout/types.ts';
import { ftpReasonWords } from './summary-words.ts';
import type { Fact, SummaryInput } from './types.ts';

/** Power-curve durations a summary reports a new best at (sprint, anaerobic, VO2max, threshold, hour), seconds. */
export const SUMMARY_BEST_DURATIONS = [5, 60, 300, 1200, 3600] as const;

/** Session roles the coming week's paragraph names as its key sessions (the ones the plan protects). */
const KEY_ROLES = new Set(['key', 'test', 'long']);
/** The coach's changes a summary words one by one, newest first; the rest are counted ("and 2 more"). */
export const SUMMARY_CHANGES_SHOWN = 3;
/** Key sessions of the coming week named at most. */
export const NEXT_KEY_SESSIONS = 3;

/** Statuses of a planned session that still count as planned (a moved one counts on its new day, a skip not at all). */
const COUNTED = new Set(['planned', 'completed', 'partial', 'missed']);

const localized = (f: (lang: (typeof COACH_LANGUAGES)[number]) => string): Localized =>
  Object.fromEntries(COACH_LANGUAGES.map((lang) => [lang, f(lang)])) as Localized;

export function buildSummaryFacts(input: SummaryInput): Fact[] {
  const facts: Fact[] = [];
  const add = (fact: Fact) => facts.push(fact);
  add({ id: 'period', value: input.period, unit: 'period', source: 'period' });
  add({ id: 'period.from', value: input.from, unit: 'day', date: input.from, source: 'period' });
  add({ id: 'period.to', value: input.to, unit: 'day', date: input.to, source: 'period' });

  if (input.hasPlan) {
    const counted = input.planned.filter((s) => COUNTED.has(s.status));
    const done = counted.filter((s) => s.status === 'completed' || s.status === 'partial');
    add({ id: 'planned.sessions', value: counted.length, unit: 'count', source: 'plan' });
    add({ id: 'done.sessions', value: done.length, unit: 'count', source: 'plan' });
    add({
      id: 'planned.time',
      value: counted.reduce((s, x) => s + x.durationS, 0),
      unit: 's',
      source: 'plan',
    });
    add({
      id: 'planned.tss',
      value: Math.round(counted.reduce((s, x) => s + x.tss, 0)),
      unit: 'TSS',
      source: 'plan',
    });
  }
  add({ id: 'done.rides', value: input.rides.count, unit: 'count', source: 'rides' });
  add({ id: 'done.time', value: input.rides.movingS, unit: 's', source: 'rides' });
  add({
    id: 'done.tss',
    value: Math.round(input.dailyLoads.reduce((s, d) => s + d.load, 0)),
    unit: 'TSS',
    source: 'rides',
  });

  // CTL/ATL/TSB: the evening before the period against its last evening
  const first = input.fitness.find((d) => d.date === addDays(input.from, -1)) ?? input.fitness[0];
  const last = input.fitness.at(-1);
  if (first && last) {
    for (const key of ['ctl', 'atl', 'tsb'] as const) {
      const start = Math.round(first[key]);
      const end = Math.round(last[key]);
      const unit = key.toUpperCase() as 'CTL' | 'ATL' | 'TSB';
      add({ id: `${key}.start`, value: start, unit, date: first.date, source: 'fitness' });
      add({ id: `${key}.end`, value: end, unit, date: last.date, source: 'fitness' });
      add({ id: `${key}.change`, value: end - start, unit, source: 'fitness' });
    }
  }

  // a best is new when it beats every ride before the period (a first ride with power sets no "new" best)
  for (const d of SUMMARY_BEST_DURATIONS) {
    const point = input.bests.find((b) => b.durationS === d);
    if (point?.watts == null || point.before == null) continue;
    const watts = Math.round(point.watts);
    const before = Math.round(point.before);
    if (watts <= before) continue;
    const about = point.date ? { date: point.date } : {};
    const ref = point.activityId ? { ref: point.activityId } : {};
    add({ id: `best.${d}.duration`, value: d, unit: 's', source: 'powerCurve' });
    add({ id: `best.${d}.watts`, value: watts, unit: 'W', ...about, source: 'powerCurve', ...ref });
    add({ id: `best.${d}.before`, value: before, unit: 'W', source: 'powerCurve' });
  }

  input.ftpChanges.forEach((entry, i) => {
    add({ id: `ftp.${i}.after`, value: entry.watts, unit: 'W', date: entry.date, source: 'ftpHistory' });
    if (entry.before != null)
      add({ id: `ftp.${i}.before`, value: entry.before, unit: 'W', source: 'ftpHistory' });
    add({ id: `ftp.${i}.date`, value: entry.date, unit: 'day', date: entry.date, source: 'ftpHistory' });
    add({
      id: `ftp.${i}.reason`,
      value: ftpReasonWords(entry.reason, entry.source),
      unit: 'name',
      source: 'ftpHistory',
    });
  });

  if (input.hasPlan) {
    const count = input.changes.length;
    const shown = Math.min(count, SUMMARY_CHANGES_SHOWN);
    add({ id: 'changes.count', value: count, unit: 'count', source: 'planChanges' });
    add({ id: 'changes.more', value: count - shown, unit: 'count', source: 'planChanges' });
    // the newest in the change log's own words (explainChange): what a rider reads in "Why did my plan change?"
    for (const { id, change } of input.changes.slice(count - shown).reverse())
      add({
        id: `change.${id}`,
        value: localized((lang) => explainChange(change, lang)),
        unit: 'sentence',
        date: change.decidedOn,
        source: 'planChanges',
        ref: id,
      });
  }

  const next = input.next;
  if (next) {
    add({ id: 'next.from', value: next.from, unit: 'day', date: next.from, source: 'plan' });
    add({ id: 'next.to', value: next.to, unit: 'day', date: next.to, source: 'plan' });
    const focus = next.focus;
    if (focus) {
      add({
        id: 'next.focus',
        value: localized((lang) => explainWeekFocus(focus, lang)),
        unit: 'sentence',
        source: 'plan',
      });
      add({ id: 'next.week', value: focus.week, unit: 'count', source: 'plan' });
      add({ id: 'next.weeks', value: focus.weeks, unit: 'count', source: 'plan' });
    }
    add({ id: 'next.sessions', value: next.sessions.length, unit: 'count', source: 'plan' });
    add({
      id: 'next.time',
      value: next.sessions.reduce((s, x) => s + x.durationS, 0),
      unit: 's',
      source: 'plan',
    });
    add({
      id: 'next.tss',
      value: Math.round(next.sessions.reduce((s, x) => s + x.tss, 0)),
      unit: 'TSS',
      source: 'plan',
    });
    next.sessions
      .filter((s) => s.kind === 'ride' && KEY_ROLES.has(s.role))
      .slice(0, NEXT_KEY_SESSIONS)
      .forEach((s, i) => {
        add({ id: `next.key.${i}.name`, value: s.name, unit: 'name', date: s.date, source: 'plan' });
        add({ id: `next.key.${i}.date`, value: s.date, unit: 'day', date: s.date, source: 'plan' });
      });
  }
  return facts;
}
