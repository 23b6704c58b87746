import { stat } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The projects whose files mostly wait (on Chromium, on a server's jobs) rather than compute. */
const WAITING_PROJECTS = new Set(['web-e2e']);

/**
 * The order `npm test` starts its files in: the browser files woven among the others, so that a browser file's
 * waits are filled by the CPU-bound files beside it, all through the run.
 *
 * Vitest's own order runs projects one after another by name — every unit and integration file first, then the
 * browser files together at the end (`web-e2e` sorts last), where three of them on two cores wait on each other's
 * browsers and the run ends on whichever long browser file started last. Here each list keeps Vitest's order within
 * a project (longest first by the last run's durations, else largest file first), the two lists are merged longest
 * first, and the browser files are spread so that both lists are used up at the same pace (by share of each list's
 * total cost), as in LPT scheduling.
 */
export class InterleavingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cost = await costs(this.ctx.cache, sorted);
    const byCost = (list: TestSpecification[]) => list.sort((a, b) => cost.get(b)! - cost.get(a)!);
    const waiting = byCost(sorted.filter((f) => WAITING_PROJECTS.has(f.project.name)));
    const computing = byCost(sorted.filter((f) => !WAITING_PROJECTS.has(f.project.name)));
    return weave(waiting, computing, (f) => cost.get(f)!);
  }
}

/** A file's cost: its last duration when every file of its list has one, else its size (the same unit per list). */
async function costs(
  cache: { getTestSpecificationResult(spec: TestSpecification): { duration: number } | undefined },
  files: TestSpecification[],
): Promise<Map<TestSpecification, number>> {
  const cost = new Map<TestSpecification, number>();
  for (const waits of [true, false]) {
    const list = files.filter((f) => WAITING_PROJECTS.has(f.project.name) === waits);
    const timed = list.every((f) => cache.getTestSpecificationResult(f)?.duration);
    for (const f of list)
      cost.set(f, timed ? cache.getTestSpecificationResult(f)!.duration : (await stat(f.moduleId)).size);
  }
  return cost;
}

/** Both lists in one, each in its own order, taking next from whichever has used the smaller share of its total. */
export function weave<T>(a: readonly T[], b: readonly T[], cost: (item: T) => number): T[] {
  const total = (list: readonly T[]) => list.reduce((sum, item) => sum + cost(item), 0) || 1;
  const [totalA, totalB] = [total(a), total(b)];
  const out: T[] = [];
  let [i, j, doneA, doneB] = [0, 0, 0, 0];
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && doneA / totalA <= doneB / totalB)) {
      doneA += cost(a[i]!);
      out.push(a[i++]!);
    } else {
      doneB += cost(b[j]!);
      out.push(b[j++]!);
    }
  }
  return out;
}
