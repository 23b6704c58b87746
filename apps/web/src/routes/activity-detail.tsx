import type { ActivityDetail } from '@domestique/contract';
import {
  Activity,
  ArrowLeft,
  BatteryMedium,
  Flag,
  Gauge,
  HeartPulse,
  LineChart,
  Timer,
  TrendingUp,
} from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { prefetchLoader } from '../app/prefetch.ts';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { Panel } from '../components/panel.tsx';
import { activityQuery, useActivity } from '../features/activities/api/get-activity.ts';
import { activityStreamsQuery, useActivityStreams } from '../features/activities/api/get-activity-streams.ts';
import { seasonBestQuery, useSeasonBest } from '../features/activities/api/get-season-best.ts';
import { ActivityActions, ActivityTitle } from '../features/activities/components/activity-actions.tsx';
import { ActivityMetrics } from '../features/activities/components/activity-metrics.tsx';
import { FtpEvidence, FtpUsedLine } from '../features/activities/components/ftp-evidence.tsx';
import { LapsTable } from '../features/activities/components/laps-table.tsx';
import { PowerCurveChart } from '../features/activities/components/power-curve-chart.tsx';
import { RideWarnings } from '../features/activities/components/ride-warnings.tsx';
import { StreamCharts } from '../features/activities/components/stream-charts.tsx';
import { WPrimeSummary } from '../features/activities/components/w-prime-summary.tsx';
import { ZoneBars } from '../features/activities/components/zone-bars.tsx';
import { sessionQuery } from '../features/auth/api/get-session.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { ftpTestQuery } from '../features/ftp/api/get-ftp-test.ts';
import { FtpTestPanel } from '../features/ftp/components/ftp-test-panel.tsx';
import { rideFeedbackQuery } from '../features/plans/api/get-ride-feedback.ts';
import { RideFeedbackCard } from '../features/plans/components/ride-feedback.tsx';
import { languageFromPath } from '../i18n/language.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { HttpError } from '../lib/http.ts';
import { profileQuery } from '../lib/profile/get-profile.ts';
import { formatDateTime } from '../lib/ride-format.ts';
import { useRideNames } from '../lib/use-ride-names.ts';
import { AppShell } from './app-shell.tsx';

function ChartsPanel({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const coarse = useActivityStreams(detail.id);
  // zoomed into a downsampled ride: fetch every second once, and keep it — finer lines, and the averages of the part
  // on screen (min/max buckets keep true peaks, not true means)
  const [wantFull, setWantFull] = useState(false);
  const fine = useActivityStreams(detail.id, { full: true, enabled: wantFull });
  const streams = fine.data ? fine : coarse;
  const onRange = useCallback(
    (range: { min: number; max: number }, whole: { min: number; max: number }) => {
      if (coarse.data?.method === 'minmax' && (range.min > whole.min || range.max < whole.max)) {
        setWantFull(true);
      }
    },
    [coarse.data?.method],
  );
  return (
    <Panel
      title={t('charts.title')}
      icon={<LineChart className="size-5" aria-hidden="true" />}
      testId="charts"
    >
      {streams.data ? (
        <StreamCharts streams={streams.data} detail={detail} onRange={onRange} />
      ) : streams.isError ? (
        <p className="text-muted">{t('charts.failed')}</p>
      ) : (
        <div className="skeleton h-72 w-full" aria-hidden="true" />
      )}
    </Panel>
  );
}

/** When the ride ended (ISO): the end of the 90 days its power curve is compared with. */
function rideEnd(detail: { startTime: string; elapsedS: number | null }): string {
  return new Date(Date.parse(detail.startTime) + (detail.elapsedS ?? 0) * 1000).toISOString();
}

/**
 * The ride's first reads start here, beside the page's code (/boot.js has usually started the ride and its samples
 * before that): the page waits for the ride itself, not for its chart samples; the reads that depend on what the ride
 * is (its FTP test, the plan's feedback, the 90 days' best) start as soon as it is in — before, each waited for the
 * page to render the panel that asks for it (four waves).
 */
export const loader = prefetchLoader((client, { params, request }) => {
  const id = params.id ?? '';
  const language = languageFromPath(new URL(request.url).pathname);
  void client.prefetchQuery(activityStreamsQuery(id));
  return [
    client.prefetchQuery(sessionQuery),
    client.prefetchQuery(profileQuery()),
    client.fetchQuery(activityQuery(id)).then((detail) => {
      void client.prefetchQuery(seasonBestQuery(rideEnd(detail)));
      if (detail.hasPower && detail.cycling) void client.prefetchQuery(ftpTestQuery(id));
      if (detail.cycling) void client.prefetchQuery(rideFeedbackQuery(id, language));
    }),
  ];
});

function DetailContent({ id }: { id: string }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const activity = useActivity(id);
  const names = useRideNames();
  const season = useSeasonBest(activity.data ? rideEnd(activity.data) : undefined);
  usePageMeta(
    activity.data ? t('meta.detailTitle', { name: names.name(activity.data) }) : t('meta.title'),
    t('meta.description'),
  );

  if (activity.isPending) return <PageSpinner />;
  if (activity.isError) {
    if (activity.error instanceof HttpError && activity.error.status === 404) {
      return (
        <div className="card mx-auto max-w-xl p-8 text-center" data-testid="activity-missing">
          <h1 className="text-2xl font-black">{t('detail.missingTitle')}</h1>
          <p className="mt-2 text-muted">{t('detail.missingText')}</p>
          <LocalizedLink to="/activities" className="mt-4 inline-block font-semibold text-brand-fg underline">
            {t('detail.back')}
          </LocalizedLink>
        </div>
      );
    }
    return <ErrorState onRetry={() => activity.refetch()} />;
  }
  const detail = activity.data;
  const wbal = detail.wPrimeBalance;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <LocalizedLink
          to="/activities"
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-muted hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('detail.back')}
        </LocalizedLink>
        <ActivityTitle detail={detail} />
        <p className="text-muted" data-testid="activity-start">
          {formatDateTime(detail.startTime, language)}
          <FtpUsedLine detail={detail} />
        </p>
        <ActivityActions detail={detail} />
      </div>

      <RideWarnings warnings={detail.warnings} />
      <FtpEvidence detail={detail} />
      <ActivityMetrics detail={detail} />
      <ChartsPanel detail={detail} />

      {(detail.powerZones || detail.heartRateZones) && (
        <div className={`grid gap-4 ${detail.powerZones && detail.heartRateZones ? 'lg:grid-cols-2' : ''}`}>
          {detail.powerZones && (
            <Panel title={t('zones.powerTitle')} icon={<Gauge className="size-5" aria-hidden="true" />}>
              <ZoneBars summary={detail.powerZones} kind="power" />
            </Panel>
          )}
          {detail.heartRateZones && (
            <Panel title={t('zones.hrTitle')} icon={<HeartPulse className="size-5" aria-hidden="true" />}>
              <ZoneBars summary={detail.heartRateZones} kind="heartRate" />
            </Panel>
          )}
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[1.5fr_1fr]">
        {detail.powerCurve && (
          <Panel title={t('curve.title')} icon={<TrendingUp className="size-5" aria-hidden="true" />}>
            <PowerCurveChart detail={detail} season={season.data} />
          </Panel>
        )}
        {wbal && (
          <Panel
            title={t('wbal.title')}
            icon={<BatteryMedium className="size-5" aria-hidden="true" />}
            testId="wbal"
          >
            <WPrimeSummary wbal={wbal} />
          </Panel>
        )}
      </div>

      {detail.hasPower && detail.cycling && (
        <Panel title={t('ftpTest.title')} icon={<Timer className="size-5" aria-hidden="true" />}>
          <FtpTestPanel detail={detail} />
        </Panel>
      )}

      {detail.cycling && <RideFeedbackCard activityId={detail.id} />}

      {detail.laps.length > 0 && (
        <Panel title={t('laps.title')} icon={<Flag className="size-5" aria-hidden="true" />}>
          <LapsTable laps={detail.laps} />
        </Panel>
      )}

      {!detail.hasPower && (
        // the load comes from heart rate only when there is an HR load; without one, say there is no load
        <p className="flex items-center gap-2 text-sm text-muted" data-testid="no-power">
          <Activity className="size-4" aria-hidden="true" />
          {detail.hrLoad !== null ? t('detail.noPower') : t('detail.noLoad')}
        </p>
      )}
    </div>
  );
}

export default function ActivityDetailPage() {
  const { id = '' } = useParams();
  return (
    <AppShell>
      <RequireUser>{() => <DetailContent id={id} />}</RequireUser>
    </AppShell>
  );
}
