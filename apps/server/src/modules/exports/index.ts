/**
 * The exports module's one door: a rider's copy of their data (GDPR Art. 15/20, LGPD Art. 18) — the archive job,
 * its sweep, the routes. What it reads of other modules (plans, summaries, connections, workouts) comes as ports.
 */
export type { ExportPorts } from './export-archive.ts';
export { exportBuildJob, exportSweepJob } from './export-jobs.ts';
export { createExportModule } from './export-module.ts';
export { riderTables, USER_TABLES } from './export-tables.ts';
export { exportForOperator } from './operator-export.ts';
