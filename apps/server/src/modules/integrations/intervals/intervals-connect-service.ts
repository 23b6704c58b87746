import type { IntervalsConnectInput } from '@domestique/contract';
import type { Logger } from '../../../http/logging.ts';
import type { ConnectionService } from '../connection-service.ts';
import { type IntervalsClient, IntervalsError } from './intervals-client.ts';

export class IntervalsConnectError extends Error {
  readonly code: 'intervals_credentials_invalid' | 'intervals_unavailable';
  constructor(code: 'intervals_credentials_invalid' | 'intervals_unavailable') {
    super(code);
    this.code = code;
  }
}

/**
 * Connecting intervals.icu: the pasted athlete id and API key are checked with a call to intervals.icu, then kept
 * sealed like any token (the key is the access token; it has no refresh and no expiry).
 */
export function createIntervalsConnectService(deps: {
  client: IntervalsClient;
  connections: ConnectionService;
  /** After a connection is stored: queue the first pull and push. */
  onConnected?: (userId: string) => Promise<void>;
  log: Logger;
}) {
  return {
    async connect(userId: string, input: IntervalsConnectInput): Promise<void> {
      let athleteId: string;
      try {
        ({ athleteId } = await deps.client.verify(input));
      } catch (error) {
        const kind = error instanceof IntervalsError ? error.kind : 'unavailable';
        if (kind === 'unauthorized' || kind === 'not_found' || kind === 'rejected')
          throw new IntervalsConnectError('intervals_credentials_invalid');
        throw new IntervalsConnectError('intervals_unavailable');
      }
      await deps.connections.save(userId, 'intervals', {
        externalId: athleteId,
        tokens: {
          accessToken: input.apiKey,
          refreshToken: null,
          accessExpiresAt: null,
          refreshExpiresAt: null,
        },
        scopes: [],
      });
      if (deps.onConnected) {
        try {
          await deps.onConnected(userId);
        } catch (error) {
          deps.log.error({ err: error }, 'intervals.icu: could not queue the first sync');
        }
      }
    },
  };
}
export type IntervalsConnectService = ReturnType<typeof createIntervalsConnectService>;
