import type { Connection, ProviderId } from '@domestique/contract';
import { Bike, CalendarSync, Watch } from 'lucide-react';
import type { ComponentType } from 'react';
import { GarminConnectAction } from './components/garmin-connect-action.tsx';
import { IntervalsConnectAction } from './components/intervals-connect-action.tsx';
import { StravaConnectAction } from './components/strava-connect-action.tsx';

/**
 * What Settings → Connections shows for each provider the web app supports. The section renders one row per
 * entry, in this order, with what is common (status, last sync, queued, errors, disconnect); a provider adds an
 * entry here with its icon and its own "connect" control (a link to its flow, a form…). `connections:providers.<id>`
 * holds its name and one-line description in every language.
 */
export interface ProviderRow {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Shown when the rider is not connected (or must reconnect) and the server is configured for the provider. */
  ConnectAction: ComponentType<{ connection: Connection }>;
}

export const PROVIDER_ROWS: Partial<Record<ProviderId, ProviderRow>> = {
  garmin: { icon: Watch, ConnectAction: GarminConnectAction },
  strava: { icon: Bike, ConnectAction: StravaConnectAction },
  intervals: { icon: CalendarSync, ConnectAction: IntervalsConnectAction },
};

export const PROVIDER_ORDER: readonly ProviderId[] = ['garmin', 'strava', 'intervals'];
