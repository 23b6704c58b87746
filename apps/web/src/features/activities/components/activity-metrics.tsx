import type { ActivityDetail } from '@domestique/contract';
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

/** Metrics that only mean something with power (a ride without it shows none of them rather than a row of dashes). */
const POWER_METRICS = new Set(['avgPower', 'maxPower', 'np', 'if', 'vi', 'work', 'ef', 'decoupling']);

/**
 * Every summary number of a ride, formatted in the UI language; keys double as test ids. A ride without power shows
 * its HR load (hrTSS) where TSS stands, labelled as such, and no power metrics.
 */
export function metricValues(detail: ActivityDetail, language: string): [string, string][] {
  // IF and TSS on a guessed FTP (the estimate from the onboarding answers) read as estimates, as in the list
  const guessed = detail.ftpSource === 'answers' ? '≈ ' : '';
  const scored = (value: number | null, text: string) => (value === null ? text : guessed + text);
  const load: [string, string] =
    detail.tss === null && detail.hrLoad !== null
      ? ['hrLoad', formatNumber(detail.hrLoad, language)]
      : ['tss', scored(detail.tss, formatNumber(detail.tss, language))];
  const all: [string, string][] = [
    ['moving', formatDuration(detail.movingS)],
    ['elapsed', formatDuration(detail.elapsedS)],
    ['distance', formatDistanceKm(detail.distanceM, language)],
    ['elevation', formatElevation(detail.elevationGainM, language)],
    ['avgPower', formatWithSymbol(detail.avgPowerW, 'W', language)],
    ['maxPower', formatWithSymbol(detail.maxPowerW, 'W', language)],
    ['np', formatWithSymbol(detail.normalizedPowerW, 'W', language)],
    ['if', scored(detail.intensityFactor, formatNumber(detail.intensityFactor, language, 2, 2))],
    load,
    ['vi', formatNumber(detail.variabilityIndex, language, 2, 2)],
    ['work', formatWithSymbol(detail.workKj, 'kJ', language)],
    ['avgHr', formatWithSymbol(detail.avgHeartRateBpm, 'bpm', language)],
    ['maxHr', formatWithSymbol(detail.maxHeartRateBpm, 'bpm', language)],
    ['ef', formatNumber(detail.efficiencyFactor, language, 2, 2)],
    ['decoupling', formatPercent(detail.decouplingPct, language)],
  ];
  return detail.hasPower ? all : all.filter(([key]) => !POWER_METRICS.has(key));
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
