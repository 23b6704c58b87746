import type { PlanView } from '@domestique/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WeekTable } from '../src/features/plans/components/week-table.tsx';
import { i18n, prepareLanguage } from '../src/i18n/i18n.ts';
import { planViewFixture } from './plan-view-fixture.ts';

/**
 * The plan overview's week table: for a week begun, the sessions done of those planned (the calendar's statuses),
 * with partial and missed named when there are some; a week not begun shows a dash, never a zero.
 */

type Week = PlanView['weeks'][number];

const week = (index: number, sessions: number, done: Week['done']): Week => ({
  index,
  startDate: `2026-06-${String(1 + 7 * index).padStart(2, '0')}`,
  endDate: `2026-06-${String(7 + 7 * index).padStart(2, '0')}`,
  phase: 'base',
  recovery: false,
  ftpTest: false,
  focus: { code: 'base', text: 'Aerobic base' },
  targetTss: 300,
  plannedTss: 300,
  plannedDurationS: 5 * 3600,
  sessions,
  done,
});

const done = (completed: number, partial: number, missed: number): Week['done'] => ({
  tss: 180,
  durationS: 3 * 3600,
  unplannedTss: 0,
  completed,
  partial,
  missed,
});

const plan = (weeks: Week[]): PlanView =>
  planViewFixture({ weeks, input: { ...planViewFixture().input, weeks: weeks.length } });

// weeks 1 and 2 begun (one with a partial and two missed sessions, one with every session done so far), week 3 not
const weeks = [week(0, 5, done(2, 1, 2)), week(1, 4, done(1, 0, 0)), week(2, 5, null)];
/** The table in `lang`: the UI language is the URL's, so it renders under that language's path. */
async function view(lang: 'en' | 'pt' | 'es', p: PlanView, showDone = true) {
  await prepareLanguage(lang, ['common', 'plans']);
  render(
    <MemoryRouter initialEntries={[lang === 'en' ? '/plans' : `/${lang}/plans`]}>
      <WeekTable plan={p} showDone={showDone} />
    </MemoryRouter>,
  );
}
const cell = (index: number) => screen.getByTestId(`week-sessions-${index}`).textContent;

beforeAll(() => {
  // jsdom has no ResizeObserver; the table's ScrollRegion watches its width with one
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('week table: sessions done of planned', () => {
  it.each([
    ['en', 'Sessions', '2 of 5', '1 partial', '2 missed'],
    ['pt', 'Treinos', '2 de 5', '1 parcial', '2 perdidos'],
    ['es', 'Sesiones', '2 de 5', '1 parcial', '2 perdidas'],
  ] as const)(
    '%s: a begun week names its partial and missed sessions',
    async (lang, header, main, partial, missed) => {
      await view(lang, plan(weeks));
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
      expect(cell(0)).toBe(`${main}${partial}${missed}`);
      // nothing partial or missed: just the count
      expect(cell(1)).toBe(lang === 'en' ? '1 of 4' : '1 de 4');
    },
  );

  it('a week not begun shows a dash for the sessions done, never a zero', async () => {
    await view('en', plan(weeks));
    expect(cell(2)).toBe('— of 5');
    expect(cell(2)).not.toMatch(/\b0\b/);
  });

  it('the week’s number, phase, date and flags share its row header (one column, to fit 360 px)', async () => {
    await view('pt', plan([{ ...week(0, 5, null), phase: 'build', recovery: true }]));
    expect(screen.getByRole('columnheader', { name: 'Semana · Fase' })).toBeTruthy();
    expect(screen.getByRole('rowheader').textContent).toBe('1Construção1 de jun. · recuperação');
  });

  it('a begun week with nothing done yet says zero, not a dash', async () => {
    await view('en', plan([week(0, 3, done(0, 0, 1))]));
    expect(cell(0)).toBe('0 of 31 missed');
  });

  it('the preview (nothing can be done yet) shows the planned count alone', async () => {
    await view('es', plan(weeks), false);
    expect(cell(0)).toBe('5');
    expect(cell(1)).toBe('4');
  });

  it('partial and missed are plural in pt and es', async () => {
    const many = [week(0, 8, done(2, 3, 3))];
    await view('pt', plan(many));
    expect(cell(0)).toBe('2 de 83 parciais3 perdidos');
    cleanup();
    await view('es', plan(many));
    expect(cell(0)).toBe('2 de 83 parciales3 perdidas');
    expect(i18n.t('plans:overview.missed', { count: 1, value: '1' })).toBe('1 perdida');
  });
});
