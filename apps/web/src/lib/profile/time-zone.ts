import type { Profile } from '@domestique/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../http.ts';
import { profileKeys } from './keys.ts';

/** The browser's IANA time zone (`America/Sao_Paulo`), or null when it gives none. The server checks the name. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** PUT /api/profile/timezone: the zone alone; with `ifUnset`, only when the profile has none. */
export function putTimezone(timezone: string, ifUnset: boolean): Promise<Profile> {
  return apiRequest<Profile>('/api/profile/timezone', {
    method: 'PUT',
    body: { timezone, if_unset: ifUnset },
  });
}

/**
 * On a signed-in page, a profile without a time zone gets the browser's (once per page load): until then the plan's
 * day turned at midnight UTC — at 21:00 for a rider in São Paulo. `if_unset`, so a zone the rider chose on another
 * device is never replaced. A refusal (a zone the server does not know) leaves the profile as it was: Settings still
 * offers the choice.
 */
export function useBrowserTimeZone(profile: Profile | null | undefined) {
  const queryClient = useQueryClient();
  const missing = profile != null && !profile.timezone;
  useEffect(() => {
    const zone = browserTimeZone();
    if (!missing || !zone || tried.has(zone)) return;
    tried.add(zone);
    putTimezone(zone, true).then(
      (saved) => queryClient.setQueryData(profileKeys.all, saved),
      () => undefined,
    );
  }, [missing, queryClient]);
}

/** Zones already sent in this page load: one try each, however many pages mount the hook. */
const tried = new Set<string>();
