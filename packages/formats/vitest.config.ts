import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'formats',
    include: ['test/**/*.test.ts'],
    // Package code (its decode worker pool is shared, as in the app) and no per-file module state between files: a worker reuses its imports for the next file instead
    // of spawning and importing again (Vitest measured ~0.4 s a file of spawn alone on two cores).
    isolate: false,
    // The run's worker count (vitest.config.ts): a project that states none gets Vitest's default (cores − 1: one on
    // two cores) and is then run after everything else, one file at a time, beside an idle core.
    maxWorkers: 4,
    testTimeout: 30_000,
  },
});
