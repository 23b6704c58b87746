import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file opens its own database (PGlite takes seconds to start); the same worker count as every project of
    // the run (vitest.config.ts).
    maxWorkers: 4,
    // Files share a worker's module graph: each file's app, database, mail server and fakes are its own (started in
    // its hooks), and the server keeps no state in modules beyond caches of derived facts (keyed by id and version),
    // so isolation only re-imported the server for every file
    // (a quarter of this suite's time).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
