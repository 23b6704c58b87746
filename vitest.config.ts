import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    // One pool for every project (Vitest runs projects of one group with one worker count): three files at once on
    // two cores, because the browser files mostly wait (on Chromium, the server, the job queue) and a third file
    // fills those waits — measured: two workers kept the cores 60 % busy.
    maxWorkers: 3,
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
