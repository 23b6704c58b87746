import type { Db } from '../../src/db/client.ts';

interface DrizzleLogger {
  logQuery(query: string, params: unknown[]): void;
}
interface DrizzleSession {
  logger: DrizzleLogger;
  options: { logger?: DrizzleLogger };
}

/**
 * The SQL text of every statement the app sends through Drizzle while `work` runs — in and out of transactions,
 * prepared ones included — through Drizzle's logger hook: the session's logger serves its own statements and its
 * prepared ones, and each transaction's session is made from its options. (The driver's `query` method, which the
 * Garmin webhook test wraps, misses a pooled transaction's statements.) The job queue's own SQL is not Drizzle's.
 */
export async function statementsDuring(db: Db, work: () => Promise<void>): Promise<string[]> {
  const session = (db as unknown as { session: DrizzleSession }).session;
  const logger = session.logger;
  const hadOwn = Object.hasOwn(logger, 'logQuery');
  const original = logger.logQuery;
  const optionsLogger = session.options.logger;
  const seen: string[] = [];
  logger.logQuery = (query, params) => {
    seen.push(query);
    original.call(logger, query, params);
  };
  session.options.logger = logger;
  try {
    await work();
  } finally {
    if (hadOwn) logger.logQuery = original;
    else delete (logger as Partial<DrizzleLogger>).logQuery;
    if (optionsLogger) session.options.logger = optionsLogger;
    else delete session.options.logger;
  }
  return seen;
}
