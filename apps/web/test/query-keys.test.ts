import { describe, expect, it } from 'vitest';
import { authKeys } from '../src/features/auth/api/keys.ts';
import { connectionKeys } from '../src/features/connections/api/keys.ts';
import { newsletterKeys } from '../src/features/newsletter/api/keys.ts';
import { planKeys } from '../src/features/plans/api/keys.ts';
import { summaryKeys } from '../src/features/summaries/api/keys.ts';
import { workoutKeys } from '../src/features/workouts/api/keys.ts';
import { profileKeys } from '../src/lib/profile/keys.ts';
import { activityKeys, dashboardKeys, progressKeys } from '../src/lib/query-keys.ts';

const isPrefix = (prefix: readonly unknown[], key: readonly unknown[]) =>
  prefix.every((part, index) => Object.is(part, key[index]));

describe('the query key factories', () => {
  it('make the keys the literals made before them (a stored cache and every invalidation stay the same)', () => {
    const params = { page: 1, pageSize: 20, sort: 'date', order: 'desc' };
    expect(dashboardKeys.summary()).toEqual(['dashboard-summary']);
    expect(profileKeys.all).toEqual(['profile']);
    expect(authKeys.session()).toEqual(['session']);
    expect(authKeys.config()).toEqual(['config']);
    expect(connectionKeys.all).toEqual(['connections']);
    expect(newsletterKeys.confirm('t')).toEqual(['newsletter', 'confirm', 't']);
    expect(activityKeys.list(params)).toEqual(['activities', 'list', params]);
    expect(activityKeys.detail('a')).toEqual(['activities', 'detail', 'a']);
    expect(activityKeys.streams('a', false)).toEqual(['activities', 'streams', 'a', 'chart']);
    expect(activityKeys.streams('a', true)).toEqual(['activities', 'streams', 'a', 'full']);
    expect(activityKeys.ftpTest('a')).toEqual(['activities', 'ftp-test', 'a']);
    expect(progressKeys.ftpHistory()).toEqual(['progress', 'ftp-history']);
    expect(progressKeys.fitness('90d')).toEqual(['progress', 'fitness', '90d']);
    expect(progressKeys.powerCurve('year')).toEqual(['progress', 'power-curve', 'year']);
    expect(progressKeys.seasonBest('2026-06-01')).toEqual(['progress', 'power-curve', '90d', '2026-06-01']);
    expect(progressKeys.totals('week', 12)).toEqual(['progress', 'totals', 'week', 12]);
  });

  it("keep each invalidation's reach: a factory's prefix keys still cover the keys they covered", () => {
    const params = { page: 1, pageSize: 20, sort: 'date', order: 'desc' };
    for (const key of [
      activityKeys.list(params),
      activityKeys.detail('a'),
      activityKeys.streams('a', true),
      activityKeys.ftpTest('a'),
    ])
      expect(isPrefix(activityKeys.all, key)).toBe(true);
    expect(isPrefix(activityKeys.lists(), activityKeys.list(params))).toBe(true);
    expect(isPrefix(activityKeys.allStreams('a'), activityKeys.streams('a', false))).toBe(true);
    expect(isPrefix(activityKeys.allStreams('a'), activityKeys.streams('a', true))).toBe(true);
    for (const key of [
      progressKeys.ftpHistory(),
      progressKeys.fitness('all'),
      progressKeys.powerCurve('90d'),
      progressKeys.seasonBest('2026-06-01'),
      progressKeys.totals('month', 0),
    ])
      expect(isPrefix(progressKeys.all, key)).toBe(true);
    expect(isPrefix(workoutKeys.detailAnyLanguage('w'), workoutKeys.detail('w', 'pt'))).toBe(true);
    expect(isPrefix(workoutKeys.details(), workoutKeys.detailAnyLanguage('w'))).toBe(true);
    expect(isPrefix(planKeys.all, planKeys.feed())).toBe(true);
    expect(isPrefix(summaryKeys.all, summaryKeys.latest('week', 'en'))).toBe(true);
    expect(isPrefix(newsletterKeys.all, newsletterKeys.confirm('t'))).toBe(true);
  });
});
