import type { Fitness } from '@domestique/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate, formatNumber, formatSigned } from '../../../lib/ride-format.ts';
import { RAMP_HIGH, RAMP_RISKY, rampBand, rampBars } from '../ramp-rate.ts';

const BAND_COLOR = { easing: '#7f8a9c', steady: '#8a9a00', high: '#e8a33d', risky: '#d9472b' } as const;
const HEIGHT = 96;

/**
 * Ramp rate over time: one bar per week (CTL change over the week), or per month beyond two years (the month's
 * change as a weekly rate, so the same bands apply), the sustainable band shaded, coloured by band, the unit named.
 * The canvas is decoration; the caption states this week's value and the weeks or months above the sustainable band.
 */
export function RampRateStrip({ fitness }: { fitness: Fitness }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  const { per, bars: weeks } = useMemo(() => rampBars(fitness.days), [fitness]);
  if (weeks.length === 0) return null;
  const extent = Math.max(RAMP_RISKY + 2, ...weeks.map((w) => Math.abs(w.value)));
  const y = (v: number) => HEIGHT / 2 - (v / extent) * (HEIGHT / 2 - 4);
  const barWidth = 100 / weeks.length;
  // this week's ramp whatever the bars are: CTL today minus CTL seven days ago
  const thisWeek = fitness.days.at(-1)!.rampRate;
  const above = weeks.filter((w) => w.value > RAMP_HIGH).length;
  return (
    <figure className="space-y-2" data-testid="ramp-strip">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{per === 'week' ? t('ramp.title') : t('ramp.titleMonthly')}</h3>
        <p className="text-sm" data-testid="ramp-this-week">
          {t('ramp.thisWeek', { value: formatSigned(thisWeek, language, 1) })}
        </p>
      </div>
      <p className="text-xs text-muted" data-testid="ramp-unit" data-per={per}>
        {per === 'week' ? t('ramp.unitWeekly') : t('ramp.unitMonthly')}
      </p>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-24 w-full rounded-xl bg-surface-2"
        aria-hidden="true"
      >
        <rect x="0" width="100" y={y(RAMP_HIGH)} height={y(0) - y(RAMP_HIGH)} fill="#8a9a00" opacity="0.12" />
        <line
          x1="0"
          x2="100"
          y1={y(0)}
          y2={y(0)}
          stroke="currentColor"
          strokeOpacity="0.35"
          strokeWidth="0.4"
        />
        <line
          x1="0"
          x2="100"
          y1={y(RAMP_RISKY)}
          y2={y(RAMP_RISKY)}
          stroke="#d9472b"
          strokeOpacity="0.6"
          strokeDasharray="1.5 1"
          strokeWidth="0.4"
        />
        {weeks.map((w, i) => (
          <rect
            key={w.end}
            x={i * barWidth + barWidth * 0.15}
            width={barWidth * 0.7}
            y={Math.min(y(w.value), y(0))}
            height={Math.max(0.5, Math.abs(y(w.value) - y(0)))}
            fill={BAND_COLOR[rampBand(w.value)]}
            data-band={rampBand(w.value)}
          />
        ))}
      </svg>
      <figcaption className="text-sm text-muted">
        {per === 'week' ? t('ramp.explain') : t('ramp.explainMonthly')}{' '}
        <span data-testid="ramp-above">
          {t(per === 'week' ? 'ramp.above' : 'ramp.aboveMonthly', {
            above: formatNumber(above, language),
            weeks: formatNumber(weeks.length, language),
            from: formatDate(weeks[0]!.end, language),
          })}
        </span>
      </figcaption>
    </figure>
  );
}
