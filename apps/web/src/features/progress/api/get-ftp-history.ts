import { ftpHistorySchema } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/http.ts';
import { progressKeys } from '../../../lib/query-keys.ts';

export type FtpHistory = z.infer<typeof ftpHistorySchema>;

/** GET /api/progress/ftp-history: every FTP the rider had, newest first, with where it came from. */
export const ftpHistoryQuery = () =>
  queryOptions({
    queryKey: progressKeys.ftpHistory(),
    queryFn: async (): Promise<FtpHistory> =>
      ftpHistorySchema.parse(await apiRequest<unknown>('/api/progress/ftp-history')),
  });

export function useFtpHistory() {
  return useQuery(ftpHistoryQuery());
}
