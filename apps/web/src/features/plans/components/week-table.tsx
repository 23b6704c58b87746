import type { PlanView } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatNumber } from '../../../lib/ride-format.ts';
import { formatDay, formatPlanDuration } from '../plan-dates.ts';

/**
 * Week by week: phase, recovery and test weeks, planned TSS and time, and — for weeks begun — what was done. A week not
 * begun shows a dash for "done", never a zero.
 */
export function WeekTable({ plan, showDone }: { plan: PlanView; showDone: boolean }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  return (
    <ScrollRegion label={t('overview.weeksTitle')}>
      <table className="w-full min-w-[17rem] text-sm" data-testid="week-table">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('overview.week')}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('overview.phase')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('overview.tss')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('overview.time')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {plan.weeks.map((w) => (
            <tr
              key={w.index}
              className={plan.currentWeek === w.index ? 'bg-lime/10' : undefined}
              aria-current={plan.currentWeek === w.index ? 'date' : undefined}
            >
              <th scope="row" className="py-2 pr-2 text-left font-semibold whitespace-nowrap">
                {w.index + 1}
                <span className="block text-xs font-normal text-muted">
                  {formatDay(w.startDate, language, false)}
                </span>
              </th>
              <td className="py-2 pr-2">
                {t(`phases.${w.phase}`)}
                {(w.recovery || w.ftpTest) && (
                  <span className="block text-xs text-muted">
                    {[w.recovery ? t('overview.recovery') : null, w.ftpTest ? t('overview.test') : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">
                {showDone && w.done ? (
                  <>
                    <span className="font-semibold">{formatNumber(w.done.tss, language)}</span>
                    <span className="text-muted"> / {formatNumber(w.plannedTss, language)}</span>
                  </>
                ) : (
                  formatNumber(w.plannedTss, language)
                )}
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {showDone && w.done ? (
                  <>
                    <span className="font-semibold">{formatPlanDuration(w.done.durationS)}</span>
                    <span className="block text-xs text-muted">
                      {t('overview.of', { value: formatPlanDuration(w.plannedDurationS) })}
                    </span>
                  </>
                ) : (
                  formatPlanDuration(w.plannedDurationS)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
