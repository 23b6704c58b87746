import type { MoveWarning, PlanChangeView, SessionAction } from '@domestique/contract';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage, useLocalize } from '../../../i18n/use-language.ts';
import { useCalendar } from '../api/get-calendar.ts';
import { usePlanDashboard } from '../api/get-plan-dashboard.ts';
import { formatDay } from '../plan-dates.ts';
import { calendarDayHref, sessionHref } from '../session-link.ts';
import { ChangeNotice } from './change-notice.tsx';
import { useEventLabel } from './plan-events.tsx';
import { SessionActions } from './session-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The way back to the calendar, on the week of the session's day. */
export function BackToCalendar({ day }: { day: string }) {
  const { t } = useTranslation('plans');
  return (
    <LocalizedLink
      to={calendarDayHref(day)}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
      data-testid="session-back"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('session.back')}
    </LocalizedLink>
  );
}

/**
 * A workout opened from the calendar or the dashboard, as that day's session: its day, status (and what became of
 * it: moved, the ride that did it), the day's event, and — today or later, still planned — move, skip and swap. A
 * move or a swap follows the session to its new day or workout.
 */
export function PlannedSessionPanel({ day, uid }: { day: string; uid: string }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const eventLabel = useEventLabel();
  const calendar = useCalendar(day, day, language);
  const board = usePlanDashboard(language);
  const [notice, setNotice] = useState<{ changes: PlanChangeView[]; warnings: MoveWarning[] } | null>(null);
  const date = calendar.data?.days.find((d) => d.date === day);
  const session = date?.sessions.find((s) => s.uid === uid);
  const today = calendar.data?.today ?? null;
  const planEnd = board.data?.plan?.endDate ?? null;
  const after = (result: SessionAction) => {
    setNotice({ changes: [result.change], warnings: result.warnings });
    const to = result.change.to;
    if (!session || !to?.date) return;
    const workoutId = to.session?.workoutId ?? session.workoutId;
    if (to.date !== day || workoutId !== session.workoutId)
      navigate(localize(sessionHref({ workoutId, uid, date: to.date })), { replace: true });
  };
  // a day the calendar cannot read (a hand-edited URL) is a session no longer there, not an endless skeleton
  if (!calendar.data && !calendar.isError) return <div className="skeleton h-28" aria-hidden="true" />;
  return (
    <section className="card space-y-2 p-4 sm:p-5" data-testid="planned-session">
      <p className="eyebrow flex items-center gap-1.5 text-brand-fg">
        <CalendarDays className="size-4" aria-hidden="true" />
        {t('session.eyebrow')}
      </p>
      <p className="text-xl font-black" data-testid="session-day">
        {formatDay(day, language)}
      </p>
      {date?.event && <p className="text-sm font-semibold">{eventLabel(date.event)}</p>}
      {!session ? (
        <p className="text-sm text-muted" data-testid="session-gone">
          {t('session.gone')}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={session.status} />
            {session.status === 'moved' && session.movedTo && (
              <LocalizedLink
                to={sessionHref({ ...session, date: session.movedTo })}
                className="text-xs font-semibold text-brand-fg underline underline-offset-4"
              >
                {t('calendar.movedTo', { day: formatDay(session.movedTo, language) })}
              </LocalizedLink>
            )}
            {session.adjustedBy && session.status === 'planned' && (
              <span className="text-xs text-muted">{t('calendar.adjusted')}</span>
            )}
            {session.activityId && (
              <LocalizedLink
                to={`/activities/${session.activityId}`}
                className="text-xs font-semibold text-brand-fg underline underline-offset-4"
              >
                {t('calendar.seeRide')}
              </LocalizedLink>
            )}
          </div>
          {today && planEnd && session.status === 'planned' && day >= today && (
            <SessionActions session={session} today={today} planEnd={planEnd} onDone={after} />
          )}
        </>
      )}
      {notice && (
        <ChangeNotice changes={notice.changes} warnings={notice.warnings} onClose={() => setNotice(null)} />
      )}
    </section>
  );
}
