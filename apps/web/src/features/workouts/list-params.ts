import { WORKOUT_FAMILIES, type WorkoutFamily } from '@domestique/contract';
import type { WorkoutListParams } from './api/list-workouts.ts';

/** The tabs of /workouts. */
export const WORKOUT_TABS = ['library', 'mine', 'strength'] as const;
export type WorkoutTab = (typeof WORKOUT_TABS)[number];

/** Duration filters, minutes [min, max]: what riders pick from ("about an hour"). */
export const DURATION_BUCKETS = {
  short: [0, 45],
  medium: [45, 75],
  long: [75, 120],
  veryLong: [120, 720],
} as const;
export type DurationBucket = keyof typeof DURATION_BUCKETS;

/** Progression levels 1–10 in three bands (TrainerRoad's achievable / productive / stretch read alike). */
export const LEVEL_BUCKETS = { easy: [1, 3], moderate: [3, 6], hard: [6, 10] } as const;
export type LevelBucket = keyof typeof LEVEL_BUCKETS;

export const SETTING_FILTERS = ['all', 'indoor', 'outdoor'] as const;
export type SettingFilter = (typeof SETTING_FILTERS)[number];

export interface WorkoutFilters {
  tab: WorkoutTab;
  q: string;
  family: WorkoutFamily | null;
  duration: DurationBucket | null;
  level: LevelBucket | null;
  setting: SettingFilter;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The filters in the URL (`?tab=mine&family=vo2max&duration=medium&q=…`); anything unknown is ignored. */
export function parseFilters(search: URLSearchParams): WorkoutFilters {
  return {
    tab: oneOf(WORKOUT_TABS, search.get('tab')) ?? 'library',
    q: (search.get('q') ?? '').slice(0, 100),
    family: oneOf(WORKOUT_FAMILIES, search.get('family')),
    duration: oneOf(Object.keys(DURATION_BUCKETS) as DurationBucket[], search.get('duration')),
    level: oneOf(Object.keys(LEVEL_BUCKETS) as LevelBucket[], search.get('level')),
    setting: oneOf(SETTING_FILTERS, search.get('setting')) ?? 'all',
  };
}

/** Back to the URL, leaving defaults out so links stay short. */
export function filterSearch(filters: WorkoutFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'library') search.set('tab', filters.tab);
  if (filters.q.trim()) search.set('q', filters.q);
  if (filters.family) search.set('family', filters.family);
  if (filters.duration) search.set('duration', filters.duration);
  if (filters.level) search.set('level', filters.level);
  if (filters.setting !== 'all') search.set('setting', filters.setting);
  return search;
}

/** What `GET /api/workouts` is asked for this tab and these filters (library filters do not apply to "mine"). */
export function listParams(filters: WorkoutFilters, pageSize: number): WorkoutListParams {
  const q = filters.q.trim() || undefined;
  const [minDurationMin, maxDurationMin] = filters.duration ? DURATION_BUCKETS[filters.duration] : [];
  const time = { minDurationMin, maxDurationMin };
  if (filters.tab === 'mine') return { mine: true, q, ...time, pageSize };
  const [minLevel, maxLevel] = filters.level ? LEVEL_BUCKETS[filters.level] : [];
  return {
    q,
    ...time,
    family: filters.family ?? undefined,
    minLevel,
    maxLevel,
    setting: filters.setting === 'all' ? undefined : filters.setting,
    pageSize,
  };
}

export const hasFilters = (f: WorkoutFilters) =>
  Boolean(f.q.trim() || f.family || f.duration || f.level || f.setting !== 'all');
