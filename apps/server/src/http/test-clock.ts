import { readFileSync } from 'node:fs';

/**
 * The coach's clock for browser tests (PLANS_TEST_CLOCK_FILE): "today" is read from a file holding an ISO instant, so
 * an end-to-end test can move a real server's day forward (a missed session needs yesterday to have passed). Only
 * the plans module reads it; sessions, uploads and everything else keep the system clock. An empty or unreadable
 * file means the system clock.
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
