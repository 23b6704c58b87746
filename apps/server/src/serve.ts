import { type AppOptions, createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createLogger } from './http/logging.ts';
import { shutDown } from './http/shutdown.ts';
import { fileClock, onTestClockMoved } from './http/test-clock.ts';
import { deletionSweepJob } from './modules/account-deletion/index.ts';

/**
 * What the server process runs (start-server.ts, from `npm start`'s bundle or main.ts): config from the environment, the database, the app, listen, and graceful
 * shutdown on SIGTERM/SIGINT — in-flight requests and running jobs finish, then the database closes. `extra` is
 * for the test entry that runs this same path with a job of its own (test/support/job-server.ts), and for
 * `npm start`'s web build.
 */
export type ServeOptions = Pick<AppOptions, 'extraJobs'> & {
  beforeListen?: (app: Awaited<ReturnType<typeof createApp>>, config: Config) => void | Promise<void>;
  /**
   * The web build under way (`npm start` after a change): the database opens meanwhile — on a first start PGlite
   * creates and migrates it, ~2.5 s — and the app, which reads the build, waits for it.
   */
  webReady?: Promise<unknown>;
};

export async function serve(extra: ServeOptions = {}) {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ ...config, log });
  await extra.webReady;
  const app = await createApp(config, {
    database,
    logger: log,
    extraJobs: extra.extraJobs,
    ...(config.plansTestClockFile ? { now: fileClock(config.plansTestClockFile) } : {}),
  });
  if (config.plansTestClockFile) {
    log.warn('the server reads "now" from PLANS_TEST_CLOCK_FILE (tests only)');
    // moved forward, the accounts whose grace period is now over are deleted without waiting for the cron
    onTestClockMoved(config.plansTestClockFile, () => {
      app.jobs.enqueue(deletionSweepJob, {}).catch((err: unknown) => log.warn({ err }, 'test clock sweep'));
    });
  }
  await extra.beforeListen?.(app, config);
  await app.listen({ port: config.port, host: config.host });
  log.info(`Domestique is listening on ${config.baseUrl} (data in ${config.dataDir})`);

  let closing = false;
  const onSignal = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(
      { signal, drainMs: config.shutdownDrainMs, jobsDrainMs: config.jobsDrainMs },
      'shutting down: draining, then finishing in-flight requests and jobs',
    );
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, Math.max(config.shutdownDrainMs, config.jobsDrainMs) + 10_000);
    force.unref();
    shutDown(app, database, config.shutdownDrainMs).then(
      () => {
        log.info('shutdown complete: requests finished, database closed');
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}
