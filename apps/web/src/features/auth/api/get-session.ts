import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarlyResponse } from '../../../lib/early-fetch.ts';
import { loadAuthClient } from './load-auth-client.ts';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

const pickUser = ({ id, email, name, emailVerified }: SessionUser): SessionUser => ({
  id,
  email,
  name,
  emailVerified,
});

/**
 * The session (spec §4 auth context): `isPending` is the "loading" flag, true until the first read; sign-in, sign-out
 * and reset invalidate it, so user and session follow the auth state.
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionUser | null> => {
    const early = takeEarlyResponse('/api/auth/get-session');
    if (early) {
      try {
        const response = await early;
        if (response.ok) {
          const body = (await response.json()) as { user?: SessionUser } | null;
          return body?.user ? pickUser(body.user) : null;
        }
      } catch {
        /* fall back to the client below */
      }
    }
    const { data, error } = await (await loadAuthClient()).getSession();
    if (error) throw new Error(error.message ?? 'session');
    if (!data) return null;
    return pickUser(data.user);
  },
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
