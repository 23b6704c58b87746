import type { MoveWarning, PlanChangeView } from '@domestique/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { prefetchLoader } from '../app/prefetch.ts';
import { buttonClass } from '../components/button-styles.ts';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { sessionQuery } from '../features/auth/api/get-session.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { activePlanQuery, useActivePlan } from '../features/plans/api/get-active-plan.ts';
import { calendarQuery, useCalendar } from '../features/plans/api/get-calendar.ts';
import { planDashboardQuery, usePlanDashboard } from '../features/plans/api/get-plan-dashboard.ts';
import { unavailableQuery } from '../features/plans/api/list-unavailable-days.ts';
import { CalendarDay } from '../features/plans/components/calendar-day.tsx';
import { ChangeNotice } from '../features/plans/components/change-notice.tsx';
import { MonthGrid } from '../features/plans/components/month-grid.tsx';
import { UnavailablePanel } from '../features/plans/components/unavailable-panel.tsx';
import { formatDay, monthRange, shiftAnchor, weekRange } from '../features/plans/plan-dates.ts';
import { languageFromPath } from '../i18n/language.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { profileQuery } from '../lib/profile/get-profile.ts';
import { formatMonth } from '../lib/ride-format.ts';
import { AppShell } from './app-shell.tsx';

type View = 'week' | 'month';
const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The view, the day it is anchored on and the days it shows, from the URL (`today`: the rider's, from the server). */
function calendarView(search: URLSearchParams, today: string) {
  const view: View = search.get('view') === 'month' ? 'month' : 'week';
  const anchor = isDay(search.get('day')) ? (search.get('day') as string) : today;
  return { view, anchor, range: view === 'week' ? weekRange(anchor) : monthRange(anchor) };
}

/**
 * Every first read starts here, in parallel: the days shown once the rider's today is in (it anchors the week), the
 * rest at once — before, the page drew a skeleton, then asked for the plan, then for the days (three waves).
 */
export const loader = prefetchLoader((client, { request }) => {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  return [
    client.prefetchQuery(sessionQuery),
    client.prefetchQuery(profileQuery()),
    client.prefetchQuery(activePlanQuery(language)),
    client.prefetchQuery(unavailableQuery()),
    client.fetchQuery(planDashboardQuery(language)).then((board) => {
      const { range } = calendarView(url.searchParams, board.today);
      return client.prefetchQuery(calendarQuery(range.from, range.to, language));
    }),
  ];
});

function CalendarContent({ today }: { today: string }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const { view, anchor, range } = calendarView(search, today);
  const calendar = useCalendar(range.from, range.to, language);
  const plan = useActivePlan(language);
  const [selected, setSelected] = useState(today);
  const [notice, setNotice] = useState<{ changes: PlanChangeView[]; warnings: MoveWarning[] } | null>(null);
  const go = (next: { view?: View; day?: string }) =>
    setSearch(
      { view: next.view ?? view, day: next.day ?? anchor },
      { replace: true, preventScrollReset: true },
    );
  const planEnd = plan.data?.plan?.endDate ?? null;
  const planStart = plan.data?.plan?.startDate ?? null;

  if (calendar.isError && !calendar.data) return <ErrorState onRetry={() => calendar.refetch()} />;
  const days = calendar.data?.days ?? [];
  const shown = view === 'week' ? days : days.filter((d) => d.date === selected);
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t('calendar.eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('calendar.title')}</h1>
        {calendar.data && !calendar.data.planId && (
          <p className="text-muted" data-testid="calendar-no-plan">
            {t('calendar.noPlan')}{' '}
            <LocalizedLink to="/plans" className="font-semibold text-brand-fg underline underline-offset-4">
              {t('calendar.makePlan')}
            </LocalizedLink>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex gap-1 rounded-2xl bg-surface-2 p-1">
          <legend className="sr-only">{t('calendar.viewLabel')}</legend>
          {(['week', 'month'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={`h-9 rounded-xl px-3 text-sm font-semibold ${view === v ? 'bg-surface text-fg shadow-sm' : 'text-muted'}`}
              onClick={() => go({ view: v })}
              data-testid={`view-${v}`}
            >
              {t(`calendar.views.${v}`)}
            </button>
          ))}
        </fieldset>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={buttonClass('ghost', 'icon')}
            onClick={() => go({ day: shiftAnchor(anchor, view, -1) })}
            aria-label={t('calendar.previous')}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => go({ day: today })}>
            {t('calendar.today')}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'icon')}
            onClick={() => go({ day: shiftAnchor(anchor, view, 1) })}
            aria-label={t('calendar.next')}
            data-testid="calendar-next"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <h2 className="text-lg font-bold" aria-live="polite" data-testid="calendar-range">
        {view === 'week'
          ? t('calendar.weekOf', {
              from: formatDay(range.from, language, false),
              to: formatDay(range.to, language, false),
            })
          : formatMonth(`${anchor.slice(0, 7)}-01`, language)}
      </h2>
      {notice && (
        <ChangeNotice changes={notice.changes} warnings={notice.warnings} onClose={() => setNotice(null)} />
      )}
      {!calendar.data ? (
        <div className="skeleton h-96" aria-hidden="true" />
      ) : (
        <>
          {view === 'month' && (
            <MonthGrid
              days={days}
              month={anchor.slice(0, 7)}
              today={today}
              planStart={planStart}
              selected={selected}
              onSelect={setSelected}
            />
          )}
          <ol className="space-y-3" data-testid="calendar-days">
            {shown.map((d) => (
              <CalendarDay
                key={d.date}
                day={d}
                today={calendar.data.today}
                planStart={planStart}
                planEnd={planEnd}
                onAction={(r) => setNotice({ changes: [r.change], warnings: r.warnings })}
              />
            ))}
          </ol>
        </>
      )}
      <UnavailablePanel today={today} onChanges={(changes) => setNotice({ changes, warnings: [] })} />
    </div>
  );
}

/** `/plans/calendar`: the plan's days, week or month, with the rider's actions and days off. */
export default function PlanCalendarPage() {
  const { t } = useTranslation('plans');
  usePageMeta(t('calendar.meta.title'), t('calendar.meta.description'));
  return (
    <AppShell>
      <div className="mx-auto max-w-3xl">
        <RequireUser>{() => <WithToday />}</RequireUser>
      </div>
    </AppShell>
  );
}

function WithToday() {
  const language = useLanguage();
  const board = usePlanDashboard(language);
  if (board.isError && !board.data) return <ErrorState onRetry={() => board.refetch()} />;
  if (!board.data) return <div className="skeleton h-96" aria-hidden="true" />;
  return <CalendarContent today={board.data.today} />;
}
