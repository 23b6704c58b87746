import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { importing, settling, useConnections } from '../api/list-connections.ts';

/**
 * On the rides page: which connections are bringing rides in right now ("Import Activities Now" after connecting
 * Garmin lands here). `useImporting` tells the list to re-read itself meanwhile, and
 * when a connection's last sync moves (a ride pinged while the page sits open).
 */
export function useImporting(): { importing: boolean; settling: boolean; lastSync: string | null } {
  const connections = useConnections();
  const lastSync = (connections.data ?? [])
    .map((c) => c.lastSyncAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return {
    importing: connections.data?.some((c) => importing(c)) ?? false,
    settling: connections.data?.some((c) => settling(c)) ?? false,
    lastSync: lastSync ?? null,
  };
}

export function SyncStatus() {
  const { t } = useTranslation('connections');
  const connections = useConnections();
  const active = connections.data?.filter((c) => importing(c)) ?? [];
  if (active.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="sync-status">
      {active.map((c) => {
        const provider = t(`providers.${c.provider}.name`);
        return (
          <p
            key={c.provider}
            className="flex items-center gap-2 rounded-xl bg-surface-2 p-3 text-sm"
            role="status"
          >
            <RefreshCw
              className="size-4 shrink-0 animate-spin text-brand-fg motion-reduce:animate-none"
              aria-hidden="true"
            />
            {(c.queued ?? 0) > 0
              ? t('importing', { provider, count: c.queued ?? 0 })
              : t('waitingFirst', { provider })}
          </p>
        );
      })}
    </div>
  );
}
