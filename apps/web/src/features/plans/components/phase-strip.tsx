import type { PlanView } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDay } from '../plan-dates.ts';

export const PHASE_COLORS = {
  base: 'bg-sky-500/70',
  build: 'bg-lime-deep/80 dark:bg-lime/70',
  specialty: 'bg-orange-500/80',
  taper: 'bg-violet-500/70',
} as const;

/** The plan's phases in order, each as wide as its weeks, with their names and dates below. */
export function PhaseStrip({ plan }: { plan: Pick<PlanView, 'phases' | 'weeks' | 'currentWeek'> }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const total = plan.weeks.length;
  return (
    <div data-testid="phase-strip">
      <div className="flex h-3 overflow-hidden rounded-full" aria-hidden="true">
        {plan.phases.map((p) => (
          <div
            key={p.fromWeek}
            className={PHASE_COLORS[p.phase]}
            style={{ width: `${((p.toWeek - p.fromWeek + 1) / total) * 100}%` }}
          />
        ))}
      </div>
      <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {plan.phases.map((p) => (
          <li key={p.fromWeek} className="flex items-start gap-2">
            <span className={`mt-1 inline-block size-2.5 shrink-0 rounded-full ${PHASE_COLORS[p.phase]}`} />
            <span>
              <span className="font-semibold">{t(`phases.${p.phase}`)}</span>{' '}
              <span className="text-muted">
                {t('overview.phaseWeeks', {
                  from: p.fromWeek + 1,
                  to: p.toWeek + 1,
                  start: formatDay(p.startDate, language, false),
                  end: formatDay(p.endDate, language, false),
                })}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
