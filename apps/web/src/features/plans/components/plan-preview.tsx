import type { PlanPreview } from '@domestique/contract';
import { Flag, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDay, formatPlanDuration } from '../plan-dates.ts';
import { PhaseStrip } from './phase-strip.tsx';
import { PlanEvents, useEventLabel } from './plan-events.tsx';
import { PlanOutlook } from './plan-outlook.tsx';
import { WeekTable } from './week-table.tsx';

/** Days of the preview shown session by session (the rest is in the week table). */
const PREVIEW_DAYS = 14;

/**
 * The plan the answers give, before the rider commits: length, start load and projected fitness, events, phases, first
 * two weeks, every week.
 */
export function PlanPreviewView({ preview }: { preview: PlanPreview }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const eventLabel = useEventLabel();
  const { plan } = preview;
  const first = preview.days.flatMap((d) => d.sessions.map((s) => ({ ...s, date: d.date })))[0];
  return (
    <div className="space-y-5">
      <div>
        <p className="eyebrow text-brand-fg">{t('wizard.previewEyebrow')}</p>
        <h2 className="mt-1 text-2xl font-black" data-testid="preview-title">
          {t('wizard.previewTitle', { count: plan.input.weeks })}
        </h2>
        <p className="text-muted">
          {t('wizard.previewDates', {
            start: formatDay(plan.startDate, language),
            end: formatDay(plan.endDate, language),
          })}
        </p>
      </div>
      {first?.role === 'test' && (
        <p className="card flex items-start gap-3 p-4 text-sm" data-testid="preview-ftp-test">
          <Gauge className="mt-0.5 size-5 shrink-0 text-brand-fg" aria-hidden="true" />
          {t('wizard.opensWithTest', { day: formatDay(first.date, language), name: first.name })}
        </p>
      )}
      <PlanOutlook plan={plan} />
      {plan.input.events.length > 0 && (
        <section className="card p-5">
          <h3 className="mb-3 font-bold">{t('events.title')}</h3>
          <PlanEvents events={plan.input.events} today={plan.today} />
        </section>
      )}
      <section className="card p-5">
        <h3 className="mb-3 font-bold">{t('overview.phasesTitle')}</h3>
        <PhaseStrip plan={plan} />
      </section>
      <section className="card p-5">
        <h3 className="mb-3 font-bold">{t('wizard.firstWeeks')}</h3>
        <ol className="divide-y divide-line" data-testid="preview-days">
          {preview.days.slice(0, PREVIEW_DAYS).map((d) => (
            <li key={d.date} className="flex gap-3 py-2 text-sm">
              <span className="w-24 shrink-0 font-semibold">{formatDay(d.date, language)}</span>
              <span className="min-w-0 flex-1">
                {d.event && (
                  <span className="flex items-center gap-1 font-semibold">
                    <Flag className="size-4" aria-hidden="true" />
                    {eventLabel(d.event)}
                  </span>
                )}
                {d.sessions.length === 0 && !d.event && (
                  <span className="text-muted">{t('calendar.rest')}</span>
                )}
                {d.sessions.map((s) => (
                  <span key={`${s.workoutId}-${s.role}`} className="block">
                    <span className={s.hard ? 'font-semibold' : undefined}>{s.name}</span>
                    <span className="text-muted"> · {formatPlanDuration(s.durationS)}</span>
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className="card p-5">
        <h3 className="mb-3 font-bold">{t('overview.weeksTitle')}</h3>
        <WeekTable plan={plan} showDone={false} />
      </section>
    </div>
  );
}
