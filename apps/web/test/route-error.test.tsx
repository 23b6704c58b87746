import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { NotFoundPage } from '../src/routes/not-found.tsx';
import { RouteErrorPage } from '../src/routes/route-error.tsx';

function Boom(): never {
  throw new Error('The chain came off');
}

beforeAll(async () => {
  await prepareLanguage('en', ['common']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('router fallbacks (spec §2)', () => {
  it('shows "Unexpected Application Error!" with the error text when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Boom, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('The chain came off')).toBeTruthy();
  });

  it('shows the 404 page with a link home and logs the path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/pt/nowhere'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/pt');
    expect(logged.mock.calls.some((call) => call.join(' ').includes('/pt/nowhere'))).toBe(true);
  });
});
