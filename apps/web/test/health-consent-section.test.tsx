import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HealthConsentSection } from '../src/features/consents/components/health-consent-section.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { consentKeys } from '../src/lib/consents/keys.ts';

beforeAll(async () => {
  await prepareLanguage('es', ['common', 'consents']);
});
afterEach(cleanup);

const CURRENT = '2026-11-27';
type Status = 'granted' | 'withdrawn' | 'not_granted';
const other = (purpose: string, status: Status, textVersion: string | null = '2026-12-07') => ({
  purpose,
  status,
  grantedAt: status === 'not_granted' ? null : '2026-12-07T08:00:00Z',
  withdrawnAt: status === 'withdrawn' ? '2026-12-07T09:00:00Z' : null,
  textVersion: status === 'not_granted' ? null : textVersion,
  currentTextVersion: '2026-12-07',
});
function view(status: Status, textVersion: string | null = CURRENT, others: ReturnType<typeof other>[] = []) {
  const client = new QueryClient();
  client.setQueryData(consentKeys.all, {
    items: [
      {
        purpose: 'health_data',
        status,
        grantedAt: status === 'not_granted' ? null : '2026-11-27T08:00:00Z',
        withdrawnAt: status === 'withdrawn' ? '2026-11-27T09:00:00Z' : null,
        textVersion,
        currentTextVersion: CURRENT,
      },
      ...others,
    ],
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/es/settings']}>
        <HealthConsentSection withdrawPurpose={async () => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Settings → Consents: health data', () => {
  it('not given: says what and why, that withdrawing deletes, and offers to give it', () => {
    view('not_granted', null);
    expect(screen.getByText('Datos de salud en el check-in diario')).toBeTruthy();
    expect(screen.getByTestId('health-consent-status').textContent).toContain('No dado');
    expect(screen.getByText(/Retirarlo borra la FC en reposo y la VFC/)).toBeTruthy();
    expect(screen.getByTestId('health-consent-grant')).toBeTruthy();
    expect(screen.queryByTestId('health-consent-withdraw')).toBeNull();
  });

  it('given with today’s text: a withdraw button, nothing to confirm', () => {
    view('granted');
    expect(screen.getByTestId('health-consent-withdraw').textContent).toBe('Retirar el consentimiento');
    expect(screen.queryByTestId('health-consent-renew')).toBeNull();
  });

  it('given by filling in a check-in under the earlier text: asked to confirm it or withdraw it', () => {
    view('granted', 'before-2026-11-27');
    expect(screen.getByTestId('health-consent-outdated').textContent).toContain('al rellenar un check-in');
    expect(screen.getByTestId('health-consent-renew')).toBeTruthy();
    expect(screen.getByTestId('health-consent-withdraw')).toBeTruthy();
  });
});

describe('Settings → Consents: the other purposes', () => {
  it('each purpose with its status, since when and its text version; withdraw only while given', () => {
    view('not_granted', null, [
      other('marketing_email', 'not_granted'),
      other('strava', 'granted'),
      other('garmin', 'withdrawn'),
      other('intervals', 'granted', 'before-2026-12-07'),
    ]);
    expect(screen.getByTestId('consent-strava-status').textContent).toMatch(
      /^Dado el .*2026.* \(versión del texto 2026-12-07\)\.$/,
    );
    expect(screen.getByTestId('consent-strava-withdraw').textContent).toBe('Desconectar Strava');
    expect(screen.getByTestId('consent-garmin-status').textContent).toMatch(/^Retirado el /);
    expect(screen.queryByTestId('consent-garmin-withdraw')).toBeNull();
    expect(screen.getByTestId('consent-intervals-status').textContent).toContain('dado antes del 2026-12-07');
    expect(screen.getByTestId('consent-marketing_email-status').textContent).toBe('No dado.');
    expect(screen.queryByTestId('consent-marketing_email-withdraw')).toBeNull();
    expect(screen.getByRole('link', { name: /Suscríbete con el formulario/ })).toBeTruthy();
  });
});
