import type { DashboardSummary, Profile } from '@domestique/contract';
import { powerToWeight } from '@domestique/contract/power-to-weight';
import {
  CalendarClock,
  ClipboardList,
  Compass,
  Gauge,
  HeartPulse,
  History,
  Scale,
  Target,
  UserRound,
  Zap,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { trainingFocus } from '../training-focus.ts';
import { StatCard, StatCardSkeleton } from './stat-card.tsx';

/** W/kg to one decimal in the rider's number format (spec §5), or null for N/A. */
export function formatPowerToWeight(
  profile: Pick<Profile, 'ftp' | 'weight' | 'weight_unit'> | null | undefined,
  language: string,
): string | null {
  if (!profile) return null;
  const value = powerToWeight(profile.ftp, profile.weight, profile.weight_unit);
  if (value === null) return null;
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** Where the rider's current FTP comes from (dashboard summary), or `profile` when only the profile's is known. */
export type FtpSource = NonNullable<DashboardSummary['ftp']>['source'];

/**
 * The one FTP every figure of the dashboard uses: the summary's current FTP (the end of the FTP timeline, or the
 * estimate from the onboarding answers, labelled as such), else — the summary not loaded — the FTP typed in the
 * profile; null when neither exists. So the stat cards, the W/kg and the training-load card never disagree.
 */
export function dashboardFtp(
  profile: Pick<Profile, 'ftp'> | null | undefined,
  summaryFtp: DashboardSummary['ftp'] | undefined,
): { watts: number; source: FtpSource; estimated: boolean } | null {
  if (summaryFtp) {
    return { watts: summaryFtp.watts, source: summaryFtp.source, estimated: summaryFtp.source === 'answers' };
  }
  if (summaryFtp === undefined && profile?.ftp)
    return { watts: profile.ftp, source: 'manual', estimated: false };
  return null;
}

/**
 * The plan's parts of the dashboard, drawn by the plans feature and handed in by the page (features do not import
 * each other). Each is shown in its card; `hasPlan` false shows the no-plan cards instead of the plan's own.
 */
export interface DashboardPlanParts {
  hasPlan: boolean;
  overview: React.ReactNode;
  upcoming: React.ReactNode;
  focus: React.ReactNode;
  checkIn: React.ReactNode;
  latestChange: React.ReactNode;
}

/** Spec §2 Dashboard for a rider with a profile (or whose profile could not be loaded: then N/A everywhere). */
export function DashboardView({
  profile,
  summaryFtp,
  loading,
  extra,
  planParts,
}: {
  profile: Profile | null | undefined;
  /** The current FTP from GET /api/dashboard/summary; undefined while it loads or when it failed. */
  summaryFtp?: DashboardSummary['ftp'];
  loading: boolean;
  /** Rendered under the stat cards: the training summary (FTP suggestion, load today) from the rides. */
  extra?: React.ReactNode;
  /** From GET /api/plans/dashboard (undefined while it loads or when it failed: the no-plan cards show). */
  planParts?: DashboardPlanParts | undefined;
}) {
  const { t } = useTranslation(['dashboard', 'profile']);
  const language = useLanguage();
  const na = t('dashboard:na');
  const ftp = dashboardFtp(profile, summaryFtp);
  const wkg = profile
    ? formatPowerToWeight({ ...profile, ftp: ftp?.watts ?? null }, language)
    : formatPowerToWeight(null, language);
  const focus = profile ? trainingFocus(profile.primary_goal, profile.experience_level) : null;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const plan = planParts?.hasPlan ? planParts : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t('dashboard:eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl" data-testid="greeting">
          {loading ? (
            <span className="skeleton inline-block h-9 w-64 align-middle" />
          ) : (
            t('dashboard:greeting', { name: profile?.name || t('dashboard:defaultName') })
          )}
        </h1>
        <p className="text-muted">{t('dashboard:subtitle')}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {loading ? (
          <>
            <StatCardSkeleton />
            <StatCardSkeleton />
            <StatCardSkeleton />
          </>
        ) : (
          <>
            <StatCard
              label={t('dashboard:stats.ftp')}
              icon={<Zap className="size-4" aria-hidden="true" />}
              value={
                ftp
                  ? t(ftp.estimated ? 'dashboard:stats.wattsEstimated' : 'dashboard:stats.watts', {
                      value: ftp.watts,
                    })
                  : t('dashboard:stats.ftpTbd')
              }
              hint={ftp ? t(`dashboard:stats.ftpHints.${ftp.source}`) : t('dashboard:stats.ftpTbdHint')}
              testId="stat-ftp"
              estimate={ftp?.estimated}
            />
            <StatCard
              label={t('dashboard:stats.weight')}
              icon={<Scale className="size-4" aria-hidden="true" />}
              value={
                profile?.weight
                  ? `${number.format(profile.weight)} ${t(`profile:units.${profile.weight_unit}`)}`
                  : na
              }
              testId="stat-weight"
            />
            <StatCard
              label={t('dashboard:stats.powerToWeight')}
              icon={<Gauge className="size-4" aria-hidden="true" />}
              value={
                wkg
                  ? t(ftp?.estimated ? 'dashboard:stats.wkgEstimated' : 'dashboard:stats.wkg', { value: wkg })
                  : na
              }
              hint={t(
                wkg && ftp?.estimated
                  ? 'dashboard:stats.powerToWeightEstimatedHint'
                  : 'dashboard:stats.powerToWeightHint',
              )}
              testId="stat-wkg"
              estimate={Boolean(wkg && ftp?.estimated)}
            />
          </>
        )}
      </div>

      {extra}

      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <Panel
          title={t('dashboard:plan.title')}
          icon={<ClipboardList className="size-5" aria-hidden="true" />}
          testId="plan-card"
          action={
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-semibold ${plan ? 'bg-lime/25 text-fg' : 'bg-surface-2 text-muted'}`}
              data-testid="plan-status"
            >
              {t(plan ? 'dashboard:plan.statusActive' : 'dashboard:plan.statusNone')}
            </span>
          }
        >
          {plan ? (
            plan.overview
          ) : (
            <div className="kit-stripes rounded-2xl border border-dashed border-line p-6 text-center">
              <h3 className="font-bold">{t('dashboard:plan.emptyTitle')}</h3>
              <p className="mx-auto mt-1 max-w-sm text-sm text-muted">{t('dashboard:plan.emptyText')}</p>
              <LocalizedLink
                to="/plans"
                className={buttonClass('primary', 'sm', 'mt-4')}
                data-testid="browse-plans"
              >
                {t('dashboard:plan.browse')}
              </LocalizedLink>
            </div>
          )}
        </Panel>

        <Panel
          title={t('dashboard:summary.title')}
          icon={<UserRound className="size-5" aria-hidden="true" />}
          testId="profile-summary"
        >
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <dt className="text-muted">{t('dashboard:summary.experience')}</dt>
            <dd className="font-semibold" data-testid="summary-experience">
              {profile ? t(`profile:levels.${profile.experience_level}.label`) : na}
            </dd>
            <dt className="text-muted">{t('dashboard:summary.goal')}</dt>
            <dd className="font-semibold" data-testid="summary-goal">
              {profile ? t(`profile:goals.${profile.primary_goal}.label`) : na}
            </dd>
            <dt className="text-muted">{t('dashboard:summary.age')}</dt>
            <dd className="font-semibold" data-testid="summary-age">
              {profile?.age ?? na}
            </dd>
            <dt className="text-muted">{t('dashboard:summary.coach')}</dt>
            <dd className="font-semibold" data-testid="summary-coach">
              {profile ? t(`profile:coachGenders.${profile.coach_gender}`) : na}
            </dd>
          </dl>
        </Panel>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title={t('dashboard:upcoming.title')}
          icon={<CalendarClock className="size-5" aria-hidden="true" />}
          testId="upcoming-card"
        >
          {plan ? (
            plan.upcoming
          ) : (
            <div className="rounded-2xl bg-surface-2 p-6 text-center">
              <CalendarClock className="mx-auto size-8 text-muted" aria-hidden="true" />
              <p className="mt-2 font-semibold">{t('dashboard:upcoming.empty')}</p>
              <p className="mt-1 text-sm text-muted">{t('dashboard:upcoming.emptyHint')}</p>
            </div>
          )}
        </Panel>

        <Panel
          title={t('dashboard:focus.title')}
          icon={<Target className="size-5" aria-hidden="true" />}
          testId="focus-card"
        >
          {plan ? (
            plan.focus
          ) : focus ? (
            <div className="space-y-4">
              <p className="font-semibold">{t(`dashboard:focus.goals.${focus.goal}`)}</p>
              <ul className="flex flex-wrap gap-2" aria-label={t('dashboard:focus.sessions')}>
                {focus.keySessions.map((kind) => (
                  <li
                    key={kind}
                    className="rounded-full bg-lime/20 px-3 py-1 text-sm font-medium text-fg ring-1 ring-lime-deep/30 dark:ring-lime/40"
                  >
                    {t(`dashboard:focus.kinds.${kind}`)}
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted" data-testid="focus-volume">
                {t('dashboard:focus.volume', {
                  min: focus.weeklyHours[0],
                  max: focus.weeklyHours[1],
                  rides: focus.ridesPerWeek,
                  hardSessions: t('dashboard:focus.hardSessions', { count: focus.hardSessionsPerWeek }),
                })}
              </p>
            </div>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Compass className="size-4" aria-hidden="true" />
              {na}
            </p>
          )}
        </Panel>
      </div>

      {planParts && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Panel
            title={t('dashboard:checkIn.title')}
            icon={<HeartPulse className="size-5" aria-hidden="true" />}
            testId="check-in-card"
          >
            {planParts.checkIn}
          </Panel>
          {plan && (
            <Panel
              title={t('dashboard:latestChange.title')}
              icon={<History className="size-5" aria-hidden="true" />}
              testId="latest-change-card"
            >
              {plan.latestChange}
            </Panel>
          )}
        </div>
      )}
    </div>
  );
}

/** Spec §2: with no profile, a message and a button to /onboarding. */
export function NoProfileState() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="card kit-stripes mx-auto max-w-xl p-8 text-center" data-testid="no-profile">
      <UserRound className="mx-auto size-10 text-brand-fg" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-black">{t('noProfile.title')}</h1>
      <p className="mt-2 text-muted">{t('noProfile.text')}</p>
      <LocalizedLink
        to="/onboarding"
        className={buttonClass('primary', 'lg', 'mt-6')}
        data-testid="start-onboarding"
      >
        {t('noProfile.cta')}
      </LocalizedLink>
    </div>
  );
}
