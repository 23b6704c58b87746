import type { EventPriority } from '@domestique/coach';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { daysBetween, formatDay } from '../plan-dates.ts';

/** An event as the plan views give it (`name` null or left out when the rider gave none). */
export type ShownEvent = { date: string; priority: EventPriority; name?: string | null };

/** "in 12 days", "today", "3 days ago": how far the event is from the rider's today. */
export function useDaysToGo() {
  const { t } = useTranslation('plans');
  return (date: string, today: string) => {
    const days = daysBetween(today, date);
    if (days === 0) return t('events.isToday');
    return days > 0 ? t('events.daysToGo', { count: days }) : t('events.daysAgo', { count: -days });
  };
}

/** "Gran Fondo Serra (A)", or "Event (A)" for an unnamed one: how the calendar and the preview name an event. */
export function useEventLabel() {
  const { t } = useTranslation('plans');
  return (e: Pick<ShownEvent, 'priority' | 'name'>) =>
    e.name ? `${e.name} (${e.priority})` : t('calendar.event', { priority: e.priority });
}

/**
 * A plan's events, each with its name (or "Event" when unnamed: the priority follows), day, priority and — given the rider's today —
 * the days to go (what A, B or C does to the plan is in the wizard's hints).
 */
export function PlanEvents({ events, today }: { events: readonly ShownEvent[]; today?: string | null }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const toGo = useDaysToGo();
  return (
    <ul className="space-y-1.5 text-sm" data-testid="plan-events">
      {events.map((e) => (
        <li key={e.date} className="flex items-start gap-2" data-testid="plan-event">
          <Flag className="mt-0.5 size-4 shrink-0 text-brand-fg" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-semibold" data-testid="plan-event-name">
              {e.name || t('events.unnamed')}
            </span>
            <span className="text-muted">
              {' · '}
              {formatDay(e.date, language)}
              {' · '}
              {t(`events.priorities.${e.priority}`)}
            </span>
            {today && (
              <span className="font-semibold text-brand-fg" data-testid="plan-event-to-go">
                {' · '}
                {toGo(e.date, today)}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
