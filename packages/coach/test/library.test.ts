import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COACH_LANGUAGES,
  deriveWorkoutMetrics,
  expandRepeats,
  LIBRARY_WORKOUTS,
  type LibraryWorkout,
  type Localized,
  libraryWorkoutById,
  libraryWorkoutsByFamily,
  localizeWorkout,
  type PowerTarget,
  pickWorkout,
  validateWorkout,
  WORKOUT_FAMILIES,
  type WorkoutFamily,
  workoutDurationS,
} from '../src/index.ts';

const FTP = 250;
const metrics = new Map(LIBRARY_WORKOUTS.map((w) => [w.id, deriveWorkoutMetrics(w.steps, FTP)]));
const TRAINING_FAMILIES = WORKOUT_FAMILIES.filter((f) => f !== 'ftpTest');

/** Every Localized text of a workout, with where it is. */
function texts(w: LibraryWorkout): [string, Localized][] {
  const out: [string, Localized][] = [
    ['name', w.name],
    ['description', w.description],
  ];
  if (w.purpose) out.push(['purpose', w.purpose]);
  expandRepeats(w.steps).forEach((s, i) => {
    if (s.label) out.push([`step ${i} label`, s.label]);
    for (const c of s.cues ?? []) out.push([`step ${i} cue`, c.text]);
  });
  return out;
}

describe('the workout library', () => {
  it('holds at least 100 workouts in the 9 training families plus FTP tests, with unique kebab-case ids', () => {
    expect(LIBRARY_WORKOUTS.length).toBeGreaterThanOrEqual(100);
    const families = new Set(LIBRARY_WORKOUTS.map((w) => w.family));
    expect([...families].sort()).toEqual([...WORKOUT_FAMILIES].sort());
    for (const f of TRAINING_FAMILIES) expect(libraryWorkoutsByFamily(f).length).toBeGreaterThanOrEqual(8);
    const ids = LIBRARY_WORKOUTS.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    const prefix: Record<WorkoutFamily, string> = {
      recovery: 'recovery-',
      endurance: 'endurance-',
      tempo: 'tempo-',
      sweetSpot: 'sweet-spot-',
      threshold: 'threshold-',
      overUnders: 'over-unders-',
      vo2max: 'vo2max-',
      anaerobic: 'anaerobic-',
      sprint: 'sprint-',
      ftpTest: 'ftp-test-',
    };
    for (const w of LIBRARY_WORKOUTS) {
      expect(w.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(w.id.startsWith(prefix[w.family])).toBe(true);
      expect(libraryWorkoutById(w.id)).toBe(w);
    }
    expect(libraryWorkoutById('no-such-workout')).toBeUndefined();
  });

  it('gives every workout a level 1.0–10.0 with one decimal, and every family spans easy to hard', () => {
    for (const w of LIBRARY_WORKOUTS) {
      expect(w.level).toBeGreaterThanOrEqual(1);
      expect(w.level).toBeLessThanOrEqual(10);
      expect(Math.round(w.level * 10) / 10).toBe(w.level);
    }
    for (const f of TRAINING_FAMILIES) {
      const levels = libraryWorkoutsByFamily(f).map((w) => w.level);
      expect(Math.min(...levels), f).toBeLessThanOrEqual(1.5);
      expect(Math.max(...levels), f).toBeGreaterThanOrEqual(9.5);
      // no hole wider than 1.5 levels: the plan can always step up or down a little
      const sorted = [...levels].sort((a, b) => a - b);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!, f).toBeLessThanOrEqual(1.5);
    }
  });

  it('orders levels by load: within a family, level and TSS rank alike (Spearman ρ ≥ 0.6)', () => {
    const ranks = (values: number[]) => {
      const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
      const r = new Array<number>(values.length);
      for (let i = 0; i < order.length; ) {
        let j = i;
        while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
        for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2;
        i = j + 1;
      }
      return r;
    };
    for (const f of TRAINING_FAMILIES) {
      const ws = libraryWorkoutsByFamily(f);
      const a = ranks(ws.map((w) => w.level));
      const b = ranks(ws.map((w) => metrics.get(w.id)!.tss));
      const mean = (a.length - 1) / 2;
      let num = 0;
      let da = 0;
      let db = 0;
      for (let i = 0; i < a.length; i++) {
        num += (a[i]! - mean) * (b[i]! - mean);
        da += (a[i]! - mean) ** 2;
        db += (b[i]! - mean) ** 2;
      }
      expect(num / Math.sqrt(da * db), f).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('has every text in en, pt and es: present, translated, no leftover placeholders', () => {
    const leftovers = /\$\{|[{}]|undefined|NaN|null|\[object|\s{2}|^\s|\s$/;
    for (const w of LIBRARY_WORKOUTS)
      for (const [where, text] of texts(w)) {
        for (const lang of COACH_LANGUAGES) {
          const t = text[lang];
          expect(typeof t, `${w.id} ${where} ${lang}`).toBe('string');
          expect(t.trim().length, `${w.id} ${where} ${lang}`).toBeGreaterThan(0);
          expect(t, `${w.id} ${where} ${lang}`).not.toMatch(leftovers);
        }
        if (where === 'description' || where === 'purpose' || where.endsWith('cue')) {
          expect(text.pt, `${w.id} ${where}`).not.toBe(text.en);
          expect(text.es, `${w.id} ${where}`).not.toBe(text.en);
          expect(text.es, `${w.id} ${where}`).not.toBe(text.pt);
        }
      }
  });

  it('names every workout uniquely in each language', () => {
    for (const lang of COACH_LANGUAGES) {
      const names = LIBRARY_WORKOUTS.map((w) => w.name[lang]);
      expect(new Set(names).size, lang).toBe(names.length);
    }
  });

  it('validates every workout', () => {
    for (const w of LIBRARY_WORKOUTS) expect(validateWorkout(w), w.id).toEqual([]);
  });

  it('keeps durations riders expect: recovery 30–60 min, training 45–180 min (outdoor endurance and tempo rides up to 6 h), tests under 75 min, whole minutes', () => {
    for (const w of LIBRARY_WORKOUTS) {
      const min = metrics.get(w.id)!.durationS / 60;
      const longRide = w.setting === 'outdoor' && (w.family === 'endurance' || w.family === 'tempo');
      const [lo, hi] =
        w.family === 'recovery' ? [30, 60] : w.family === 'ftpTest' ? [20, 75] : [45, longRide ? 360 : 180];
      expect(min, w.id).toBeGreaterThanOrEqual(lo);
      expect(min, w.id).toBeLessThanOrEqual(hi);
      expect(Number.isInteger(min), w.id).toBe(true);
    }
  });

  it("keeps each family's intensity factor in its band", () => {
    const bands: Record<WorkoutFamily, [number, number]> = {
      recovery: [0.35, 0.6],
      endurance: [0.55, 0.75],
      tempo: [0.65, 0.85],
      sweetSpot: [0.72, 0.9],
      threshold: [0.75, 0.95],
      overUnders: [0.75, 0.95],
      vo2max: [0.7, 0.95],
      anaerobic: [0.7, 0.95],
      sprint: [0.6, 0.95],
      ftpTest: [0.8, 1.05],
    };
    for (const w of LIBRARY_WORKOUTS) {
      const m = metrics.get(w.id)!;
      const [lo, hi] = bands[w.family];
      expect(m.intensityFactor, w.id).toBeGreaterThanOrEqual(lo);
      expect(m.intensityFactor, w.id).toBeLessThan(hi);
    }
  });

  it("keeps each family's work intervals inside its zone", () => {
    const zone: Partial<Record<WorkoutFamily, [number, number]>> = {
      tempo: [76, 90],
      sweetSpot: [88, 94],
      threshold: [95, 105],
      overUnders: [88, 115],
      vo2max: [105, 130],
      anaerobic: [120, 150],
    };
    for (const w of LIBRARY_WORKOUTS) {
      const work = expandRepeats(w.steps).filter((s) => s.intensity === 'interval');
      if (w.family !== 'recovery' && w.family !== 'endurance') expect(work.length, w.id).toBeGreaterThan(0);
      const z = zone[w.family];
      for (const s of work) {
        if (w.family === 'sprint') expect(s.target.type, w.id).toBe('max');
        if (!z) continue;
        expect(s.target.type, w.id).toBe('range');
        if (s.target.type !== 'range') continue;
        expect(s.target.lowPct, w.id).toBeGreaterThanOrEqual(z[0]);
        expect(s.target.highPct, w.id).toBeLessThanOrEqual(z[1]);
        expect(s.target.lowPct, w.id).toBeLessThan(s.target.highPct);
      }
    }
    for (const w of libraryWorkoutsByFamily('recovery'))
      for (const s of expandRepeats(w.steps)) expect(stepTop(s.target), w.id).toBeLessThanOrEqual(55);
    for (const w of libraryWorkoutsByFamily('endurance').filter((x) => !x.opener))
      for (const s of expandRepeats(w.steps)) expect(stepTop(s.target), w.id).toBeLessThanOrEqual(75);
  });

  it('has a race opener: short, a few brief race-pace efforts, planned only before an A event', () => {
    const openers = LIBRARY_WORKOUTS.filter((w) => w.opener);
    expect(openers.length).toBeGreaterThan(0);
    for (const w of openers) {
      expect(workoutDurationS(w.steps), w.id).toBeLessThanOrEqual(60 * 60);
      const work = expandRepeats(w.steps).filter((s) => s.intensity === 'interval');
      expect(work.length, w.id).toBeGreaterThan(0);
      expect(
        work.reduce((t, s) => t + (s.durationS ?? 0), 0),
        w.id,
      ).toBeLessThanOrEqual(5 * 60);
    }
  });

  it('is estimated only where the session says so: all-out sprints and the ramp test that ends at failure', () => {
    for (const w of LIBRARY_WORKOUTS)
      expect(metrics.get(w.id)!.estimated, w.id).toBe(w.family === 'sprint' || w.id === 'ftp-test-ramp');
  });

  it('fits every whole level 1–10 of the hard families into 60 and into 75 minutes, harder as the level rises', () => {
    // a rider with short weekday slots must still find each level (± 0.5) of these families, or the plan stalls
    const families: WorkoutFamily[] = [
      'sweetSpot',
      'threshold',
      'overUnders',
      'vo2max',
      'anaerobic',
      'sprint',
      'tempo',
    ];
    for (const family of families)
      for (const minutes of [60, 75]) {
        const pick = (level: number) => pickWorkout({ family, level, maxDurationS: minutes * 60 });
        for (let level = 1; level <= 10; level++)
          expect(
            Math.abs(pick(level)!.level - level),
            `${family} level ${level} in ${minutes} min`,
          ).toBeLessThanOrEqual(0.5);
        const intensity = [1, 5, 10].map((level) => metrics.get(pick(level)!.id)!.intensityFactor);
        expect(intensity[1], `${family} ${minutes} min`).toBeGreaterThan(intensity[0]!);
        expect(intensity[2], `${family} ${minutes} min`).toBeGreaterThan(intensity[1]!);
      }
  });

  it('has outdoor endurance rides every half hour from 3 to 6 hours, and tempo rides up to 5 hours', () => {
    const minutes = (family: WorkoutFamily) =>
      new Set(
        libraryWorkoutsByFamily(family)
          .filter((w) => w.setting === 'outdoor')
          .map((w) => metrics.get(w.id)!.durationS / 60),
      );
    const endurance = minutes('endurance');
    for (let m = 180; m <= 360; m += 30) expect(endurance.has(m), `endurance ${m} min`).toBe(true);
    const tempo = minutes('tempo');
    for (const m of [210, 240, 270, 300]) expect(tempo.has(m), `tempo ${m} min`).toBe(true);
  });

  it('is frozen and sorted by family, then level', () => {
    expect(Object.isFrozen(LIBRARY_WORKOUTS)).toBe(true);
    const key = (w: LibraryWorkout) => WORKOUT_FAMILIES.indexOf(w.family) * 100 + w.level;
    for (let i = 1; i < LIBRARY_WORKOUTS.length; i++)
      expect(key(LIBRARY_WORKOUTS[i]!)).toBeGreaterThanOrEqual(key(LIBRARY_WORKOUTS[i - 1]!));
  });
});

function stepTop(target: PowerTarget) {
  if (target.type === 'range') return target.highPct;
  if (target.type === 'ramp') return Math.max(target.fromPct, target.toPct);
  return Number.POSITIVE_INFINITY;
}

describe('localizeWorkout', () => {
  it('gives plain strings in one language with the same structure and numbers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIBRARY_WORKOUTS), fc.constantFrom(...COACH_LANGUAGES), (w, lang) => {
        const l = localizeWorkout(w, lang);
        expect(l.id).toBe(w.id);
        expect(l.family).toBe(w.family);
        expect(l.level).toBe(w.level);
        expect(l.name).toBe(w.name[lang]);
        expect(l.purpose).toBe(w.purpose?.[lang]);
        expect(deriveWorkoutMetrics(l.steps, FTP)).toEqual(metrics.get(w.id));
        const a = expandRepeats(w.steps);
        const b = expandRepeats(l.steps);
        expect(b.length).toBe(a.length);
        b.forEach((s, i) => {
          expect(s.label).toBe(a[i]!.label?.[lang]);
          expect(s.cues?.map((c) => c.text)).toEqual(a[i]!.cues?.map((c) => c.text[lang]));
          expect(s.target).toEqual(a[i]!.target);
        });
        expect(validateWorkout(l)).toEqual([]);
        expect(workoutDurationS(l.steps)).toBe(workoutDurationS(w.steps));
      }),
      { numRuns: 200 },
    );
  });
});
