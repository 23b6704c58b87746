import type { CheckInView } from '@domestique/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckInCard } from '../src/features/plans/components/check-in-card.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { consentKeys } from '../src/lib/consents/keys.ts';

beforeAll(async () => {
  await prepareLanguage('pt', ['common', 'plans']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (ui: React.ReactNode, client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
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

  it('on a rest day a very poor check-in says "rest as planned", never "your session stays as planned"', async () => {
    const checkIn: CheckInView = {
      date: '2026-06-14',
      sleep: 1,
      fatigue: 5,
      soreness: 5,
      stress: 5,
      motivation: 1,
      restingHrBpm: null,
      hrvMs: null,
      readiness: { score: 0, band: 'veryPoor', wellness: 0, restingHrDelta: null, hrvLow: null },
      updatedAt: '2026-06-14T07:00:00Z',
    };
    const reply = { checkIn, changes: [], todayPlan: 'rest' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(reply), { status: 200 })),
    );
    view(<CheckInCard checkIn={null} hasPlan />);
    fireEvent.click(screen.getByTestId('check-in-save'));
    await waitFor(() => expect(screen.getByTestId('check-in-no-change')).toBeTruthy());
    expect(screen.getByTestId('readiness-band').textContent).toBe('Muito baixa — descanse');
    expect(screen.getByTestId('check-in-no-change').textContent).toBe(
      'Nada está planejado para hoje — descanso, como previsto.',
    );
    expect(screen.queryByText('O treino de hoje continua como planejado.')).toBeNull();
  });

  it('hides resting HR and HRV without the health-data consent, links to it, and sends them as null', async () => {
    const client = new QueryClient();
    const health = (status: 'granted' | 'not_granted') => ({
      items: [
        {
          purpose: 'health_data',
          status,
          grantedAt: null,
          withdrawnAt: null,
          textVersion: null,
          currentTextVersion: '2026-11-27',
        },
      ],
    });
    client.setQueryData(consentKeys.all, health('not_granted'));
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(health('not_granted')), { status: 200 });
      }),
    );
    view(<CheckInCard checkIn={null} hasPlan />, client);
    expect(screen.queryByLabelText('FC de repouso (bpm, opcional)')).toBeNull();
    expect(screen.queryByTestId('check-in-health-fields')).toBeNull();
    const link = screen.getByTestId('check-in-health-consent-link');
    expect(link.textContent).toBe('Adicionar FC de repouso e VFC — precisa do seu consentimento');
    expect(link.getAttribute('href')).toBe('/pt/settings#consents');
    fireEvent.click(screen.getByTestId('check-in-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ restingHrBpm: null, hrvMs: null });
    cleanup();

    // with the consent, the two fields are there and the link is not
    client.setQueryData(consentKeys.all, health('granted'));
    view(<CheckInCard checkIn={null} hasPlan />, client);
    expect(screen.getByTestId('check-in-health-fields')).toBeTruthy();
    expect(screen.queryByTestId('check-in-health-consent-link')).toBeNull();
  });
});
