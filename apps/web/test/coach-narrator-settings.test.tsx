import { CONSENT_TEXT_VERSIONS, type Profile } from '@domestique/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { summaryKeys } from '../src/features/summaries/api/keys.ts';
import { CoachNarratorSettings } from '../src/features/summaries/components/coach-narrator-settings.tsx';
import { SummaryArticle } from '../src/features/summaries/components/summary-article.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { profileKeys } from '../src/lib/profile/keys.ts';

/**
 * Settings → the language-model narrator: no switch on a server without a model (it says so), an honest explanation
 * and a switch that records the consent with its text version where there is one; and the label on a summary a
 * model wrote names the model.
 */
beforeAll(async () => {
  await prepareLanguage('pt', ['common', 'summaries']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(replies: Record<string, unknown>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      const reply = replies[`${init.method ?? 'GET'} ${url}`];
      return reply === undefined
        ? new Response('{"error":{"code":"unauthorized","message":"x"}}', { status: 401 })
        : new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  return calls;
}

const profile = (aiCoach: boolean) => ({ ai_coach: aiCoach, coach_gender: 'female' }) as unknown as Profile;

function renderWith(narrator: { available: boolean; model: string | null }, aiCoach: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(summaryKeys.narrator(), narrator);
  client.setQueryData(profileKeys.all, profile(aiCoach));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/pt/settings']}>
        <CoachNarratorSettings />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Settings → the language-model narrator', () => {
  it('on a server without a model: says it is not available, and offers no switch', () => {
    stubApi({});
    renderWith({ available: false, model: null }, false);
    expect(screen.getByTestId('coach-narrator-unavailable').textContent).toMatch(/não está disponível/);
    expect(screen.queryByTestId('coach-narrator-toggle')).toBeNull();
  });

  it('with a model: explains what is sent and to whom, Strava excepted; the switch records the consent', async () => {
    const calls = stubApi({
      'PUT /api/me/consents/ai_coach': { consent: { purpose: 'ai_coach' }, checkInsCleared: 0 },
    });
    renderWith({ available: true, model: 'llama3.1:8b' }, false);
    const section = screen.getByTestId('coach-narrator');
    expect(section.textContent).toMatch(/llama3\.1:8b/);
    expect(section.textContent).toMatch(/Strava nunca/);
    expect(section.textContent).toMatch(/desligar a qualquer momento/);
    const toggle = screen.getByTestId('coach-narrator-toggle') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/me/consents/ai_coach',
      body: { granted: true, textVersion: CONSENT_TEXT_VERSIONS.ai_coach },
    });
  });

  it('opted in: the switch is on, and turning it off withdraws', async () => {
    const calls = stubApi({
      'PUT /api/me/consents/ai_coach': { consent: { purpose: 'ai_coach' }, checkInsCleared: 0 },
    });
    renderWith({ available: true, model: 'llama3.1:8b' }, true);
    const toggle = screen.getByTestId('coach-narrator-toggle') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ granted: false }));
  });
});

describe('a summary a model wrote', () => {
  it('says which model wrote it, from the rider’s numbers', () => {
    stubApi({});
    const client = new QueryClient();
    client.setQueryData(profileKeys.all, profile(true));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/pt/summaries']}>
          <SummaryArticle
            summary={{
              period: 'week',
              from: '2026-06-01',
              to: '2026-06-07',
              paragraphs: [{ text: 'Você pedalou 3 vezes.', factIds: ['done.rides'], byModel: true }],
              facts: [],
              source: 'model',
              model: 'llama3.1:8b',
              createdAt: '2026-06-08T06:00:00Z',
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('summary-source').textContent).toBe(
      'Redigido por llama3.1:8b a partir dos seus números, cada um conferido.',
    );
  });
});
