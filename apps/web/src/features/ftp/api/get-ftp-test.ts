import { type FtpTestPreview, ftpTestPreviewSchema } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { activityKeys } from '../../../lib/query-keys.ts';

/** GET /api/activities/:id/ftp-test: the FTP each test protocol gives from this ride (nothing is saved). */
export const ftpTestQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.ftpTest(id),
    queryFn: async (): Promise<FtpTestPreview> =>
      ftpTestPreviewSchema.parse(
        await apiRequest<unknown>(`/api/activities/${encodeURIComponent(id)}/ftp-test`),
      ),
  });

export function useFtpTestPreview(id: string, enabled = true) {
  return useQuery({ ...ftpTestQuery(id), enabled });
}
