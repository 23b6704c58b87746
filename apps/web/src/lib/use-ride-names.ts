import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from './profile/get-profile.ts';
import { defaultRideName, type NamedRide, rideName } from './ride-name.ts';

/**
 * Names rides in the interface language on the rider's clock: the profile's time zone when set, else the browser's.
 * The profile is cached app-wide (most pages load it anyway); until it arrives the browser's zone is used.
 */
export function useRideNames() {
  const { t } = useTranslation('common');
  const timeZone = useProfile().data?.timezone ?? null;
  return {
    name: useCallback((ride: NamedRide) => rideName(ride, t, timeZone), [t, timeZone]),
    defaultName: useCallback(
      (ride: Omit<NamedRide, 'name'>) => defaultRideName(ride, t, timeZone),
      [t, timeZone],
    ),
  };
}
