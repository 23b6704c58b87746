import type { ActivityDetail } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { ZONE_COLORS } from '../../../components/charts/zone-palette.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDuration, formatNumber, formatPercent } from '../../../lib/ride-format.ts';
import { zoneShares } from '../stream-series.ts';

type Summary = NonNullable<ActivityDetail['powerZones']>;

/** Time in each zone as horizontal bars; the numbers are text, so the bars need no extra alternative. */
export function ZoneBars({ summary, kind }: { summary: Summary; kind: 'power' | 'heartRate' }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const shares = zoneShares(summary.zones);
  const unit = kind === 'power' ? 'W' : 'bpm';
  // bars are scaled to the biggest zone so differences read at a glance; the text gives the true share
  const biggest = Math.max(1e-9, ...shares);
  return (
    <div className="space-y-2" data-testid={`zones-${kind}`}>
      <p className="text-sm text-muted">
        {kind === 'power'
          ? t('zones.powerBasis', { value: formatNumber(summary.basis, language) })
          : t('zones.hrBasis', { value: formatNumber(summary.basis, language) })}
      </p>
      <ul className="space-y-2">
        {summary.zones.map((zone, i) => {
          const range =
            zone.max === null
              ? `> ${formatNumber(zone.min, language)} ${unit}`
              : `${formatNumber(zone.min, language)}–${formatNumber(zone.max, language)} ${unit}`;
          return (
            <li
              key={zone.id}
              className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-sm sm:grid-cols-[minmax(0,13rem)_1fr_auto] sm:gap-3"
            >
              <span className="min-w-0">
                <span className="font-semibold">{zone.id}</span>{' '}
                <span className="text-muted">{t(`zones.names.${zone.key}`)}</span>
                <span className="block text-xs text-muted tabular-nums">{range}</span>
              </span>
              <span className="h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                <span
                  className="block h-full rounded-full"
                  style={{
                    width: `${((shares[i] ?? 0) / biggest) * 100}%`,
                    background: ZONE_COLORS[Math.min(i, ZONE_COLORS.length - 1)],
                  }}
                />
              </span>
              <span className="text-right tabular-nums">
                {formatDuration(zone.seconds)}{' '}
                <span className="text-muted">({formatPercent(shares[i] ?? 0, language, 0)})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
