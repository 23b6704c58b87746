import { POWER_CURVE_RANGES } from '@domestique/contract';
import { History, Mountain, Sigma, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchLoader } from '../app/prefetch.ts';
import { ErrorState } from '../components/error-state.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { Panel } from '../components/panel.tsx';
import { sessionQuery } from '../features/auth/api/get-session.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { fitnessQuery, useFitness } from '../features/progress/api/get-fitness.ts';
import { ftpHistoryQuery, useFtpHistory } from '../features/progress/api/get-ftp-history.ts';
import { type CurveRange, powerCurveQuery, usePowerCurve } from '../features/progress/api/get-power-curve.ts';
import {
  openingOffset,
  showsLatest,
  TOTALS_COUNT,
  type TotalsPeriod,
  totalsQuery,
  useTotals,
} from '../features/progress/api/get-totals.ts';
import { FitnessChart } from '../features/progress/components/fitness-chart.tsx';
import { FtpHistoryList } from '../features/progress/components/ftp-history-list.tsx';
import { RampRateStrip } from '../features/progress/components/ramp-rate-strip.tsx';
import { RangeSwitch } from '../features/progress/components/range-switch.tsx';
import { SeasonCurve } from '../features/progress/components/season-curve.tsx';
import { TotalsPager, TotalsTable } from '../features/progress/components/totals-table.tsx';
import { FITNESS_RANGES, type FitnessRange } from '../features/progress/fitness-range.ts';
import { AppShell } from './app-shell.tsx';

const TERMS = ['ctl', 'atl', 'tsb', 'ramp'] as const;

/**
 * A panel waiting for its numbers (past the loader's wait) keeps about the room they will take, measured at 360 px and
 * 1280 px with rides: a 224 px placeholder grown into an 870 px chart pushed the rest of the page down.
 */
const Loading = ({ className }: { className: string }) => (
  <div className={`skeleton w-full ${className}`} aria-hidden="true" data-testid="panel-loading" />
);

function FitnessPanel() {
  const { t } = useTranslation('progress');
  const [range, setRange] = useState<FitnessRange>('90d');
  const fitness = useFitness(range);
  return (
    <Panel
      title={t('fitness.title')}
      icon={<TrendingUp className="size-5" aria-hidden="true" />}
      testId="fitness-panel"
      action={
        <RangeSwitch
          label={t('ranges.label')}
          value={range}
          onChange={setRange}
          options={FITNESS_RANGES.map((value) => ({ value, label: t(`ranges.${value}`) }))}
          testId="fitness-range"
        />
      }
    >
      {fitness.data ? (
        <div className="space-y-5">
          <FitnessChart fitness={fitness.data} />
          <RampRateStrip fitness={fitness.data} />
        </div>
      ) : fitness.isError ? (
        <p className="text-muted">{t('failed')}</p>
      ) : (
        <Loading className="h-[47rem] sm:h-[36rem]" />
      )}
      <details className="mt-5 rounded-2xl bg-surface-2 p-4">
        <summary className="cursor-pointer font-semibold">{t('fitness.explainTitle')}</summary>
        <dl className="mt-3 space-y-2 text-sm">
          {TERMS.map((term) => (
            <div key={term}>
              <dt className="font-semibold">{t(`fitness.terms.${term}.name`)}</dt>
              <dd className="text-muted">{t(`fitness.terms.${term}.text`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </Panel>
  );
}

function CurvePanel() {
  const { t } = useTranslation('progress');
  const [range, setRange] = useState<CurveRange>('90d');
  const curve = usePowerCurve(range);
  return (
    <Panel
      title={t('curve.title')}
      icon={<Mountain className="size-5" aria-hidden="true" />}
      testId="curve-panel"
      action={
        <RangeSwitch
          label={t('ranges.label')}
          value={range}
          onChange={setRange}
          options={POWER_CURVE_RANGES.map((value) => ({ value, label: t(`curveRanges.${value}`) }))}
          testId="curve-range"
        />
      }
    >
      {curve.data ? (
        <SeasonCurve curve={curve.data} />
      ) : curve.isError ? (
        <p className="text-muted">{t('failed')}</p>
      ) : (
        <Loading className="h-[30rem]" />
      )}
    </Panel>
  );
}

function FtpPanel() {
  const { t } = useTranslation('progress');
  const history = useFtpHistory();
  return (
    <Panel title={t('ftp.title')} icon={<History className="size-5" aria-hidden="true" />} testId="ftp-panel">
      {history.data ? (
        <FtpHistoryList history={history.data} />
      ) : history.isError ? (
        <p className="text-muted">{t('failed')}</p>
      ) : (
        <Loading className="h-24" />
      )}
    </Panel>
  );
}

function TotalsPanel() {
  const { t } = useTranslation('progress');
  const [period, setPeriod] = useState<TotalsPeriod>('week');
  // periods back from the current one the page ends; null until the first reply says where the latest ride is
  const [offset, setOffset] = useState<number | null>(null);
  const totals = useTotals(period, offset ?? 0);
  const latestOffset = totals.data?.latestOffset ?? null;
  useEffect(() => {
    if (offset === null && totals.data && !totals.isPlaceholderData)
      setOffset(openingOffset(totals.data.latestOffset));
  }, [offset, totals.data, totals.isPlaceholderData]);
  const at = offset ?? 0;
  return (
    <Panel
      title={t('totals.title')}
      icon={<Sigma className="size-5" aria-hidden="true" />}
      testId="totals-panel"
      action={
        <RangeSwitch
          label={t('totals.periodLabel')}
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setOffset(null);
          }}
          options={[
            { value: 'week', label: t('totals.weekly') },
            { value: 'month', label: t('totals.monthly') },
          ]}
          testId="totals-period"
        />
      }
    >
      {totals.data && offset !== null ? (
        <div className="space-y-3">
          <TotalsTable totals={totals.data} />
          <TotalsPager
            offset={at}
            step={TOTALS_COUNT}
            latestOffset={latestOffset}
            showsLatest={showsLatest(at, latestOffset)}
            hasOlder={totals.data.hasOlder}
            busy={totals.isPlaceholderData}
            onOffset={setOffset}
          />
        </div>
      ) : totals.isError ? (
        <p className="text-muted">{t('failed')}</p>
      ) : (
        <Loading className="h-[34rem]" />
      )}
    </Panel>
  );
}

function ProgressContent() {
  const { t } = useTranslation('progress');
  const history = useFtpHistory();
  if (history.isError && !history.data) return <ErrorState onRetry={() => history.refetch()} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t('eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </div>
      <FitnessPanel />
      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <CurvePanel />
        <FtpPanel />
      </div>
      <TotalsPanel />
    </div>
  );
}

/**
 * The panels' first reads, the same addresses /boot.js starts on a first load: the page renders once with its numbers
 * instead of skeletons that the charts then push down (a layout shift of ~0.09 at 360 px).
 */
export const loader = prefetchLoader((client) => [
  client.prefetchQuery(sessionQuery),
  client.prefetchQuery(ftpHistoryQuery()),
  client.prefetchQuery(fitnessQuery('90d')),
  client.prefetchQuery(powerCurveQuery('90d')),
  client.prefetchQuery(totalsQuery('week')),
]);

export default function ProgressPage() {
  const { t } = useTranslation('progress');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <AppShell>
      <RequireUser>{() => <ProgressContent />}</RequireUser>
    </AppShell>
  );
}
