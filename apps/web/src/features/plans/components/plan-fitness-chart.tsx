import type { PlanView } from '@domestique/contract';
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
import { formatNumber, formatSigned } from '../../../lib/ride-format.ts';
import { formatDay } from '../plan-dates.ts';

const daySeconds = (day: string) => new Date(`${day}T12:00:00`).getTime() / 1000;

/**
 * Projected (the plan's load, dashed) vs actual (the rider's rides through today, solid) CTL, ATL and TSB per day of
 * the plan. The caption prints today's numbers side by side: the chart's text alternative.
 */
export function PlanFitnessChart({ plan }: { plan: Pick<PlanView, 'fitness' | 'today'> }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const colors = useChartColors();
  const data = useMemo<uPlot.AlignedData>(() => {
    const f = plan.fitness;
    const actual = (key: 'ctl' | 'atl' | 'tsb') => f.map((d) => (d.actual ? d.actual[key] : null));
    return [
      f.map((d) => daySeconds(d.date)),
      f.map((d) => d.projected.ctl),
      f.map((d) => d.projected.atl),
      f.map((d) => d.projected.tsb),
      actual('ctl'),
      actual('atl'),
      actual('tsb'),
    ];
  }, [plan.fitness]);
  const build = useCallback(() => {
    const line = (label: string, stroke: string, dashed: boolean) => ({
      label,
      stroke,
      width: dashed ? 1.5 : 2.25,
      ...(dashed ? { dash: [6, 4] } : {}),
      points: { show: false },
    });
    return {
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true },
        y: { range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => fitnessRange(min, max) },
      },
      series: [
        {},
        line('CTL', FITNESS_COLORS.ctl, true),
        line('ATL', FITNESS_COLORS.atl, true),
        line('TSB', FITNESS_COLORS.tsb, true),
        line('CTL', FITNESS_COLORS.ctl, false),
        line('ATL', FITNESS_COLORS.atl, false),
        line('TSB', FITNESS_COLORS.tsb, false),
      ],
      axes: [
        dateAxis(colors, language),
        themedAxis(colors, {
          size: 44,
          values: (_u: uPlot, ticks: number[]) => ticks.map((v) => formatNumber(v, language)),
        }),
      ],
    };
  }, [colors, language]);
  const today = plan.fitness.find((d) => d.date === plan.today) ?? plan.fitness[0];
  return (
    <figure className="space-y-3" data-testid="plan-fitness">
      {today && (
        <figcaption>
          <p className="text-sm text-muted">
            {t('overview.fitnessOn', { date: formatDay(today.date, language) })}
          </p>
          {/* Three tiles on a phone leave each about 66 px, narrower than pt's "Condicionamento" (the name Progress
              and the dashboard use too): below 640 px the tiles stack, one a row, name
              left and figures right. */}
          <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            {(['ctl', 'atl', 'tsb'] as const).map((key) => (
              <div
                key={key}
                className="rounded-2xl bg-surface-2 p-2.5 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 sm:p-3"
              >
                <dt className="flex items-center gap-1 text-xs font-semibold text-muted sm:gap-1.5">
                  <span
                    className="inline-block size-2.5 rounded-full"
                    style={{ background: FITNESS_COLORS[key] }}
                    aria-hidden="true"
                  />
                  {t(`overview.terms.${key}`)}
                </dt>
                <dd className="mt-1 tabular-nums max-sm:mt-0 max-sm:text-right" data-testid={`plan-${key}`}>
                  <span className="font-display text-xl font-black">
                    {today.actual
                      ? (key === 'tsb' ? formatSigned : formatNumber)(today.actual[key], language)
                      : '—'}
                  </span>
                  <span className="block text-xs text-muted">
                    {t('overview.planned', {
                      value: (key === 'tsb' ? formatSigned : formatNumber)(today.projected[key], language),
                    })}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted">{t('overview.chartKey')}</p>
        </figcaption>
      )}
      <UplotChart build={build} data={data} height={220} testId="plan-fitness-canvas" />
    </figure>
  );
}
