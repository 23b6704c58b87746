import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { availableConnections, capabilitiesWith } from '../src/lib/capabilities.ts';
import PrivacyPage from '../src/routes/privacy.tsx';
import TermsPage from '../src/routes/terms.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A public page as a visitor without a session sees it. */
async function renderPage(lang: 'en' | 'pt' | 'es', Page: () => React.ReactNode, namespace: string) {
  vi.stubGlobal(
    'fetch',
    async () => new Response('null', { headers: { 'content-type': 'application/json' } }),
  );
  // jsdom has no ResizeObserver; the public header reports its height with one (components/header-clearance.ts)
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  await prepareLanguage(lang, ['common', 'home', 'capabilities', namespace]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[lang === 'en' ? `/${namespace}` : `/${lang}/${namespace}`]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const CONNECTION_NAMES = { garmin: 'Garmin Connect', strava: 'Strava', intervals: 'intervals.icu' } as const;
const READ_SEND = {
  en: ['What we read', 'What we send'],
  pt: ['O que lemos', 'O que enviamos'],
  es: ['Qué leemos', 'Qué enviamos'],
} as const;

describe('the legal pages describe the service of lib/capabilities.ts', () => {
  for (const lang of ['en', 'pt', 'es'] as const) {
    it(`${lang}: the Terms list what works today and what each connection reads and sends`, async () => {
      await renderPage(lang, TermsPage, 'terms');
      const service = screen.getByTestId('terms-service');
      expect(within(service).getAllByRole('listitem')).toHaveLength(capabilitiesWith('available').length);
      // never a raw catalog key where a sentence should be
      expect(service.textContent).not.toMatch(/items\./);
      const connections = screen.getByTestId('connection-details');
      for (const id of availableConnections()) {
        const one = within(connections).getByTestId(`connection-details-${id}`);
        expect(one.textContent).toContain(CONNECTION_NAMES[id]);
        for (const label of READ_SEND[lang]) expect(one.textContent).toContain(label);
      }
      expect(connections.closest('section')?.id).toBe('integrations');
    });

    it(`${lang}: the Privacy Policy shows the same connections where it lists the data it collects`, async () => {
      await renderPage(lang, PrivacyPage, 'privacy');
      const connections = screen.getByTestId('connection-details');
      expect(connections.closest('section')?.id).toBe('data-collection');
      expect(
        within(connections)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(availableConnections().map((id) => CONNECTION_NAMES[id]));
      expect(connections.textContent).not.toMatch(/connections\./);
    });
  }

  it('en: Strava is read-only, and every connection says where its data stops', async () => {
    await renderPage('en', PrivacyPage, 'privacy');
    expect(screen.getByTestId('connection-details-strava').textContent).toContain(
      'Nothing: Domestique asks Strava for read access only.',
    );
    expect(screen.getByTestId('connection-details-garmin').textContent).toContain(
      'from today to 6 days ahead',
    );
    expect(screen.getByTestId('connection-details-intervals').textContent).toContain(
      'from today to 13 days ahead',
    );
  });
});
