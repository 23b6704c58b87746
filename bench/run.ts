/**
 * `npm run bench`: runs every benchmark suite and prints one table. Figures are same-run ratios against a baseline
 * measured beside them (absolute numbers drift between machines). `npm run bench -- http` runs one suite.
 */
import { benchCalendar } from './calendar.ts';
import { benchCli } from './cli.ts';
import { benchCoach } from './coach.ts';
import { benchDeletion } from './deletion.ts';
import { benchExport } from './export.ts';
import { benchGarminWebhooks } from './garmin-webhooks.ts';
import { benchHttpProfile } from './http-profile.ts';
import { benchImport } from './import.ts';
import { benchPlan } from './plan.ts';
import { benchScience } from './science.ts';
import { benchStart } from './start.ts';
import { printTable, type Row } from './table.ts';
import { benchUploadMemory } from './upload-memory.ts';
import { benchWeb } from './web.ts';
import { benchWebhooks } from './webhooks.ts';
import { benchWorkoutExport } from './workout-export.ts';

const suites: Record<string, () => Promise<Row[]>> = {
  http: benchHttpProfile,
  science: benchScience,
  coach: benchCoach,
  workouts: benchWorkoutExport,
  import: benchImport,
  'upload-memory': benchUploadMemory,
  cli: benchCli,
  plan: benchPlan,
  calendar: benchCalendar,
  webhooks: benchWebhooks,
  web: benchWeb,
  garmin: benchGarminWebhooks,
  export: benchExport,
  deletion: benchDeletion,
  start: benchStart,
};

const wanted = process.argv.slice(2);
const rows: Row[] = [];
for (const [name, suite] of Object.entries(suites)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  process.stderr.write(`bench: ${name}…\n`);
  rows.push(...(await suite()));
}
console.log(printTable(rows));
