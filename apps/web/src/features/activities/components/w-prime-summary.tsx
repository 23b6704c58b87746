import type { ActivityDetail } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate, formatDuration, formatNumber, formatPercent } from '../../../lib/ride-format.ts';

type WPrime = NonNullable<ActivityDetail['wPrimeBalance']>;

/** Which CP and W′ the balance used and where they came from (fitted to the rider's efforts, or FTP + 20 kJ). */
export function WPrimeSource({ wbal }: { wbal: WPrime }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  return (
    <p className="mt-3 text-sm" data-testid="wbal-source" data-source={wbal.source}>
      {wbal.source === 'power_curve' && wbal.fit
        ? t('wbal.sourceFit', {
            count: wbal.fit.rides,
            rides: formatNumber(wbal.fit.rides, language),
            from: formatDate(wbal.fit.from, language),
            to: formatDate(wbal.fit.to, language),
          })
        : t('wbal.sourceFtp', { reason: t(`wbal.fallback.${wbal.fallbackReason ?? 'too_few_efforts'}`) })}
    </p>
  );
}

/** CP, W′, the lowest balance and when it happened (elapsed time, as on the charts). */
export function WPrimeSummary({ wbal }: { wbal: WPrime }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  return (
    <>
      <p className="text-sm text-muted">{t('wbal.explain')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <dt className="text-muted">{t('wbal.cp')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="wbal-cp">
          {formatNumber(wbal.cpW, language)} W
        </dd>
        <dt className="text-muted">{t('wbal.capacity')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="wbal-capacity">
          {formatNumber(wbal.wPrimeJ / 1000, language, 1)} kJ
        </dd>
        <dt className="text-muted">{t('wbal.lowest')}</dt>
        <dd className="font-semibold tabular-nums">
          {formatNumber(wbal.minJ / 1000, language, 1)} kJ ({formatPercent(wbal.minPct, language, 0)})
        </dd>
        <dt className="text-muted">{t('wbal.at')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="wbal-at">
          {formatDuration(wbal.minAtS)}
        </dd>
      </dl>
      {wbal.minJ < 0 && (
        <p className="mt-3 text-sm" data-testid="wbal-below-zero">
          {t('wbal.belowZero')}
        </p>
      )}
      <WPrimeSource wbal={wbal} />
    </>
  );
}
