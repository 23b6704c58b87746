import type { Connection, ConnectionList } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/**
 * GET /api/connections: every provider with my connection's state. Re-read every 30 s while the page is open, so
 * "last sync" and "queued" move as background imports run.
 */
export const connectionsQuery = () =>
  queryOptions({
    queryKey: ['connections'],
    queryFn: async (): Promise<Connection[]> => (await apiRequest<ConnectionList>('/api/connections')).items,
    refetchInterval: 30_000,
    meta: { failureLog: 'Connections load failed' },
  });

export function useConnections() {
  return useQuery(connectionsQuery());
}
