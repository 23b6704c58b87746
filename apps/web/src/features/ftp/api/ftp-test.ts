import {
  type FtpTestPreview,
  type FtpTestProtocolName,
  type FtpTestSaved,
  ftpTestPreviewSchema,
  ftpTestSavedSchema,
} from '@domestique/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

const path = (id: string) => `/api/activities/${encodeURIComponent(id)}/ftp-test`;

/** GET /api/activities/:id/ftp-test: the FTP each test protocol gives from this ride (nothing is saved). */
export const ftpTestQuery = (id: string) =>
  queryOptions({
    queryKey: ['activities', 'ftp-test', id],
    queryFn: async (): Promise<FtpTestPreview> =>
      ftpTestPreviewSchema.parse(await apiRequest<unknown>(path(id))),
  });

export function useFtpTestPreview(id: string, enabled = true) {
  return useQuery({ ...ftpTestQuery(id), enabled });
}

/** POST /api/activities/:id/ftp-test: the ride becomes an FTP test (history source `test`), rides re-scored. */
export function useSaveFtpTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (protocol: FtpTestProtocolName): Promise<FtpTestSaved> =>
      ftpTestSavedSchema.parse(await apiRequest<unknown>(path(id), { method: 'POST', body: { protocol } })),
    onSettled: () => {
      // a new FTP changes the profile card, W/kg, every ride's IF/TSS, the fitness curve and FTP history
      void queryClient.invalidateQueries({ queryKey: ['dashboard-summary'] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['activities'] });
      void queryClient.invalidateQueries({ queryKey: ['progress'] });
    },
  });
}
