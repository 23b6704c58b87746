import type { DataExportLatest } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { dataExportKeys } from './keys.ts';

/** While an archive builds, its status is asked again this often (a rider with many rides waits minutes). */
const BUILDING_POLL_MS = 2000;

/** GET /api/me/exports: the rider's newest export (so a reload shows it again), polled while it builds. */
export function useLatestExport() {
  return useQuery({
    queryKey: dataExportKeys.latest(),
    queryFn: () => apiRequest<DataExportLatest>('/api/me/exports'),
    refetchInterval: (query) => (query.state.data?.export?.status === 'building' ? BUILDING_POLL_MS : false),
  });
}
