import type { FtpTestProtocolName, FtpTestSaved } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { profileKeys } from '../../../lib/profile/keys.ts';
import { activityKeys, dashboardKeys, progressKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/activities/:id/ftp-test: the ride becomes an FTP test (history source `test`), rides re-scored. The
 * contract (and zod) is loaded with the action, not with the ride page that offers it.
 */
export function useSaveFtpTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (protocol: FtpTestProtocolName): Promise<FtpTestSaved> =>
      (await import('@domestique/contract')).ftpTestSavedSchema.parse(
        await apiRequest<unknown>(`/api/activities/${encodeURIComponent(id)}/ftp-test`, {
          method: 'POST',
          body: { protocol },
        }),
      ),
    onSettled: () => {
      // a new FTP changes the profile card, W/kg, every ride's IF/TSS, the fitness curve and FTP history
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
}
