import type { ActivityDetail } from '@domestique/contract';
import { metricsShownIn, type RideMetric } from '@domestique/science';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import {
  formatDistanceKm,
  formatDuration,
  formatElevation,
  formatNumber,
  formatPercent,
  formatWithSymbol,
} from '../../../lib/ride-format.ts';

function metricText(metric: RideMetric, value: number | null, language: string): string {
  switch (metric.format) {
    case 'duration':
      return formatDuration(value);
    case 'distance':
      return formatDistanceKm(value, language);
    case 'elevation':
      return formatElevation(value, language);
    case 'percent':
      return formatPercent(value, language, metric.decimals);
    default:
      return metric.unit
        ? formatWithSymbol(value, metric.unit, language, metric.decimals)
        : formatNumber(value, language, metric.decimals, metric.decimals);
  }
}

/**
 * Every summary number of a ride the registry puts on a card (science's `RIDE_METRICS`, in its order), formatted in
 * the UI language; the registry's ids double as test ids and catalog keys. A ride without power shows no power
 * metrics (rather than a row of dashes), and its HR load (hrTSS) where TSS stands, labelled as such.
 */
export function metricValues(detail: ActivityDetail, language: string): [string, string][] {
  // IF and TSS on a guessed FTP (the estimate from the onboarding answers) read as estimates, as in the list
  const guessed = detail.ftpSource === 'answers' ? '≈ ' : '';
  const hrLoadForTss = detail.tss === null && detail.hrLoad !== null;
  const cards: [string, string][] = [];
  for (const metric of metricsShownIn('card')) {
    // one load card: TSS, else the HR load in its place
    if (metric.key === 'hrLoad' && !hrLoadForTss) continue;
    if (metric.key === 'tss' && hrLoadForTss) continue;
    if (metric.needsPower && !detail.hasPower && metric.key !== 'tss') continue;
    const value = detail[metric.key];
    const text = metricText(metric, value, language);
    const scored = (metric.key === 'tss' || metric.key === 'intensityFactor') && value !== null;
    cards.push([metric.id, scored ? guessed + text : text]);
  }
  return cards;
}

/**
 * One summary number, with what it means one tap or key press away: NP, IF, VI, EF and decoupling mean little to many
 * riders, and a hover tooltip reaches neither a finger nor a keyboard.
 */
function MetricCard({ metric, value }: { metric: string; value: string }) {
  const { t } = useTranslation('activities');
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const label = t(`metrics.${metric}.label`);
  return (
    <div className="card min-w-0 p-4">
      <dt className="flex items-start justify-between gap-1">
        <span className="eyebrow leading-snug text-muted">{label}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={hintId}
          aria-label={t('metrics.explain', { metric: label })}
          onClick={() => setOpen((value) => !value)}
          className="-m-2 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg aria-expanded:text-fg"
          data-testid={`metric-info-${metric}`}
        >
          <Info className="size-4" aria-hidden="true" />
        </button>
      </dt>
      <dd
        className="mt-1.5 font-display text-xl font-black tracking-tight tabular-nums"
        data-testid={`metric-${metric}`}
      >
        {value}
      </dd>
      <dd
        id={hintId}
        hidden={!open}
        className="mt-1.5 text-xs text-muted"
        data-testid={`metric-hint-${metric}`}
      >
        {t(`metrics.${metric}.hint`)}
      </dd>
    </div>
  );
}

export function ActivityMetrics({ detail }: { detail: ActivityDetail }) {
  const language = useLanguage();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="metrics">
      {metricValues(detail, language).map(([key, value]) => (
        <MetricCard key={key} metric={key} value={value} />
      ))}
    </dl>
  );
}
