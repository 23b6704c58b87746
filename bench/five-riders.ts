/**
 * The five riders of docs/coach-plans.md ("Five riders"): each plan's weeks as a Markdown table — hours, TSS,
 * simulated CTL/ATL/TSB, time in zones, monotony, ACWR — and its outcome line. `node bench/five-riders.ts`.
 */
import { generatePlan, libraryCatalog, planQuality } from '@domestique/coach';
import { NAMED_RIDERS } from '../packages/coach/test/support/named-riders.ts';
import { qualityTable } from '../packages/coach/test/support/quality-table.ts';

const catalog = libraryCatalog();
for (const [name, input] of Object.entries(NAMED_RIDERS)) {
  console.log(`\n#### ${name}\n`);
  console.log(qualityTable(planQuality(generatePlan(input, catalog), catalog)));
}
