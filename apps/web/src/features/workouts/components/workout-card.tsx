import type { WorkoutSummary } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDuration, formatNumber } from '../../../lib/ride-format.ts';
import { WorkoutSparkline } from './workout-sparkline.tsx';

/** One workout in a list: name, what it is, how long and how hard, its shape; the whole card links to it. */
export function WorkoutCard({ workout }: { workout: WorkoutSummary }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const approx = workout.estimated ? '≈ ' : '';
  return (
    <li>
      <LocalizedLink
        to={`/workouts/${workout.id}`}
        className="card flex h-full flex-col gap-2 p-4 transition-colors hover:border-fg/40"
        data-testid="workout-card"
        data-workout-id={workout.id}
      >
        <span className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
          {workout.family ? (
            <span className="rounded-full bg-surface-2 px-2 py-0.5">{t(`families.${workout.family}`)}</span>
          ) : (
            <span className="rounded-full bg-lime/30 px-2 py-0.5">{t('list.mine')}</span>
          )}
          {workout.level !== null && (
            <span className="text-muted">
              {t('list.level', { level: formatNumber(workout.level, language, 1, 1) })}
            </span>
          )}
        </span>
        <span className="font-display text-lg leading-snug font-bold">{workout.name}</span>
        <WorkoutSparkline shape={workout.shape} />
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm tabular-nums text-muted">
          <span>
            {approx}
            {formatDuration(workout.durationS)}
          </span>
          <span>
            {approx}
            {t('list.tss', { value: formatNumber(workout.tss, language) })}
          </span>
          <span>{t('list.if', { value: formatNumber(workout.intensityFactor, language, 2, 2) })}</span>
        </span>
      </LocalizedLink>
    </li>
  );
}
