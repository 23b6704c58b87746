import type { FtpTestPreview } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { activityKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/activities/:id/ftp-test: the FTP each test protocol gives from this ride (nothing is saved).
 *
 * Not parsed again here: the server serialises this reply against the contract's schema (a mismatch is a 500 there),
 * and skipping it keeps zod and the contract's schemas (~35 KB gzip, ~100 ms of evaluation on a phone) out of the
 * ride page's first load — as lib/profile/get-profile.ts does for the profile.
 */
export const ftpTestQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.ftpTest(id),
    queryFn: () => apiRequest<FtpTestPreview>(`/api/activities/${encodeURIComponent(id)}/ftp-test`),
  });

export function useFtpTestPreview(id: string, enabled = true) {
  return useQuery({ ...ftpTestQuery(id), enabled });
}
