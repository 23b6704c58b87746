import type {
  CadenceTarget,
  IntensityClass,
  PowerTarget,
  ScoredEffort,
  Workout,
  WorkoutNode,
  WorkoutProblem,
} from '@domestique/coach';

/**
 * The builder's editable copy of a workout: the coach model plus a stable `id` per node and cue, so React keeps
 * each row's inputs while steps are added, removed and reordered. Numbers may be NaN while a field is empty; the
 * coach's `validateWorkout` (run on `toWorkout(draft)`) says what is wrong, at the same paths the server uses.
 */
export interface DraftCue {
  readonly id: string;
  readonly offsetS: number;
  readonly text: string;
  /** How long an imported cue shows; the builder does not edit it but keeps it. */
  readonly durationS?: number;
}
export interface DraftStep {
  readonly id: string;
  readonly kind: 'step';
  readonly durationS: number | null;
  readonly target: PowerTarget;
  readonly cadence?: CadenceTarget;
  readonly intensity: IntensityClass;
  readonly label: string;
  readonly cues: readonly DraftCue[];
  /** An imported test's scored mark (Zwift's ftptest): not edited here, kept so the file still scores in Zwift. */
  readonly scored?: ScoredEffort;
}
export interface DraftRepeat {
  readonly id: string;
  readonly kind: 'repeat';
  readonly count: number;
  readonly steps: readonly DraftNode[];
}
export type DraftNode = DraftStep | DraftRepeat;
export interface WorkoutDraft {
  readonly name: string;
  readonly description: string;
  readonly purpose: string;
  readonly steps: readonly DraftNode[];
}
/** Indices from the top-level list down through repeats' `steps`: [2, 0] is the first step of the third node. */
export type NodePath = readonly number[];

let nextId = 0;
const newId = () => `n${++nextId}`;

export function newStep(over: Partial<Omit<DraftStep, 'id' | 'kind'>> = {}): DraftStep {
  return {
    id: newId(),
    kind: 'step',
    durationS: 300,
    target: { type: 'range', lowPct: 60, highPct: 70 },
    intensity: 'active',
    label: '',
    cues: [],
    ...over,
  };
}

/** A new repeat: 3 × (3 minutes hard, 3 minutes easy), to be edited. */
export function newRepeat(): DraftRepeat {
  return {
    id: newId(),
    kind: 'repeat',
    count: 3,
    steps: [
      newStep({
        durationS: 180,
        target: { type: 'range', lowPct: 105, highPct: 110 },
        intensity: 'interval',
      }),
      newStep({ durationS: 180, target: { type: 'range', lowPct: 50, highPct: 55 }, intensity: 'recovery' }),
    ],
  };
}

export function newCue(offsetS = 0): DraftCue {
  return { id: newId(), offsetS, text: '' };
}

/** A new workout: a 10-minute warm-up ramp, one block to edit, a 5-minute cool-down. */
export function emptyDraft(): WorkoutDraft {
  return {
    name: '',
    description: '',
    purpose: '',
    steps: [
      newStep({ durationS: 600, target: { type: 'ramp', fromPct: 50, toPct: 75 }, intensity: 'warmup' }),
      newStep({ durationS: 1200, target: { type: 'range', lowPct: 70, highPct: 75 }, intensity: 'active' }),
      newStep({ durationS: 300, target: { type: 'ramp', fromPct: 65, toPct: 45 }, intensity: 'cooldown' }),
    ],
  };
}

function draftNodes(nodes: readonly WorkoutNode[]): DraftNode[] {
  return nodes.map((node) =>
    node.kind === 'repeat'
      ? { id: newId(), kind: 'repeat', count: node.count, steps: draftNodes(node.steps) }
      : {
          id: newId(),
          kind: 'step',
          durationS: node.durationS,
          target: node.target,
          ...(node.cadence ? { cadence: node.cadence } : {}),
          intensity: node.intensity,
          label: node.label ?? '',
          cues: (node.cues ?? []).map((c) => ({ ...c, id: newId() })),
          ...(node.scored ? { scored: node.scored } : {}),
        },
  );
}

/** A workout to edit (own) or to copy (library: `copyOf` names the copy). */
export function draftFrom(workout: Workout<string>, copyOf?: (name: string) => string): WorkoutDraft {
  return {
    name: copyOf ? copyOf(workout.name) : workout.name,
    description: workout.description,
    purpose: workout.purpose ?? '',
    steps: draftNodes(workout.steps),
  };
}

function modelNodes(nodes: readonly DraftNode[]): WorkoutNode[] {
  return nodes.map((node): WorkoutNode => {
    if (node.kind === 'repeat') return { kind: 'repeat', count: node.count, steps: modelNodes(node.steps) };
    const label = node.label.trim();
    return {
      kind: 'step',
      durationS: node.durationS,
      target: node.target,
      ...(node.cadence ? { cadence: node.cadence } : {}),
      intensity: node.intensity,
      ...(label ? { label } : {}),
      ...(node.cues.length > 0
        ? {
            cues: node.cues.map((c) => ({
              offsetS: c.offsetS,
              text: c.text,
              ...(c.durationS !== undefined ? { durationS: c.durationS } : {}),
            })),
          }
        : {}),
      ...(node.scored ? { scored: node.scored } : {}),
    };
  });
}

/** The workout the draft describes (what is validated, charted and saved). */
export function toWorkout(draft: WorkoutDraft): Workout<string> {
  const purpose = draft.purpose.trim();
  return {
    name: draft.name.trim(),
    description: draft.description,
    ...(purpose ? { purpose } : {}),
    steps: modelNodes(draft.steps),
  };
}

/** Applies `change` to the list that holds the node at `path` (the top list for a one-index path). */
function inParentList(
  nodes: readonly DraftNode[],
  path: NodePath,
  change: (list: readonly DraftNode[], index: number) => readonly DraftNode[],
): DraftNode[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...nodes];
  if (rest.length === 0) return [...change(nodes, head)];
  return nodes.map((node, i) =>
    i === head && node.kind === 'repeat' ? { ...node, steps: inParentList(node.steps, rest, change) } : node,
  );
}

export function nodeAt(nodes: readonly DraftNode[], path: NodePath): DraftNode | undefined {
  let list = nodes;
  let node: DraftNode | undefined;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.kind === 'repeat' ? node.steps : [];
  }
  return node;
}

export function updateNode(
  nodes: readonly DraftNode[],
  path: NodePath,
  update: (node: DraftNode) => DraftNode,
): DraftNode[] {
  return inParentList(nodes, path, (list, i) => list.map((n, j) => (j === i ? update(n) : n)));
}

export function removeNode(nodes: readonly DraftNode[], path: NodePath): DraftNode[] {
  return inParentList(nodes, path, (list, i) => list.filter((_, j) => j !== i));
}

/** Moves a node up (-1) or down (+1) within its list; nothing happens at either end. */
export function moveNode(nodes: readonly DraftNode[], path: NodePath, delta: -1 | 1): DraftNode[] {
  return inParentList(nodes, path, (list, i) => {
    const j = i + delta;
    if (j < 0 || j >= list.length) return list;
    const copy = [...list];
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    return copy;
  });
}

/** Appends a node to the top list (`parent` empty) or to the repeat at `parent`. */
export function appendNode(nodes: readonly DraftNode[], parent: NodePath, node: DraftNode): DraftNode[] {
  if (parent.length === 0) return [...nodes, node];
  return updateNode(nodes, parent, (repeat) =>
    repeat.kind === 'repeat' ? { ...repeat, steps: [...repeat.steps, node] } : repeat,
  );
}

/** A copy of the node with fresh ids (the duplicate button). */
export function cloneNode(node: DraftNode): DraftNode {
  if (node.kind === 'repeat') return { ...node, id: newId(), steps: node.steps.map(cloneNode) };
  return { ...node, id: newId(), cues: node.cues.map((c) => ({ ...c, id: newId() })) };
}

/** Inserts a copy of the node right after it. */
export function duplicateNode(nodes: readonly DraftNode[], path: NodePath): DraftNode[] {
  return inParentList(nodes, path, (list, i) => [
    ...list.slice(0, i + 1),
    cloneNode(list[i]!),
    ...list.slice(i + 1),
  ]);
}

export type TargetKind = PowerTarget['type'];

/** The same step with another kind of target, keeping the numbers that still mean something. */
export function withTargetKind(target: PowerTarget, kind: TargetKind): PowerTarget {
  const [low, high] =
    target.type === 'range'
      ? [target.lowPct, target.highPct]
      : target.type === 'ramp'
        ? [Math.min(target.fromPct, target.toPct), Math.max(target.fromPct, target.toPct)]
        : [60, 65];
  switch (kind) {
    case 'range':
      return { type: 'range', lowPct: low, highPct: high };
    case 'ramp':
      return target.type === 'ramp' ? target : { type: 'ramp', fromPct: low, toPct: high };
    case 'free':
      return { type: 'free' };
    case 'max':
      return { type: 'max' };
  }
}

/** `steps.0.steps.2`: a node's field path, as validateWorkout and the server name it. */
export function fieldPath(path: NodePath): string {
  return path.map((i) => `steps.${i}`).join('.');
}

/** Problems by field path (`steps.1.target.lowPct` → its first code). */
export function problemFields(problems: readonly WorkoutProblem[]): Record<string, WorkoutProblem['code']> {
  const fields: Record<string, WorkoutProblem['code']> = {};
  for (const p of problems) fields[p.path.join('.') || '_'] ??= p.code;
  return fields;
}

/** Repeats nested inside `path` (0 at the top list). */
export const depthOf = (path: NodePath) => path.length;
