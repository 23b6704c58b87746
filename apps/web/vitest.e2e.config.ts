import { defineConfig } from 'vitest/config';

// End-to-end: builds the web app, starts the real server (e2e/global-setup.ts) and drives Debian Chromium.
export default defineConfig({
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 600_000,
    // The same worker count as the other projects (vitest.config.ts): Vitest runs projects with one worker count
    // side by side, so these files (mostly waiting on the browser and the server) fill the gaps the server suite
    // leaves instead of running alone after it. The files are independent: each rider is a new account, and the
    // files that need a server of their own (a test clock, a fake provider) start one.
    maxWorkers: 4,
    // a poll waits on the server's jobs (plan triggers) and the browser: 1 s (the default) is too short on a
    // loaded 2-core machine, where these ran flaky; a poll still fails when the thing never happens
    expect: { poll: { timeout: 10_000 } },
  },
});
