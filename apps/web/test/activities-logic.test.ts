import type { ActivityStreams } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { isRideFileName, RIDE_FILE_ACCEPT } from '../src/features/activities/api/upload-activity.ts';
import { listSearch, nextSort, pageCount, parseListParams } from '../src/features/activities/list-params.ts';
import {
  channelStats,
  chartValues,
  comparePowerCurves,
  presentChannels,
  zoneShares,
  zoomIn,
} from '../src/features/activities/stream-series.ts';

describe('activities list state in the URL', () => {
  it('reads defaults and rejects junk', () => {
    expect(parseListParams(new URLSearchParams(''))).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'date',
      order: 'desc',
    });
    expect(parseListParams(new URLSearchParams('page=3&sort=tss&order=asc'))).toEqual({
      page: 3,
      pageSize: 20,
      sort: 'tss',
      order: 'asc',
    });
    expect(parseListParams(new URLSearchParams('page=-2&sort=name&order=sideways'))).toMatchObject({
      page: 1,
      sort: 'date',
      order: 'desc',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearch({ page: 1, sort: 'date', order: 'desc' })).toBe('');
    expect(listSearch({ page: 2, sort: 'np', order: 'asc' })).toBe('?sort=np&order=asc&page=2');
  });

  it('flips the order on the same column and starts a new column biggest first on page 1', () => {
    expect(nextSort({ sort: 'tss', order: 'desc' }, 'tss')).toEqual({ sort: 'tss', order: 'asc', page: 1 });
    expect(nextSort({ sort: 'tss', order: 'asc' }, 'tss')).toEqual({ sort: 'tss', order: 'desc', page: 1 });
    expect(nextSort({ sort: 'tss', order: 'asc' }, 'distance')).toEqual({
      sort: 'distance',
      order: 'desc',
      page: 1,
    });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('upload file names', () => {
  it('accepts ride files, gzipped or not, in any case', () => {
    for (const name of ['a.fit', 'B.FIT', 'ride.tcx', 'x.gpx', 'x.fit.gz', 'y.TCX.GZ']) {
      expect(isRideFileName(name), name).toBe(true);
    }
    for (const name of ['photo.jpg', 'ride.gz', 'notes.txt', 'fit', 'a.fit.zip']) {
      expect(isRideFileName(name), name).toBe(false);
    }
    expect(RIDE_FILE_ACCEPT).toBe('.fit,.tcx,.gpx,.gz');
  });
});

const streams = (channels: Partial<ActivityStreams['channels']>): ActivityStreams => ({
  full: false,
  method: 'minmax',
  sampleCount: 3,
  pointCount: 3,
  timeS: [0, 1, 2],
  channels: {
    power: null,
    heartRate: null,
    cadence: null,
    speed: null,
    altitude: null,
    distance: null,
    wPrimeBalance: null,
    ...channels,
  },
});

describe('stream series', () => {
  it('takes min, max and mean over present samples only', () => {
    expect(channelStats([100, null, 300, 200])).toEqual({ min: 100, max: 300, mean: 200, count: 3 });
    expect(channelStats([null, null])).toBeNull();
    expect(channelStats(null)).toBeNull();
  });

  it('lists only channels with samples, in drawing order', () => {
    const s = streams({ altitude: [10, 11, 12], power: [200, null, 210], cadence: [null, null, null] });
    expect(presentChannels(s)).toEqual(['power', 'altitude']);
  });

  it('leaves out a power, cadence or speed channel of zeros (a sensor that sent nothing), not altitude', () => {
    const s = streams({
      heartRate: [140, 141, null],
      cadence: [0, 0, null],
      speed: [0, 0, 0],
      power: [0, null, 0],
      altitude: [0, 0, 0],
    });
    expect(presentChannels(s)).toEqual(['heartRate', 'altitude']);
  });

  it('draws speed in km/h and W′ balance in kJ, keeping gaps', () => {
    const s = streams({ speed: [10, null, 5], wPrimeBalance: [20_000, 15_500, null] });
    expect(chartValues(s, 'speed')).toEqual([36, null, 18]);
    expect(chartValues(s, 'wPrimeBalance')).toEqual([20, 15.5, null]);
  });

  it('zooms in around the centre and stays inside the ride', () => {
    const full = { min: 0, max: 3600 };
    expect(zoomIn(full, full)).toEqual({ min: 900, max: 2700 });
    expect(zoomIn({ min: 0, max: 40 }, full)).toEqual({ min: 5, max: 35 });
    expect(zoomIn({ min: 3590, max: 3600 }, full)).toEqual({ min: 3570, max: 3600 });
  });

  it('lines up a ride curve with the 90-day best on the union of durations', () => {
    const result = comparePowerCurves({ '5': 900, '60': 450 }, [
      { durationS: 5, watts: 1000 },
      { durationS: 1200, watts: 280 },
    ]);
    expect(result).toEqual({ durations: [5, 60, 1200], ride: [900, 450, null], best: [1000, null, 280] });
    expect(comparePowerCurves(null, []).durations).toEqual([]);
    expect(
      comparePowerCurves({ '5': 800 }, [
        { durationS: 5, watts: null },
        { durationS: 18_000, watts: null },
      ]),
    ).toEqual({ durations: [5], ride: [800], best: [null] });
  });

  it('turns zone seconds into shares of 100%', () => {
    expect(zoneShares([{ seconds: 30 }, { seconds: 10 }, { seconds: 0 }])).toEqual([75, 25, 0]);
    expect(zoneShares([{ seconds: 0 }])).toEqual([0]);
  });
});
