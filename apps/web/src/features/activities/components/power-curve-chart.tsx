import type { ActivityDetail, SeasonPowerCurve } from '@domestique/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  durationLogAxis,
  themedAxis,
  UplotChart,
  type uPlot,
  useChartColors,
} from '../../../components/charts/uplot-chart.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatNumber, formatShortDuration, formatWithSymbol } from '../../../lib/ride-format.ts';
import { comparePowerCurves } from '../stream-series.ts';

/** Durations listed under the chart: its text alternative, and the numbers riders compare. */
const KEY_DURATIONS = [5, 60, 300, 1200, 3600];

/** This ride's mean-maximal power against the rider's best of the last 90 days (log time axis). */
export function PowerCurveChart({
  detail,
  season,
}: {
  detail: ActivityDetail;
  season: SeasonPowerCurve | undefined;
}) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const colors = useChartColors();
  const curves = useMemo(
    () => comparePowerCurves(detail.powerCurve, season?.points ?? []),
    [detail.powerCurve, season],
  );
  const data = useMemo<uPlot.AlignedData>(() => [curves.durations, curves.ride, curves.best], [curves]);
  const build = useCallback(
    () => ({
      legend: { show: false },
      cursor: { drag: { x: true, y: false } },
      scales: { x: { time: false, distr: 3 as const, log: 10 as const } },
      series: [
        { label: t('curve.duration') },
        { label: t('curve.ride'), stroke: '#ff6a3d', width: 2, points: { show: false } },
        { label: t('curve.best'), stroke: '#6b8f00', width: 1.5, dash: [6, 4], points: { show: false } },
      ],
      axes: [
        durationLogAxis(colors, formatShortDuration),
        themedAxis(colors, {
          size: 52,
          values: (_u: uPlot, ticks: number[]) => ticks.map((v) => formatNumber(v, language)),
        }),
      ],
    }),
    [colors, language, t],
  );
  const at = (list: (number | null)[], duration: number) => list[curves.durations.indexOf(duration)] ?? null;
  const keys = KEY_DURATIONS.filter((d) => curves.durations.includes(d));

  return (
    <figure className="space-y-3" data-testid="power-curve">
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-5 bg-[#ff6a3d]" aria-hidden="true" />
          {t('curve.ride')}
        </span>
        <span className="flex items-center gap-1.5">
          <span
            className="inline-block h-0.5 w-5 border-t-2 border-dashed border-[#6b8f00]"
            aria-hidden="true"
          />
          {t('curve.best')}
        </span>
      </figcaption>
      <UplotChart build={build} data={data} height={220} testId="power-curve-canvas" />
      <div>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('curve.tableCaption')}</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                {t('curve.duration')}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {t('curve.ride')}
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
                {t('curve.best')}
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((d) => (
              <tr key={d} className="border-t border-line/60">
                <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                  {formatShortDuration(d)}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {formatWithSymbol(at(curves.ride, d), 'W', language)}
                </td>
                <td className="py-1.5 pl-3 text-right tabular-nums">
                  {formatWithSymbol(at(curves.best, d), 'W', language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
