import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { authKeys } from './keys.ts';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** The sign-up's "send me training tips and product news" (the onboarding wizard starts from it). */
  marketingConsent?: boolean;
};

const pickUser = ({ id, email, name, emailVerified, marketingConsent }: SessionUser): SessionUser => ({
  id,
  email,
  name,
  emailVerified,
  marketingConsent: marketingConsent === true,
});

/**
 * The session (spec §4 auth context): `isPending` is the "loading" flag, true until the first read; sign-in, sign-out
 * and reset invalidate it, so user and session follow the auth state. A plain GET (picked up from /boot.js on a first
 * load), not better-auth's client: public pages read the session too (their header offers the dashboard to a signed-in
 * rider), and must not download the client for it.
 */
export const sessionQuery = queryOptions({
  queryKey: authKeys.session(),
  queryFn: async (): Promise<SessionUser | null> => {
    const body = await apiRequest<{ user?: SessionUser } | null>('/api/auth/get-session');
    return body?.user ? pickUser(body.user) : null;
  },
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
