import type { Query } from '@tanstack/react-query';
import { HttpError } from './http.ts';

/**
 * Spec §8: load failures are logged. Called by the query cache once per failed query — after its retries, not once
 * per attempt — for queries whose `meta.failureLog` names them. Expected answers are not failures: 401 (signed out;
 * the page sends the visitor to sign in) and 404 (nothing there yet).
 */
export function logFailedQuery(error: unknown, query: Pick<Query, 'meta'>): void {
  const label = query.meta?.failureLog;
  if (typeof label !== 'string') return;
  if (error instanceof HttpError && (error.status === 401 || error.status === 404)) return;
  console.error(label, error);
}
