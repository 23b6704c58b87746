import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // The run's worker count (vitest.config.ts): a project that states none gets Vitest's default (cores − 1: one on
    // two cores) and is then run after everything else, one file at a time, beside an idle core.
    maxWorkers: 4,
  },
});
