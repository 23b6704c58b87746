/** The account-deletion module's one door: ask, confirm, cancel, and the job that erases a rider (issue #20). */

export { deleteAccountJob, deletionSweepJob } from './deletion-jobs.ts';
export { createDeletionModule, type DeletionModule } from './deletion-module.ts';
export { riderColumns } from './rider-tables.ts';
