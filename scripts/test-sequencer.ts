import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * a project (longest first by the last run's durations, else by those recorded in `test-durations.json`), the two
 * lists are merged longest first, and the browser files are spread so that both lists are used up at the same pace (by
 * share of each list's total cost), as in LPT scheduling.
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

/**
 * Each test file's duration (ms) in a clean-clone CI run, for a machine with no run of its own to go by — CI always
 * starts from a clean clone. File sizes, used before, said little: the three 3-line files that open 26 public pages
 * each (a minute apiece) started last and ended the run alone. Rewrite it from a run's JSON report when files change
 * much: `node scripts/record-test-durations.ts report.json` (`vitest run --reporter=json --outputFile=report.json`).
 */
export const RECORDED_DURATIONS_FILE = fileURLToPath(new URL('./test-durations.json', import.meta.url));
const ROOT = path.dirname(path.dirname(RECORDED_DURATIONS_FILE));

/** A file's cost: its duration in this machine's last run, else the recorded one, else the median recorded. */
async function costs(
  cache: { getTestSpecificationResult(spec: TestSpecification): { duration: number } | undefined },
  files: TestSpecification[],
): Promise<Map<TestSpecification, number>> {
  const recorded = JSON.parse(readFileSync(RECORDED_DURATIONS_FILE, 'utf8')) as Record<string, number>;
  const known = Object.values(recorded).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  return new Map(
    files.map((f) => [
      f,
      cache.getTestSpecificationResult(f)?.duration ||
        recorded[path.relative(ROOT, f.moduleId).split(path.sep).join('/')] ||
        median,
    ]),
  );
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
