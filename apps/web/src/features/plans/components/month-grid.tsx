import type { CalendarView } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDay, weekdayNames } from '../plan-dates.ts';

type Day = CalendarView['days'][number];

/** The month at a glance: one button per day (its sessions as marks), the chosen day's details shown below it. */
export function MonthGrid({
  days,
  month,
  today,
  selected,
  onSelect,
}: {
  days: Day[];
  /** `YYYY-MM` of the month shown (days outside it are dimmed). */
  month: string;
  today: string;
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const names = weekdayNames(language, 'short');
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
          const label = [
            formatDay(d.date, language),
            live.length ? t('calendar.sessionsCount', { count: live.length }) : t('calendar.rest'),
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
              className={`flex min-h-14 flex-col items-center rounded-xl p-1 text-sm ${
                d.date.startsWith(month) ? '' : 'opacity-45'
              } ${selected === d.date ? 'bg-ink text-paper dark:bg-paper dark:text-ink' : 'hover:bg-surface-2'} ${
                d.unavailable
                  ? 'bg-[repeating-linear-gradient(45deg,transparent,transparent_4px,var(--line)_4px,var(--line)_6px)]'
                  : ''
              }`}
            >
              <span
                className={d.date === today ? 'font-black underline underline-offset-2' : 'font-semibold'}
              >
                {Number(d.date.slice(8))}
              </span>
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
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-muted">
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
