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

/** Every summary number of a ride, formatted in the UI language; keys double as test ids. */
export function metricValues(detail: ActivityDetail, language: string): [string, string][] {
  // IF and TSS on a guessed FTP (the estimate from the onboarding answers) read as estimates, as in the list
  const guessed = detail.ftpSource === 'answers' ? '≈ ' : '';
  const scored = (value: number | null, text: string) => (value === null ? text : guessed + text);
  return [
    ['moving', formatDuration(detail.movingS)],
    ['elapsed', formatDuration(detail.elapsedS)],
    ['distance', formatDistanceKm(detail.distanceM, language)],
    ['elevation', formatElevation(detail.elevationGainM, language)],
    ['avgPower', formatWithSymbol(detail.avgPowerW, 'W', language)],
    ['maxPower', formatWithSymbol(detail.maxPowerW, 'W', language)],
    ['np', formatWithSymbol(detail.normalizedPowerW, 'W', language)],
    ['if', scored(detail.intensityFactor, formatNumber(detail.intensityFactor, language, 2, 2))],
    ['tss', scored(detail.tss, formatNumber(detail.tss, language))],
    ['vi', formatNumber(detail.variabilityIndex, language, 2, 2)],
    ['work', formatWithSymbol(detail.workKj, 'kJ', language)],
    ['avgHr', formatWithSymbol(detail.avgHeartRateBpm, 'bpm', language)],
    ['maxHr', formatWithSymbol(detail.maxHeartRateBpm, 'bpm', language)],
    ['ef', formatNumber(detail.efficiencyFactor, language, 2, 2)],
    ['decoupling', formatPercent(detail.decouplingPct, language)],
  ];
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
