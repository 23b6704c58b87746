import type { PlanDashboard } from '@domestique/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { prefetchLoader } from '../app/prefetch.ts';
import { hasExplicitLanguageChoice, markExplicitLanguageChoice } from '../components/language-choice.ts';
import { usePageMeta } from '../components/page-meta.ts';
import { sessionQuery } from '../features/auth/api/get-session.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { VerifyEmailNotice } from '../features/auth/components/verify-email-notice.tsx';
import {
  type DashboardPlanParts,
  DashboardView,
  NoProfileState,
} from '../features/dashboard/components/dashboard-view.tsx';
import { dashboardSummaryQuery, useDashboardSummary } from '../features/ftp/api/get-dashboard-summary.ts';
import { TrainingSummary } from '../features/ftp/components/training-summary.tsx';
import { planDashboardQuery, usePlanDashboard } from '../features/plans/api/get-plan-dashboard.ts';
import { CheckInCard } from '../features/plans/components/check-in-card.tsx';
import { ActivePlanBody, PlanFocusBody, UpcomingBody } from '../features/plans/components/dashboard-plan.tsx';
import { LatestChange } from '../features/plans/components/latest-change.tsx';
import { ProfileLoadNotice } from '../features/profile/components/profile-load-error.tsx';
import { latestSummaryQuery } from '../features/summaries/api/get-latest-summary.ts';
import { LatestSummaryCard } from '../features/summaries/components/latest-summary-card.tsx';
import { hasLanguagePrefix, isUiLanguage, languageFromPath, switchLanguagePath } from '../i18n/language.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { profileQuery, useProfile } from '../lib/profile/get-profile.ts';
import { AppShell } from './app-shell.tsx';

/** The plans feature's cards for the dashboard's slots (the page composes the two features). */
function dashboardPlanParts(board: PlanDashboard): DashboardPlanParts {
  const plan = board.plan;
  return {
    hasPlan: plan !== null,
    overview: plan && <ActivePlanBody plan={plan} today={board.today} />,
    upcoming: plan && <UpcomingBody board={board} />,
    focus: plan && <PlanFocusBody plan={plan} />,
    checkIn: <CheckInCard checkIn={board.checkIn} hasPlan={plan !== null} />,
    latestChange: plan && <LatestChange change={board.latestChange} />,
  };
}

function DashboardContent({ profile }: { profile: ReturnType<typeof useProfile> }) {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const profileLanguage = profile.data?.interface_language;
  // the stat cards take their FTP from the same summary as the cards below, so they never disagree
  const summary = useDashboardSummary();
  const board = usePlanDashboard(language);

  // Spec §4: the profile's interface_language sets the UI language on entry — when the URL does not choose one
  // itself: /pt/… and /es/… are a rider's explicit choice (a link, a bookmark, the selector), and win.
  useEffect(() => {
    if (!isUiLanguage(profileLanguage) || hasExplicitLanguageChoice()) return;
    markExplicitLanguageChoice();
    if (hasLanguagePrefix(location.pathname)) return;
    if (profileLanguage !== language) {
      navigate(`${switchLanguagePath(location.pathname, profileLanguage)}${location.search}`, {
        replace: true,
      });
    }
  }, [profileLanguage, language, location.pathname, location.search, navigate]);

  if (profile.data === null || (profile.data && !profile.data.onboarding_completed))
    return <NoProfileState />;
  return (
    <>
      {/* Spec §8 logs load failures; the rider also learns why the figures say N/A, and can try again. */}
      {profile.isError && profile.data === undefined && (
        <ProfileLoadNotice onRetry={() => profile.refetch()} retrying={profile.isFetching} />
      )}
      <DashboardView
        profile={profile.data}
        summaryFtp={summary.data?.ftp}
        loading={profile.isPending || summary.isPending}
        extra={
          profile.data ? (
            <>
              <TrainingSummary />
              <LatestSummaryCard />
            </>
          ) : undefined
        }
        planParts={board.data && dashboardPlanParts(board.data)}
      />
    </>
  );
}

/**
 * The session, profile, training summary, plan cards and the week's summary are usually in before the page first
 * renders (app/prefetch.ts): one wave of reads, not a second one once the page has drawn.
 */
export const loader = prefetchLoader((client) => [
  client.prefetchQuery(sessionQuery),
  client.prefetchQuery(profileQuery()),
  client.prefetchQuery(dashboardSummaryQuery()),
  client.prefetchQuery(planDashboardQuery(languageFromPath(window.location.pathname))),
  client.prefetchQuery(latestSummaryQuery('week', languageFromPath(window.location.pathname))),
]);

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageMeta(t('meta.title'), t('meta.description'));
  // Started beside the session read rather than after it: one round trip less before the numbers show.
  const profile = useProfile();
  return (
    <AppShell>
      {/* The default spinner while the session loads (not the skeleton): the e-mail notice above the cards is only known
          with the session, and would push a skeleton down (layout shift). */}
      <RequireUser>
        {(user) => (
          <>
            <VerifyEmailNotice user={user} />
            <DashboardContent profile={profile} />
          </>
        )}
      </RequireUser>
    </AppShell>
  );
}
