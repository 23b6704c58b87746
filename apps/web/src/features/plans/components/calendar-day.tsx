import type { CalendarView, SessionAction } from '@domestique/contract';
import { Bike, CircleSlash, Dumbbell, Flag, Plane, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { emptyDayWord, formatDay, formatPlanDuration } from '../plan-dates.ts';
import { sessionHref } from '../session-link.ts';
import { useEventLabel } from './plan-events.tsx';
import { SessionActions } from './session-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

type Day = CalendarView['days'][number];
const OFF_ICONS = { illness: Stethoscope, travel: Plane, other: CircleSlash } as const;

/**
 * One day of the calendar: why it is off, the event, the check-in's readiness, its planned sessions (each a link to
 * its page as that day's session, with its status and — today or later, still planned — move, skip and swap) and the rides done (each a
 * link to the ride; unplanned ones say so).
 */
export function CalendarDay({
  day,
  today,
  planStart,
  planEnd,
  onAction,
}: {
  day: Day;
  today: string;
  /** The active plan's first day: a day before it is no rest day. */
  planStart: string | null;
  planEnd: string | null;
  onAction: (result: SessionAction) => void;
}) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const eventLabel = useEventLabel();
  const isToday = day.date === today;
  const OffIcon = day.unavailable ? OFF_ICONS[day.unavailable.reason] : null;
  const empty = day.sessions.length === 0 && day.rides.length === 0 && !day.event;
  const emptyWord = emptyDayWord(day.date, planStart);
  return (
    <li
      className={`card p-4 ${isToday ? 'ring-2 ring-lime-deep/60 dark:ring-lime/60' : ''}`}
      aria-current={isToday ? 'date' : undefined}
      data-testid={`day-${day.date}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">
          {formatDay(day.date, language)}
          {isToday && <span className="ml-2 text-sm font-semibold text-brand-fg">{t('calendar.today')}</span>}
        </h3>
        <div className="flex flex-wrap gap-1.5 text-xs">
          {day.unavailable && OffIcon && (
            <span className="flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 font-semibold">
              <OffIcon className="size-3.5" aria-hidden="true" />
              {t(`unavailable.reasons.${day.unavailable.reason}`)}
            </span>
          )}
          {day.checkIn && (
            <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold">
              {t('calendar.readiness', { score: Math.round(day.checkIn.readiness) })}
            </span>
          )}
        </div>
      </div>
      {day.event && (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold" data-testid="calendar-event">
          <Flag className="size-4 text-ember" aria-hidden="true" />
          {eventLabel(day.event)}
          <span className="font-normal text-muted">· {t(`events.priorities.${day.event.priority}`)}</span>
        </p>
      )}
      {empty && emptyWord && (
        <p className="mt-1 text-sm text-muted" data-testid="empty-day">
          {t(`calendar.${emptyWord}`)}
        </p>
      )}
      {day.sessions.length > 0 && (
        <ul className="mt-2 space-y-3">
          {day.sessions.map((s) => {
            const Icon = s.kind === 'strength' ? Dumbbell : Bike;
            const actionable = s.status === 'planned' && day.date >= today && planEnd !== null;
            return (
              <li key={s.uid} data-testid="calendar-session">
                <div className="flex items-start gap-2">
                  <Icon className="mt-0.5 size-4 shrink-0 text-brand-fg" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <LocalizedLink
                      to={sessionHref(s)}
                      className={`font-semibold underline-offset-4 hover:underline ${
                        s.status === 'skipped' || s.status === 'moved' ? 'text-muted line-through' : ''
                      }`}
                    >
                      {s.name}
                    </LocalizedLink>
                    <p className="text-xs text-muted">
                      {t('calendar.sessionFacts', {
                        duration: formatPlanDuration(s.durationS),
                        tss: Math.round(s.tss),
                      })}
                      {s.hard && ' · '}
                      {s.hard && t(`roles.${s.role}`)}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-1.5">
                      <StatusBadge status={s.status} />
                      {s.status === 'moved' && s.movedTo && (
                        <span className="text-xs text-muted">
                          {t('calendar.movedTo', { day: formatDay(s.movedTo, language) })}
                        </span>
                      )}
                      {s.adjustedBy && s.status === 'planned' && (
                        <span className="text-xs text-muted">{t('calendar.adjusted')}</span>
                      )}
                      {s.activityId && (
                        <LocalizedLink
                          to={`/activities/${s.activityId}`}
                          className="text-xs font-semibold text-brand-fg underline underline-offset-4"
                        >
                          {t('calendar.seeRide')}
                        </LocalizedLink>
                      )}
                    </div>
                    {actionable && planEnd && (
                      <SessionActions session={s} today={today} planEnd={planEnd} onDone={onAction} />
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {day.rides.filter((r) => !r.matchedUid).length > 0 && (
        <ul className="mt-2 space-y-1">
          {day.rides
            .filter((r) => !r.matchedUid)
            .map((r) => (
              <li key={r.id} className="text-sm">
                <LocalizedLink
                  to={`/activities/${r.id}`}
                  className="font-semibold underline-offset-4 hover:underline"
                >
                  {r.name ?? t('calendar.ride')}
                </LocalizedLink>
                <span className="text-xs text-muted">
                  {' · '}
                  {t('calendar.unplanned')}
                  {r.durationS ? ` · ${formatPlanDuration(r.durationS)}` : ''}
                </span>
              </li>
            ))}
        </ul>
      )}
    </li>
  );
}
