import type { PlanView } from '@domestique/contract';
import { CalendarDays, History, Plus, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { toast } from '../../../lib/toast.ts';
import { useEndPlan } from '../api/end-plan.ts';
import { formatDay } from '../plan-dates.ts';
import { PhaseStrip } from './phase-strip.tsx';
import { PlanChangeForm } from './plan-change-form.tsx';
import { PlanEvents } from './plan-events.tsx';
import { PlanFitnessChart } from './plan-fitness-chart.tsx';
import { PlanOutlook } from './plan-outlook.tsx';
import { WeekTable } from './week-table.tsx';

/**
 * The active plan: where the rider is, its events, its phases, where it starts from and is projected to take the
 * rider, projected vs actual fitness, planned vs done week by week.
 */
export function PlanOverview({ plan }: { plan: PlanView }) {
  const { t } = useTranslation(['plans', 'profile']);
  const language = useLanguage();
  const end = useEndPlan();
  const [confirming, setConfirming] = useState(false);
  const week = plan.currentWeek !== null ? plan.weeks[plan.currentWeek] : null;
  return (
    <div className="space-y-5" data-testid="plan-overview">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t('plans:overview.eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
          {t('plans:overview.title', { goal: t(`profile:goals.${plan.input.goal}.label`) })}
        </h1>
        <p className="text-muted">
          {t('plans:overview.dates', {
            start: formatDay(plan.startDate, language),
            end: formatDay(plan.endDate, language),
            count: plan.input.weeks,
          })}
        </p>
      </div>
      {week ? (
        <section className="card p-5" data-testid="plan-now">
          <p>{week.focus.text}</p>
        </section>
      ) : (
        <p className="card p-5 text-sm text-muted">
          {t('plans:overview.notStarted', { date: formatDay(plan.startDate, language) })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <LocalizedLink
          to="/plans/calendar"
          className={buttonClass('primary', 'md')}
          data-testid="to-calendar"
        >
          <CalendarDays className="size-4" aria-hidden="true" />
          {t('plans:overview.calendar')}
        </LocalizedLink>
        <LocalizedLink
          to="/plans/changes"
          className={buttonClass('secondary', 'md')}
          data-testid="to-changes"
        >
          <History className="size-4" aria-hidden="true" />
          {t('plans:overview.changes')}
        </LocalizedLink>
      </div>
      {plan.input.events.length > 0 && (
        <section className="card p-5">
          <h2 className="mb-3 text-lg font-bold">{t('plans:events.title')}</h2>
          <PlanEvents events={plan.input.events} today={plan.today} />
        </section>
      )}
      <section className="card p-5">
        <h2 className="mb-3 text-lg font-bold">{t('plans:overview.phasesTitle')}</h2>
        <PhaseStrip plan={plan} />
      </section>
      <section className="card p-5">
        <h2 className="mb-3 text-lg font-bold">{t('plans:overview.fitnessTitle')}</h2>
        <div className="mb-4">
          <PlanOutlook plan={plan} />
        </div>
        <PlanFitnessChart plan={plan} />
      </section>
      <section className="card p-5">
        <h2 className="mb-1 text-lg font-bold">{t('plans:overview.weeksTitle')}</h2>
        <p className="mb-3 text-sm text-muted">{t('plans:overview.weeksHint')}</p>
        <WeekTable plan={plan} showDone />
      </section>
      <PlanChangeForm plan={plan} />
      <section className="card space-y-3 p-5">
        <h2 className="text-lg font-bold">{t('plans:overview.manage')}</h2>
        <p className="text-sm text-muted">{t('plans:overview.manageHint')}</p>
        <div className="flex flex-wrap gap-3">
          <LocalizedLink to="/plans?new=1" className={buttonClass('secondary', 'md')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('plans:overview.newPlan')}
          </LocalizedLink>
          {confirming ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold">{t('plans:overview.endConfirm')}</span>
              <button
                type="button"
                className={buttonClass('danger', 'sm')}
                disabled={end.isPending}
                data-testid="plan-end-confirm"
                onClick={() =>
                  end.mutate(undefined, {
                    onSuccess: () => toast.success(t('plans:overview.ended')),
                    onError: () => toast.error(t('plans:errors.generic')),
                  })
                }
              >
                {t('plans:overview.endYes')}
              </button>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                onClick={() => setConfirming(false)}
              >
                {t('plans:overview.endNo')}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className={buttonClass('danger', 'md')}
              onClick={() => setConfirming(true)}
              data-testid="plan-end"
            >
              <Square className="size-4" aria-hidden="true" />
              {t('plans:overview.end')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
