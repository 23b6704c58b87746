import { ConfigError } from './config.ts';
import { JobSetupError } from './jobs/job-queue.ts';
import { serve } from './serve.ts';

/**
 * Starts the server (serve.ts), once main.ts has turned the compile cache on; a configuration or job set-up problem
 * stops it with a clear message.
 */
serve().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof JobSetupError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
