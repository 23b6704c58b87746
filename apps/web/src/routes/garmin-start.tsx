import { Activity, CalendarArrowUp, Info, Lock, Watch } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useSession } from '../features/auth/api/get-session.ts';
import { AppShell } from './app-shell.tsx';

/**
 * Spec §2 Garmin connect. The connection itself is a later issue: the page shows what will be granted and says
 * honestly that connecting is not available yet, instead of a Connect button that does nothing.
 */
export default function GarminStartPage() {
  const { t } = useTranslation('garmin');
  const session = useSession();
  const location = useLocation();
  usePageMeta(t('meta.startTitle'), t('meta.description'));

  let body: React.ReactNode;
  if (session.isPending) body = <PageSpinner />;
  else if (session.isError) body = <ErrorState onRetry={() => session.refetch()} />;
  else if (!session.data)
    body = (
      <div className="card mx-auto max-w-md p-8 text-center" data-testid="garmin-auth-required">
        <Lock className="mx-auto size-10 text-muted" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('authRequired.title')}</h1>
        <p className="mt-2 text-muted">{t('authRequired.text')}</p>
        <LocalizedLink
          to="/auth"
          state={{ from: `${location.pathname}${location.search}` }}
          className={buttonClass('primary', 'lg', 'mt-6')}
        >
          {t('authRequired.signIn')}
        </LocalizedLink>
      </div>
    );
  else
    body = (
      <div className="card mx-auto max-w-lg p-6 sm:p-8" data-testid="garmin-connect">
        <span className="grid size-12 place-items-center rounded-2xl bg-ink text-lime">
          <Watch className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-black">{t('connect.title')}</h1>
        <p className="mt-2 text-muted">{t('connect.text')}</p>
        <h2 className="mt-6 text-sm font-semibold">{t('connect.scopesTitle')}</h2>
        <ul className="mt-3 space-y-2.5">
          <li className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm">
            <Activity className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
            {t('connect.scopes.read')}
          </li>
          <li className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm">
            <CalendarArrowUp className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
            {t('connect.scopes.write')}
          </li>
        </ul>
        <p
          id="garmin-coming"
          className="mt-6 flex gap-3 rounded-xl border border-ember/40 bg-ember/10 p-3 text-sm"
          role="note"
        >
          <Info className="size-5 shrink-0 text-ember-deep dark:text-ember" aria-hidden="true" />
          <span>
            <Trans
              t={t}
              i18nKey="connect.comingSoon"
              components={{
                activities: <LocalizedLink to="/activities" className="font-semibold underline" />,
              }}
            />
          </span>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <LocalizedLink
            to="/dashboard"
            className={buttonClass('secondary', 'md')}
            data-testid="garmin-cancel"
          >
            {t('connect.cancel')}
          </LocalizedLink>
          <button
            type="button"
            disabled
            aria-describedby="garmin-coming"
            className={buttonClass('primary', 'md')}
            data-testid="garmin-connect-button"
          >
            {t('connect.button')}
          </button>
        </div>
      </div>
    );

  return <AppShell>{body}</AppShell>;
}
