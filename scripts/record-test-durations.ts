import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RECORDED_DURATIONS_FILE } from './test-sequencer.ts';

/**
 * Writes `scripts/test-durations.json` (the order `npm test` starts its files in on a fresh machine) from a Vitest
 * JSON report: `node scripts/record-test-durations.ts report.json`. A file run by two projects (the server suite on
 * PGlite and on PostgreSQL) keeps its longer duration.
 */
const reportFile = process.argv[2];
if (!reportFile) throw new Error('usage: node scripts/record-test-durations.ts <vitest json report>');
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
  testResults: { name: string; startTime: number; endTime: number }[];
};
const durations: Record<string, number> = {};
for (const file of report.testResults) {
  // the path from the repository's root, wherever the run's checkout was (a clean clone, say)
  const key = file.name
    .split(path.sep)
    .join('/')
    .replace(/^.*?\/(?=(apps|packages)\/)/, '');
  durations[key] = Math.max(durations[key] ?? 0, Math.round(file.endTime - file.startTime));
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(RECORDED_DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files → ${path.relative(process.cwd(), RECORDED_DURATIONS_FILE)}`);
