import { randomBytes } from 'node:crypto';
import type { StravaCallbackInput } from '@domestique/contract';
import type { Logger } from '../../../http/logging.ts';
import { ProviderConnectError } from '../connect-error.ts';
import type { ConnectionService } from '../connection-service.ts';
import { type StravaClient, StravaError, type StravaSettings } from './strava-client.ts';
import type { StravaStateRepository } from './strava-state-repository.ts';

/** The callback page of the web app; the redirect URI registered at Strava is `{BASE_URL}` + this. */
export const STRAVA_REDIRECT_PATH = '/oauth/strava/callback';
/** A started authorisation may be completed within this time, once. */
export const STRAVA_STATE_TTL_MS = 10 * 60 * 1000;
/** Pending authorisations kept per rider: starting again spends the oldest beyond these (bounded rows). */
export const STRAVA_STATES_PER_RIDER = 3;

export type StravaConnectFailure =
  | 'strava_not_configured'
  | 'strava_state_invalid'
  | 'strava_access_denied'
  | 'strava_scope_missing'
  | 'strava_exchange_failed';

export class StravaConnectError extends ProviderConnectError<StravaConnectFailure> {}

/** Scopes that let us read every activity; `activity:read_all` is the one we ask for. */
const READ_SCOPES = ['activity:read_all'];

/**
 * Connecting Strava: the state is made and kept here (hashed, bound to the rider, 10 minutes, single use), the code
 * exchanged here with the client secret (Strava documents no PKCE, so the secret never leaves the server), the
 * granted scopes checked (a rider may untick them on Strava's page), and the tokens stored sealed.
 */
export function createStravaConnectService(deps: {
  settings: StravaSettings | null;
  client: StravaClient | null;
  origin: string;
  states: StravaStateRepository;
  connections: ConnectionService;
  /** After a connection is stored: queue the 90-day backfill. */
  onConnected?: (userId: string) => Promise<void>;
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const redirectUri = `${deps.origin}${STRAVA_REDIRECT_PATH}`;
  return {
    redirectUri,

    async start(userId: string): Promise<{ authorizeUrl: string }> {
      if (!deps.client) throw new StravaConnectError('strava_not_configured');
      const at = now();
      const state = randomBytes(32).toString('base64url');
      await deps.states.purgeExpired(at);
      await deps.states.insert(state, userId, new Date(at.getTime() + STRAVA_STATE_TTL_MS));
      await deps.states.keepNewest(userId, STRAVA_STATES_PER_RIDER);
      return { authorizeUrl: deps.client.authorizeUrl(redirectUri, state) };
    },

    async complete(userId: string, input: StravaCallbackInput): Promise<void> {
      if (!deps.client) throw new StravaConnectError('strava_not_configured');
      // the state is spent first, whatever follows: an answer can be used once
      if (!(await deps.states.claim(input.state, userId, now())))
        throw new StravaConnectError('strava_state_invalid');
      if (input.error || !input.code) throw new StravaConnectError('strava_access_denied');
      const granted = (input.scope ?? '').split(',').map((s) => s.trim());
      if (!READ_SCOPES.some((s) => granted.includes(s))) throw new StravaConnectError('strava_scope_missing');
      let tokens: Awaited<ReturnType<StravaClient['exchangeCode']>>;
      try {
        tokens = await deps.client.exchangeCode(input.code);
      } catch (error) {
        const unavailable = error instanceof StravaError && error.kind === 'unavailable';
        deps.log.warn({ kind: error instanceof StravaError ? error.kind : 'error' }, 'strava connect failed');
        throw new StravaConnectError('strava_exchange_failed', unavailable);
      }
      await deps.connections.save(userId, 'strava', {
        externalId: String(tokens.athlete.id),
        tokens: {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token,
          accessExpiresAt: new Date(tokens.expires_at * 1000),
          refreshExpiresAt: null,
        },
        scopes: granted.filter(Boolean),
      });
      if (deps.onConnected) {
        try {
          await deps.onConnected(userId);
        } catch (error) {
          deps.log.error({ err: error }, 'strava: could not queue the first sync');
        }
      }
    },
  };
}
export type StravaConnectService = ReturnType<typeof createStravaConnectService>;
