import type { Summary } from '@domestique/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { summaryKeys } from '../src/features/summaries/api/keys.ts';
import { LatestSummaryCard } from '../src/features/summaries/components/latest-summary-card.tsx';
import { summaryPeriodTitle } from '../src/features/summaries/components/summary-article.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { profileKeys } from '../src/lib/profile/keys.ts';

beforeAll(async () => {
  await prepareLanguage('pt', ['common', 'summaries']);
});
afterEach(cleanup);

const week: Summary = {
  period: 'week',
  from: '2026-06-01',
  to: '2026-06-07',
  paragraphs: [
    {
      text: 'Você fez 1 pedal nesta semana: 30 min pedalando e 32 TSS.',
      factIds: ['done.rides', 'done.time'],
    },
    { text: 'Seu condicionamento (CTL) foi de 10 para 12 (+2).', factIds: ['ctl.start', 'ctl.end'] },
  ],
  facts: [],
  source: 'template',
  model: null,
  createdAt: '2026-06-08T06:00:00.000Z',
};

const view = (coach: 'male' | 'female') => {
  const client = new QueryClient();
  client.setQueryData(profileKeys.all, { coach_gender: coach });
  client.setQueryData(summaryKeys.latest('week', 'pt'), week);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/pt/dashboard']}>
        <LatestSummaryCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('the latest summary on the dashboard', () => {
  it('shows the coach’s paragraphs under the week they cover, and links to every summary', () => {
    view('male');
    const card = screen.getByTestId('latest-summary');
    expect(card.textContent).toContain('Você fez 1 pedal nesta semana');
    expect(card.textContent).toContain('Seu condicionamento (CTL) foi de 10 para 12 (+2).');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(/^Semana de 1/);
    expect(screen.getByTestId('all-summaries').getAttribute('href')).toBe('/pt/summaries');
  });

  it('speaks of the coach in the gender the rider chose', () => {
    view('female');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('A semana pela sua treinadora');
    expect(screen.getByText('Escrito pela sua treinadora a partir dos seus números.')).toBeTruthy();
    cleanup();
    view('male');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('A semana pelo seu treinador');
  });

  it('names a week by its days and a month by its name', () => {
    expect(summaryPeriodTitle({ period: 'month', from: '2026-05-01', to: '2026-05-31' }, 'en')).toBe(
      'May 2026',
    );
    // Intl writes the range with thin spaces around the dash
    expect(summaryPeriodTitle(week, 'en').replace(/\s/gu, ' ')).toBe('Jun 1 – 7, 2026');
  });
});
