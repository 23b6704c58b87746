import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../http/logging.ts';
import { createConnectionRepository } from './connection-repository.ts';
import { registerConnectionRoutes } from './connection-routes.ts';
import { createConnectionService } from './connection-service.ts';
import { createGarminAdapter } from './garmin/garmin-adapter.ts';
import { createGarminApiClient } from './garmin/garmin-api-client.ts';
import { createGarminAuthClient } from './garmin/garmin-auth-client.ts';
import { registerGarminConnectRoutes } from './garmin/garmin-connect-routes.ts';
import { createGarminConnectService } from './garmin/garmin-connect-service.ts';
import { createGarminStateRepository } from './garmin/garmin-state-repository.ts';
import type { ProviderAdapter } from './provider.ts';
import type { SyncModules } from './sync-modules.ts';
import { createTokenCipher } from './token-cipher.ts';

/**
 * The integrations module wired: token cipher, connections (storage, refresh, list, disconnect) and each provider.
 * A new provider adds its adapter to `adapters` and registers its own routes here.
 */
export function createIntegrationModules(deps: {
  db: Db;
  config: Config;
  log: Logger;
  now?: () => Date;
  /** Strava and intervals.icu (`sync-modules.ts`): their adapters join the list, their routes are registered here. */
  sync?: SyncModules;
}) {
  const cipher = createTokenCipher(deps.config.authSecret, deps.config.previousAuthSecrets);
  const garminConfig = deps.config.garmin;
  const garminClients = garminConfig
    ? { auth: createGarminAuthClient(garminConfig, deps.now), api: createGarminApiClient(garminConfig) }
    : null;
  const adapters: ProviderAdapter[] = [createGarminAdapter(garminClients), ...(deps.sync?.adapters ?? [])];
  const connections = createConnectionService({
    db: deps.db,
    repo: createConnectionRepository(deps.db),
    cipher,
    adapters,
    log: deps.log,
    now: deps.now,
  });
  const garmin = createGarminConnectService({
    config: garminConfig,
    origin: deps.config.baseUrl,
    states: createGarminStateRepository(deps.db),
    cipher,
    auth: garminClients?.auth ?? null,
    api: garminClients?.api ?? null,
    connections,
    log: deps.log,
    now: deps.now,
  });
  const sync = deps.sync?.wire(connections);
  return {
    cipher,
    connections,
    garmin,
    register(app: FastifyInstance, authenticate: Authenticate) {
      registerConnectionRoutes(app, { authenticate, connections });
      registerGarminConnectRoutes(app, { authenticate, garmin });
      sync?.register(app, authenticate);
    },
  };
}
export type IntegrationModules = ReturnType<typeof createIntegrationModules>;
