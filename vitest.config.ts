import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { InterleavingSequencer } from './scripts/test-sequencer.ts';

// Node's on-disk compile cache for every process the tests start (workers, the servers of the browser and process
// tests, the CLI): each of them otherwise strips and compiles the same TypeScript again — the CLI tests alone went
// from 50 s to 30 s. Set before any process is spawned; a folder of the system temp, kept between runs.
process.env.NODE_COMPILE_CACHE ??= path.join(tmpdir(), 'domestique-node-compile-cache');

// `npm test` = one Vitest run over every workspace: unit and integration projects, the PostgreSQL fault project
// (apps/server/vitest.fault.config.ts: a private PostgreSQL server stopped and started under load), plus the browser
// project (apps/web/vitest.e2e.config.ts builds the web app, starts the real server and drives Chromium). With
// TEST_DATABASE_URL set (`.ci/run`), the server suite also runs on that PostgreSQL (apps/server/vitest.postgres.config.ts).
export default defineConfig({
  test: {
    // One pool for every project (Vitest runs projects of one group with one worker count, and does not pass this
    // value down: each project's config states `maxWorkers: 4` too, else it gets cores − 1 and runs alone at the end,
    // one file at a time): four files at once on two cores, because many files mostly wait (the browser files on Chromium; the process, job and provider tests
    // on timers, restarts and fakes) and the others fill those waits. Measured on the same loaded machine, the whole
    // run: three workers 1941 s with the cores about half busy, four workers 1212 s.
    maxWorkers: 4,
    // The browser files woven among the others instead of all at the end (scripts/test-sequencer.ts).
    sequence: { sequencer: InterleavingSequencer },
    projects: [
      'packages/*',
      'apps/server',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
      'apps/server/vitest.fault.config.ts',
      'apps/cli',
      'apps/web',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});
