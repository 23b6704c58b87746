import type { ActivityDetail, ActivityStreams } from '@domestique/contract';
import { RotateCcw, ZoomIn } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import {
  type ChartColors,
  TIME_INCREMENTS,
  themedAxis,
  UplotChart,
  type uPlot,
  useChartColors,
} from '../../../components/charts/uplot-chart.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDuration, formatNumber, formatSpeedKmh, formatWithSymbol } from '../../../lib/ride-format.ts';
import {
  type ChartChannel,
  channelStats,
  chartValues,
  presentChannels,
  type Range,
  zoomIn,
} from '../stream-series.ts';

/** Kit colours per channel; each reads on both the paper and the ink theme. */
const CHANNEL_STYLE: Record<ChartChannel, { stroke: string; fill: string; unit: string }> = {
  power: { stroke: '#ff6a3d', fill: 'rgba(255,106,61,0.14)', unit: 'W' },
  heartRate: { stroke: '#e5484d', fill: 'rgba(229,72,77,0.10)', unit: 'bpm' },
  cadence: { stroke: '#8e4ec6', fill: 'rgba(142,78,198,0.10)', unit: 'rpm' },
  speed: { stroke: '#0091ff', fill: 'rgba(0,145,255,0.10)', unit: 'km/h' },
  altitude: { stroke: '#6b8f00', fill: 'rgba(150,190,20,0.22)', unit: 'm' },
  wPrimeBalance: { stroke: '#d6409f', fill: 'rgba(214,64,159,0.10)', unit: 'kJ' },
};

const CHART_HEIGHT = 150;

/** One line of numbers per chart: what a screen reader gets instead of the canvas. */
function useCaption(channel: ChartChannel, streams: ActivityStreams, detail: ActivityDetail): string {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const stats = channelStats(streams.channels[channel]);
  if (!stats) return '';
  switch (channel) {
    case 'power':
      return t('charts.captionAvgMax', {
        avg: formatWithSymbol(detail.avgPowerW, 'W', language),
        max: formatWithSymbol(detail.maxPowerW ?? stats.max, 'W', language),
      });
    case 'heartRate':
      return t('charts.captionAvgMax', {
        avg: formatWithSymbol(detail.avgHeartRateBpm ?? stats.mean, 'bpm', language),
        max: formatWithSymbol(detail.maxHeartRateBpm ?? stats.max, 'bpm', language),
      });
    case 'cadence':
      return t('charts.captionAvgMax', {
        avg: formatWithSymbol(detail.avgCadenceRpm ?? stats.mean, 'rpm', language),
        max: formatWithSymbol(stats.max, 'rpm', language),
      });
    case 'speed':
      // both from the ride's summary, which withholds them when the file's speed and distance disagree: nothing
      // rather than "average 1.6 km/h, maximum 1.3 km/h"
      if (detail.avgSpeedMps === null) return '';
      return detail.maxSpeedMps === null
        ? t('charts.captionAvg', { avg: formatSpeedKmh(detail.avgSpeedMps, language) })
        : t('charts.captionAvgMax', {
            avg: formatSpeedKmh(detail.avgSpeedMps, language),
            max: formatSpeedKmh(detail.maxSpeedMps, language),
          });
    case 'altitude':
      return t('charts.captionMinMax', {
        min: formatWithSymbol(stats.min, 'm', language),
        max: formatWithSymbol(stats.max, 'm', language),
      });
    case 'wPrimeBalance':
      return t('charts.captionLowest', {
        min: formatWithSymbol(stats.min / 1000, 'kJ', language, 1),
      });
  }
}

function ChannelChart({
  channel,
  streams,
  detail,
  colors,
  register,
  onZoom,
}: {
  channel: ChartChannel;
  streams: ActivityStreams;
  detail: ActivityDetail;
  colors: ChartColors;
  register: (channel: ChartChannel, chart: uPlot | null) => void;
  onZoom: (range: Range, from: uPlot) => void;
}) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const caption = useCaption(channel, streams, detail);
  const style = CHANNEL_STYLE[channel];
  const data = useMemo<uPlot.AlignedData>(
    () => [streams.timeS, chartValues(streams, channel)],
    [streams, channel],
  );
  const digits = channel === 'speed' || channel === 'wPrimeBalance' ? 1 : 0;
  const build = useCallback(
    () => ({
      cursor: { sync: { key: `ride-${detail.id}` }, drag: { x: true, y: false, uni: 20 } },
      legend: { show: false },
      scales: { x: { time: false } },
      hooks: {
        // a drag-zoom on one chart zooms them all
        setScale: [
          (u: uPlot, key: string) => {
            const { min, max } = u.scales.x ?? {};
            if (key === 'x' && min != null && max != null) onZoom({ min, max }, u);
          },
        ],
      },
      series: [
        { label: t('charts.time') },
        {
          label: t(`charts.channels.${channel}`),
          stroke: style.stroke,
          fill: style.fill,
          width: 1.25,
          spanGaps: false,
          points: { show: false },
        },
      ],
      axes: [
        themedAxis(colors, {
          incrs: TIME_INCREMENTS,
          space: 56,
          values: (_u: uPlot, ticks: number[]) => ticks.map((s) => formatDuration(s)),
        }),
        themedAxis(colors, {
          size: 52,
          values: (_u: uPlot, ticks: number[]) => ticks.map((v) => formatNumber(v, language, digits)),
        }),
      ],
    }),
    [detail.id, channel, colors, language, style, t, digits, onZoom],
  );
  const onReady = useCallback((chart: uPlot | null) => register(channel, chart), [register, channel]);
  return (
    <figure className="min-w-0" data-testid={`chart-${channel}`}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 px-1 text-sm">
        <span className="font-semibold">
          <span
            className="mr-1.5 inline-block size-2.5 rounded-full align-middle"
            style={{ background: style.stroke }}
            aria-hidden="true"
          />
          {t(`charts.channels.${channel}`)} ({style.unit})
        </span>
        <span className="text-muted tabular-nums" data-testid={`chart-caption-${channel}`}>
          {caption}
        </span>
      </figcaption>
      <UplotChart build={build} data={data} height={CHART_HEIGHT} onReady={onReady} />
    </figure>
  );
}

/** Power, HR, cadence, speed, altitude (and W′ balance) over time: shared cursor, drag to zoom, keyboard zoom too. */
export function StreamCharts({
  streams,
  detail,
  onRange,
}: {
  streams: ActivityStreams;
  detail: ActivityDetail;
  /** Told of every zoom, with the whole ride's range (the page loads every second when zoomed in far). */
  onRange?: (range: Range, whole: Range) => void;
}) {
  const { t } = useTranslation('activities');
  const colors = useChartColors();
  const channels = useMemo(() => presentChannels(streams), [streams]);
  const charts = useRef(new Map<ChartChannel, uPlot>());
  const full = useMemo<Range>(
    () => ({ min: streams.timeS[0] ?? 0, max: streams.timeS.at(-1) ?? 0 }),
    [streams],
  );
  const [range, setRange] = useState<Range>(full);
  // the zoom outlives the charts: when finer data arrives they are rebuilt and must open at the same window
  const current = useRef<Range | null>(null);
  const syncing = useRef(false);
  const report = useRef(onRange);
  report.current = onRange;
  const whole = useRef(full);
  whole.current = full;

  const apply = useCallback((next: Range, from?: uPlot) => {
    if (syncing.current) return;
    // a chart being built sets its own full scale: not a zoom
    if (from && ![...charts.current.values()].includes(from)) return;
    syncing.current = true;
    for (const chart of charts.current.values()) {
      if (chart !== from) chart.setScale('x', next);
    }
    syncing.current = false;
    const isZoomed = next.min > whole.current.min || next.max < whole.current.max;
    current.current = isZoomed ? next : null;
    setRange(next);
    report.current?.(next, whole.current);
  }, []);

  const register = useCallback((channel: ChartChannel, chart: uPlot | null) => {
    if (!chart) {
      charts.current.delete(channel);
      return;
    }
    charts.current.set(channel, chart);
    if (current.current) chart.setScale('x', current.current);
  }, []);

  if (channels.length === 0) return <p className="text-muted">{t('charts.none')}</p>;
  const zoomed = range.min > full.min || range.max < full.max;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" data-testid="zoom-range">
          {zoomed
            ? t('charts.zoomed', { from: formatDuration(range.min), to: formatDuration(range.max) })
            : t('charts.hint')}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => apply(zoomIn(range, full))}
            data-testid="zoom-in"
          >
            <ZoomIn className="size-4" aria-hidden="true" />
            {t('charts.zoomIn')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => apply(full)}
            disabled={!zoomed}
            data-testid="zoom-reset"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('charts.reset')}
          </button>
        </div>
      </div>
      {channels.map((channel) => (
        <ChannelChart
          key={channel}
          channel={channel}
          streams={streams}
          detail={detail}
          colors={colors}
          register={register}
          onZoom={apply}
        />
      ))}
    </div>
  );
}
