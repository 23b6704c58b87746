import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_MAX_MS, retryAfterMs } from '../../src/modules/coach/model/openai-compatible-model.ts';

/** Retry-After as a 429 may send it (RFC 9110 §10.2.3): delta-seconds or an HTTP date; anything else is no wait. */
describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-12-07T15:00:00Z');
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 07 Dec 2026 15:00:05 GMT', now)).toBe(5000);
    // a date already past: retry now
    expect(retryAfterMs('Mon, 07 Dec 2026 14:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(undefined, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('waits within a job only for a short one', () => {
    expect(retryAfterMs('30')! <= RETRY_AFTER_MAX_MS).toBe(true);
    expect(retryAfterMs('31')! <= RETRY_AFTER_MAX_MS).toBe(false);
  });
});
