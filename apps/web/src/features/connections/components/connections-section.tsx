import type { Connection } from '@domestique/contract';
import { CircleAlert, CircleCheck, Link2Off, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDateTime } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDisconnect } from '../api/disconnect.ts';
import { useConnections } from '../api/list-connections.ts';
import { PROVIDER_ORDER, PROVIDER_ROWS, type ProviderRow } from '../provider-rows.tsx';

function ConnectionRow({ connection, row }: { connection: Connection; row: ProviderRow }) {
  const { t } = useTranslation('connections');
  const language = useLanguage();
  const disconnect = useDisconnect();
  const { provider } = connection;
  const name = t(`providers.${provider}.name`);
  const connected = connection.status !== 'not_connected';
  const Icon = row.icon;
  return (
    <li className="card p-4 sm:p-5" data-testid={`connection-${provider}`}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink text-lime">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold">{name}</h3>
          <p className="text-sm text-muted">{t(`providers.${provider}.description`)}</p>
          <p
            className="mt-2 flex items-center gap-1.5 text-sm font-semibold"
            data-testid={`connection-${provider}-status`}
          >
            {connection.status === 'active' ? (
              <CircleCheck className="size-4 text-brand-fg" aria-hidden="true" />
            ) : connection.status === 'reauth_required' ? (
              <CircleAlert className="size-4 text-danger" aria-hidden="true" />
            ) : null}
            {t(`status.${connection.status}`)}
          </p>
          {connected && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t('lastSync')}</dt>
              <dd data-testid={`connection-${provider}-last-sync`}>
                {connection.lastSyncAt ? formatDateTime(connection.lastSyncAt, language) : t('never')}
              </dd>
              {connection.queued !== null && (
                <>
                  <dt className="text-muted">{t('queuedLabel')}</dt>
                  <dd data-testid={`connection-${provider}-queued`}>
                    {connection.queued === 0 ? t('queuedNone') : t('queued', { count: connection.queued })}
                  </dd>
                </>
              )}
            </dl>
          )}
          {connected && connection.lastErrorCode && (
            <p
              className="mt-3 flex gap-2 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm"
              role="status"
              data-testid={`connection-${provider}-error`}
            >
              <CircleAlert className="size-4 shrink-0 text-danger" aria-hidden="true" />
              <span>
                {t(`errors.${connection.lastErrorCode}`, { provider: name })}
                {connection.lastErrorAt && (
                  <span className="text-muted"> ({formatDateTime(connection.lastErrorAt, language)})</span>
                )}
              </span>
            </p>
          )}
          {!connection.configured && !connected && (
            <p
              className="mt-3 rounded-xl bg-surface-2 p-3 text-sm"
              data-testid={`connection-${provider}-not-configured`}
            >
              {t('notConfigured', { provider: name })}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {connection.configured && connection.status !== 'active' && (
              <row.ConnectAction connection={connection} />
            )}
            {connected && (
              <button
                type="button"
                className={buttonClass('danger', 'sm')}
                disabled={disconnect.isPending}
                data-testid={`connection-${provider}-disconnect`}
                onClick={async () => {
                  if (!window.confirm(t('confirmDisconnect', { provider: name }))) return;
                  try {
                    await disconnect.mutateAsync(provider);
                    toast.success(t('disconnected', { provider: name }));
                  } catch {
                    toast.error(t('disconnectFailed', { provider: name }));
                  }
                }}
              >
                <Link2Off className="size-4" aria-hidden="true" />
                {t('disconnect')}
              </button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

/** Settings → Connections: one row per provider of PROVIDER_ROWS, with the server's view of my connection. */
export function ConnectionsSection() {
  const { t } = useTranslation('connections');
  const connections = useConnections();
  const rows = PROVIDER_ORDER.flatMap((id) => {
    const row = PROVIDER_ROWS[id];
    const connection = connections.data?.find((c) => c.provider === id);
    return row && connection ? [{ row, connection }] : [];
  });
  return (
    <section className="mt-10" aria-labelledby="connections-title" data-testid="connections">
      <h2 id="connections-title" className="text-xl font-black">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
      {connections.isPending ? (
        <p className="mt-4 text-sm text-muted">{t('loading')}</p>
      ) : connections.isError ? (
        <div className="mt-4 flex items-center gap-3 text-sm" role="alert">
          {t('loadFailed')}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => connections.refetch()}
          >
            <RotateCw className="size-4" aria-hidden="true" />
            {t('retry')}
          </button>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map(({ row, connection }) => (
            <ConnectionRow key={connection.provider} row={row} connection={connection} />
          ))}
        </ul>
      )}
    </section>
  );
}
