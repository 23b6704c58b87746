import type { ActivityDetail } from '@domestique/contract';
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

export function ActivityMetrics({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="metrics">
      {metricValues(detail, language).map(([key, value]) => (
        <div key={key} className="card min-w-0 p-4">
          <dt className="eyebrow leading-snug text-muted" title={t(`metrics.${key}.hint`)}>
            {t(`metrics.${key}.label`)}
          </dt>
          <dd
            className="mt-1.5 font-display text-xl font-black tracking-tight tabular-nums"
            data-testid={`metric-${key}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
