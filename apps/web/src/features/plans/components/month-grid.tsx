import type { CalendarView } from '@domestique/contract';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { emptyDayWord, formatDay, weekdayNames } from '../plan-dates.ts';
import { useEventLabel } from './plan-events.tsx';

type Day = CalendarView['days'][number];

/** The month at a glance: one button per day (its sessions as marks), the chosen day's details shown below it. */
export function MonthGrid({
  days,
  month,
  today,
  planStart,
  selected,
  onSelect,
}: {
  days: Day[];
  /** The active plan's first day: a day before it is no rest day. */
  planStart: string | null;
  /** `YYYY-MM` of the month shown (days outside it are dimmed). */
  month: string;
  today: string;
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const names = weekdayNames(language, 'short');
  const eventLabel = useEventLabel();
  return (
    <div className="card p-2 sm:p-4" data-testid="month-grid">
      <div className="grid grid-cols-7 text-center text-xs font-semibold text-muted" aria-hidden="true">
        {names.map((n) => (
          <span key={n} className="truncate py-1">
            {n}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {days.map((d) => {
          const live = d.sessions.filter((s) => s.status !== 'moved');
          const emptyWord = emptyDayWord(d.date, planStart);
          const event = d.event ? eventLabel(d.event) : null;
          const label = [
            formatDay(d.date, language),
            event,
            live.length
              ? t('calendar.sessionsCount', { count: live.length })
              : event
                ? null
                : emptyWord && t(`calendar.${emptyWord}`),
            d.unavailable ? t(`unavailable.reasons.${d.unavailable.reason}`) : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <button
              key={d.date}
              type="button"
              onClick={() => onSelect(d.date)}
              aria-pressed={selected === d.date}
              aria-label={label}
              data-testid={`month-day-${d.date}`}
              className={`flex min-h-14 flex-col items-center rounded-xl p-1 text-sm ${
                d.date.startsWith(month) ? '' : 'opacity-45'
              } ${selected === d.date ? 'bg-ink text-paper dark:bg-paper dark:text-ink' : 'hover:bg-surface-2'} ${
                d.unavailable
                  ? 'bg-[repeating-linear-gradient(45deg,transparent,transparent_4px,var(--line)_4px,var(--line)_6px)]'
                  : ''
              }`}
            >
              <span
                className={`flex items-center gap-0.5 ${d.date === today ? 'font-black underline underline-offset-2' : 'font-semibold'}`}
              >
                {Number(d.date.slice(8))}
                {d.event && (
                  <Flag
                    className="size-3.5 shrink-0 text-ember"
                    aria-hidden="true"
                    data-testid="month-event"
                    data-priority={d.event.priority}
                  />
                )}
              </span>
              {d.event && (
                <span
                  className="max-w-full truncate text-[0.65rem] leading-tight font-bold"
                  aria-hidden="true"
                >
                  {d.event.priority}
                </span>
              )}
              <span className="mt-1 flex flex-wrap justify-center gap-0.5" aria-hidden="true">
                {live.map((s) => (
                  <span
                    key={s.uid}
                    className={`size-1.5 rounded-full ${
                      s.status === 'completed'
                        ? 'bg-lime-deep dark:bg-lime'
                        : s.status === 'missed'
                          ? 'bg-danger'
                          : s.status === 'skipped'
                            ? 'bg-muted/50'
                            : s.hard
                              ? 'bg-orange-500'
                              : 'bg-sky-500'
                    }`}
                  />
                ))}
                {d.rides.some((r) => !r.matchedUid) && <span className="size-1.5 rounded-full bg-fg" />}
              </span>
            </button>
          );
        })}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-muted" data-testid="month-legend">
        <li className="flex items-center gap-1.5" data-testid="legend-event">
          <Flag className="size-3 text-ember" aria-hidden="true" />
          {t('calendar.legend.event')}
        </li>
        {LEGEND.map(([key, color]) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className={`size-2 rounded-full ${color}`} aria-hidden="true" />
            {t(`calendar.legend.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

const LEGEND = [
  ['done', 'bg-lime-deep dark:bg-lime'],
  ['missed', 'bg-danger'],
  ['key', 'bg-orange-500'],
  ['other', 'bg-sky-500'],
  ['ride', 'bg-fg'],
] as const;
