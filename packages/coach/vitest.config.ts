import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'coach',
    include: ['test/**/*.test.ts'],
    // Pure package code and no module state between files: a worker reuses its imports for the next file instead
    // of spawning and importing again (Vitest measured ~0.4 s a file of spawn alone on two cores).
    isolate: false,
    // The run's worker count (vitest.config.ts): a project that states none gets Vitest's default (cores − 1: one on
    // two cores) and is then run after everything else, one file at a time, beside an idle core.
    maxWorkers: 4,
    // Some tests ride every library workout (up to 6 h at 1 Hz) at three FTPs: about a second alone, several on two
    // cores shared with the browser files of `npm test` (seen: 6.4 s) — Vitest's 5 s default then fails them by load.
    testTimeout: 30_000,
  },
});
