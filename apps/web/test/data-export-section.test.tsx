import type { DataExport } from '@domestique/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataExportSection } from '../src/features/data-export/components/data-export-section.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';

beforeAll(async () => {
  await prepareLanguage('es', ['common', 'exports']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: DataExport = {
  id: 'e1',
  status: 'building',
  createdAt: '2026-06-13T10:00:00Z',
  readyAt: null,
  expiresAt: null,
  bytes: null,
  downloadUrl: null,
};

/** The API as the section sees it: the newest export, changed by a POST. */
function api(initial: DataExport | null, afterPost: DataExport) {
  let current = initial;
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(url);
        current = afterPost;
        return new Response(JSON.stringify({ id: afterPost.id }), { status: 202 });
      }
      return new Response(JSON.stringify({ export: current }), { status: 200 });
    }),
  );
  return posts;
}

const view = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/es/settings']}>
        <DataExportSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Settings → Your data: the download', () => {
  it('asks for the archive, then says it is being gathered (in the rider’s language)', async () => {
    const posts = api(null, base);
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => expect(posts).toEqual(['/api/me/exports']));
    await waitFor(() =>
      expect(screen.getByTestId('data-export-status').textContent).toContain('Reuniendo tus datos'),
    );
    expect(screen.queryByRole('button', { name: 'Descargar mis datos' })).toBeNull();
  });

  it('shows the link of a ready archive with its size and until when', async () => {
    api(
      {
        ...base,
        status: 'ready',
        bytes: 2_500_000,
        expiresAt: '2026-06-15T10:00:00Z',
        downloadUrl: '/api/me/exports/e1/download',
      },
      base,
    );
    view();
    const link = await screen.findByTestId('data-export-link');
    expect(link.getAttribute('href')).toBe('/api/me/exports/e1/download');
    expect(screen.getByTestId('data-export-status').textContent).toContain(
      'Tus datos están listos (2,5 MB).',
    );
    expect(screen.getByRole('button', { name: 'Generar una copia nueva' })).toBeTruthy();
  });

  it('after a failure or expiry, says so and offers the button again', async () => {
    const status = () => screen.getByTestId('data-export-status').textContent;
    api({ ...base, status: 'failed' }, base);
    view();
    await waitFor(() => expect(status()).toContain('No pudimos generar tu copia'));
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeTruthy();
    cleanup();
    api({ ...base, status: 'expired' }, base);
    view();
    await waitFor(() => expect(status()).toContain('caducó y se borró'));
  });
});
