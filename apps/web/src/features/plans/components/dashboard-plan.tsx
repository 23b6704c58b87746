import type { PlanDashboard, PlannedSessionView } from '@domestique/contract';
import { Bike, Dumbbell, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { daysBetween, formatDay, formatPlanDuration } from '../plan-dates.ts';
import { sessionHref } from '../session-link.ts';
import { PlanEvents } from './plan-events.tsx';
import { StatusBadge } from './status-badge.tsx';

type ActivePlan = NonNullable<PlanDashboard['plan']>;

/** A session as a link to its page as that day's session (the workout's chart and downloads, its actions). */
function SessionLink({ session, withDay }: { session: PlannedSessionView; withDay: boolean }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const Icon = session.kind === 'strength' ? Dumbbell : Bike;
  return (
    <LocalizedLink
      to={sessionHref(session)}
      className="flex items-start gap-3 rounded-xl p-2 hover:bg-surface-2"
      data-testid="upcoming-session"
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-brand-fg" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        {withDay && (
          <span className="block text-xs font-semibold text-muted">{formatDay(session.date, language)}</span>
        )}
        <span className="block font-semibold">{session.name}</span>
        <span className="block text-xs text-muted">
          {t('calendar.sessionFacts', {
            duration: formatPlanDuration(session.durationS),
            tss: Math.round(session.tss),
          })}
        </span>
      </span>
      {session.status !== 'planned' && <StatusBadge status={session.status} />}
    </LocalizedLink>
  );
}

/** The days to the next A event (else the next event), by name: what the plan is counting down to. */
function Countdown({ plan, today }: { plan: ActivePlan; today: string }) {
  const { t } = useTranslation('plans');
  const next = plan.events.find((e) => e.priority === 'A') ?? plan.events[0];
  if (!next) return null;
  const name = next.name || t('calendar.event', { priority: next.priority });
  const days = daysBetween(today, next.date);
  return (
    <p className="flex items-center gap-2 font-bold" data-testid="plan-countdown">
      <Flag className="size-4 shrink-0 text-brand-fg" aria-hidden="true" />
      {days === 0 ? t('dashboard.countdownToday', { name }) : t('dashboard.countdown', { count: days, name })}
    </p>
  );
}

/** The Training plan card, active: week n of N, phase, the days to the race, the events ahead, the next key session. */
export function ActivePlanBody({ plan, today }: { plan: ActivePlan; today: string }) {
  const { t } = useTranslation('plans');
  return (
    <div className="space-y-3" data-testid="plan-active">
      <p className="text-2xl font-black" data-testid="plan-week">
        {t('dashboard.week', { week: plan.week, weeks: plan.weeks })}
      </p>
      <p className="text-sm font-semibold text-brand-fg" data-testid="plan-phase">
        {t(`phases.${plan.phase}`)}
      </p>
      <Countdown plan={plan} today={today} />
      {plan.events.length > 0 && (
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{t('events.title')}</p>
          <PlanEvents events={plan.events} today={today} />
        </div>
      )}
      {plan.nextKeySession ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('dashboard.nextKey')}</p>
          <SessionLink session={plan.nextKeySession} withDay />
        </div>
      ) : (
        <p className="text-sm text-muted">{t('dashboard.noKey')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <LocalizedLink to="/plans" className={buttonClass('primary', 'sm')} data-testid="open-plan">
          {t('dashboard.open')}
        </LocalizedLink>
        <LocalizedLink to="/plans/calendar" className={buttonClass('secondary', 'sm')}>
          {t('overview.calendar')}
        </LocalizedLink>
      </div>
    </div>
  );
}

/** Upcoming workouts: today and the next six days, each a link to the workout. */
export function UpcomingBody({ board }: { board: PlanDashboard }) {
  const { t } = useTranslation('plans');
  const live = board.upcoming.filter((s) => s.status !== 'moved' && s.status !== 'skipped');
  if (live.length === 0) return <p className="text-sm text-muted">{t('dashboard.nothingUpcoming')}</p>;
  return (
    <ul className="-mx-2 space-y-1" data-testid="upcoming-list">
      {live.map((s) => (
        <li key={s.uid}>
          <SessionLink session={s} withDay />
        </li>
      ))}
    </ul>
  );
}

/** Training Focus with a plan: this week's aim in the coach's words. */
export function PlanFocusBody({ plan }: { plan: ActivePlan }) {
  return <p data-testid="plan-focus">{plan.focus.text}</p>;
}
