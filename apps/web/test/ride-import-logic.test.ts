import type { Connection } from '@domestique/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from '../src/features/activities/refresh-coalescer.ts';
import { importing, settling } from '../src/features/connections/api/list-connections.ts';
import { rampBand, weeklyRamp } from '../src/features/progress/ramp-rate.ts';

describe('refresh coalescer (upload panel)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a 1,000-file batch refreshes a few times, not 1,000', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = createCoalescer(run, { waitMs: 500, maxWaitMs: 3000 });
    // a file created every 50 ms for 50 s
    for (let i = 0; i < 1000; i++) {
      refresh.request();
      vi.advanceTimersByTime(50);
    }
    refresh.flush(); // the batch ended
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(16); // at least every 3 s while files keep coming
    expect(run.mock.calls.length).toBeLessThanOrEqual(18);
    refresh.flush();
    expect(run.mock.calls.length).toBeLessThanOrEqual(18); // nothing pending: flush does nothing
  });

  it('runs once after a quiet spell, and cancel drops a pending run', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = createCoalescer(run, { waitMs: 500 });
    refresh.request();
    refresh.request();
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    refresh.request();
    refresh.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('weekly ramp rate', () => {
  const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const days = Array.from({ length: 22 }, (_, i) => ({
    date: day(i),
    load: 0,
    ctl: i,
    atl: 0,
    tsb: 0,
    rampRate: i * 0.5,
  }));

  it('takes the ramp at the last day of each whole week, ending today, oldest first', () => {
    expect(weeklyRamp(days)).toEqual([
      { end: day(7), value: 3.5 },
      { end: day(14), value: 7 },
      { end: day(21), value: 10.5 },
    ]);
    expect(weeklyRamp(days.slice(0, 7))).toEqual([]);
  });

  it('bands by Friel’s guidance: ≤ 8 a week sustainable, 10 or more risky', () => {
    expect([-2, 0, 8, 8.5, 10, 15].map(rampBand)).toEqual([
      'easing',
      'steady',
      'steady',
      'high',
      'risky',
      'risky',
    ]);
  });
});

describe('when the rides page re-reads itself (connections)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const garmin = (over: Partial<Connection>): Connection => ({
    provider: 'garmin',
    configured: true,
    status: 'active',
    connectedAt: '2026-11-27T11:58:00Z',
    lastSyncAt: '2026-11-27T11:58:05Z',
    lastErrorCode: null,
    lastErrorAt: null,
    queued: 0,
    ...over,
  });

  it('keeps reading for the first minutes after connecting, even between batches of a backfill', () => {
    // the backfill request is recorded as a sync and nothing is queued yet: not "importing", still settling
    expect(importing(garmin({}), now)).toBe(false);
    expect(settling(garmin({}), now)).toBe(true);
    expect(settling(garmin({ connectedAt: '2026-11-27T11:50:00Z' }), now)).toBe(false);
    expect(settling(garmin({ connectedAt: '2026-11-27T11:50:00Z', queued: 2 }), now)).toBe(true);
    expect(settling(garmin({ status: 'not_connected' }), now)).toBe(false);
  });
});
