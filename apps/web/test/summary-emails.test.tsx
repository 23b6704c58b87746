import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { summaryKeys } from '../src/features/summaries/api/keys.ts';
import { SummaryEmailSettings } from '../src/features/summaries/components/summary-email-settings.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import SummaryUnsubscribePage from '../src/routes/summary-unsubscribe.tsx';

beforeAll(async () => {
  await prepareLanguage('pt', ['common', 'summaries', 'home']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fetch that answers the summary-e-mail routes and records what was sent; anything else is a 401. */
function stubApi(replies: Record<string, unknown>) {
  // jsdom has no ResizeObserver; the public header reports its height with one (components/header-clearance.ts)
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
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

const withClient = (
  ui: React.ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) => render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);

describe('Settings → summary e-mails', () => {
  it('shows each kind’s setting and sends only the one the rider changed', async () => {
    const calls = stubApi({ 'PUT /api/coach/summary-emails': { week: false, month: false } });
    const client = new QueryClient();
    client.setQueryData(summaryKeys.emailSettings(), { week: true, month: false });
    withClient(<SummaryEmailSettings />, client);
    const week = screen.getByTestId('summary-email-week') as HTMLInputElement;
    expect(week.checked).toBe(true);
    expect((screen.getByTestId('summary-email-month') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Resumo semanal')).toBeTruthy();
    fireEvent.click(week);
    await waitFor(() =>
      expect((screen.getByTestId('summary-email-week') as HTMLInputElement).checked).toBe(false),
    );
    expect(calls).toContainEqual({ url: '/api/coach/summary-emails', method: 'PUT', body: { week: false } });
  });

  it('moves the switch at once, and back when the save fails', async () => {
    stubApi({});
    let fail: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            fail = () => resolve(new Response('{"error":{"code":"x","message":"x"}}', { status: 500 }));
          }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(summaryKeys.emailSettings(), { week: true, month: true });
    withClient(<SummaryEmailSettings />, client);
    const month = () => screen.getByTestId('summary-email-month') as HTMLInputElement;
    fireEvent.click(month());
    await waitFor(() => expect(month().checked).toBe(false));
    fail();
    await waitFor(() => expect(month().checked).toBe(true));
  });
});

describe('the unsubscribe page of a summary mail', () => {
  const page = (path: string) =>
    withClient(
      <MemoryRouter initialEntries={[path]}>
        <SummaryUnsubscribePage />
      </MemoryRouter>,
    );

  it('does nothing on opening (mail scanners open links); the button stops that kind, without a session', async () => {
    const calls = stubApi({
      'POST /api/coach/summary-emails/unsubscribe': { status: 'unsubscribed', period: 'week' },
    });
    page('/pt/summaries/unsubscribe?token=abcdefghijklmnop');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Parar estes resumos por e-mail?');
    expect(calls.filter((c) => c.url.includes('unsubscribe'))).toEqual([]);
    fireEvent.click(screen.getByTestId('summary-unsubscribe-button'));
    await screen.findByTestId('summary-unsubscribed');
    expect(screen.getByText(/não receberá mais o resumo semanal/)).toBeTruthy();
    expect(calls).toContainEqual({
      url: '/api/coach/summary-emails/unsubscribe',
      method: 'POST',
      body: { token: 'abcdefghijklmnop' },
    });
  });

  it('says a link without its token does not work', () => {
    stubApi({});
    page('/pt/summaries/unsubscribe');
    expect(screen.getByTestId('summary-unsubscribe-invalid').textContent).toContain('Este link não funciona');
  });
});
