import type { Fitness } from '@domestique/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FITNESS_COLORS, fitnessRange } from '../../../components/charts/fitness-scale.ts';
import {
  dateAxis,
  themedAxis,
  UplotChart,
  type uPlot,
  useChartColors,
} from '../../../components/charts/uplot-chart.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate, formatNumber, formatSigned } from '../../../lib/ride-format.ts';
import { tsbState } from '../../../lib/training-load.ts';

/** Day strings → seconds since the epoch at local noon (uPlot's time scale is in seconds). */
function daySeconds(day: string): number {
  return new Date(`${day}T12:00:00`).getTime() / 1000;
}

/** CTL, ATL and TSB per day; the numbers of the last day are printed beside it (the chart's text alternative). */
export function FitnessChart({ fitness }: { fitness: Fitness }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  const colors = useChartColors();
  const data = useMemo<uPlot.AlignedData>(
    () => [
      fitness.days.map((d) => daySeconds(d.date)),
      fitness.days.map((d) => d.ctl),
      fitness.days.map((d) => d.atl),
      fitness.days.map((d) => d.tsb),
    ],
    [fitness],
  );
  const build = useCallback(
    () => ({
      legend: { show: false },
      cursor: { drag: { x: true, y: false } },
      scales: {
        x: { time: true },
        y: { range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => fitnessRange(min, max) },
      },
      series: [
        {},
        {
          label: 'CTL',
          stroke: FITNESS_COLORS.ctl,
          width: 2,
          fill: 'rgba(79,157,222,0.12)',
          points: { show: false },
        },
        { label: 'ATL', stroke: FITNESS_COLORS.atl, width: 1.5, points: { show: false } },
        { label: 'TSB', stroke: FITNESS_COLORS.tsb, width: 1.5, dash: [5, 4], points: { show: false } },
      ],
      axes: [
        dateAxis(colors, language),
        themedAxis(colors, {
          size: 44,
          values: (_u: uPlot, ticks: number[]) => ticks.map((v) => formatNumber(v, language, 1)),
        }),
      ],
    }),
    [colors, language],
  );
  const last = fitness.days.at(-1);
  return (
    <figure className="space-y-4">
      {last && (
        <figcaption>
          <p className="text-sm text-muted">
            {t('fitness.today', { date: formatDate(last.date, language) })}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="fitness-today">
            {(
              [
                ['ctl', formatNumber(last.ctl, language), FITNESS_COLORS.ctl],
                ['atl', formatNumber(last.atl, language), FITNESS_COLORS.atl],
                ['tsb', formatSigned(last.tsb, language), FITNESS_COLORS.tsb],
                ['ramp', formatSigned(last.rampRate, language, 1), null],
              ] as const
            ).map(([key, value, color]) => (
              <div key={key} className="rounded-2xl bg-surface-2 p-3">
                <dt className="flex items-center gap-1.5 text-xs font-semibold text-muted">
                  {color && (
                    <span
                      className="inline-block size-2.5 rounded-full"
                      style={{ background: color }}
                      aria-hidden="true"
                    />
                  )}
                  {t(`fitness.terms.${key}.short`)}
                </dt>
                <dd
                  className="mt-1 font-display text-2xl font-black tabular-nums"
                  data-testid={`fitness-${key}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm font-semibold" data-testid="form-state">
            {t(`fitness.states.${tsbState(last.tsb)}`)}
          </p>
        </figcaption>
      )}
      <UplotChart build={build} data={data} height={240} testId="fitness-canvas" />
    </figure>
  );
}
