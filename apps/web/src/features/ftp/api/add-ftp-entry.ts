import { type FtpEntryRequest, type FtpEntrySaved, ftpEntrySavedSchema } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { profileKeys } from '../../../lib/profile/keys.ts';
import { activityKeys, dashboardKeys, progressKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/ftp/history: an FTP with the day it took effect; the rides from that day until the next FTP re-score,
 * and it becomes today's FTP only when no later FTP exists.
 */
export function useAddFtpEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FtpEntryRequest): Promise<FtpEntrySaved> =>
      ftpEntrySavedSchema.parse(
        await apiRequest<unknown>('/api/ftp/history', { method: 'POST', body: input }),
      ),
    onSettled: () => {
      // the profile card, W/kg, the re-scored rides' IF/TSS, the fitness curve and the FTP history follow
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
}
