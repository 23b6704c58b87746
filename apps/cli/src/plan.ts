/**
 * `domestique plan`: a training plan from the command line — the same `generatePlan` the app runs, over the same
 * library — as a readable table or JSON. Every argument is checked here or by `validatePlanInput`; a bad one ends the
 * run with exit code 2 and one `error:` line naming it.
 */
import { parseArgs } from 'node:util';
import {
  COACH_LANGUAGES,
  type CoachLanguage,
  type DayAvailability,
  EVENT_PRIORITIES,
  generatePlan,
  libraryCatalog,
  PLAN_GOALS,
  type Plan,
  type PlanEvent,
  type PlanInput,
  PlanInputError,
  RIDER_LEVELS,
  WEEKDAYS,
  type Weekday,
} from '@domestique/coach';
import { formatPlanTable } from './plan-table.ts';

export const PLAN_USAGE = `Usage: domestique plan --goal G --level L --hours H --start YYYY-MM-DD --weeks N
                      [--ftp W] [--age A] [--days mon,wed,sat:3,sun:2.5] [--event YYYY-MM-DD[:A|B|C[:NAME]]]...
                      [--event-priority A|B|C] [--strength] [--gym] [--ctl N --atl N] [--lang en|pt|es] [--json]

  --goal            ${PLAN_GOALS.join(', ')}
  --level           ${RIDER_LEVELS.join(', ')}
  --hours H         hours a week you can train
  --start DATE      the plan's first day
  --weeks N         weeks (with an A event you may leave it out: the plan ends with the last A event's week)
  --ftp W           your FTP; without it the plan opens with an FTP test
  --age A           over 50: two weeks on, one easy (2:1) instead of 3:1
  --days LIST       the days you can ride, each with an optional cap in hours (day:H); default every day,
                    capped at min(hours, 4)
  --event DATE[:P[:NAME]]
                    an event, repeat for several; P is its priority: A (10–14-day taper, the plan ends with
                    the last A event), B (2 easier days before, an easy day after) or C (ridden as training);
                    NAME is what you call it (up to 80 characters; quote it when it has spaces)
  --event-priority  the priority of an --event given without one (default A)
  --strength        add 1–2 strength sessions a week (--gym: gym sessions, else bodyweight)
  --ctl N --atl N   your current training load (else assumed from your level and hours)
  --lang            language of workout names and week aims (default en)
  --json            {weeks: [{index, phase, recovery, plannedTss, plannedDurationS, days: [{date, workouts:
                    [{id, name, family, durationS, tss}]}]}]}`;

/** A bad argument: exit code 2, one `error:` line. */
export class PlanArgumentError extends Error {
  readonly exitCode = 2;
}

const bad = (message: string) => new PlanArgumentError(message);

const DEFAULT_DAY_CAP_H = 4;

function number(name: string, raw: string | undefined, integer = false): number | null {
  if (raw === undefined) return null;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw bad(`--${name} must be a number, got "${raw}"`);
  if (integer && !Number.isInteger(value)) throw bad(`--${name} must be a whole number, got "${raw}"`);
  return value;
}

function oneOf<T extends string>(name: string, raw: string | undefined, values: readonly T[]): T | null {
  if (raw === undefined) return null;
  if (!(values as readonly string[]).includes(raw))
    throw bad(`--${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
}

function days(raw: string | undefined, hours: number): DayAvailability[] {
  const fallback = Math.round(Math.min(hours, DEFAULT_DAY_CAP_H) * 3600);
  if (raw === undefined) return WEEKDAYS.map((day) => ({ day, maxDurationS: fallback }));
  const out: DayAvailability[] = [];
  for (const part of raw.split(',')) {
    const [name = '', cap] = part.trim().toLowerCase().split(':');
    if (!(WEEKDAYS as readonly string[]).includes(name))
      throw bad(`--days: "${part.trim()}" is not a day (use ${WEEKDAYS.join(', ')}, optionally day:hours)`);
    if (out.some((d) => d.day === name)) throw bad(`--days: ${name} is listed twice`);
    const h = cap === undefined ? null : Number(cap);
    if (h !== null && !(Number.isFinite(h) && h > 0))
      throw bad(`--days: the cap of ${name} must be hours > 0, got "${cap}"`);
    out.push({ day: name as Weekday, maxDurationS: h === null ? fallback : Math.round(h * 3600) });
  }
  return out;
}

/**
 * One `--event`: `DATE` (the priority of `--event-priority`, default A), `DATE:A|B|C`, or `DATE:A|B|C:NAME` (the name
 * as the rider calls the event; it may hold colons). The date and the name's length are checked by
 * `validatePlanInput`, with the other plan rules.
 */
function event(raw: string, fallback: PlanEvent['priority']): PlanEvent {
  const [date = '', priority, ...rest] = raw.split(':');
  const name = rest.join(':').trim();
  if (priority === '' || (rest.length > 0 && name === ''))
    throw bad(`--event must be YYYY-MM-DD, YYYY-MM-DD:A|B|C or YYYY-MM-DD:A|B|C:NAME, got "${raw}"`);
  if (priority === undefined) return { date, priority: fallback };
  if (!(EVENT_PRIORITIES as readonly string[]).includes(priority))
    throw bad(`--event: the priority must be one of ${EVENT_PRIORITIES.join(', ')}, got "${raw}"`);
  return { date, priority: priority as PlanEvent['priority'], ...(name ? { name } : {}) };
}

const FIELD_OPTIONS: [RegExp, string][] = [
  [/^goal$/, '--goal'],
  [/^level$/, '--level'],
  [/^age$/, '--age'],
  [/^ftpW$/, '--ftp'],
  [/^weeklyHours$/, '--hours'],
  [/^availability/, '--days'],
  [/^startDate$/, '--start'],
  [/^weeks$/, '--weeks'],
  [/^events/, '--event'],
  [/^load\.ctl$/, '--ctl'],
  [/^load\.atl$/, '--atl'],
];

function optionOf(field: string): string {
  return FIELD_OPTIONS.find(([re]) => re.test(field))?.[1] ?? field;
}

export interface PlanRun {
  readonly plan: Plan;
  readonly lang: CoachLanguage;
  readonly json: boolean;
}

/** Parses `argv` (after the word `plan`) into a plan; throws `PlanArgumentError` for anything wrong. */
export function planFromArgs(argv: readonly string[]): PlanRun {
  let values: Record<string, string | string[] | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      allowPositionals: false,
      options: {
        goal: { type: 'string' },
        level: { type: 'string' },
        ftp: { type: 'string' },
        age: { type: 'string' },
        hours: { type: 'string' },
        days: { type: 'string' },
        start: { type: 'string' },
        weeks: { type: 'string' },
        event: { type: 'string', multiple: true },
        'event-priority': { type: 'string' },
        strength: { type: 'boolean', default: false },
        gym: { type: 'boolean', default: false },
        ctl: { type: 'string' },
        atl: { type: 'string' },
        lang: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    const unknown = /Unknown option '([^']+)'/.exec(error instanceof Error ? error.message : '');
    if (unknown) throw bad(`${unknown[1]} is not an option of domestique plan (see domestique plan --help)`);
    throw bad(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  const str = (k: string) => values[k] as string | undefined;
  for (const required of ['goal', 'level', 'hours', 'start'])
    if (str(required) === undefined) throw bad(`--${required} is required`);
  const eventArgs = (values.event as string[] | undefined) ?? [];
  if (str('weeks') === undefined && eventArgs.length === 0)
    throw bad('--weeks is required (or give an --event)');
  const hours = number('hours', str('hours'))!;
  if (!(hours > 0)) throw bad(`--hours must be more than 0, got "${str('hours')}"`);
  const ctl = number('ctl', str('ctl'));
  const atl = number('atl', str('atl'));
  if ((ctl === null) !== (atl === null))
    throw bad(ctl === null ? '--ctl is required with --atl' : '--atl is required with --ctl');
  const priority = oneOf('event-priority', str('event-priority'), EVENT_PRIORITIES) ?? 'A';
  if (str('event-priority') !== undefined && eventArgs.length === 0)
    throw bad('--event-priority needs --event');
  const events = eventArgs.map((raw) => event(raw, priority));
  const input: PlanInput = {
    goal: oneOf('goal', str('goal'), PLAN_GOALS)!,
    level: oneOf('level', str('level'), RIDER_LEVELS)!,
    ftpW: number('ftp', str('ftp')),
    age: number('age', str('age'), true),
    weeklyHours: hours,
    availability: days(str('days'), hours),
    startDate: str('start')!,
    weeks: number('weeks', str('weeks'), true),
    events,
    strength: values.strength === true,
    strengthSetting: values.gym === true ? 'gym' : 'bodyweight',
    load: ctl === null || atl === null ? null : { ctl, atl },
  };
  if (values.gym === true && values.strength !== true) throw bad('--gym needs --strength');
  const lang = oneOf('lang', str('lang'), COACH_LANGUAGES) ?? 'en';
  try {
    return { plan: generatePlan(input, libraryCatalog()), lang, json: values.json === true };
  } catch (error) {
    if (error instanceof PlanInputError) {
      const issue = error.issues[0]!;
      // with several events, say which one
      const nth = /^events\.(\d+)\./.exec(issue.field)?.[1];
      const which = nth !== undefined && eventArgs.length > 1 ? ` ${eventArgs[Number(nth)]}` : '';
      throw bad(`${optionOf(issue.field)}${which} ${issue.message}`);
    }
    throw error;
  }
}

/** The `--json` object: the documented keys only. Strength sessions have family "strength". */
export function planJson(plan: Plan, lang: CoachLanguage) {
  return {
    weeks: plan.weeks.map((w) => ({
      index: w.index,
      phase: w.phase,
      recovery: w.recovery,
      plannedTss: w.plannedTss,
      plannedDurationS: w.plannedDurationS,
      days: w.days.map((d) => ({
        date: d.date,
        workouts: d.sessions.map((s) => ({
          id: s.workoutId,
          name: s.name[lang],
          family: s.kind === 'ride' ? s.family : 'strength',
          durationS: s.durationS,
          tss: s.tss,
        })),
      })),
    })),
  };
}

/** Runs `domestique plan …`: the text to print. */
export function runPlan(argv: readonly string[]): string {
  if (argv.includes('--help') || argv.includes('-h')) return PLAN_USAGE;
  const { plan, lang, json } = planFromArgs(argv);
  return json ? JSON.stringify(planJson(plan, lang), null, 2) : formatPlanTable(plan, lang);
}
