import type { Profile } from '@domestique/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { languageRoutes } from '../src/app/language-routes.ts';
import { LanguageSelect } from '../src/components/language-select.tsx';
import { trainingFocus } from '../src/features/dashboard/training-focus.ts';
import { PlanWizard } from '../src/features/plans/components/plan-wizard.tsx';
import {
  TrainingWeekSettings,
  withTrainingWeek,
} from '../src/features/plans/components/training-week-settings.tsx';
import { riderWeek } from '../src/features/plans/wizard-answers.ts';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { languageFromPath } from '../src/i18n/language.ts';

const NAMESPACES = ['common', 'plans', 'profile'];
beforeAll(async () => {
  for (const lang of ['en', 'pt', 'es'] as const) await prepareLanguage(lang, NAMESPACES);
});
afterEach(cleanup);
// every test starts in English, as its URL says (the app's root loader does this on each navigation)
beforeEach(() => prepareLanguage('en', NAMESPACES));

const profile = {
  primary_goal: 'climbing',
  experience_level: 'advanced',
  ftp: 250,
  knows_ftp: true,
  weekly_hours: 10,
  available_days: ['mon', 'tue', 'thu', 'sat', 'sun'],
  day_caps: null,
} as unknown as Profile;

/** Nothing while the root loader first runs (the app shows a spinner). */
const NoFallback = () => null;

/** The app's route shape (app/router.tsx): a root layout, then the pages once per language. */
async function appWith(pages: () => RouteObject[], at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        // as the app's root loader: the URL's language is ready before the page renders
        loader: async ({ request }) => {
          await prepareLanguage(languageFromPath(new URL(request.url).pathname), NAMESPACES);
          return null;
        },
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        HydrateFallback: NoFallback,
        children: languageRoutes(pages),
      },
    ],
    { initialEntries: [at] },
  );
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // the root loader runs first: wait for the page's form
  await waitFor(() => expect(container.querySelector('input')).not.toBeNull());
  return router;
}

const switchTo = async (language: string) => {
  await act(async () => {
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: language } });
  });
};

function Notes() {
  const [text, setText] = useState('');
  return <input aria-label="notes" value={text} onChange={(e) => setText(e.target.value)} />;
}

describe('a language switch keeps what the rider typed', () => {
  it('any page: the same component stays mounted from /notes to /pt/notes to /es/notes and back', async () => {
    const router = await appWith(
      () => [
        {
          path: 'notes',
          element: (
            <>
              <LanguageSelect />
              <Notes />
            </>
          ),
        },
      ],
      '/notes',
    );
    fireEvent.change(screen.getByLabelText('notes'), { target: { value: 'ridden in the rain' } });
    await switchTo('pt');
    expect(router.state.location.pathname).toBe('/pt/notes');
    expect((screen.getByLabelText('notes') as HTMLInputElement).value).toBe('ridden in the rain');
    await switchTo('es');
    await switchTo('en');
    expect(router.state.location.pathname).toBe('/notes');
    expect((screen.getByLabelText('notes') as HTMLInputElement).value).toBe('ridden in the rain');
  });

  it('the plan wizard: hours, days and strength survive a switch to Portuguese, now worded in it', async () => {
    await appWith(
      () => [
        {
          path: 'plans',
          element: (
            <>
              <LanguageSelect />
              <PlanWizard profile={profile} today="2026-06-05" />
            </>
          ),
        },
      ],
      '/plans',
    );
    fireEvent.change(screen.getByTestId('weekly-hours'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByTestId('day-wed'));
    fireEvent.click(screen.getByTestId('day-mon'));
    fireEvent.click(screen.getByTestId('wizard-strength'));
    await switchTo('pt');
    await screen.findByText('Horas por semana');
    expect((screen.getByTestId('weekly-hours') as HTMLInputElement).value).toBe('7.5');
    expect((screen.getByTestId('day-wed') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('day-mon') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('wizard-strength') as HTMLInputElement).checked).toBe(true);
  });
});

/** The wizard alone on /plans (English). */
async function wizardFor(rider: Partial<Profile>) {
  await appWith(
    () => [{ path: 'plans', element: <PlanWizard profile={rider as Profile} today="2026-06-05" /> }],
    '/plans',
  );
  const checked = (day: string) => (screen.getByTestId(`day-${day}`) as HTMLInputElement).checked;
  const cap = (day: string) =>
    (screen.getByLabelText(`Longest session on ${day}`) as HTMLSelectElement).value;
  return { hours: (screen.getByTestId('weekly-hours') as HTMLInputElement).value, checked, cap };
}

describe('the wizard starts from the rider’s week', () => {
  it('their own: the hours, days and each day’s cap a plan wrote into the profile', async () => {
    const w = await wizardFor({
      ...profile,
      weekly_hours: 6,
      available_days: ['tue', 'thu', 'sat', 'sun'],
      day_caps: { tue: 5400, thu: 5400, sat: 10800, sun: 7200 },
    });
    expect(w.hours).toBe('6');
    expect(['tue', 'thu', 'sat', 'sun'].every(w.checked)).toBe(true);
    expect(['mon', 'wed', 'fri'].some(w.checked)).toBe(false);
    expect([w.cap('Tuesday'), w.cap('Saturday'), w.cap('Sunday')]).toEqual(['90', '180', '120']);
  });

  it('none yet: the advice the dashboard gives for their level — an advanced rider 10 h on 5 days', async () => {
    const focus = trainingFocus('climbing', 'advanced');
    expect(focus).toMatchObject({ weeklyHours: [8, 12], ridesPerWeek: 5 });
    const w = await wizardFor({ ...profile, weekly_hours: null, available_days: null, day_caps: null });
    expect(w.hours).toBe('10');
    const on = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].filter(w.checked);
    expect(on).toEqual(['tue', 'wed', 'thu', 'sat', 'sun']);
    expect(on.length).toBe(focus.ridesPerWeek);
    cleanup();
    const beginner = await wizardFor({
      ...profile,
      experience_level: 'beginner',
      weekly_hours: null,
      available_days: null,
    });
    expect(beginner.hours).toBe('4');
    expect(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].filter(beginner.checked)).toEqual([
      'tue',
      'thu',
      'sat',
    ]);
  });
});

describe('Settings → Training week shows the rider’s week', () => {
  it('the hours, the days with their caps and the zone a plan wrote, and says where the zone comes from', async () => {
    const rider = {
      ...profile,
      weekly_hours: 6,
      available_days: ['tue', 'thu', 'sat', 'sun'],
      day_caps: { tue: 5400, thu: 5400, sat: 10800, sun: 7200 },
      timezone: 'America/Sao_Paulo',
    } as Profile;
    await appWith(
      () => [{ path: 'settings', element: <TrainingWeekSettings profile={rider} /> }],
      '/settings',
    );
    expect((screen.getByTestId('settings-hours') as HTMLInputElement).value).toBe('6');
    expect((screen.getByTestId('timezone') as HTMLSelectElement).value).toBe('America/Sao_Paulo');
    expect(screen.getByTestId('timezone-hint').textContent).toMatch(
      /browser's zone the first time you sign in/,
    );
    const on = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].filter(
      (d) => (screen.getByTestId(`day-${d}`) as HTMLInputElement).checked,
    );
    expect(on).toEqual(['tue', 'thu', 'sat', 'sun']);
    expect((screen.getByLabelText('Longest session on Saturday') as HTMLSelectElement).value).toBe('180');
    // what a save sends: the same week, each ticked day with its cap in seconds
    const week = riderWeek(rider, 'advanced');
    expect(
      withTrainingWeek(rider, { timezone: rider.timezone, weeklyHours: 6, days: week.days }),
    ).toMatchObject({
      weekly_hours: 6,
      available_days: ['tue', 'thu', 'sat', 'sun'],
      day_caps: { tue: 5400, thu: 5400, sat: 10800, sun: 7200 },
      timezone: 'America/Sao_Paulo',
    });
  });
});
