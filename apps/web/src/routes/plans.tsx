import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { prefetchLoader } from '../app/prefetch.ts';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { sessionQuery } from '../features/auth/api/get-session.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { activePlanQuery, useActivePlan } from '../features/plans/api/get-active-plan.ts';
import { planDashboardQuery, usePlanDashboard } from '../features/plans/api/get-plan-dashboard.ts';
import { PlanOverview } from '../features/plans/components/plan-overview.tsx';
import { languageFromPath } from '../i18n/language.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { profileQuery, useProfile } from '../lib/profile/get-profile.ts';
import { AppShell } from './app-shell.tsx';

/**
 * The wizard is its own chunk: it brings the contract's schemas and zod (~35 KB gzip, and ~100 ms of module
 * evaluation on a phone), which a rider with a plan — who opens this page to see it — never needs.
 */
const loadWizard = () => import('../features/plans/components/plan-wizard.tsx');
const PlanWizard = lazy(() => loadWizard().then((module) => ({ default: module.PlanWizard })));

/**
 * The page's reads start here, beside its code (and /boot.js has usually started them before that); the wizard's
 * code is fetched as soon as the plan says it is the wizard that shows.
 */
export const loader = prefetchLoader((client, { request }) => {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  return [
    client.prefetchQuery(sessionQuery),
    client.prefetchQuery(profileQuery()),
    client.prefetchQuery(planDashboardQuery(language)),
    client
      .fetchQuery(activePlanQuery(language))
      .then((active) => (!active.plan || url.searchParams.get('new') === '1' ? loadWizard() : undefined)),
  ];
});

function PlansContent() {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const [search] = useSearchParams();
  const active = useActivePlan(language);
  const profile = useProfile();
  // the rider's today (their time zone), for the wizard's first day
  const board = usePlanDashboard(language);
  if ((active.isError && !active.data) || (board.isError && !board.data))
    return <ErrorState onRetry={() => void Promise.all([active.refetch(), board.refetch()])} />;
  if (!active.data || !board.data || profile.isPending)
    return <div className="skeleton h-96" aria-hidden="true" />;
  const plan = active.data.plan;
  if (plan && search.get('new') !== '1') return <PlanOverview plan={plan} />;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t('wizard.eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('wizard.title')}</h1>
        <p className="text-muted">{t('wizard.subtitle')}</p>
      </div>
      {plan && (
        <p className="card p-4 text-sm" data-testid="replaces-plan">
          {t('wizard.replaces')}{' '}
          <LocalizedLink to="/plans" className="font-semibold text-brand-fg underline underline-offset-4">
            {t('wizard.keepCurrent')}
          </LocalizedLink>
        </p>
      )}
      <Suspense fallback={<div className="skeleton h-96" aria-hidden="true" />}>
        <PlanWizard profile={profile.data} today={board.data.today} />
      </Suspense>
    </div>
  );
}

/** `/plans`: the active plan's overview, or — with none, or `?new=1` — the wizard that makes one. */
export default function PlansPage() {
  const { t } = useTranslation('plans');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <AppShell>
      <div className="mx-auto max-w-3xl">
        <RequireUser>{() => <PlansContent />}</RequireUser>
      </div>
    </AppShell>
  );
}
