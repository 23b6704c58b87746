import type { WorkoutDetail } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDuration, formatNumber } from '../../../lib/ride-format.ts';

/**
 * Duration, TSS, IF, NP and work, the way they were derived: "≈" and a note when some part is an assumption (open
 * step, free ride, all-out), and watts only when an FTP (or its estimate) is known.
 */
export function WorkoutNumbers({
  metrics,
  ftpEstimated,
  narrow = false,
}: {
  metrics: WorkoutDetail['metrics'];
  /** The watts are for the estimate from the answers, not a known FTP. */
  ftpEstimated: boolean;
  /** In a side column (the builder's preview): three a row at any width. */
  narrow?: boolean;
}) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const approx = metrics.estimated ? '≈ ' : '';
  const wattsApprox = metrics.estimated || ftpEstimated ? '≈ ' : '';
  const items: [string, string, string][] = [
    ['duration', t('numbers.duration'), `${approx}${formatDuration(metrics.durationS)}`],
    ['tss', t('numbers.tss'), `${approx}${formatNumber(metrics.tss, language)}`],
    ['if', t('numbers.if'), `${approx}${formatNumber(metrics.intensityFactor, language, 2, 2)}`],
  ];
  if (metrics.normalizedPowerW !== null)
    items.push([
      'np',
      t('numbers.np'),
      `${wattsApprox}${formatNumber(metrics.normalizedPowerW, language)} W`,
    ]);
  if (metrics.workKj !== null)
    items.push(['kj', t('numbers.kj'), `${wattsApprox}${formatNumber(metrics.workKj, language)} kJ`]);
  return (
    <div className="space-y-2">
      <dl className={`grid grid-cols-3 gap-2 ${narrow ? '' : 'sm:grid-cols-5'}`}>
        {items.map(([key, label, value]) => (
          <div key={key} className="min-w-0 rounded-2xl bg-surface-2 p-3">
            <dt className="truncate text-xs font-semibold text-muted">{label}</dt>
            <dd
              className="mt-1 font-display text-lg font-black whitespace-nowrap tabular-nums"
              data-testid={`workout-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {metrics.estimated && (
        <p className="text-xs text-muted" data-testid="workout-estimated">
          {t('numbers.assumptions')}
        </p>
      )}
    </div>
  );
}
