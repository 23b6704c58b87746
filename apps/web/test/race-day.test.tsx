import type { CalendarView, DashboardSummary, PlanDashboard, PlannedSessionView } from '@domestique/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TrainingSummary } from '../src/features/ftp/components/training-summary.tsx';
import { ActivePlanBody } from '../src/features/plans/components/dashboard-plan.tsx';
import { MonthGrid } from '../src/features/plans/components/month-grid.tsx';
import { PlanEvents } from '../src/features/plans/components/plan-events.tsx';
import { PlannedSessionPanel } from '../src/features/plans/components/planned-session-panel.tsx';
import { RideFeedbackCard } from '../src/features/plans/components/ride-feedback.tsx';
import { formatDay } from '../src/features/plans/plan-dates.ts';
import { sessionFromSearch, sessionHref } from '../src/features/plans/session-link.ts';
import { prepareLanguage } from '../src/i18n/i18n.ts';

/**
 * Issue #22, in the browser's components: the race in plain sight (name, day, priority, days to go; the month's
 * marker and legend), a planned session opened as that day's session, feedback asked against the plan only when a
 * plan held the ride, and the dashboard saying why old rides suggest no FTP.
 */
beforeAll(async () => {
  await prepareLanguage('pt', ['common', 'plans', 'progress', 'workouts']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const view = (ui: React.ReactNode, at = '/pt/dashboard') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** Answers each API path with its JSON (a path not listed is a 404). */
function api(replies: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    const reply = replies[key] ?? replies[`${init?.method ?? 'GET'} ${url.pathname}`];
    return reply === undefined
      ? new Response(JSON.stringify({ error: { code: 'not_found', message: 'x' } }), { status: 404 })
      : new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const gran = { date: '2027-02-20', priority: 'A' as const, name: 'Gran Fondo Serra' };

describe('the plan’s events: name, day, priority and days to go', () => {
  it('lists each event by name (an unnamed one as “Prova”: its priority follows), its day, its priority and how far it is', () => {
    view(
      <PlanEvents events={[{ date: '2027-02-07', priority: 'B', name: null }, gran]} today="2027-02-01" />,
    );
    const items = screen.getAllByTestId('plan-event');
    expect(items.map((i) => i.textContent)).toEqual([
      `Prova · ${formatDay('2027-02-07', 'pt')} · B — importante · em 6 dias`,
      `Gran Fondo Serra · ${formatDay('2027-02-20', 'pt')} · A — objetivo principal · em 19 dias`,
    ]);
  });

  it('says “hoje” on the day and “há 1 dia” after it', () => {
    view(<PlanEvents events={[gran]} today="2027-02-20" />);
    expect(screen.getByTestId('plan-event-to-go').textContent).toBe(' · hoje');
    cleanup();
    view(<PlanEvents events={[gran]} today="2027-02-21" />);
    expect(screen.getByTestId('plan-event-to-go').textContent).toBe(' · há 1 dia');
  });

  it('the dashboard counts down to the next A event by name', () => {
    const plan: NonNullable<PlanDashboard['plan']> = {
      id: 'p1',
      phase: 'build',
      week: 3,
      weeks: 5,
      startDate: '2027-01-22',
      endDate: '2027-02-20',
      focus: { code: 'buildThreshold', text: 'x' },
      nextKeySession: null,
      events: [{ date: '2027-02-07', priority: 'C', name: null }, gran],
    };
    view(<ActivePlanBody plan={plan} today="2027-02-01" />);
    expect(screen.getByTestId('plan-countdown').textContent).toBe('Faltam 19 dias para Gran Fondo Serra');
    cleanup();
    view(<ActivePlanBody plan={{ ...plan, events: [gran] }} today="2027-02-19" />);
    expect(screen.getByTestId('plan-countdown').textContent).toBe('Falta 1 dia para Gran Fondo Serra');
  });
});

const day = (
  date: string,
  extra: Partial<CalendarView['days'][number]> = {},
): CalendarView['days'][number] => ({
  date,
  sessions: [],
  rides: [],
  unavailable: null,
  event: null,
  checkIn: null,
  ...extra,
});

describe('the month view', () => {
  it('marks the race day with its priority and name, and the legend says what the flag is', () => {
    const days = [
      day('2027-02-19'),
      day('2027-02-20', { event: { priority: 'A', name: 'Gran Fondo Serra' } }),
    ];
    view(
      <MonthGrid
        days={days}
        month="2027-02"
        today="2027-02-01"
        selected="2027-02-01"
        planStart="2027-01-01"
        onSelect={() => {}}
      />,
    );
    const race = screen.getByTestId('month-day-2027-02-20');
    expect(within(race).getByTestId('month-event').getAttribute('data-priority')).toBe('A');
    expect(race.getAttribute('aria-label')).toBe(`${formatDay('2027-02-20', 'pt')}, Gran Fondo Serra (A)`);
    expect(within(screen.getByTestId('month-day-2027-02-19')).queryByTestId('month-event')).toBeNull();
    expect(screen.getByTestId('legend-event').textContent).toBe('evento (A, B ou C)');
  });
});

const session = (extra: Partial<PlannedSessionView> = {}): PlannedSessionView => ({
  uid: '2027-02-16#0',
  planId: 'p1',
  date: '2027-02-16',
  kind: 'ride',
  workoutId: 'vo2max-5x5-112',
  name: 'VO2máx 5 × 5 min',
  family: 'vo2max',
  strengthFocus: null,
  role: 'key',
  hard: true,
  level: 4,
  durationS: 3600,
  tss: 85,
  status: 'planned',
  adjustedBy: null,
  movedTo: null,
  activityId: null,
  compliance: null,
  ...extra,
});

const board = (today: string): PlanDashboard => ({
  today,
  plan: {
    id: 'p1',
    phase: 'taper',
    week: 4,
    weeks: 5,
    startDate: '2027-01-22',
    endDate: '2027-02-20',
    focus: { code: 'taper', text: 'x' },
    nextKeySession: null,
    events: [gran],
  },
  upcoming: [],
  checkIn: null,
  latestChange: null,
});

describe('a planned session opened from the calendar', () => {
  it('links to its workout as that day’s session, and reads it back from the URL', () => {
    const href = sessionHref(session());
    expect(href).toBe('/workouts/vo2max-5x5-112?day=2027-02-16&session=2027-02-16%230');
    expect(sessionFromSearch(new URL(href, 'http://x.test').searchParams)).toEqual({
      day: '2027-02-16',
      uid: '2027-02-16#0',
    });
    expect(sessionFromSearch(new URLSearchParams('day=16/02&session=x'))).toBeNull();
    expect(sessionFromSearch(new URLSearchParams())).toBeNull();
  });

  it('shows its day and status, the skip / move / swap of a coming session, and the way back to the calendar', async () => {
    const calendar: CalendarView = {
      from: '2027-02-16',
      to: '2027-02-16',
      today: '2027-02-10',
      planId: 'p1',
      days: [day('2027-02-16', { sessions: [session()] })],
    };
    const moved = {
      change: {
        id: 'c1',
        planId: 'p1',
        kind: 'move',
        reason: 'riderMoved',
        origin: 'rider',
        trigger: 'calendar',
        decidedOn: '2027-02-10',
        createdAt: '2027-02-10T10:00:00Z',
        sentence: 'Você passou o treino para quarta-feira.',
        from: null,
        to: { date: '2027-02-17', session: null, ftpW: null, family: null, level: null, fromWeek: null },
        inputs: {},
        undoneAt: null,
        undoneBy: null,
        undoes: null,
        undo: { possible: false, refusal: 'riderChange', linked: [] },
      },
      warnings: [],
    };
    const fetch = api({
      'GET /api/calendar?from=2027-02-16&to=2027-02-16': calendar,
      'GET /api/plans/dashboard': board('2027-02-10'),
      'POST /api/calendar/sessions/2027-02-16%230/move': moved,
    });
    view(
      <PlannedSessionPanel day="2027-02-16" uid="2027-02-16#0" />,
      '/pt/workouts/vo2max-5x5-112?day=2027-02-16&session=2027-02-16%230',
    );
    await screen.findByTestId('planned-session');
    expect(screen.getByTestId('session-day').textContent).toBe(formatDay('2027-02-16', 'pt'));
    expect(screen.getByTestId('status-planned').textContent).toBe('Planejado');
    await waitFor(() => expect(screen.getByTestId('session-skip')).toBeTruthy());
    expect(screen.getByTestId('session-swap')).toBeTruthy();
    // moved to Wednesday: the page follows the session to its new day
    fireEvent.click(screen.getByTestId('session-move'));
    fireEvent.change(screen.getByTestId('move-date'), { target: { value: '2027-02-17' } });
    fireEvent.submit(screen.getByTestId('move-date').closest('form')!);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/pt/workouts/vo2max-5x5-112?day=2027-02-17&session=2027-02-16%230',
      ),
    );
    expect(screen.getByTestId('change-sentence').textContent).toBe('Você passou o treino para quarta-feira.');
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/move') && i?.method === 'POST')).toBe(true);
  });

  it('a session no longer on that day (or a day the calendar refuses) says so, with the way back', async () => {
    api({ 'GET /api/plans/dashboard': board('2027-02-10') });
    view(<PlannedSessionPanel day="2027-02-31" uid="2027-02-16#0" />);
    await screen.findByTestId('session-gone');
    expect(screen.queryByTestId('session-skip')).toBeNull();
  });

  it('a past or done session shows its status and the ride, without actions', async () => {
    const done = session({ status: 'completed', activityId: 'r1' });
    api({
      'GET /api/calendar?from=2027-02-16&to=2027-02-16': {
        from: '2027-02-16',
        to: '2027-02-16',
        today: '2027-02-18',
        planId: 'p1',
        days: [day('2027-02-16', { sessions: [done] })],
      },
      'GET /api/plans/dashboard': board('2027-02-18'),
    });
    view(<PlannedSessionPanel day="2027-02-16" uid="2027-02-16#0" />);
    await screen.findByTestId('status-completed');
    expect(screen.getByText('Ver o pedal').getAttribute('href')).toBe('/pt/activities/r1');
    expect(screen.queryByTestId('session-skip')).toBeNull();
  });
});

describe('post-ride feedback', () => {
  const stored = (session: unknown) => ({
    'GET /api/activities/r1/feedback': { feedback: null, session },
  });

  it('asks “against the plan” only of a ride that did a planned session, naming it', async () => {
    api(stored({ uid: 'u', date: '2027-02-16', workoutId: 'w', name: 'VO2máx 5 × 5 min' }));
    view(<RideFeedbackCard activityId="r1" />);
    const feel = await screen.findByTestId('feedback-feel');
    expect(feel.querySelector('legend')?.textContent).toBe('Comparado ao plano: VO2máx 5 × 5 min');
    expect(screen.getByRole('heading').textContent).toBe('Como foi?');
  });

  it('a ride no plan held (an old upload) is asked how it felt, never against a plan', async () => {
    const fetch = api({
      ...stored(null),
      'PUT /api/activities/r1/feedback': {
        feedback: { activityId: 'r1', rpe: 4, feel: null, updatedAt: '2027-02-16T10:00:00Z' },
        changes: [],
      },
    });
    view(<RideFeedbackCard activityId="r1" />);
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Como foi o pedal?'));
    expect(screen.getByTestId('feedback-hint').textContent).toMatch(/não há plano com que comparar/);
    expect(screen.queryByTestId('feedback-feel')).toBeNull();
    expect(screen.queryByText(/plano:/)).toBeNull();
    fireEvent.click(screen.getByTestId('rpe-4'));
    fireEvent.click(screen.getByTestId('feedback-save'));
    await waitFor(() => expect(fetch.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ rpe: 4, feel: null });
  });
});

describe('the dashboard and rides too old to suggest an FTP', () => {
  const summary = (powerRides: DashboardSummary['powerRides'], extra: Partial<DashboardSummary> = {}) => ({
    ftp: { watts: 195, source: 'answers', effectiveAt: null },
    weightKg: 70,
    wattsPerKg: 2.8,
    fitness: { date: '2027-02-01', ctl: 0, atl: 0, tsb: 0 },
    lastRide: null,
    ftpSuggestion: null,
    powerRides,
    ...extra,
  });

  it('with three rides with power, none recent, says why no FTP comes — in the ride page’s words', async () => {
    api({ 'GET /api/dashboard/summary': summary({ count: 3, recent: 0 }) });
    view(<TrainingSummary />);
    const note = await screen.findByTestId('ftp-rides-too-old');
    expect(note.textContent).toBe(
      'Você tem 3 pedais com potência, nenhum dos últimos 90 dias. Um pedal com mais de 90 dias não pode sugerir um FTP: o condicionamento daquela época diz pouco sobre o de hoje. Envie um pedal recente com potência, ou faça um dos testes de FTP em Treinos.',
    );
    expect(screen.queryByText(/Envie pedais com potência e sugerimos/)).toBeNull();
  });

  it('with a recent ride with power, or none at all, keeps asking for rides with power', async () => {
    api({ 'GET /api/dashboard/summary': summary({ count: 3, recent: 1 }) });
    view(<TrainingSummary />);
    await screen.findByText(/Envie pedais com potência e sugerimos/);
    expect(screen.queryByTestId('ftp-rides-too-old')).toBeNull();
    cleanup();
    api({ 'GET /api/dashboard/summary': summary({ count: 0, recent: 0 }, { ftp: null }) });
    view(<TrainingSummary />);
    await screen.findByText('Ainda sem FTP: envie um pedal com potência e nós estimamos um.');
    expect(screen.queryByTestId('ftp-rides-too-old')).toBeNull();
  });
});
