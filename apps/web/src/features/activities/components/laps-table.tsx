import type { ActivityDetail } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDistanceKm, formatDuration, formatWithSymbol } from '../../../lib/ride-format.ts';

/** Laps as recorded by the head unit; scrolls inside its own box on a phone. */
export function LapsTable({ laps }: { laps: ActivityDetail['laps'] }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  // a column no lap has a value for (no power meter, no HR strap) is left out rather than shown as dashes
  const withPower = laps.some((lap) => lap.avgPowerW !== null && lap.avgPowerW > 0);
  const withHeartRate = laps.some((lap) => lap.avgHeartRateBpm !== null && lap.avgHeartRateBpm > 0);
  return (
    <ScrollRegion label={t('laps.title')} testId="laps">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{t('laps.title')}</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('laps.lap')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('laps.time')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('laps.distance')}
            </th>
            {withPower && (
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('laps.power')}
              </th>
            )}
            {withHeartRate && (
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {t('laps.heartRate')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {laps.map((lap, i) => (
            <tr key={lap.startTime} className="border-b border-line/60 last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-semibold">
                {i + 1}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatDuration(lap.timerS ?? lap.elapsedS)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatDistanceKm(lap.distanceM, language)}
              </td>
              {withPower && (
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatWithSymbol(lap.avgPowerW, 'W', language)}
                </td>
              )}
              {withHeartRate && (
                <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                  {formatWithSymbol(lap.avgHeartRateBpm, 'bpm', language)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
