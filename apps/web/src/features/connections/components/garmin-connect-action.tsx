import type { Connection } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';

/** Garmin connects through the spec's own screen (/start-garmin-oauth), which explains what is granted. */
export function GarminConnectAction({ connection }: { connection: Connection }) {
  const { t } = useTranslation('connections');
  return (
    <LocalizedLink
      to="/start-garmin-oauth"
      className={buttonClass('primary', 'sm')}
      data-testid="connection-connect-garmin"
    >
      {connection.status === 'reauth_required' ? t('reconnect') : t('connect')}
    </LocalizedLink>
  );
}
