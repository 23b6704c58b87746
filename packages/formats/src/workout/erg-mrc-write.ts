import type { Workout } from '@domestique/coach';
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
function plain(value: number): string {
  return String(Number(value.toFixed(1)));
}

interface CoursePoint {
  readonly seconds: number;
  readonly pct: number;
}

/**
 * The course as (time, %FTP) points: each step adds its start and end point (a ramp's ends differ); a point equal to
 * the one before is dropped, so a new time at the same value extends a step, and the same time twice is a step.
 * A band is held at its centre (ERG/MRC carry one number), free ride and max effort at the coach's assumptions.
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
    const from = target.type === 'ramp' ? target.fromPct : meanTargetPct(target);
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

function courseText(workout: Workout): string[] {
  const lines: string[] = [];
  let t = 0;
  for (const step of expandSteps(workout.steps)) {
    for (const cue of step.cues ?? []) {
      lines.push(`${Math.round(t + cue.offsetS)}\t${cleanText(cue.text)}\t${cue.durationS ?? 10}`);
    }
    t += stepSeconds(step);
  }
  return lines;
}

function writeCourse(
  workout: Workout,
  units: 'WATTS' | 'PERCENT',
  value: (pct: number) => string,
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
  const text = courseText(workout);
  return [
    ...header,
    '[COURSE DATA]',
    ...data,
    '[END COURSE DATA]',
    ...(text.length > 0 ? ['[COURSE TEXT]', ...text, '[END COURSE TEXT]'] : []),
    '',
  ].join(EOL);
}

/**
 * `.mrc` (integrations.md §5): tab-separated decimal minutes and % FTP; same minute twice = a step, a new minute =
 * a ramp; cues in [COURSE TEXT] as "seconds, text, seconds shown". Bands are held at their centre, cadence is lost,
 * open steps last `OPEN_STEP_ASSUMED_S`. Save with a lower-case `.mrc` extension (TrainerRoad needs it).
 */
export function writeMrc(workout: Workout): string {
  return writeCourse(workout, 'PERCENT', plain);
}

/** `.erg`: as {@link writeMrc} but in the rider's whole watts, with their FTP in the header (`FTP = 250`). */
export function writeErg(workout: Workout, { ftpW }: { ftpW: number }): string {
  if (!(ftpW > 0 && Number.isFinite(ftpW))) throw new WorkoutFileError('ftp_required', 'ERG needs watts');
  return writeCourse(workout, 'WATTS', (pct) => String(Math.round((pct * ftpW) / 100)), ftpW);
}
