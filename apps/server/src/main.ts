import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

/** Starts the server; SIGTERM/SIGINT let in-flight requests finish, then close the database and exit. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await createApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Domestique is listening on ${config.baseUrl} (data in ${config.dataDir})`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'shutting down: draining, then finishing in-flight requests',
    );
    app.startDraining();
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + 10_000);
    force.unref();
    new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => {
          app.log.info('shutdown complete: requests finished, database closed');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
