import type { Consent, ConsentList } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http.ts';
import { consentKeys } from './keys.ts';

/** GET /api/me/consents: each purpose with its status, time and the text version the rider was shown. */
export const consentsQuery = () =>
  queryOptions({
    queryKey: consentKeys.all,
    queryFn: () => apiRequest<ConsentList>('/api/me/consents'),
    meta: { failureLog: 'Consents load failed' },
  });

export function useConsents() {
  return useQuery(consentsQuery());
}

/** The health-data consent (undefined while loading or after a failed read: treat it as not granted). */
export function useHealthConsent(): Consent | undefined {
  // a reply of another shape (a stale service worker, a proxy page) must not take the dashboard down: not granted
  const items = useConsents().data?.items;
  return Array.isArray(items) ? items.find((c) => c.purpose === 'health_data') : undefined;
}
