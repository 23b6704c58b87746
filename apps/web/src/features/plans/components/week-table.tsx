import type { PlanView } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatNumber } from '../../../lib/ride-format.ts';
import { formatDay, formatPlanDuration } from '../plan-dates.ts';

/**
 * Week by week: phase, recovery and test weeks, planned TSS, time and sessions, and — for weeks begun — what was done.
 * A week not begun shows a dash for the sessions done, never a zero. The sessions column is narrow on purpose ("3 of 5",
 * then one short line per non-zero partial / missed count), and the week's number and phase share the first column
 * (the number in a gutter, the phase wrapping beside it) to keep the table near a 360 px screen's width; where the
 * words are longer (pt, es) the last column can still need the table's sideways scroll, which ScrollRegion hints.
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
              {t('overview.week')} · {t('overview.phase')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('overview.tss')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('overview.time')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('overview.sessions')}
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
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                <span className="flex gap-1.5">
                  <span className="w-5 shrink-0 font-semibold tabular-nums">{w.index + 1}</span>
                  <span>
                    {t(`phases.${w.phase}`)}
                    <span className="block text-xs text-muted">
                      {[
                        formatDay(w.startDate, language, false),
                        w.recovery ? t('overview.recovery') : null,
                        w.ftpTest ? t('overview.test') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </span>
              </th>
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
              <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">
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
              <td className="py-2 text-right tabular-nums" data-testid={`week-sessions-${w.index}`}>
                <SessionsCell week={w} showDone={showDone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

type Week = PlanView['weeks'][number];

/**
 * Sessions done of planned — the same statuses as the calendar's — with partial and missed named only when there
 * are some. The preview (nothing can be done yet) shows just the planned count, as its TSS and time columns do.
 */
function SessionsCell({ week, showDone }: { week: Week; showDone: boolean }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const planned = formatNumber(week.sessions, language);
  if (!showDone) return planned;
  const done = week.done;
  return (
    <>
      <span className="whitespace-nowrap">
        {done ? (
          <span className="font-semibold">{formatNumber(done.completed, language)}</span>
        ) : (
          <span className="text-muted">—</span>
        )}
        <span className="text-muted"> {t('overview.of', { value: planned })}</span>
      </span>
      {done && done.partial > 0 && (
        <span className="block text-xs whitespace-nowrap text-muted">
          {t('overview.partial', { count: done.partial, value: formatNumber(done.partial, language) })}
        </span>
      )}
      {done && done.missed > 0 && (
        <span className="block text-xs whitespace-nowrap text-danger">
          {t('overview.missed', { count: done.missed, value: formatNumber(done.missed, language) })}
        </span>
      )}
    </>
  );
}
