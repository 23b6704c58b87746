import type { SeasonPowerCurve } from '@domestique/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  durationLogAxis,
  themedAxis,
  UplotChart,
  type uPlot,
  useChartColors,
} from '../../../components/charts/uplot-chart.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate, formatNumber, formatShortDuration, formatWithSymbol } from '../../../lib/ride-format.ts';

const KEY_DURATIONS = [5, 60, 300, 1200, 3600];

/** Best power per duration in the range, on a log time axis, with the key durations listed and linked to their ride. */
export function SeasonCurve({ curve }: { curve: SeasonPowerCurve }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  const colors = useChartColors();
  const points = useMemo(() => curve.points.filter((p) => p.watts !== null), [curve]);
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((p) => p.durationS), points.map((p) => p.watts)],
    [points],
  );
  const build = useCallback(
    () => ({
      legend: { show: false },
      cursor: { drag: { x: true, y: false } },
      scales: { x: { time: false, distr: 3 as const, log: 10 as const } },
      series: [
        {},
        { label: 'W', stroke: '#ff6a3d', width: 2, fill: 'rgba(255,106,61,0.12)', points: { show: false } },
      ],
      axes: [
        durationLogAxis(colors, formatShortDuration),
        themedAxis(colors, {
          size: 52,
          values: (_u: uPlot, ticks: number[]) => ticks.map((v) => formatNumber(v, language)),
        }),
      ],
    }),
    [colors, language],
  );
  if (points.length === 0)
    return (
      <p className="text-muted" data-testid="curve-empty">
        {t('curve.empty')}
      </p>
    );
  const keys = points.filter((p) => KEY_DURATIONS.includes(p.durationS));
  return (
    <figure className="space-y-3">
      <UplotChart build={build} data={data} height={220} testId="curve-canvas" />
      <figcaption className="text-sm text-muted" data-testid="curve-caption">
        {t('curve.rides', { count: curve.rides, rides: formatNumber(curve.rides, language) })}
        {curve.from && <> · {t('curve.since', { date: formatDate(curve.from, language) })}</>}
      </figcaption>
      <div>
        <table className="w-full text-sm" data-testid="curve-table">
          <caption className="sr-only">{t('curve.tableCaption')}</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                {t('curve.duration')}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {t('curve.best')}
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
                {t('curve.ride')}
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((p) => (
              <tr key={p.durationS} className="border-t border-line/60">
                <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                  {formatShortDuration(p.durationS)}
                </th>
                <td className="px-3 py-1.5 text-right font-semibold tabular-nums">
                  {formatWithSymbol(p.watts, 'W', language)}
                </td>
                <td className="py-1.5 pl-3 text-right">
                  {p.activityId ? (
                    <LocalizedLink to={`/activities/${p.activityId}`} className="text-brand-fg underline">
                      {formatDate(p.date, language)}
                    </LocalizedLink>
                  ) : (
                    formatDate(p.date, language)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
