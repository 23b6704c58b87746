import type { ProfileSegmentDto } from '@domestique/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TIME_INCREMENTS,
  themedAxis,
  UplotChart,
  type uPlot,
  useChartColors,
} from '../../../components/charts/uplot-chart.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDuration, formatNumber, withPercentSign } from '../../../lib/ride-format.ts';
import { profileSeries } from '../profile-series.ts';

const LIME = '#8fb21a';

/**
 * The workout's target over time (uPlot, loaded with this page only): watts for the rider's FTP on the left and the
 * same ticks in % FTP on the right; without an FTP, % FTP alone. Assumed parts (open steps, free ride, all-out) are
 * dashed. The steps list below is the text alternative.
 */
export function ProfileChart({
  profile,
  ftpW,
  height = 220,
}: {
  profile: readonly ProfileSegmentDto[];
  ftpW: number | null;
  height?: number;
}) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const colors = useChartColors();
  const series = useMemo(() => profileSeries(profile, ftpW), [profile, ftpW]);
  const data = useMemo(
    () => [series.x, series.planned, series.estimated] as unknown as uPlot.AlignedData,
    [series],
  );
  const build = useCallback(
    (width: number): Omit<uPlot.Options, 'width' | 'height'> => {
      const pctOf = (y: number) => (ftpW ? (y / ftpW) * 100 : y);
      return {
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => [0, Math.max(max ?? 0, ftpW ? ftpW * 1.2 : 120)] },
        },
        axes: [
          themedAxis(colors, {
            incrs: TIME_INCREMENTS,
            values: (_u: uPlot, ticks: number[]) => ticks.map((s) => formatDuration(s)),
            space: width < 420 ? 70 : 60,
          }),
          themedAxis(colors, {
            values: (_u: uPlot, ticks: number[]) =>
              ticks.map((y) =>
                ftpW
                  ? `${formatNumber(y, language)} W`
                  : withPercentSign(formatNumber(y, language), language),
              ),
            size: 64,
          }),
          ...(ftpW
            ? [
                themedAxis(colors, {
                  side: 1,
                  grid: { show: false },
                  // its own ticks at round percentages (25 % apart), placed at their watts
                  splits: (u: uPlot) => {
                    const top = pctOf(u.scales.y?.max ?? 0);
                    const out: number[] = [];
                    for (let p = 0; p <= top; p += top > 200 ? 50 : 25) out.push((p * ftpW) / 100);
                    return out;
                  },
                  values: (_u: uPlot, ticks: number[]) =>
                    ticks.map((y) => withPercentSign(formatNumber(pctOf(y), language), language)),
                  size: 52,
                }),
              ]
            : []),
        ],
        series: [
          {},
          {
            label: t('detail.chartPlanned'),
            stroke: LIME,
            width: 2,
            fill: 'rgba(200, 240, 60, 0.35)',
            points: { show: false },
          },
          {
            label: t('detail.chartEstimated'),
            stroke: LIME,
            width: 2,
            dash: [6, 4],
            fill: 'rgba(200, 240, 60, 0.15)',
            points: { show: false },
          },
        ],
      };
    },
    [colors, ftpW, language, t],
  );
  return (
    <figure className="space-y-2" data-testid="workout-profile">
      <UplotChart build={build} data={data} height={height} testId="workout-profile-chart" />
      <figcaption className="text-xs text-muted">
        {ftpW ? t('detail.chartCaptionWatts') : t('detail.chartCaptionPct')}
        {profile.some((s) => s.estimated) ? ` ${t('detail.chartCaptionEstimated')}` : ''}
      </figcaption>
    </figure>
  );
}
