import type { ActivityDetail, ActivityStreams } from '@domestique/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatSpeedKmh, formatWithSymbol } from '../../../lib/ride-format.ts';
import { type ChartChannel, channelStats, type Range, rangeStats } from '../stream-series.ts';

/** The unit each chart draws its values in (speed in km/h, W′ balance in kJ: see chartValues). */
export const CHANNEL_UNITS: Record<ChartChannel, string> = {
  power: 'W',
  heartRate: 'bpm',
  cadence: 'rpm',
  speed: 'km/h',
  altitude: 'm',
  wPrimeBalance: 'kJ',
};

export const UNIT_DIGITS: Partial<Record<ChartChannel, number>> = { speed: 1, wPrimeBalance: 1 };

/** A chart value (as drawn: km/h, kJ) with its unit, in the UI language. */
export function formatChannelValue(
  channel: ChartChannel,
  value: number | null | undefined,
  language: string,
): string {
  return formatWithSymbol(value, CHANNEL_UNITS[channel], language, UNIT_DIGITS[channel] ?? 0);
}

/**
 * One line of numbers per chart: what a screen reader gets instead of the canvas. For the whole ride, the ride's own
 * averages; zoomed in, the figures of the part on screen (from every second once those have loaded: the downsampled
 * series keeps true peaks but not true means, so until then only the extremes are given).
 */
export function useCaption(
  channel: ChartChannel,
  streams: ActivityStreams,
  detail: ActivityDetail,
  values: (number | null)[],
  zoom: Range | null,
): string {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const whole = useMemo(() => channelStats(values), [values]);
  const part = useMemo(
    () => (zoom ? rangeStats(streams.timeS, values, zoom) : null),
    [streams.timeS, values, zoom],
  );
  const format = (value: number | null | undefined) => formatChannelValue(channel, value, language);
  if (zoom) {
    if (!part) return t('charts.captionNone');
    if (channel === 'altitude')
      return t('charts.captionMinMax', { min: format(part.min), max: format(part.max) });
    if (channel === 'wPrimeBalance') return t('charts.captionLowest', { min: format(part.min) });
    if (streams.method !== 'none') return t('charts.captionMax', { max: format(part.max) });
    return t('charts.captionAvgMax', { avg: format(part.mean), max: format(part.max) });
  }
  if (!whole) return '';
  switch (channel) {
    case 'power':
      return t('charts.captionAvgMax', {
        avg: formatWithSymbol(detail.avgPowerW, 'W', language),
        max: formatWithSymbol(detail.maxPowerW ?? whole.max, 'W', language),
      });
    case 'heartRate':
      return t('charts.captionAvgMax', {
        avg: formatWithSymbol(detail.avgHeartRateBpm ?? whole.mean, 'bpm', language),
        max: formatWithSymbol(detail.maxHeartRateBpm ?? whole.max, 'bpm', language),
      });
    case 'cadence':
      return t('charts.captionAvgMax', {
        avg: formatWithSymbol(detail.avgCadenceRpm ?? whole.mean, 'rpm', language),
        max: formatWithSymbol(whole.max, 'rpm', language),
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
      return t('charts.captionMinMax', { min: format(whole.min), max: format(whole.max) });
    case 'wPrimeBalance':
      return t('charts.captionLowest', { min: format(whole.min) });
  }
}
