import { readFileSync, watchFile } from 'node:fs';

/**
 * The server's clock for browser tests (PLANS_TEST_CLOCK_FILE): "now" is read from a file holding an ISO instant, so
 * an end-to-end test can move a real server's day forward (a missed session needs yesterday to have passed; an
 * account's 7-day grace period must end). The modules handed the app's `now` read it — the plans, the coach, the
 * connections, exports and account deletion; the auth library's sessions and the job queue keep the system clock.
 * An empty or unreadable file means the system clock.
 *
 * It can never be on in production: `loadConfig` refuses it when NODE_ENV is `production` or when BASE_URL is not a
 * loopback address (a server others reach is not a test server).
 */
export function fileClock(file: string): () => Date {
  return () => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      return new Date();
    }
    const at = new Date(text);
    return text && !Number.isNaN(at.getTime()) ? at : new Date();
  };
}

/** Why the test clock may not be used with this configuration, or null when it may. */
export function testClockRefusal(nodeEnv: string | undefined, baseUrl: string): string | null {
  if (nodeEnv === 'production') return 'PLANS_TEST_CLOCK_FILE is for tests: refused with NODE_ENV=production';
  const host = new URL(baseUrl).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host))
    return 'PLANS_TEST_CLOCK_FILE is for tests: refused unless BASE_URL is a loopback address';
  return null;
}

/**
 * Calls `moved` each time the test clock's file changes (polled every 100 ms). The scheduled jobs run on the system
 * clock's cron, so a test that moves days forward would otherwise wait for the next occurrence (the deletion sweep
 * runs every 15 minutes): serve.ts runs the sweeps that depend on the date at once instead.
 */
export function onTestClockMoved(file: string, moved: () => void): void {
  watchFile(file, { interval: 100 }, (now, before) => {
    if (now.mtimeMs !== before.mtimeMs) moved();
  });
}
