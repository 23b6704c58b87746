import type { Connection, ConnectionList } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { connectionKeys } from './keys.ts';

/** A connection made this recently that has not synced yet is still waiting for its first rides. */
const FIRST_SYNC_WAIT_MS = 60 * 60_000;

/** Rides are arriving (jobs queued) or about to (connected just now, nothing synced yet). */
export function importing(c: Connection, now = Date.now()): boolean {
  if (c.status !== 'active') return false;
  if ((c.queued ?? 0) > 0) return true;
  return (
    c.lastSyncAt === null && c.connectedAt !== null && now - Date.parse(c.connectedAt) < FIRST_SYNC_WAIT_MS
  );
}

/**
 * A connection made in the last few minutes: its provider's first rides are still coming in batches (Garmin pings
 * its 30-day backfill as it prepares it), with moments in between where nothing is queued and a first sync (the
 * backfill request) is already recorded — so "importing" alone would slow the page down before the rides land.
 */
const JUST_CONNECTED_MS = 5 * 60_000;

/** Read the connections (and the rides) often: rides are arriving or a connection was made just now. */
export function settling(c: Connection, now = Date.now()): boolean {
  if (importing(c, now)) return true;
  return (
    c.status === 'active' && c.connectedAt !== null && now - Date.parse(c.connectedAt) < JUST_CONNECTED_MS
  );
}

/**
 * GET /api/connections: every provider with my connection's state. Re-read every 3 s while rides are arriving or a
 * connection is new, else every 15 s, so "last sync" and "queued" move as background imports run.
 */
export const connectionsQuery = () =>
  queryOptions({
    queryKey: connectionKeys.all,
    queryFn: async (): Promise<Connection[]> => (await apiRequest<ConnectionList>('/api/connections')).items,
    refetchInterval: (query) => (query.state.data?.some((c) => settling(c)) ? 3000 : 15_000),
    meta: { failureLog: 'Connections load failed' },
  });

export function useConnections() {
  return useQuery(connectionsQuery());
}
