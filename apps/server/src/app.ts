import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAccessTokenVerifier } from './auth/access-token-verifier.ts';
import { createAuth } from './auth/auth.ts';
import { authOpenApi, mergeAuthOpenApi } from './auth/auth-openapi.ts';
import { exposedAuthEndpoints, registerAuthRoutes } from './auth/auth-routes.ts';
import { createDeviceCookies } from './auth/device-cookie.ts';
import { createAuthenticate } from './auth/require-user.ts';
import { createSessionReuseDetector } from './auth/session-reuse.ts';
import { createSessionVerifier } from './auth/session-verifier.ts';
import { composeServer, type ServerModules } from './compose-server.ts';
import type { Config } from './config.ts';
import { type Database, pingWithin } from './db/client.ts';
import { checkSharedSetup } from './db/shared-setup.ts';
import { queuedMailer } from './email/email-jobs.ts';
import { createMailer, type Mailer } from './email/mailer.ts';
import { registerDraining } from './http/draining.ts';
import { registerErrorHandling } from './http/errors.ts';
import { createLogger, type Logger, OneLinePerRequest } from './http/logging.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { registerRequestInputChecks } from './http/request-input.ts';
import { registerSecurityHeaders, securityPolicy } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { registerHealthRoutes } from './modules/health/index.ts';
import { registerSystemRoutes } from './modules/system/index.ts';

const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export interface AppOptions {
  /**
   * The open database. The caller closes it after `app.close()` resolves: Fastify runs onClose hooks before its
   * own server has finished in-flight requests, so closing it from a hook could cut them off.
   */
  database: Database;
  mailer?: Mailer;
  /** The process logger (main shares it with the database); by default a new one at LOG_LEVEL on stdout. */
  logger?: Logger;
  /** The clock the coach reads "today" from (tests move it; default: the system clock). */
  now?: () => Date;
  /**
   * Tests only: defines and handles extra jobs before the queue starts (the kill -9 and drain tests run a job of
   * their own in the real server process). Production code defines its jobs in its module.
   */
  extraJobs?: (jobs: JobQueue, database: Database) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue, started (tests enqueue and inspect through it). */
    jobs: JobQueue;
    /** What the composition root wired (the ride ingest, the events…), for modules registered later and tests. */
    modules: ServerModules;
  }
}

/** Builds the whole HTTP application; used by `main.ts` and by the tests (same code, only the config differs). */
export async function createApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  const logger = app.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('sessionUser', null);
  // Before any route or plugin is registered: child scopes inherit the JSON parser as it is now.
  registerRequestInputChecks(app);

  const { database } = options;
  // Refuse to start, with a clear message, when this process is not set up like the others on this database.
  await checkSharedSetup(database.db, {
    authSecret: config.authSecret,
    filesDir: path.join(config.dataDir, 'files'),
  });
  // The durable job queue: every module defines its jobs on it while being wired below; it starts last (refusing
  // to when a job has no handler) and drains on close, before the caller closes the database.
  const jobs = createJobQueue({
    connection: database.jobs,
    sendDb: database.db,
    log: logger,
    workers: config.jobWorkers,
    pollSeconds: config.jobsPollSeconds,
    drainMs: config.jobsDrainMs,
    superviseSeconds: config.jobsSuperviseSeconds,
  });
  app.decorate('jobs', jobs);
  // mail is queued in the request and sent by a job (retried while the SMTP server is away)
  const mailer = queuedMailer(
    jobs,
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: logger }),
  );
  const limiter = createRateLimiter(database.db, { enabled: config.rateLimit, log: logger });
  app.addHook('onClose', async () => limiter.stop());
  const reuse = createSessionReuseDetector({ db: database.db, log: logger });
  app.addHook('onClose', async () => reuse.stop());
  const auth = createAuth({ config, db: database.db, mailer, log: logger, reuse });
  const sessions = createSessionVerifier({
    db: database.db,
    secret: config.authSecret,
    secureCookies: config.baseUrl.startsWith('https://'),
    ttlMs: config.sessionCacheMs,
    reuse,
  });
  // personal access tokens (read-only) authorise the same routes' reads: checked in the same hook
  const accessTokens = createAccessTokenVerifier({ db: database.db, limiter });
  const authenticate = createAuthenticate(sessions, accessTokens);
  const authDoc = await authOpenApi(auth, exposedAuthEndpoints(auth));

  registerSecurityHeaders(app, securityPolicy(config.baseUrl.startsWith('https://')));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Domestique API',
        version,
        description: 'Cycling coach API. Errors: { error: { code, message, fields? } }.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) =>
      'openapiObject' in doc ? mergeAuthOpenApi(doc.openapiObject, authDoc) : doc.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandling(app);
  registerDraining(app);
  registerAuthRoutes(app, {
    auth,
    limiter,
    devices: createDeviceCookies({
      secret: config.authSecret,
      secure: config.baseUrl.startsWith('https://'),
    }),
    sessions,
    baseUrl: config.baseUrl,
    databaseUp: () =>
      pingWithin(database, 1000).then(
        () => true,
        () => false,
      ),
  });
  registerSystemRoutes(app, { auth, config });
  registerHealthRoutes(app, { database, version, isDraining: () => app.isDraining() });
  const modules = await composeServer(app, {
    config,
    database,
    log: logger,
    jobs,
    mailer,
    limiter,
    authenticate,
    accessTokens,
    sessionsRevoked: () => sessions.invalidate(),
    now: options.now,
  });
  app.decorate('modules', modules);
  await registerWebApp(app, config.webDistDir);
  options.extraJobs?.(jobs, database);
  await jobs.start();
  app.addHook('onClose', async () => jobs.close());
  app.log.info({ driver: database.driver, mail: mailer.describe() }, 'app ready');
  return app;
}
