import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cleanFileMeta,
  expandSteps,
  readWorkoutFile,
  readZwo,
  writeWorkoutFile,
  writeZwo,
} from '../src/index.ts';
import { FIXTURES, fixture } from './helpers.ts';
import { expectSameRide } from './workout-support.ts';

const text = (s: string) => new TextEncoder().encode(s);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('ZWO files keep what they carry (author, category, tags, the FTP test marks)', () => {
  it("Zwift's FTP test shape: category, ShowCP20 and the scored free ride come back out", () => {
    const read = readZwo(fixture('zwo/domestique-ftp-test-style.zwo'));
    expect(read.meta).toEqual({ category: 'FTP Tests', showCp20: true });
    const scored = expandSteps(read.workout.steps).filter((s) => s.scored);
    expect(scored).toHaveLength(1);
    expect(scored[0]).toMatchObject({ durationS: 1200, target: { type: 'free' }, scored: 'ftpTest' });

    const xml = writeZwo(read.workout, { meta: read.meta });
    expect(xml).toContain('<category>FTP Tests</category>');
    expect(xml).toContain('<ShowCP20>1</ShowCP20>');
    expect(xml).toMatch(/<FreeRide Duration="1200" ftptest="1">/);
    // the file names no author: we say who wrote this copy
    expect(xml).toContain('<author>Domestique</author>');
    const again = readZwo(text(xml));
    expect(again.meta).toEqual({ author: 'Domestique', ...read.meta });
    expect(again.workout.steps).toEqual(read.workout.steps);
  });

  it("a coach's file keeps its author and tags (not rewritten to Domestique)", () => {
    const sweet = readZwo(fixture('zwo/Sweet_Spot_30min.zwo'));
    expect(sweet.meta).toEqual({ author: 'Philipp', tags: ['Sweet Spot'] });
    const xml = writeZwo(sweet.workout, { meta: sweet.meta });
    expect(xml).toContain('<author>Philipp</author>');
    expect(xml).toContain('<tags>\n    <tag name="Sweet Spot"/>\n  </tags>');
    expect(xml).not.toContain('Domestique');

    const starts = readZwo(fixture('zwo/NM_Standing_Starts_25min.zwo'));
    expect(starts.meta).toEqual({ author: 'Philipp - SYSTM Style', tags: ['NM', '4DP'] });
  });

  it('every fixture reads, writes and reads back with the same meta, marks and ride', () => {
    const files = readdirSync(new URL('zwo/', FIXTURES)).filter((f) => f.endsWith('.zwo'));
    for (const file of files) {
      const read = readWorkoutFile(fixture(`zwo/${file}`), file);
      const out = writeWorkoutFile(read.workout, 'zwo', { meta: read.meta });
      const back = readWorkoutFile(out.bytes, out.filename);
      // a file that named no author names Domestique, who wrote this copy
      expect(back.meta, file).toEqual({ author: 'Domestique', ...read.meta });
      expect(
        expandSteps(back.workout.steps).map((s) => s.scored ?? null),
        file,
      ).toEqual(expandSteps(read.workout.steps).map((s) => s.scored ?? null));
      expectSameRide(read.workout.steps, back.workout.steps);
    }
  });

  it('writes subcategory, categoryIndex and the ramp-test mark, escaped, in Zwift order', () => {
    const workout = {
      name: 'Ramp',
      description: '',
      steps: [
        {
          kind: 'repeat' as const,
          count: 2,
          steps: [
            {
              kind: 'step' as const,
              durationS: 60,
              target: { type: 'range' as const, lowPct: 100, highPct: 100 },
              intensity: 'interval' as const,
              scored: 'rampTest' as const,
            },
            {
              kind: 'step' as const,
              durationS: 60,
              target: { type: 'range' as const, lowPct: 50, highPct: 50 },
              intensity: 'recovery' as const,
            },
          ],
        },
      ],
    };
    const meta = {
      author: 'A & B',
      category: 'Tests',
      subcategory: 'Week <1>',
      categoryIndex: 3,
      tags: ['FTP', 'Ramp'],
    };
    const xml = decode(writeWorkoutFile(workout, 'zwo', { meta }).bytes);
    expect(xml).toContain(
      [
        '  <author>A &amp; B</author>',
        '  <name>Ramp</name>',
        '  <description></description>',
        '  <category>Tests</category>',
        '  <subcategory>Week &lt;1&gt;</subcategory>',
        '  <categoryIndex>3</categoryIndex>',
        '  <sportType>bike</sportType>',
        '  <tags>',
        '    <tag name="FTP"/>',
        '    <tag name="Ramp"/>',
        '  </tags>',
      ].join('\n'),
    );
    // a marked step cannot sit in an IntervalsT (it has no place for the mark): each block is written out
    expect(xml).not.toContain('IntervalsT');
    expect(xml.match(/<SteadyState Duration="60" Power="1" ramptest="1"\/>/g)).toHaveLength(2);
    const back = readZwo(text(xml));
    expect(back.meta).toEqual(meta);
    expect(expandSteps(back.workout.steps).map((s) => s.scored ?? null)).toEqual([
      'rampTest',
      null,
      'rampTest',
      null,
    ]);
  });

  it('keeps only meta that is meta: texts cleaned and capped, tags deduplicated, junk dropped', () => {
    expect(cleanFileMeta(null)).toEqual({});
    expect(cleanFileMeta(['x'])).toEqual({});
    expect(
      cleanFileMeta({
        author: '  Kevin\u0000 Poulton ',
        category: 'x'.repeat(300),
        subcategory: 42,
        categoryIndex: 2.5,
        tags: ['VO2', 'VO2', '', 7, 't'.repeat(80)],
        showCp20: 'yes',
        extra: 'dropped',
      }),
    ).toEqual({ author: 'Kevin Poulton', category: 'x'.repeat(100), tags: ['VO2', 't'.repeat(50)] });
    expect(cleanFileMeta({ tags: Array.from({ length: 30 }, (_, i) => `t${i}`) }).tags).toHaveLength(20);
  });

  it('a file without meta reads as {} and is written with Domestique as its author', () => {
    const read = readZwo(
      text(
        '<workout_file><name>Bare</name><workout><SteadyState Duration="60" Power="0.5"/></workout></workout_file>',
      ),
    );
    expect(read.meta).toEqual({});
    expect(writeZwo(read.workout)).toContain('<author>Domestique</author>');
  });
});
