import {
  deriveWorkoutMetrics,
  LIBRARY_WORKOUTS,
  libraryWorkoutById,
  localizeWorkout,
  validateWorkout,
  workoutProfile,
} from '@domestique/coach';
import { describe, expect, it } from 'vitest';
import {
  appendNode,
  type DraftNode,
  draftFrom,
  duplicateNode,
  emptyDraft,
  fieldPath,
  moveNode,
  newRepeat,
  newStep,
  nodeAt,
  problemFields,
  removeNode,
  toWorkout,
  updateNode,
  withTargetKind,
} from '../src/features/workouts/builder-draft.ts';
import { filterSearch, listParams, parseFilters } from '../src/features/workouts/list-params.ts';
import { profileSeries } from '../src/features/workouts/profile-series.ts';
import { joinDuration, splitDuration, targetText } from '../src/features/workouts/workout-text.ts';

/** The steps of the repeat at `path`. */
const inner = (nodes: readonly DraftNode[], path: number[]) => {
  const node = nodeAt(nodes, path);
  return node?.kind === 'repeat' ? node.steps : [];
};
const kinds = (nodes: readonly DraftNode[]) =>
  nodes.map((n) => (n.kind === 'repeat' ? `${n.count}x` : n.durationS));

describe('workout builder: the draft and its edits', () => {
  it('every library workout round-trips through a draft unchanged', () => {
    for (const w of LIBRARY_WORKOUTS) {
      const model = localizeWorkout(w, 'pt');
      const back = toWorkout(draftFrom(model));
      expect(back.steps, w.id).toEqual(model.steps);
      expect(back.name).toBe(model.name);
    }
  });

  it("an imported Zwift test keeps its scored mark and its cues' display times through an edit", () => {
    const imported = {
      name: 'FTP test',
      description: '',
      steps: [
        {
          kind: 'step' as const,
          durationS: 1200,
          target: { type: 'free' as const },
          intensity: 'active' as const,
          cues: [{ offsetS: 10, text: 'Go', durationS: 20 }],
          scored: 'ftpTest' as const,
        },
      ],
    };
    expect(toWorkout(draftFrom(imported)).steps).toEqual(imported.steps);
  });

  it('a copy is named as one; a new workout starts valid but for its name', () => {
    const w = localizeWorkout(libraryWorkoutById('vo2max-5x3-112')!, 'en');
    expect(draftFrom(w, (name) => `${name} (copy)`).name).toBe(`${w.name} (copy)`);
    const fresh = toWorkout(emptyDraft());
    expect(validateWorkout(fresh).map((p) => p.path.join('.'))).toEqual(['name']);
  });

  it('adds, nests, moves, duplicates and removes steps and repeats by path', () => {
    let nodes: DraftNode[] = [newStep({ durationS: 60 }), newStep({ durationS: 120 })];
    nodes = appendNode(nodes, [], newRepeat());
    expect(kinds(nodes)).toEqual([60, 120, '3x']);
    nodes = appendNode(nodes, [2], newStep({ durationS: 30 }));
    expect(inner(nodes, [2])).toHaveLength(3);
    nodes = moveNode(nodes, [2], -1);
    expect(kinds(nodes)).toEqual([60, '3x', 120]);
    expect(moveNode(nodes, [0], -1)).toEqual(nodes); // nothing above the first
    nodes = moveNode(nodes, [1, 2], -1); // inside the repeat
    expect(kinds(inner(nodes, [1]))).toEqual([180, 30, 180]);
    nodes = duplicateNode(nodes, [0]);
    expect(kinds(nodes)).toEqual([60, 60, '3x', 120]);
    expect(nodes[0]!.id).not.toBe(nodes[1]!.id);
    nodes = updateNode(nodes, [2], (r) => (r.kind === 'repeat' ? { ...r, count: 5 } : r));
    nodes = removeNode(nodes, [2, 0]);
    expect(kinds(nodes)).toEqual([60, 60, '5x', 120]);
    expect(kinds(inner(nodes, [2]))).toEqual([30, 180]);
    expect(fieldPath([2, 1])).toBe('steps.2.steps.1');
  });

  it('changing a target kind keeps the numbers that still mean something', () => {
    expect(withTargetKind({ type: 'range', lowPct: 88, highPct: 93 }, 'ramp')).toEqual({
      type: 'ramp',
      fromPct: 88,
      toPct: 93,
    });
    expect(withTargetKind({ type: 'ramp', fromPct: 75, toPct: 50 }, 'range')).toEqual({
      type: 'range',
      lowPct: 50,
      highPct: 75,
    });
    expect(withTargetKind({ type: 'free' }, 'range')).toEqual({ type: 'range', lowPct: 60, highPct: 65 });
    expect(withTargetKind({ type: 'range', lowPct: 1, highPct: 2 }, 'max')).toEqual({ type: 'max' });
  });

  it('3 × 12 minutes of sweet spot built step by step gives the coach’s numbers', () => {
    let draft = { ...emptyDraft(), name: 'Sweet spot 3 × 12' };
    const block = newRepeat();
    draft = {
      ...draft,
      steps: [
        draft.steps[0]!,
        {
          ...block,
          steps: [
            newStep({
              durationS: 720,
              target: { type: 'range', lowPct: 88, highPct: 93 },
              intensity: 'interval',
            }),
            newStep({
              durationS: 300,
              target: { type: 'range', lowPct: 50, highPct: 55 },
              intensity: 'recovery',
            }),
          ],
        },
        draft.steps[2]!,
      ],
    };
    const workout = toWorkout(draft);
    expect(validateWorkout(workout)).toEqual([]);
    const m = deriveWorkoutMetrics(workout.steps, 250);
    expect(m.durationS).toBe(600 + 3 * 1020 + 300);
    expect(m.timeInZonesS[3]).toBe(3 * 720); // 88–93 % is Coggan Z4's 90.5 % centre
  });

  it('problems become field messages keyed like the server’s fields', () => {
    const workout = toWorkout({
      ...emptyDraft(),
      name: 'x',
      steps: [newStep({ durationS: Number.NaN, target: { type: 'range', lowPct: 90, highPct: 80 } })],
    });
    expect(problemFields(validateWorkout(workout))).toEqual({
      'steps.0.durationS': 'duration_invalid',
      'steps.0.target.lowPct': 'low_above_high',
    });
    expect(joinDuration('12', '')).toBe(720);
    expect(joinDuration('a', '1')).toBeNaN();
    expect(splitDuration(725)).toEqual({ minutes: 12, seconds: 5 });
  });
});

describe('workout list filters in the URL', () => {
  it('round-trip, ignore what they do not know, and leave library filters out of "mine"', () => {
    const f = parseFilters(
      new URLSearchParams('tab=mine&family=vo2max&duration=medium&level=hard&setting=indoor&q=ss&x=1'),
    );
    expect(f).toEqual({
      tab: 'mine',
      q: 'ss',
      family: 'vo2max',
      duration: 'medium',
      level: 'hard',
      setting: 'indoor',
    });
    expect(parseFilters(filterSearch(f))).toEqual(f);
    expect(listParams(f, 24)).toEqual({
      mine: true,
      q: 'ss',
      minDurationMin: 45,
      maxDurationMin: 75,
      pageSize: 24,
    });
    const library = listParams({ ...f, tab: 'library' }, 24);
    expect(library).toMatchObject({ family: 'vo2max', minLevel: 6, maxLevel: 10, setting: 'indoor' });
    expect(parseFilters(new URLSearchParams('tab=nope&family=cx&setting=moon'))).toMatchObject({
      tab: 'library',
      family: null,
      setting: 'all',
    });
    expect(filterSearch(parseFilters(new URLSearchParams(''))).toString()).toBe('');
  });
});

describe('numbers a rider reads', () => {
  it('targets in % and in watts for the FTP; free ride and all-out have none', () => {
    expect(targetText({ type: 'range', lowPct: 88, highPct: 93 }, 250, 'en')).toEqual({
      pct: '88%–93%',
      watts: '220–233 W',
    });
    expect(targetText({ type: 'range', lowPct: 100, highPct: 100 }, 250, 'pt')).toEqual({
      pct: '100%',
      watts: '250 W',
    });
    expect(targetText({ type: 'ramp', fromPct: 50, toPct: 75 }, null, 'en')).toEqual({
      pct: '50% → 75%',
      watts: null,
    });
    // es writes the percent sign after a (no-break) space, once after a band, as the coach's texts do
    expect(targetText({ type: 'range', lowPct: 95, highPct: 100 }, null, 'es')?.pct).toBe('95–100\u00a0%');
    expect(targetText({ type: 'ramp', fromPct: 50, toPct: 75 }, null, 'es')?.pct).toBe(
      '50\u00a0% → 75\u00a0%',
    );
    expect(targetText({ type: 'free' }, 250, 'en')).toBeNull();
  });

  it('the chart series: two points per segment, watts for the FTP, assumptions apart', () => {
    const w = libraryWorkoutById('ftp-test-ramp')!;
    const profile = workoutProfile(w.steps);
    const series = profileSeries(profile, 200);
    expect(series.x).toHaveLength(profile.length * 2);
    expect(series.x.at(-1)).toBe(deriveWorkoutMetrics(w.steps, 200).durationS);
    // the open cool-down is an assumption: drawn apart, dashed
    expect(series.planned.at(-1)).toBeNull();
    expect(series.estimated.at(-1)).not.toBeNull();
    const first = profile[0]!;
    expect(series.planned[0]).toBeCloseTo((first.fromPct * 200) / 100, 9);
    expect(profileSeries(profile, null).planned[0]).toBeCloseTo(first.fromPct, 9);
  });
});
