import { ConfigError } from './config.ts';
import { JobSetupError } from './jobs/job-queue.ts';
import { type ServeOptions, serve } from './serve.ts';

/**
 * Starts the server (serve.ts) once the caller has turned the compile cache on — main.ts from the sources, or
 * `npm start`'s scripts/start.ts, which runs this module bundled; a configuration or job set-up problem stops it
 * with a clear message.
 */
export function startServer(options: Pick<ServeOptions, 'webReady'> = {}): void {
  serve(options).catch((err: unknown) => {
    if (err instanceof ConfigError || err instanceof JobSetupError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  });
}

// run as a program (the bundle, started by the browser tests as `node server.mjs`): start at once
if (import.meta.main) startServer();
