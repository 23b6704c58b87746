import type { Logger } from '../../../http/logging.ts';
import { ProviderConnectError } from '../connect-error.ts';
import type { ConnectionService } from '../connection-service.ts';
import { ProviderError } from '../provider.ts';
import type { TokenCipher } from '../token-cipher.ts';
import type { GarminApiClient } from './garmin-api-client.ts';
import type { GarminAuthClient } from './garmin-auth-client.ts';
import {
  GARMIN_REDIRECT_PATH,
  GARMIN_STATE_TTL_MS,
  GARMIN_STATES_PER_RIDER,
  type GarminConfig,
} from './garmin-config.ts';
import { codeChallenge, newCodeVerifier, newGarminState } from './garmin-pkce.ts';
import type { GarminStateRepository } from './garmin-state-repository.ts';

/** Why a connection attempt failed; the routes answer with these codes and the web app shows the spec's words. */
export type GarminConnectFailure =
  | 'garmin_not_configured'
  | 'garmin_state_invalid'
  | 'garmin_exchange_failed';

export class GarminConnectError extends ProviderConnectError<GarminConnectFailure> {}

const verifierContext = (userId: string) => `garmin:${userId}:code_verifier`;

/**
 * Spec §2/§4 Garmin connect flow, done on the server: the state and PKCE verifier are generated and stored here
 * (bound to the rider, 10 minutes, single use), the code is exchanged here with the client secret, and the tokens
 * are stored sealed. The browser only ever sees the authorisation URL and, on the way back, code and state.
 */
export function createGarminConnectService(deps: {
  config: GarminConfig | null;
  /** Origin Garmin redirects back to (BASE_URL); the redirect URI must be registered at Garmin exactly so. */
  origin: string;
  states: GarminStateRepository;
  cipher: TokenCipher;
  auth: GarminAuthClient | null;
  api: GarminApiClient | null;
  connections: ConnectionService;
  /** Runs after a connection is stored (enqueue the 30-day backfill, push this week's workouts). */
  onConnected?: (userId: string) => Promise<void>;
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const redirectUri = `${deps.origin}${GARMIN_REDIRECT_PATH}`;
  return {
    redirectUri,

    async start(userId: string): Promise<{ authorizeUrl: string }> {
      const config = deps.config;
      if (!config) throw new GarminConnectError('garmin_not_configured');
      const at = now();
      const state = newGarminState(at);
      const verifier = newCodeVerifier();
      await deps.states.purgeExpired(at);
      await deps.states.insert({
        stateValue: state,
        userId,
        codeVerifier: deps.cipher.seal(verifier, verifierContext(userId)),
        expiresAt: new Date(at.getTime() + GARMIN_STATE_TTL_MS),
      });
      await deps.states.keepNewest(userId, GARMIN_STATES_PER_RIDER);
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', codeChallenge(verifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return { authorizeUrl: url.toString() };
    },

    /**
     * The callback: the state is claimed (looked up and deleted at once, so it is spent even if the exchange then
     * fails — a code is single-use at Garmin too), the code exchanged with the verifier, the rider's Garmin id read,
     * and the connection stored.
     */
    async complete(userId: string, input: { code: string; state: string }): Promise<void> {
      if (!deps.config || !deps.auth || !deps.api) throw new GarminConnectError('garmin_not_configured');
      const claimed = await deps.states.claim(input.state, userId, now());
      if (!claimed) throw new GarminConnectError('garmin_state_invalid');
      let verifier: string;
      try {
        verifier = deps.cipher.open(claimed.codeVerifier, verifierContext(userId));
      } catch {
        throw new GarminConnectError('garmin_state_invalid');
      }
      try {
        const tokens = await deps.auth.exchangeCode(input.code, verifier, redirectUri);
        const externalId = await deps.api.userId(tokens.accessToken);
        const permissions = await deps.api.permissions(tokens.accessToken).catch(() => tokens.scopes ?? []);
        await deps.connections.save(userId, 'garmin', { externalId, tokens, scopes: permissions });
      } catch (error) {
        const unavailable = error instanceof ProviderError && error.code === 'provider_unavailable';
        deps.log.warn(
          {
            code: error instanceof ProviderError ? error.code : 'error',
            status: (error as ProviderError).status,
          },
          'garmin connect failed',
        );
        throw new GarminConnectError('garmin_exchange_failed', unavailable);
      }
      if (deps.onConnected) {
        try {
          await deps.onConnected(userId);
        } catch (error) {
          // the connection stands; the first sync will be retried by the periodic jobs
          deps.log.error({ err: error }, 'garmin: could not queue the first sync');
        }
      }
    },
  };
}
export type GarminConnectService = ReturnType<typeof createGarminConnectService>;
