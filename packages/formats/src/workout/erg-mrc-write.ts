import type { PowerTarget, Workout } from '@domestique/coach';
import type { RideFileErrorLanguage } from '../errors.ts';
import { ERG_MAX_EFFORT_PCT, ERG_NOTICE_LEAD_S, type ErgNoticeKind, ergModeNotice } from './erg-mrc-notes.ts';
import { WorkoutFileError } from './workout-errors.ts';
import { cleanText, expandSteps, fileSlug, meanTargetPct, stepSeconds } from './workout-tree.ts';

const EOL = '\r\n';

/**
 * Decimal minutes with the fewest decimals (2 to 4) that land within 0.01 s of the second: two decimals turn 20 s
 * into 19.8 s (coaching.md §4), four are always within 0.003 s.
 */
export function courseMinutes(seconds: number): string {
  for (let digits = 2; digits < 4; digits++) {
    const text = (seconds / 60).toFixed(digits);
    if (Math.abs(Number(text) * 60 - seconds) < 0.01) return text;
  }
  return (seconds / 60).toFixed(4);
}

/** A number without trailing zeros: 88.5, 55, 312. */
function plainNumber(value: number): number {
  return Number(value.toFixed(1));
}
const plain = (value: number): string => String(plainNumber(value));

/** The one %FTP a course holds for a target: band centre, ramp mean, free ride at the coach's assumption, and an
 * all-out effort at {@link ERG_MAX_EFFORT_PCT} (see there: ERG/MRC have no all-out mode). */
function coursePct(target: PowerTarget): number {
  return target.type === 'max' ? ERG_MAX_EFFORT_PCT : meanTargetPct(target);
}

interface CoursePoint {
  readonly seconds: number;
  readonly pct: number;
}

/**
 * The course as (time, %FTP) points: each step adds its start and end point (a ramp's ends differ); a point equal to
 * the one before is dropped, so a new time at the same value extends a step, and the same time twice is a step.
 * A band is held at its centre (ERG/MRC carry one number), free ride at the coach's assumption and max effort at
 * {@link ERG_MAX_EFFORT_PCT}.
 */
function coursePoints(workout: Workout): CoursePoint[] {
  const points: CoursePoint[] = [];
  const add = (seconds: number, pct: number) => {
    const last = points.at(-1);
    if (!last || last.seconds !== seconds || last.pct !== pct) points.push({ seconds, pct });
  };
  let t = 0;
  for (const step of expandSteps(workout.steps)) {
    const seconds = stepSeconds(step);
    const target = step.target;
    const from = target.type === 'ramp' ? target.fromPct : coursePct(target);
    const to = target.type === 'ramp' ? target.toPct : from;
    add(t, from);
    // A constant segment needs no repeated point in its middle: extend it instead.
    const last = points.at(-1)!;
    const prev = points.at(-2);
    if (prev && from === to && prev.pct === from && last.pct === from && prev.seconds !== last.seconds)
      points.pop();
    t += seconds;
    add(t, to);
  }
  return points;
}

interface CourseLine {
  readonly seconds: number;
  readonly line: string;
}

/**
 * Before each stretch of all-out or free-ride steps, a notice that the file cannot ride it as meant (ERG holds one
 * number): shown {@link ERG_NOTICE_LEAD_S} before the stretch (from 0 when it starts sooner) until its end.
 */
function modeNotices(workout: Workout, language: RideFileErrorLanguage): CourseLine[] {
  const lines: CourseLine[] = [];
  let t = 0;
  let stretch: { kind: ErgNoticeKind; startS: number; seconds: number; pct: number } | null = null;
  const close = () => {
    if (!stretch) return;
    const at = Math.max(0, stretch.startS - ERG_NOTICE_LEAD_S);
    const text = ergModeNotice(stretch.kind, stretch.seconds, plainNumber(stretch.pct), language);
    lines.push({ seconds: at, line: `${at}\t${text}\t${stretch.startS + stretch.seconds - at}` });
    stretch = null;
  };
  for (const step of expandSteps(workout.steps)) {
    const seconds = stepSeconds(step);
    const type = step.target.type;
    const kind: ErgNoticeKind | null = type === 'max' ? 'max' : type === 'free' ? 'free' : null;
    if (stretch && stretch.kind === kind) stretch.seconds += seconds;
    else {
      close();
      if (kind) stretch = { kind, startS: t, seconds, pct: coursePct(step.target) };
    }
    t += seconds;
  }
  close();
  return lines;
}

function courseText(workout: Workout, language: RideFileErrorLanguage): string[] {
  const lines: CourseLine[] = [];
  let t = 0;
  for (const step of expandSteps(workout.steps)) {
    for (const cue of step.cues ?? []) {
      const seconds = Math.round(t + cue.offsetS);
      lines.push({ seconds, line: `${seconds}\t${cleanText(cue.text)}\t${cue.durationS ?? 10}` });
    }
    t += stepSeconds(step);
  }
  // stable: at the same second the workout's own cue comes before the notice
  return [...lines, ...modeNotices(workout, language)]
    .sort((a, b) => a.seconds - b.seconds)
    .map((l) => l.line);
}

function writeCourse(
  workout: Workout,
  units: 'WATTS' | 'PERCENT',
  value: (pct: number) => string,
  language: RideFileErrorLanguage,
  ftpW?: number,
) {
  if (workout.steps.length === 0) throw new WorkoutFileError('no_steps');
  const extension = units === 'WATTS' ? 'erg' : 'mrc';
  const header = [
    '[COURSE HEADER]',
    'VERSION = 2',
    'UNITS = ENGLISH',
    `DESCRIPTION = ${cleanText(workout.name)}`,
    `FILE NAME = ${fileSlug(workout.name)}.${extension}`,
    ...(ftpW ? [`FTP = ${Math.round(ftpW)}`] : []),
    `MINUTES ${units}`,
    '[END COURSE HEADER]',
  ];
  const data = coursePoints(workout).map((p) => `${courseMinutes(p.seconds)}\t${value(p.pct)}`);
  const text = courseText(workout, language);
  return [
    ...header,
    '[COURSE DATA]',
    ...data,
    '[END COURSE DATA]',
    ...(text.length > 0 ? ['[COURSE TEXT]', ...text, '[END COURSE TEXT]'] : []),
    '',
  ].join(EOL);
}

/** Options of the ERG/MRC writers: the language of the notices the file adds (default English). */
export interface CourseOptions {
  readonly language?: RideFileErrorLanguage;
}

/**
 * `.mrc` (integrations.md §5): tab-separated decimal minutes and % FTP; same minute twice = a step, a new minute =
 * a ramp; cues in [COURSE TEXT] as "seconds, text, seconds shown". Bands are held at their centre, cadence is lost,
 * open steps last `OPEN_STEP_ASSUMED_S`. The format has no all-out or free-ride mode: an all-out effort is held at
 * {@link ERG_MAX_EFFORT_PCT} and free ride at `FREE_RIDE_ASSUMED_PCT`, and a notice in [COURSE TEXT] before each
 * tells the rider to leave ERG mode for it. Save with a lower-case `.mrc` extension (TrainerRoad needs it).
 */
export function writeMrc(workout: Workout, { language = 'en' }: CourseOptions = {}): string {
  return writeCourse(workout, 'PERCENT', plain, language);
}

/** `.erg`: as {@link writeMrc} but in the rider's whole watts, with their FTP in the header (`FTP = 250`). */
export function writeErg(
  workout: Workout,
  { ftpW, language = 'en' }: CourseOptions & { ftpW: number },
): string {
  if (!(ftpW > 0 && Number.isFinite(ftpW))) throw new WorkoutFileError('ftp_required', 'ERG needs watts');
  return writeCourse(workout, 'WATTS', (pct) => String(Math.round((pct * ftpW) / 100)), language, ftpW);
}
