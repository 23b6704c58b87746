import type { DataExportCreated } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { dataExportKeys } from './keys.ts';

/**
 * POST /api/me/exports: starts the archive (or returns the one already building). `language` is the UI's: the
 * README and the plan changes' sentences are written in it, and so is the mail that says it is ready.
 */
export function useRequestExport(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExportCreated>('/api/me/exports', { method: 'POST', language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.latest() }),
  });
}
