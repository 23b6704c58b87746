import type { SummaryPeriod } from '@domestique/coach';
import type {
  SummaryEmailSettings,
  SummaryEmailSettingsInput,
  SummaryEmailUnsubscribed,
} from '@domestique/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, HttpError } from '../../../lib/http.ts';
import { summaryKeys } from './keys.ts';

/** GET /api/coach/summary-emails: whether the weekly and the monthly summary come by e-mail. */
export function useSummaryEmailSettings() {
  return useQuery({
    queryKey: summaryKeys.emailSettings(),
    queryFn: () => apiRequest<SummaryEmailSettings>('/api/coach/summary-emails'),
  });
}

/**
 * PUT /api/coach/summary-emails: one kind on or off (the other keeps its setting). The switch moves at once (a switch
 * that waits on the network feels broken) and moves back when the save fails.
 */
export function useSaveSummaryEmailSettings() {
  const queryClient = useQueryClient();
  const key = summaryKeys.emailSettings();
  return useMutation({
    mutationFn: (input: SummaryEmailSettingsInput) =>
      apiRequest<SummaryEmailSettings>('/api/coach/summary-emails', { method: 'PUT', body: input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SummaryEmailSettings>(key);
      if (before) queryClient.setQueryData<SummaryEmailSettings>(key, { ...before, ...input });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

/** POST /api/coach/summary-emails/unsubscribe {token}: on a click (mail scanners open links, they don't click). */
export function useUnsubscribeSummaryEmails(language: string) {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<SummaryEmailUnsubscribed>('/api/coach/summary-emails/unsubscribe', {
        method: 'POST',
        body: { token },
        language,
      }),
  });
}

/** GET /api/coach/summaries/email-preview: the latest summary's mail as HTML (not JSON: fetched as text). */
async function fetchEmailPreview(period: SummaryPeriod, language: string): Promise<string> {
  const response = await fetch(`/api/coach/summaries/email-preview?period=${period}`, {
    credentials: 'same-origin',
    headers: { accept: 'text/html', 'accept-language': language },
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, 'http_error', response.statusText);
  return text;
}

/** Fetched only when the rider opens the preview. */
export function useEmailPreview(period: SummaryPeriod, language: string, enabled: boolean) {
  return useQuery({
    queryKey: summaryKeys.emailPreview(period, language),
    queryFn: () => fetchEmailPreview(period, language),
    enabled,
  });
}
