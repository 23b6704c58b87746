import type { PlanView } from '@domestique/contract';
import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate, formatNumber, formatSigned } from '../../../lib/ride-format.ts';
import { formatDay } from '../plan-dates.ts';

/**
 * Where the plan starts from and where it is projected to take the rider: the start load and why (recent rides, old
 * rides or none — the last two assumed from level and hours), the fitness (CTL) at the start and by the last A event or
 * the plan's end, the form on the event day, and — when the rider's hours, not the plan, hold their fitness — what
 * those hours carry.
 */
export function PlanOutlook({ plan }: { plan: PlanView }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const { startLoad } = plan.settings;
  const { outlook } = plan;
  const ctl = (value: number) => formatNumber(value, language);
  const projected = {
    start: ctl(outlook.startCtl),
    end: ctl(outlook.endCtl),
    date: formatDay(outlook.endDate, language),
    change: formatSigned(Math.round(outlook.changePct), language),
  };
  return (
    <div className="space-y-2 text-sm" data-testid="plan-outlook">
      <p className="text-muted" data-testid="start-load">
        {t(`outlook.start.${startLoad.basis}`, {
          ctl: ctl(startLoad.ctl),
          date: formatDate(startLoad.lastRideDate, language),
        })}
      </p>
      <p className="flex items-start gap-2 font-semibold" data-testid="outlook-projected">
        <TrendingUp className="mt-0.5 size-4 shrink-0 text-brand-fg" aria-hidden="true" />
        {outlook.eventTsb === null
          ? t('outlook.projected', projected)
          : t('outlook.projectedForm', { ...projected, tsb: formatSigned(outlook.eventTsb, language) })}
      </p>
      {outlook.limitedByHours && (
        <p className="text-muted" data-testid="outlook-limited">
          {t('outlook.limited', {
            hours: formatNumber(plan.input.weeklyHours, language, 1),
            ceiling: ctl(outlook.ceilingCtl),
          })}
        </p>
      )}
    </div>
  );
}
