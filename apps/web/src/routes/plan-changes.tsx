import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button-styles.ts';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { usePlanChanges } from '../features/plans/api/list-plan-changes.ts';
import { ChangeItem } from '../features/plans/components/change-item.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { AppShell } from './app-shell.tsx';

const PAGE_SIZE = 20;

function ChangesContent() {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const changes = usePlanChanges(language, page, PAGE_SIZE);
  if (changes.isError && !changes.data) return <ErrorState onRetry={() => changes.refetch()} />;
  const pages = changes.data ? Math.max(1, Math.ceil(changes.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t('changes.eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('changes.title')}</h1>
        <p className="text-muted">{t('changes.subtitle')}</p>
      </div>
      {!changes.data ? (
        <div className="skeleton h-64" aria-hidden="true" />
      ) : changes.data.planId === null ? (
        <p className="card p-6 text-center text-muted" data-testid="changes-no-plan">
          {t('changes.noPlan')}{' '}
          <LocalizedLink to="/plans" className="font-semibold text-brand-fg underline underline-offset-4">
            {t('calendar.makePlan')}
          </LocalizedLink>
        </p>
      ) : changes.data.items.length === 0 ? (
        <p className="card p-6 text-center text-muted" data-testid="changes-none">
          {t('changes.none')}
        </p>
      ) : (
        <ol className="space-y-3" data-testid="changes-list">
          {changes.data.items.map((c) => (
            <li key={c.id} className="card p-4">
              <ChangeItem change={c} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-3" aria-label={t('changes.pagination')}>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('changes.newer')}
          </button>
          <p className="text-sm text-muted">{t('changes.page', { page, pages })}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('changes.older')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** `/plans/changes`: "Why did my plan change?" — every change with its sentence, newest first. */
export default function PlanChangesPage() {
  const { t } = useTranslation('plans');
  usePageMeta(t('changes.meta.title'), t('changes.meta.description'));
  return (
    <AppShell>
      <div className="mx-auto max-w-3xl">
        <RequireUser>{() => <ChangesContent />}</RequireUser>
      </div>
    </AppShell>
  );
}
