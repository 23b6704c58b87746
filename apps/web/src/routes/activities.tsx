import { ACTIVITY_SORTS } from '@domestique/contract';
import { Bike, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { ErrorState } from '../components/error-state.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { type ActivitySort, useActivityList } from '../features/activities/api/list-activities.ts';
import {
  ActivityCards,
  ActivityTable,
  EstimatedFtpNote,
} from '../features/activities/components/activity-table.tsx';
import { UploadPanel } from '../features/activities/components/upload-panel.tsx';
import { listSearch, nextSort, pageCount, parseListParams } from '../features/activities/list-params.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { SyncStatus, useImporting } from '../features/connections/components/sync-status.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { formatNumber } from '../lib/ride-format.ts';
import { AppShell } from './app-shell.tsx';

function ListSkeleton() {
  return (
    <div className="card space-y-3 p-5" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="skeleton h-6 w-full" />
      ))}
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation('activities');
  return (
    <div className="card p-6 text-center sm:p-8" data-testid="activities-empty">
      <Bike className="mx-auto size-10 text-brand-fg" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-black">{t('empty.title')}</h2>
      <p className="mx-auto mt-1 max-w-md text-muted">{t('empty.text')}</p>
    </div>
  );
}

function ActivitiesContent() {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const params = parseListParams(search);
  const syncing = useImporting();
  const list = useActivityList(params, { refetchIntervalMs: syncing.settling ? 3000 : false });
  const { refetch } = list;
  // a connection synced since the list was read (a new ride arrived while the page is open): read it again
  useEffect(() => {
    if (syncing.lastSync) void refetch();
  }, [syncing.lastSync, refetch]);
  const go = (next: { page: number; sort: ActivitySort; order: 'asc' | 'desc' }) =>
    setSearch(new URLSearchParams(listSearch(next)), { preventScrollReset: true });

  // a page past the end (rides deleted, old link): back to the last page that exists
  const lastPage = list.data ? pageCount(list.data.total, list.data.pageSize) : null;
  useEffect(() => {
    if (lastPage !== null && params.page > lastPage) {
      setSearch(new URLSearchParams(listSearch({ ...params, page: lastPage })), { replace: true });
    }
  }, [lastPage, params, setSearch]);

  if (list.isError && !list.data) return <ErrorState onRetry={() => list.refetch()} />;
  const data = list.data;
  const empty = data !== undefined && data.total === 0;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t('eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </div>

      <SyncStatus />
      <UploadPanel prominent={empty} />

      {!data ? (
        <ListSkeleton />
      ) : empty ? (
        <EmptyState />
      ) : (
        <section aria-labelledby="rides-heading" className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="rides-heading" className="text-lg font-bold">
              {t('list.heading', { count: formatNumber(data.rides, language) })}
              {data.total > data.rides && (
                // another sport is listed, never counted as a ride
                <span className="ml-2 text-sm font-normal text-muted" data-testid="rides-others">
                  {t('list.others', {
                    count: data.total - data.rides,
                    others: formatNumber(data.total - data.rides, language),
                  })}
                </span>
              )}
            </h2>
            <label className="flex items-center gap-2 text-sm md:hidden">
              <span className="text-muted">{t('list.sortBy')}</span>
              <select
                className="field-input h-10 w-auto py-0"
                value={`${params.sort}:${params.order}`}
                onChange={(event) => {
                  const [sort, order] = event.target.value.split(':') as [ActivitySort, 'asc' | 'desc'];
                  go({ page: 1, sort, order });
                }}
                data-testid="sort-select"
              >
                {ACTIVITY_SORTS.flatMap((sort) =>
                  (['desc', 'asc'] as const).map((order) => (
                    <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                      {t(`columns.${sort}`)} {order === 'desc' ? '↓' : '↑'}
                    </option>
                  )),
                )}
              </select>
            </label>
          </div>
          <ActivityTable
            items={data.items}
            params={params}
            onSort={(column) => go(nextSort(params, column))}
          />
          <ActivityCards items={data.items} />
          <EstimatedFtpNote items={data.items} />
          {pages > 1 && (
            <nav className="flex items-center justify-between gap-3" aria-label={t('list.pagination')}>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={params.page <= 1}
                onClick={() => go({ ...params, page: params.page - 1 })}
                data-testid="page-previous"
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t('list.previous')}
              </button>
              <p className="text-sm text-muted" aria-live="polite" data-testid="page-indicator">
                {t('list.page', {
                  page: formatNumber(params.page, language),
                  pages: formatNumber(pages, language),
                })}
              </p>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={params.page >= pages}
                onClick={() => go({ ...params, page: params.page + 1 })}
                data-testid="page-next"
              >
                {t('list.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}

export default function ActivitiesPage() {
  const { t } = useTranslation('activities');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <AppShell>
      <RequireUser>{() => <ActivitiesContent />}</RequireUser>
    </AppShell>
  );
}
