import type { CalendarView } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** GET /api/calendar?from&to (≤ 62 days). */
export const calendarQuery = (from: string, to: string, language: string) =>
  queryOptions({
    queryKey: planKeys.calendar(from, to, language),
    queryFn: () => apiRequest<CalendarView>(`/api/calendar?from=${from}&to=${to}`, { language }),
  });

export function useCalendar(from: string, to: string, language: string) {
  return useQuery({ ...calendarQuery(from, to, language), placeholderData: keepPreviousData });
}
