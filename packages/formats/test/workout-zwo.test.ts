import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandSteps, readZwo, totalSeconds, WorkoutFileError, writeZwo } from '../src/index.ts';
import { FIXTURES, fixture } from './helpers.ts';
import { describeStep, expectSameRide, MIXED, SWEET_SPOT } from './workout-support.ts';

const text = (s: string) => new TextEncoder().encode(s);

function codeOf(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(WorkoutFileError);
    return (error as WorkoutFileError).code;
  }
}

/**
 * True durations, added up by hand from each file's blocks (Duration, and Repeat × (OnDuration + OffDuration) for
 * IntervalsT). The 8 real files come from phisad/structured-cycling-workouts (MIT); the two `domestique-*` files
 * were written for these tests in the shapes of Zwift's own files (GoldenCheetah's FTPTest.zwo and Mayfield.zwo,
 * GPL-2.0, are not copied into this MIT repository).
 */
const TRUE_DURATIONS_S: Record<string, number> = {
  // Warmup 480 + 4 sets × 4 × (20 + 10) + 3 × 180 + Cooldown 300
  'AC_Tabata-Style_30min.zwo': 480 + 4 * 4 * 30 + 3 * 180 + 300,
  // Warmup 420 + 4 × (120 + 120 + 60) + 3 × 90 + Cooldown 300
  'FTP_Over-Under_35min.zwo': 420 + 4 * 300 + 3 * 90 + 300,
  // Warmup 420 + 3 sets × 6 × (30 + 30) + 2 × 180 + Cooldown 300
  'MAP_Micro-Bursts_35min.zwo': 420 + 3 * 6 * 60 + 2 * 180 + 300,
  // Warmup 540 + 6 × 15 + 5 × 165 + Cooldown 300
  'NM_Standing_Starts_25min.zwo': 540 + 6 * 15 + 5 * 165 + 300,
  // 180 + 1020 + 180
  'Recovery_20min.zwo': 1380,
  // 240 + 3 × 420 + 2 × 120 + 240
  'Sweet_Spot_30min.zwo': 240 + 3 * 420 + 2 * 120 + 240,
  // 300 + 420 + 180 + 420 + 300
  'Threshold_20min.zwo': 1620,
  // 300 + 6 × 120 + 5 × 90 + 300
  'VO2max_25min.zwo': 300 + 6 * 120 + 5 * 90 + 300,
  // Warmup 900 + IntervalsT 2 × (60 + 30) + 20 + 300 + 300 + Freeride 1200 + Cooldown 600
  'domestique-ftp-test-style.zwo': 900 + 2 * 90 + 20 + 300 + 300 + 1200 + 600,
  // 300 + 240.4 (rounded) + IntervalsT 3 × (40 + 20) + MaxEffort 15 + FreeRide 120 + SolidState 60 + ramp 180
  'domestique-mixed-case.zwo': 300 + 240 + 3 * 60 + 15 + 120 + 60 + 180,
};

describe('readZwo: real files', () => {
  const files = readdirSync(new URL('zwo/', FIXTURES)).filter((f) => f.endsWith('.zwo'));

  it('has a hand-counted duration for every fixture', () => {
    expect(files.sort()).toEqual(Object.keys(TRUE_DURATIONS_S).sort());
  });

  for (const file of files) {
    it(`${file} imports with its true total duration`, () => {
      const read = readZwo(fixture(`zwo/${file}`));
      expect(totalSeconds(read.workout.steps)).toBe(TRUE_DURATIONS_S[file]);
      expect(read.workout.name.length).toBeGreaterThan(0);
    });
  }

  it('reads the 4DP files: <n> names, SteadyState Power, Warmup and Cooldown (Low > High)', () => {
    const read = readZwo(fixture('zwo/FTP_Over-Under_35min.zwo'));
    expect(read.workout.name).toBe('FTP Over-Under 35min');
    const steps = expandSteps(read.workout.steps).map(describeStep);
    expect(steps.slice(0, 4)).toEqual([
      '420s ramp 50→75 warmup',
      '120s 90-90% active',
      '120s 105-105% active',
      '60s 90-90% active',
    ]);
    expect(steps.at(-1)).toBe('300s ramp 75→50 cooldown');
  });

  it('reads the Zwift FTP-test shapes: Quantize, two-line text, PowerLow/High bands, Freeride, IntervalsT bands', () => {
    const read = readZwo(fixture('zwo/domestique-ftp-test-style.zwo'));
    expect(read.workout.description).toBe(
      'A long easy warm-up, a few ramps, a 5 minute effort, then 20 minutes as hard as you can sustain.',
    );
    const [warmup, intervals, sprint, , , free] = read.workout.steps;
    expect(warmup).toMatchObject({
      target: { type: 'ramp', fromPct: 30, toPct: 70 },
      cues: [
        { offsetS: 20, text: 'Welcome to the test' },
        { offsetS: 35, text: 'Warm up and spin at 90-100 rpm' },
      ],
    });
    expect(intervals).toEqual({
      kind: 'repeat',
      count: 2,
      steps: [
        {
          kind: 'step',
          durationS: 60,
          target: { type: 'range', lowPct: 140, highPct: 160 },
          cadence: { lowRpm: 100, highRpm: 100 },
          intensity: 'interval',
        },
        {
          kind: 'step',
          durationS: 30,
          target: { type: 'range', lowPct: 50, highPct: 80 },
          cadence: { lowRpm: 85, highRpm: 85 },
          intensity: 'recovery',
        },
      ],
    });
    expect(sprint).toMatchObject({ durationS: 20, target: { type: 'range', lowPct: 300, highPct: 300 } });
    expect(free).toMatchObject({ durationS: 1200, target: { type: 'free' } });
    if (free?.kind !== 'step') throw new Error('free ride expected');
    expect(free.cues?.[0]).toEqual({
      offsetS: 10,
      text: 'Bring your power up to what you think you can hold for 20 minutes',
      durationS: 20,
    });
    expect(read.workout.steps.at(-1)).toMatchObject({ target: { type: 'ramp', fromPct: 70, toPct: 30 } });
  });

  it('reads names in any case, ftpOverride, uneven IntervalsT text and an unknown block', () => {
    const kept = readZwo(fixture('zwo/domestique-mixed-case.zwo'));
    expect(kept.workout.name).toBe('Mixed case & fixed FTP');
    expect(kept.warnings).toEqual([
      { code: 'ftp_override_kept', value: 300 },
      { code: 'unknown_blocks', value: 1 },
    ]);
    const steps = expandSteps(kept.workout.steps);
    expect(steps.map(describeStep)).toEqual([
      '300s ramp 40→60 warmup',
      '240s 75-75% active',
      '40s 120-120% interval',
      '20s 50-50% recovery',
      '40s 120-120% interval',
      '20s 50-50% recovery',
      '40s 120-120% interval',
      '20s 50-50% recovery',
      '15s max interval',
      '120s free active',
      '60s 50-50% active',
      '180s ramp 65→45 cooldown',
    ]);
    // The text at 125 s falls in the third repetition, so the block is written out to keep it there.
    expect(steps[2]!.cues).toEqual([{ offsetS: 0, text: 'Go!' }]);
    expect(steps[4]!.cues).toBeUndefined();
    expect(steps[6]!.cues).toEqual([{ offsetS: 5, text: 'Last one' }]);
    expect(steps[1]).toMatchObject({
      cadence: { lowRpm: 85, highRpm: 95 },
      cues: [{ offsetS: 13, text: 'Smooth' }],
    });
    expect(steps[0]!.cadence).toEqual({ lowRpm: 90, highRpm: 90 });

    // With the rider's FTP (250 W) the fixed 300-W targets become 1.2 × the file's fractions.
    const rescaled = readZwo(fixture('zwo/domestique-mixed-case.zwo'), { ftpW: 250 });
    expect(rescaled.warnings[0]).toEqual({ code: 'ftp_override_rescaled', value: 300 });
    expect(expandSteps(rescaled.workout.steps).map(describeStep).slice(0, 3)).toEqual([
      '300s ramp 48→72 warmup',
      '240s 90-90% active',
      '40s 144-144% interval',
    ]);
  });
});

describe('writeZwo', () => {
  it('writes Warmup, IntervalsT with bands and cadence, Cooldown, and reads back the same ride', () => {
    const xml = writeZwo(SWEET_SPOT);
    expect(xml).toContain('<Warmup Duration="600" PowerLow="0.5" PowerHigh="0.75"/>');
    expect(xml).toContain(
      '<IntervalsT Repeat="3" OnDuration="720" OffDuration="300" OnPower="0.91" OffPower="0.55" PowerOnLow="0.88" PowerOnHigh="0.94" Cadence="90">',
    );
    // The cue is written for each repetition (IntervalsT offsets run over the whole block).
    expect(xml.match(/<textevent/g)).toHaveLength(3);
    expect(xml).toContain('<textevent timeoffset="1050" message="Settle in, smooth pedalling"/>');
    expect(xml).toContain('<Cooldown Duration="600" PowerLow="0.7" PowerHigh="0.45"/>');
    const read = readZwo(text(xml));
    expect(read.workout.name).toBe(SWEET_SPOT.name);
    expectSameRide(SWEET_SPOT.steps, read.workout.steps);
    const repeat = read.workout.steps[1]!;
    expect(repeat.kind === 'repeat' && repeat.count).toBe(3);
    expect(repeat.kind === 'repeat' && repeat.steps[0]).toMatchObject({
      target: { type: 'range', lowPct: 88, highPct: 94 },
      cues: [{ offsetS: 30, text: 'Settle in, smooth pedalling' }],
    });
  });

  it('writes out other repeats, MaxEffort, FreeRide and escapes text', () => {
    const xml = writeZwo(MIXED);
    expect(xml).toContain(
      '<description>Nested repeats &amp; &lt;odd&gt; &quot;characters&quot;.</description>',
    );
    expect(xml.match(/<MaxEffort Duration="20"\/>/g)).toHaveLength(6);
    expect(xml).toContain('<FreeRide Duration="900"/>');
    expect(xml).toContain('<SteadyState Duration="95" Power="1.05" Cadence="100"/>');
    const read = readZwo(text(xml));
    expect(read.workout.description).toBe(MIXED.description);
    expectSameRide(MIXED.steps, read.workout.steps);
    expect(expandSteps(read.workout.steps).filter((s) => s.target.type === 'max')).toHaveLength(6);
  });
});

describe('readZwo: damaged and hostile files', () => {
  it('answers with a typed error', () => {
    expect(codeOf(() => readZwo(new Uint8Array()))).toBe('empty');
    expect(codeOf(() => readZwo(new Uint8Array(1024 * 1024 + 1)))).toBe('too_large');
    expect(codeOf(() => readZwo(text('<workout_file><workout><SteadyState')))).toBe('xml_invalid');
    expect(codeOf(() => readZwo(text('not xml at all')))).toBe('xml_invalid');
    expect(
      codeOf(() =>
        readZwo(text('<!DOCTYPE x [<!ENTITY a "aaaa">]><workout_file><name>&a;</name></workout_file>')),
      ),
    ).toBe('xml_forbidden');
    expect(codeOf(() => readZwo(text(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`)))).toBe('too_complex');
    expect(codeOf(() => readZwo(text('<gpx><trk/></gpx>')))).toBe('not_workout');
    expect(codeOf(() => readZwo(text('<workout_file><workout/></workout_file>')))).toBe('no_steps');
    const block = (b: string) => text(`<workout_file><workout>${b}</workout></workout_file>`);
    expect(codeOf(() => readZwo(block('<SteadyState Duration="-5" Power="0.5"/>')))).toBe('invalid_value');
    expect(codeOf(() => readZwo(block('<SteadyState Duration="60"/>')))).toBe('invalid_value');
    expect(codeOf(() => readZwo(block('<SteadyState Duration="60" Power="NaN"/>')))).toBe('invalid_value');
    expect(codeOf(() => readZwo(block('<SteadyState Duration="60" Power="25"/>')))).toBe('invalid_value');
    expect(codeOf(() => readZwo(block('<SteadyState Duration="1e9" Power="0.5"/>')))).toBe('too_complex');
    expect(
      codeOf(() =>
        readZwo(
          block('<IntervalsT Repeat="1e9" OnDuration="1" OffDuration="1" OnPower="1" OffPower="0.5"/>'),
        ),
      ),
    ).toBe('too_complex');
    expect(
      codeOf(() =>
        readZwo(
          block('<IntervalsT Repeat="2.5" OnDuration="1" OffDuration="1" OnPower="1" OffPower="0.5"/>'),
        ),
      ),
    ).toBe('invalid_value');
    // 90 × 600 s: 180 steps, under the step cap, but 15 hours.
    const long = '<IntervalsT Repeat="90" OnDuration="300" OffDuration="300" OnPower="1" OffPower="0.5"/>';
    expect(codeOf(() => readZwo(block(long)))).toBe('too_complex');
    const many = '<IntervalsT Repeat="101" OnDuration="1" OffDuration="1" OnPower="1" OffPower="0.5"/>';
    expect(codeOf(() => readZwo(block(many)))).toBe('too_complex');
    const blocks = '<SteadyState Duration="6" Power="0.5"/>'.repeat(1001);
    expect(codeOf(() => readZwo(block(blocks)))).toBe('too_complex');
  });

  it('caps targets above 300 % FTP (the model’s ceiling) with a warning', () => {
    const capped = '<SteadyState Duration="10" Power="3.5"/><Ramp Duration="60" PowerLow="1" PowerHigh="4"/>';
    const read = readZwo(text(`<workout_file><workout>${capped}</workout></workout_file>`));
    expect(read.warnings).toEqual([{ code: 'targets_capped', value: 2 }]);
    expect(read.workout.steps.map((s) => s.kind === 'step' && s.target)).toEqual([
      { type: 'range', lowPct: 300, highPct: 300 },
      { type: 'ramp', fromPct: 100, toPct: 300 },
    ]);
  });
});
