import { WORKOUT_FAMILIES } from '@domestique/contract';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DURATION_BUCKETS,
  type DurationBucket,
  hasFilters,
  LEVEL_BUCKETS,
  type LevelBucket,
  SETTING_FILTERS,
  type WorkoutFilters,
} from '../list-params.ts';

/** Search and filters of the library (search and duration only for "my workouts"). */
export function WorkoutFiltersForm({
  filters,
  onChange,
}: {
  filters: WorkoutFilters;
  onChange: (next: WorkoutFilters) => void;
}) {
  const { t } = useTranslation('workouts');
  const id = useId();
  const library = filters.tab === 'library';
  const set = (patch: Partial<WorkoutFilters>) => onChange({ ...filters, ...patch });
  return (
    <form
      className="card grid grid-cols-2 gap-3 p-4 lg:grid-cols-4"
      aria-label={t('filters.legend')}
      onSubmit={(event) => event.preventDefault()}
      data-testid="workout-filters"
    >
      <label className="col-span-2 lg:col-span-4" htmlFor={`${id}-q`}>
        <span className="mb-1.5 block text-sm font-semibold">{t('filters.search')}</span>
        <span className="relative block">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id={`${id}-q`}
            type="search"
            className="field-input pl-9"
            value={filters.q}
            maxLength={100}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => set({ q: event.target.value })}
            data-testid="workout-search"
          />
        </span>
      </label>
      {library && (
        <label htmlFor={`${id}-family`}>
          <span className="mb-1.5 block text-sm font-semibold">{t('filters.family')}</span>
          <select
            id={`${id}-family`}
            className="field-input"
            value={filters.family ?? ''}
            onChange={(event) => set({ family: (event.target.value || null) as WorkoutFilters['family'] })}
            data-testid="filter-family"
          >
            <option value="">{t('filters.anyFamily')}</option>
            {WORKOUT_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {t(`families.${family}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label htmlFor={`${id}-duration`}>
        <span className="mb-1.5 block text-sm font-semibold">{t('filters.duration')}</span>
        <select
          id={`${id}-duration`}
          className="field-input"
          value={filters.duration ?? ''}
          onChange={(event) => set({ duration: (event.target.value || null) as DurationBucket | null })}
          data-testid="filter-duration"
        >
          <option value="">{t('filters.anyDuration')}</option>
          {(Object.keys(DURATION_BUCKETS) as DurationBucket[]).map((bucket) => (
            <option key={bucket} value={bucket}>
              {t(`filters.durations.${bucket}`)}
            </option>
          ))}
        </select>
      </label>
      {library && (
        <label htmlFor={`${id}-level`}>
          <span className="mb-1.5 block text-sm font-semibold">{t('filters.level')}</span>
          <select
            id={`${id}-level`}
            className="field-input"
            value={filters.level ?? ''}
            onChange={(event) => set({ level: (event.target.value || null) as LevelBucket | null })}
            data-testid="filter-level"
          >
            <option value="">{t('filters.anyLevel')}</option>
            {(Object.keys(LEVEL_BUCKETS) as LevelBucket[]).map((bucket) => (
              <option key={bucket} value={bucket}>
                {t(`filters.levels.${bucket}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {library && (
        <fieldset className="col-span-2 lg:col-span-1">
          <legend className="mb-1.5 block text-sm font-semibold">{t('filters.setting')}</legend>
          <div className="flex rounded-xl border border-line p-0.5">
            {SETTING_FILTERS.map((setting) => (
              <label
                key={setting}
                className="flex h-10 flex-1 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold text-muted has-[input:checked]:bg-surface-2 has-[input:checked]:text-fg has-[input:focus-visible]:outline-2"
              >
                <input
                  type="radio"
                  name={`${id}-setting`}
                  className="sr-only"
                  checked={filters.setting === setting}
                  onChange={() => set({ setting })}
                  data-testid={`filter-setting-${setting}`}
                />
                {t(`filters.settings.${setting}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {hasFilters(filters) && (
        <button
          type="button"
          className="col-span-2 justify-self-start text-sm font-semibold text-brand-fg underline lg:col-span-4"
          onClick={() =>
            onChange({ ...filters, q: '', family: null, duration: null, level: null, setting: 'all' })
          }
        >
          {t('filters.clear')}
        </button>
      )}
    </form>
  );
}
