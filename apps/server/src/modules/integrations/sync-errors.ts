/**
 * Rejections that say nothing about the file — the decoder ran out of time on a busy machine, the store failed — so
 * the job runs again (with back-off) instead of losing the ride.
 */
export const TRANSIENT_IMPORT_ERRORS: ReadonlySet<string> = new Set(['timeout', 'import_failed']);

/** Thrown for a transient rejection: the job is retried, the connection shows no error for it. */
export class ImportRetry extends Error {
  constructor(code: string) {
    super(`ride import failed for now (${code}); retried`);
  }
}
