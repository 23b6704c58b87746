import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'science',
    // Pure package code and no module state between files: a worker reuses its imports for the next file instead
    // of spawning and importing again (Vitest measured ~0.4 s a file of spawn alone on two cores).
    isolate: false,
    // The run's worker count (vitest.config.ts): a project that states none gets Vitest's default (cores − 1: one on
    // two cores) and is then run after everything else, one file at a time, beside an idle core.
    maxWorkers: 4,
    // beside the server and browser files on two cores; the limit is for a hang, not a pace
    testTimeout: 30_000,
  },
});
