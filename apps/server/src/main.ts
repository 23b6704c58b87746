import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createLogger } from './http/logging.ts';
import { shutDown } from './http/shutdown.ts';
import { fileClock } from './http/test-clock.ts';

/** Starts the server; SIGTERM/SIGINT let in-flight requests finish, then close the database and exit. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ ...config, log });
  const app = await createApp(config, {
    database,
    logger: log,
    ...(config.plansTestClockFile ? { now: fileClock(config.plansTestClockFile) } : {}),
  });
  if (config.plansTestClockFile) log.warn('the coach reads "today" from PLANS_TEST_CLOCK_FILE (tests only)');
  await app.listen({ port: config.port, host: config.host });
  log.info(`Domestique is listening on ${config.baseUrl} (data in ${config.dataDir})`);

  let closing = false;
  const onSignal = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'shutting down: draining, then finishing in-flight requests',
    );
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + 10_000);
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

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
