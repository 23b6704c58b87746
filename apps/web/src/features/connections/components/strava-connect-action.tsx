import type { Connection } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useStartStrava } from '../api/start-strava.ts';

/** Strava: the server stores a state for me and answers with Strava's page, where I approve read access. */
export function StravaConnectAction({ connection }: { connection: Connection }) {
  const { t } = useTranslation('connections');
  const start = useStartStrava();
  return (
    <button
      type="button"
      className={buttonClass('primary', 'sm')}
      disabled={start.isPending}
      data-testid="connection-connect-strava"
      onClick={async () => {
        try {
          const { authorizeUrl } = await start.mutateAsync();
          window.location.assign(authorizeUrl);
        } catch (error) {
          toast.error(error instanceof HttpError ? error.message : t('sync.offline'));
        }
      }}
    >
      {connection.status === 'reauth_required' ? t('reconnect') : t('sync.connectStrava')}
    </button>
  );
}
