import type { CheckInView } from '@domestique/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckInCard } from '../src/features/plans/components/check-in-card.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';

beforeAll(async () => {
  await prepareLanguage('pt', ['common', 'plans']);
});
afterEach(cleanup);

const view = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/pt/dashboard']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('daily check-in card', () => {
  it('asks the five questions on 1–5, each answer in words, in the rider’s language', () => {
    view(<CheckInCard checkIn={null} hasPlan />);
    for (const item of ['Sono', 'Fadiga', 'Dor muscular', 'Estresse', 'Motivação'])
      expect(screen.getByText(item)).toBeTruthy();
    // the middle of every scale to start with
    expect((screen.getByTestId('check-in-fatigue-3') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Muito cansaço'));
    expect((screen.getByTestId('check-in-fatigue-5') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText('Muito cansaço').length).toBeGreaterThan(0);
  });

  it('shows today’s check-in already made: readiness and its band, and the way to change it', () => {
    const checkIn: CheckInView = {
      date: '2026-06-13',
      sleep: 2,
      fatigue: 5,
      soreness: 3,
      stress: 3,
      motivation: 2,
      restingHrBpm: 58,
      hrvMs: null,
      readiness: { score: 31.6, band: 'poor', wellness: 35, restingHrDelta: 6, hrvLow: null },
      updatedAt: '2026-06-13T11:00:00Z',
    };
    view(<CheckInCard checkIn={checkIn} hasPlan />);
    expect(screen.getByTestId('readiness-score').textContent).toBe('32 / 100');
    expect(screen.getByTestId('readiness-band').textContent).toBe('Baixa — vá com calma');
    expect(screen.getByText('FC de repouso 6 bpm acima do seu normal.')).toBeTruthy();
    fireEvent.click(screen.getByText('Mudar minhas respostas'));
    expect((screen.getByTestId('check-in-fatigue-5') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('check-in-sleep-2') as HTMLInputElement).checked).toBe(true);
  });
});
