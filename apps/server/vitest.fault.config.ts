import { defineConfig } from 'vitest/config';

// Fault tests: each brings its own PostgreSQL server (initdb in a temp folder, its own port) and stops and starts
// it, so it never disturbs the shared cluster of the `server` project. Needs the PostgreSQL server binaries
// (/usr/lib/postgresql/*/bin or pg_config on PATH); `.ci/run` installs them.
export default defineConfig({
  test: {
    name: 'server-fault',
    include: ['test/fault/**/*.test.ts'],
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
