import { INTENSITY_CLASSES, SCORED_EFFORTS, WORKOUT_LIMITS, type WorkoutNode } from '@domestique/coach';
import { z } from 'zod';

/**
 * The structure of a rider's workout as JSON: the coach model (`Workout` of `@domestique/coach`) with plain strings.
 * Strict objects, so unknown keys are refused. Repeats nest at most `WORKOUT_LIMITS.maxRepeatDepth` levels, spelt
 * out level by level (no recursive schema: a hostile body nested 30,000 deep must not recurse 30,000 times).
 * The rules (bounds, low ≤ high, totals) are checked by coach's `validateWorkout` before this shape is applied.
 */

/**
 * Whether a text holds C0 control characters or DEL (NUL included: PostgreSQL refuses it in text and JSON);
 * `allowLineBreaks` lets tab, line feed and carriage return through (a description may have paragraphs).
 */
export function hasControlCharacters(text: string, allowLineBreaks = true): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && !(allowLineBreaks && (c === 0x09 || c === 0x0a || c === 0x0d))))
      return true;
  }
  return false;
}

/** A workout text: any string `validateWorkout` accepted, without control characters. */
export const workoutTextSchema = z
  .string()
  .refine((s) => !hasControlCharacters(s), { error: 'text_invalid' });

export const powerTargetSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('range'), lowPct: z.number(), highPct: z.number() }),
  z.strictObject({ type: z.literal('ramp'), fromPct: z.number(), toPct: z.number() }),
  z.strictObject({ type: z.literal('free') }),
  z.strictObject({ type: z.literal('max') }),
]);

export const cadenceTargetSchema = z.strictObject({ lowRpm: z.number(), highRpm: z.number() });

export const cueSchema = z.strictObject({
  offsetS: z.number().int(),
  text: workoutTextSchema,
  durationS: z.number().int().optional(),
});

export const workoutStepSchema = z.strictObject({
  kind: z.literal('step'),
  /** Whole seconds; null = open (ends on the lap button). */
  durationS: z.number().int().nullable(),
  target: powerTargetSchema,
  cadence: cadenceTargetSchema.optional(),
  intensity: z.enum(INTENSITY_CLASSES),
  label: workoutTextSchema.optional(),
  cues: z.array(cueSchema).optional(),
  /** Zwift's ftptest/ramptest mark of an imported test (coach `WorkoutStep.scored`). */
  scored: z.enum(SCORED_EFFORTS).optional(),
});

type NodesSchema = z.ZodType<unknown>;
const repeatOf = (steps: NodesSchema) =>
  z.strictObject({ kind: z.literal('repeat'), count: z.number().int(), steps });

/** Steps and repeats, repeats nesting `WORKOUT_LIMITS.maxRepeatDepth` levels at most (deepest level: steps only). */
function nodesSchema(): NodesSchema {
  let nodes: NodesSchema = z.array(workoutStepSchema);
  for (let level = 0; level < WORKOUT_LIMITS.maxRepeatDepth; level++)
    nodes = z.array(z.discriminatedUnion('kind', [workoutStepSchema, repeatOf(nodes)]));
  return nodes;
}
export const workoutNodesSchema = nodesSchema() as z.ZodType<WorkoutNode[]>;
