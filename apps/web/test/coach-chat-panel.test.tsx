import type { ChatHistory, Profile } from '@domestique/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../src/features/summaries/api/chat-keys.ts';
import { summaryKeys } from '../src/features/summaries/api/keys.ts';
import { CoachChatPanel } from '../src/features/summaries/components/coach-chat-panel.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { profileKeys } from '../src/lib/profile/keys.ts';

/**
 * The coach's chat panel: absent without a model; a pointer to Settings (and no request) without the opt-in; the
 * conversation with "Escrito por <model>" and the coach's gender; a proposal's Accept posts to its own route.
 */
beforeAll(async () => {
  await prepareLanguage('pt', ['common', 'summaries']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(replies: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      const reply = replies[`${init.method ?? 'GET'} ${url}`];
      return reply === undefined
        ? new Response('{"error":{"code":"not_found","message":"x"}}', { status: 404 })
        : new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  return calls;
}

const history: ChatHistory = {
  turns: [
    {
      id: 't1',
      role: 'rider',
      text: 'Posso mudar o sábado?',
      model: null,
      at: '2026-06-10T12:00:00Z',
      proposals: [],
    },
    {
      id: 't2',
      role: 'coach',
      text: 'Proponho domingo.',
      model: 'coach-7b',
      at: '2026-06-10T12:00:00Z',
      proposals: [
        {
          id: 'p1',
          summary: 'Mover «Resistência» de sábado, 13 de junho para domingo, 14 de junho.',
          changes: [
            {
              kind: 'move',
              uid: 'u1',
              workoutName: 'Resistência',
              fromDate: '2026-06-13',
              toDate: '2026-06-14',
              warnings: [],
            },
          ],
          status: 'pending',
          expiresAt: '2026-06-11T12:00:00Z',
        },
      ],
    },
  ],
};

function renderWith(model: string | null, aiCoach: boolean, gender: 'male' | 'female' = 'female') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(summaryKeys.narrator(), { available: model != null, model });
  client.setQueryData(profileKeys.all, { ai_coach: aiCoach, coach_gender: gender } as unknown as Profile);
  if (aiCoach) client.setQueryData(chatKeys.history('pt'), history);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/pt/summaries']}>
        <CoachChatPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the coach’s chat panel', () => {
  it('is absent on a server without a model', () => {
    stubApi({});
    renderWith(null, true);
    expect(screen.queryByTestId('coach-chat')).toBeNull();
  });

  it('without the opt-in points to Settings and asks nothing', () => {
    const calls = stubApi({});
    renderWith('coach-7b', false);
    expect(screen.getByTestId('coach-chat-opt-in').textContent).toMatch(/Configurações/);
    expect(calls.filter((c) => c.includes('/api/coach/chat'))).toEqual([]);
  });

  it('shows the conversation labelled with the model, in the coach’s gender, and accepts a proposal', async () => {
    const calls = stubApi({ 'POST /api/coach/proposals/p1/accept': { change: {}, warnings: [] } });
    renderWith('coach-7b', true, 'female');
    expect(screen.getByRole('heading').textContent).toBe('Pergunte à sua treinadora');
    expect(screen.getByTestId('chat-written-by').textContent).toBe(
      'Escrito por coach-7b, um modelo de linguagem',
    );
    expect(screen.getByTestId('chat-proposal').textContent).toContain('Mover «Resistência»');
    fireEvent.click(screen.getByTestId('chat-proposal-accept'));
    await waitFor(() => expect(calls).toContain('POST /api/coach/proposals/p1/accept'));
  });

  it('speaks as a male coach when the rider chose one', () => {
    stubApi({});
    renderWith('coach-7b', true, 'male');
    expect(screen.getByRole('heading').textContent).toBe('Pergunte ao seu treinador');
  });
});
