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
import { toast } from '../src/lib/toast.ts';

/**
 * The coach's chat panel: absent without a model; a pointer to Settings (and no request) without the opt-in; the
 * conversation with "Escrito por <model>" and the coach's gender; a proposal's Accept posts to its own route; each
 * kind of proposal says what it does, and accepted days off point to the calendar, where they are removed.
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
        {
          id: 'p2',
          summary: 'Trocar «Resistência» de sábado, 13 de junho por «Resistência longa».',
          changes: [
            {
              kind: 'swap',
              uid: 'u1',
              workoutName: 'Resistência',
              fromDate: '2026-06-13',
              workoutId: 'w2',
              toWorkoutName: 'Resistência longa',
              warnings: ['overDayCap'],
            },
          ],
          status: 'pending',
          expiresAt: '2026-06-11T12:00:00Z',
        },
        {
          id: 'p3',
          summary: 'Marcar de sábado, 13 de junho a domingo, 14 de junho como indisponível (viagem).',
          changes: [
            {
              kind: 'unavailable',
              from: '2026-06-13',
              to: '2026-06-14',
              reason: 'travel',
              sessions: [],
              warnings: [],
            },
          ],
          status: 'accepted',
          expiresAt: '2026-06-11T12:00:00Z',
        },
        {
          id: 'p4',
          summary:
            'Mudar a sua semana de treino de 5 h em terça-feira e sábado para 6 h em terça-feira, quinta-feira e sábado.',
          changes: [
            {
              kind: 'week',
              fromHours: 5,
              fromDays: ['tue', 'sat'],
              weeklyHours: 6,
              availability: [
                { day: 'tue', maxDurationS: 5400 },
                { day: 'thu', maxDurationS: 5400 },
                { day: 'sat', maxDurationS: 10800 },
              ],
              warnings: [],
            },
          ],
          status: 'accepted',
          expiresAt: '2026-06-11T12:00:00Z',
        },
      ],
    },
  ],
};

function renderWith(
  model: string | null,
  aiCoach: boolean,
  gender: 'male' | 'female' = 'female',
  turns: ChatHistory = history,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(summaryKeys.narrator(), { available: model != null, model });
  client.setQueryData(profileKeys.all, { ai_coach: aiCoach, coach_gender: gender } as unknown as Profile);
  if (aiCoach) client.setQueryData(chatKeys.history('pt'), turns);
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
    const calls = stubApi({ 'POST /api/coach/proposals/p1/accept': { changes: [], warnings: [] } });
    renderWith('coach-7b', true, 'female');
    expect(screen.getByRole('heading').textContent).toBe('Pergunte à sua treinadora');
    expect(screen.getByTestId('chat-written-by').textContent).toBe(
      'Escrito por coach-7b, um modelo de linguagem',
    );
    expect(screen.getAllByTestId('chat-proposal')[0]!.textContent).toContain('Mover «Resistência»');
    fireEvent.click(screen.getAllByTestId('chat-proposal-accept')[0]!);
    await waitFor(() => expect(calls).toContain('POST /api/coach/proposals/p1/accept'));
  });

  it('says what each kind of proposal does; accepted days off point to the calendar, a new week to the changes', () => {
    stubApi({});
    renderWith('coach-7b', true);
    expect(screen.getAllByTestId('chat-proposal-kind').map((e) => e.textContent)).toEqual([
      'Mover uma sessão',
      'Trocar um treino',
      'Dias sem pedalar',
      'A sua semana de treino',
    ]);
    const [, swap, days, week] = screen.getAllByTestId('chat-proposal');
    expect(swap!.textContent).toContain(
      'Trocar «Resistência» de sábado, 13 de junho por «Resistência longa».',
    );
    expect(swap!.textContent).toContain('As regras do seu plano alertam');
    const [daysLink, weekLink] = screen.getAllByTestId('chat-proposal-changes');
    expect(days!.contains(daysLink!)).toBe(true);
    expect(daysLink!.textContent).toBe('Ver no calendário');
    expect(daysLink!.getAttribute('href')).toBe('/pt/plans/calendar');
    expect(week!.contains(weekLink!)).toBe(true);
    expect(weekLink!.getAttribute('href')).toBe('/pt/plans/changes');
  });

  it('accepting days off says where to remove them', async () => {
    const pending = structuredClone(history);
    pending.turns[1]!.proposals = [{ ...history.turns[1]!.proposals[2]!, status: 'pending' }];
    const calls = stubApi({ 'POST /api/coach/proposals/p3/accept': { changes: [], warnings: [] } });
    const toasts = vi.spyOn(toast, 'success');
    renderWith('coach-7b', true, 'female', pending);
    fireEvent.click(screen.getByTestId('chat-proposal-accept'));
    await waitFor(() => expect(calls).toContain('POST /api/coach/proposals/p3/accept'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.stringMatching(/^Feito: os dias estão marcados/)),
    );
  });

  it('speaks as a male coach when the rider chose one', () => {
    stubApi({});
    renderWith('coach-7b', true, 'male');
    expect(screen.getByRole('heading').textContent).toBe('Pergunte ao seu treinador');
  });
});
