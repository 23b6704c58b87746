import { Dumbbell, Library, Plus, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { useStrengthSessions } from '../features/workouts/api/list-strength.ts';
import { useWorkoutList } from '../features/workouts/api/list-workouts.ts';
import { ImportWorkoutButton } from '../features/workouts/components/import-workout-button.tsx';
import { StrengthCard } from '../features/workouts/components/strength-card.tsx';
import { WorkoutCard } from '../features/workouts/components/workout-card.tsx';
import { WorkoutFiltersForm } from '../features/workouts/components/workout-filters.tsx';
import {
  filterSearch,
  listParams,
  parseFilters,
  WORKOUT_TABS,
  type WorkoutFilters,
  type WorkoutTab,
} from '../features/workouts/list-params.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { formatNumber } from '../lib/ride-format.ts';
import { AppShell } from './app-shell.tsx';

const PAGE_SIZE = 24;
const TAB_ICONS = { library: Library, mine: User, strength: Dumbbell } as const;

function Tabs({ tab, onTab }: { tab: WorkoutTab; onTab: (tab: WorkoutTab) => void }) {
  const { t } = useTranslation('workouts');
  return (
    <fieldset className="flex min-w-0 gap-1 rounded-2xl bg-surface-2 p-1">
      <legend className="sr-only">{t('tabs.label')}</legend>
      {WORKOUT_TABS.map((value) => {
        const Icon = TAB_ICONS[value];
        return (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            className={`flex h-10 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold whitespace-nowrap ${
              tab === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'
            }`}
            onClick={() => onTab(value)}
            data-testid={`tab-${value}`}
          >
            <Icon className="size-4 shrink-0 max-[400px]:hidden" aria-hidden="true" />
            {t(`tabs.${value}`)}
          </button>
        );
      })}
    </fieldset>
  );
}

function WorkoutResults({ filters }: { filters: WorkoutFilters }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const params = { ...listParams(filters, PAGE_SIZE), page };
  const list = useWorkoutList(params, language);
  const key = JSON.stringify(filterSearch(filters).toString());
  // new filters start from the first page
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters
  useEffect(() => setPage(1), [key]);

  if (list.isError && !list.data) return <ErrorState onRetry={() => list.refetch()} />;
  if (!list.data)
    return (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="skeleton h-40" />
        ))}
      </ul>
    );
  const { items, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (total === 0) {
    return filters.tab === 'mine' && !filters.q && !filters.duration ? (
      <div className="card p-6 text-center" data-testid="mine-empty">
        <User className="mx-auto size-9 text-brand-fg" aria-hidden="true" />
        <h2 className="mt-2 text-lg font-bold">{t('list.mineEmptyTitle')}</h2>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted">{t('list.mineEmptyText')}</p>
      </div>
    ) : (
      <p className="card p-6 text-center text-muted" data-testid="workouts-none">
        {t('list.empty')}
      </p>
    );
  }
  return (
    <section aria-labelledby="workouts-count" className="space-y-3">
      <h2 id="workouts-count" className="text-sm font-semibold text-muted" aria-live="polite">
        {t('list.count', { count: total, value: formatNumber(total, language) })}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="workout-list">
        {items.map((w) => (
          <WorkoutCard key={w.id} workout={w} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-3" aria-label={t('list.pagination')}>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('list.previous')}
          </button>
          <p className="text-sm text-muted">
            {t('list.page', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="workouts-next"
          >
            {t('list.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

function StrengthList() {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const sessions = useStrengthSessions(language);
  if (sessions.isError && !sessions.data) return <ErrorState onRetry={() => sessions.refetch()} />;
  return (
    <section className="space-y-3" aria-labelledby="strength-title">
      <div>
        <h2 id="strength-title" className="text-lg font-bold">
          {t('strength.title')}
        </h2>
        <p className="text-sm text-muted">{t('strength.intro')}</p>
      </div>
      {sessions.data ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="strength-list">
          {sessions.data.items.map((s) => (
            <StrengthCard key={s.id} session={s} />
          ))}
        </ul>
      ) : (
        <div className="skeleton h-40" aria-hidden="true" />
      )}
    </section>
  );
}

function WorkoutsContent() {
  const { t } = useTranslation('workouts');
  const [search, setSearch] = useSearchParams();
  const filters = parseFilters(search);
  const change = (next: WorkoutFilters) =>
    setSearch(filterSearch(next), { replace: true, preventScrollReset: true });
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t('eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <LocalizedLink to="/workouts/new" className={buttonClass('primary', 'md')} data-testid="workout-new">
          <Plus className="size-4" aria-hidden="true" />
          {t('actions.new')}
        </LocalizedLink>
        <ImportWorkoutButton />
      </div>
      <Tabs tab={filters.tab} onTab={(tab) => change({ ...filters, tab })} />
      {filters.tab === 'strength' ? (
        <StrengthList />
      ) : (
        <>
          <WorkoutFiltersForm filters={filters} onChange={change} />
          <WorkoutResults filters={filters} />
        </>
      )}
    </div>
  );
}

export default function WorkoutsPage() {
  const { t } = useTranslation('workouts');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <AppShell>
      <RequireUser>{() => <WorkoutsContent />}</RequireUser>
    </AppShell>
  );
}
