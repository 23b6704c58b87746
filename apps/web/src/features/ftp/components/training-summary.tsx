import { FTP_SUGGESTION_MAX_AGE_DAYS } from '@domestique/coach';
import type { DashboardSummary, FtpSuggestion } from '@domestique/contract';
import { powerToWeight } from '@domestique/contract/power-to-weight';
import { Activity, Bike, Check, Lightbulb, Sparkles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import {
  formatDate,
  formatDistanceKm,
  formatDuration,
  formatNumber,
  formatSigned,
} from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { tsbState } from '../../../lib/training-load.ts';
import { useRideNames } from '../../../lib/use-ride-names.ts';
import { type SuggestionDecision, useDecideSuggestion } from '../api/decide-suggestion.ts';
import { useDashboardSummary } from '../api/get-dashboard-summary.ts';

/** A ride suggests a higher FTP: the estimate, the ride, the reason, and the rider's choice (never silent). */
function SuggestionCard({ suggestion }: { suggestion: FtpSuggestion }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  const names = useRideNames();
  const decide = useDecideSuggestion();
  const act = async (decision: SuggestionDecision) => {
    try {
      const result = await decide.mutateAsync({ id: suggestion.id, decision });
      toast.success(
        decision === 'accept'
          ? t('dashboard.accepted', { value: formatNumber(result.ftpW ?? suggestion.estimateW, language) })
          : t('dashboard.dismissed'),
      );
    } catch {
      toast.error(t('dashboard.decisionFailed'));
    }
  };
  const basis = formatNumber(suggestion.reason.basisW, language);
  return (
    <section
      className="card kit-stripes relative overflow-hidden border-lime-deep/40 p-5 sm:p-6"
      aria-labelledby="ftp-suggestion-title"
      data-testid="ftp-suggestion"
    >
      <div className="rounded-2xl bg-surface/95 p-4 sm:p-5">
        <p className="eyebrow flex items-center gap-2 text-brand-fg">
          <Sparkles className="size-4" aria-hidden="true" />
          {t('dashboard.suggestionEyebrow')}
        </p>
        <h2 id="ftp-suggestion-title" className="mt-2 text-2xl font-black" data-testid="ftp-suggestion-value">
          {t('dashboard.suggestionTitle', { value: formatNumber(suggestion.estimateW, language) })}
        </h2>
        <p className="mt-1 text-muted">
          {suggestion.currentFtpW
            ? t('dashboard.suggestionCurrent', { value: formatNumber(suggestion.currentFtpW, language) })
            : t('dashboard.suggestionNoCurrent')}
        </p>
        <p className="mt-3 text-sm" data-testid="ftp-suggestion-reason">
          {t(`dashboard.reasons.${suggestion.reason.code}`, { basis })}{' '}
          <LocalizedLink
            to={`/activities/${suggestion.activity.id}`}
            className="font-semibold text-brand-fg underline"
            data-testid="ftp-suggestion-ride"
          >
            {names.name(suggestion.activity)}
          </LocalizedLink>{' '}
          <span className="text-muted">({formatDate(suggestion.activity.startTime, language)})</span>
        </p>
        {suggestion.reason.evidence && (
          <p className="mt-1 text-sm text-muted" data-testid="ftp-suggestion-evidence">
            {t(`dashboard.evidence.${suggestion.reason.evidence}`)}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            disabled={decide.isPending}
            onClick={() => act('accept')}
            data-testid="ftp-accept"
          >
            <Check className="size-4" aria-hidden="true" />
            {t('dashboard.accept')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'md')}
            disabled={decide.isPending}
            onClick={() => act('dismiss')}
            data-testid="ftp-dismiss"
          >
            <X className="size-4" aria-hidden="true" />
            {t('dashboard.dismiss')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Rides with power, none recent enough to suggest an FTP: what the dashboard says instead of "upload rides with power". */
const onlyOldPowerRides = (summary: DashboardSummary) =>
  summary.powerRides.count > 0 && summary.powerRides.recent === 0 && summary.ftpSuggestion === null;

/**
 * Why the rider's rides with power suggest no FTP: all are older than the rule allows (in the words of the ride page,
 * common:ftpAge.tooOld), and what would.
 */
function OldPowerRides({ count }: { count: number }) {
  const { t } = useTranslation('progress');
  return (
    <p className="text-sm text-muted" data-testid="ftp-rides-too-old">
      {t('dashboard.oldPowerRides', { count, days: FTP_SUGGESTION_MAX_AGE_DAYS })}{' '}
      {t('common:ftpAge.tooOld', { days: FTP_SUGGESTION_MAX_AGE_DAYS })} {t('dashboard.oldPowerRidesNext')}
    </p>
  );
}

function LoadCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  const { ctl, atl, tsb } = summary.fitness;
  const ftp = summary.ftp;
  // rounded like the W/kg stat card above (spec §5: one decimal), from the same FTP and weight
  const wkg = powerToWeight(ftp?.watts, summary.weightKg, 'kg');
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="training-load-title" data-testid="training-load">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="training-load-title" className="flex items-center gap-2.5 text-lg font-bold">
          <Activity className="size-5 text-brand-fg" aria-hidden="true" />
          {t('dashboard.loadTitle')}
        </h2>
        <LocalizedLink to="/progress" className="text-sm font-semibold text-brand-fg underline">
          {t('dashboard.seeProgress')}
        </LocalizedLink>
      </div>
      {/* On a phone one row per figure, label beside the value: three tiles side by side left pt's
          "Condicionamento (CTL)" about 60 px, and the word was cut off. */}
      <dl className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-3">
        {(
          [
            ['ctl', formatNumber(ctl, language)],
            ['atl', formatNumber(atl, language)],
            ['tsb', formatSigned(tsb, language)],
          ] as const
        ).map(([key, value]) => (
          <div
            key={key}
            className="flex min-w-0 items-center justify-between gap-3 rounded-2xl bg-surface-2 px-3 py-2 sm:block sm:p-3"
            data-testid={`load-${key}-tile`}
          >
            <dt className="min-w-0 text-xs font-semibold break-words text-muted">
              {t(`fitness.terms.${key}.short`)}
            </dt>
            <dd className="font-display text-2xl font-black tabular-nums sm:mt-1" data-testid={`load-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm font-semibold" data-testid="load-state">
        {t(`fitness.states.${tsbState(tsb)}`)}
      </p>
      <div
        className="mt-4 space-y-1 border-t border-line/70 pt-4 text-sm"
        data-testid="ftp-source-line"
        data-source={ftp?.source ?? 'none'}
      >
        {ftp ? (
          <p>
            <span className="font-semibold" data-testid="ftp-line">
              {t('dashboard.ftpLine', { value: formatNumber(ftp.watts, language) })}
            </span>{' '}
            <span className="text-muted" data-testid="ftp-source-label">
              {t(`dashboard.ftpSources.${ftp.source}`)}
              {ftp.effectiveAt && ` · ${formatDate(ftp.effectiveAt, language)}`}
            </span>
          </p>
        ) : onlyOldPowerRides(summary) ? (
          <OldPowerRides count={summary.powerRides.count} />
        ) : (
          <p className="text-muted">{t('dashboard.ftpUnknown')}</p>
        )}
        {wkg !== null && (
          <p
            className="text-muted"
            data-testid="summary-wkg"
            data-estimate={ftp?.source === 'answers' ? 'true' : undefined}
          >
            {t(ftp?.source === 'answers' ? 'dashboard.wkgLineEstimated' : 'dashboard.wkgLine', {
              value: formatNumber(wkg, language, 1, 1),
            })}
          </p>
        )}
      </div>
    </section>
  );
}

/** The latest ride at a glance, linked to its page. */
function LastRideCard({ ride }: { ride: NonNullable<DashboardSummary['lastRide']> }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  const names = useRideNames();
  const stats: [string, string][] = [
    [t('dashboard.lastRideTime'), formatDuration(ride.durationS)],
    [t('dashboard.lastRideDistance'), formatDistanceKm(ride.distanceM, language)],
    // a ride without power shows its HR load where TSS stands, labelled as such
    ride.tss === null && ride.hrLoad !== null
      ? [t('dashboard.lastRideHrLoad'), formatNumber(ride.hrLoad, language)]
      : [
          t('dashboard.lastRideTss'),
          (ride.ftpSource === 'answers' && ride.tss !== null ? '≈ ' : '') + formatNumber(ride.tss, language),
        ],
  ];
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="last-ride-title" data-testid="last-ride">
      <h2 id="last-ride-title" className="flex items-center gap-2.5 text-lg font-bold">
        <Bike className="size-5 text-brand-fg" aria-hidden="true" />
        {t('dashboard.lastRide')}
      </h2>
      <LocalizedLink
        to={`/activities/${ride.id}`}
        className="mt-3 block truncate font-display text-lg font-bold text-brand-fg underline"
      >
        {names.name(ride)}
      </LocalizedLink>
      <p className="text-sm text-muted">{formatDate(ride.startTime, language)}</p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {stats.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-2xl bg-surface-2 p-3">
            <dt className="truncate text-xs font-semibold text-muted">{label}</dt>
            <dd className="mt-1 font-display text-lg font-black whitespace-nowrap tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <LocalizedLink
        to="/activities"
        className="mt-3 inline-block text-sm font-semibold text-brand-fg underline"
      >
        {t('dashboard.allRides')}
      </LocalizedLink>
    </section>
  );
}

/** When no FTP is known yet, the first estimate from the onboarding answers, labelled as such. */
function AnswersEstimate({ watts, summary }: { watts: number; summary: DashboardSummary }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  return (
    <section className="card flex items-start gap-3 p-5" data-testid="ftp-answers-estimate">
      <Lightbulb className="mt-0.5 size-5 shrink-0 text-brand-fg" aria-hidden="true" />
      <div>
        <h2 className="font-bold" data-testid="ftp-answers-title">
          {t('dashboard.answersTitle', { value: formatNumber(watts, language) })}
        </h2>
        {onlyOldPowerRides(summary) ? (
          <div className="mt-1">
            <OldPowerRides count={summary.powerRides.count} />
          </div>
        ) : (
          <p className="mt-1 text-sm text-muted">{t('dashboard.answersText')}</p>
        )}
        <LocalizedLink to="/activities" className={buttonClass('secondary', 'sm', 'mt-3')}>
          {t('dashboard.uploadRides')}
        </LocalizedLink>
      </div>
    </section>
  );
}

/** Before the first upload: where rides go. */
function NoRidesCard() {
  const { t } = useTranslation('progress');
  return (
    <section className="card kit-stripes p-5 text-center sm:p-6" data-testid="no-rides">
      <div className="rounded-2xl bg-surface/95 p-4">
        <Bike className="mx-auto size-8 text-brand-fg" aria-hidden="true" />
        <h2 className="mt-2 font-bold">{t('dashboard.noRidesTitle')}</h2>
        <p className="mt-1 text-sm text-muted">{t('dashboard.noRidesText')}</p>
        <LocalizedLink to="/activities" className={buttonClass('primary', 'sm', 'mt-3')}>
          {t('dashboard.uploadRides')}
        </LocalizedLink>
      </div>
    </section>
  );
}

/** Dashboard additions from GET /api/dashboard/summary: FTP suggestion, answers estimate, training load today. */
export function TrainingSummary() {
  const summary = useDashboardSummary();
  if (summary.isPending) return <div className="skeleton h-40 w-full" aria-hidden="true" />;
  if (!summary.data) return null; // the spec's cards above still stand on their own
  const data = summary.data;
  return (
    <div className="space-y-4" data-testid="training-summary">
      {data.ftpSuggestion && <SuggestionCard suggestion={data.ftpSuggestion} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <LoadCard summary={data} />
        <div className="space-y-4">
          {data.ftp?.source === 'answers' && <AnswersEstimate watts={data.ftp.watts} summary={data} />}
          {data.lastRide ? (
            <LastRideCard ride={data.lastRide} />
          ) : (
            data.ftp?.source !== 'answers' && <NoRidesCard />
          )}
        </div>
      </div>
    </div>
  );
}
