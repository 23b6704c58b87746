import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { testClockRefusal } from './http/test-clock.ts';
import type { StravaSettings } from './modules/integrations/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every environment variable the server reads, with its default (the README's configuration table mirrors this). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  BASE_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/[^/?#\s]+$/.test(origin))
          ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${origin}` });
      }
      return origins;
    }),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Domestique <no-reply@domestique.app>'),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  JOB_WORKERS: z.coerce.number().int().min(0).max(64).default(2),
  JOBS_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  UPLOAD_MEMORY_MB: z.coerce.number().int().min(64).max(65_536).default(256),
  RATE_LIMIT: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Browser tests only (http/test-clock.ts): the coach's "today" from this file. Refused in production. */
  PLANS_TEST_CLOCK_FILE: z.string().optional(),
  NODE_ENV: z.string().optional(),
  /** Former AUTH_SECRETs, comma-separated: provider tokens sealed with them still open after a rotation. */
  PREVIOUS_AUTH_SECRETS: z.string().optional(),
  GARMIN_CLIENT_ID: z.string().optional(),
  GARMIN_CLIENT_SECRET: z.string().optional(),
  GARMIN_AUTHORIZE_URL: z.string().url().default('https://connect.garmin.com/oauth2Confirm'),
  GARMIN_TOKEN_URL: z.string().url().default('https://diauth.garmin.com/di-oauth2-service/oauth/token'),
  GARMIN_API_URL: z.string().url().default('https://apis.garmin.com'),
  STRAVA_CLIENT_ID: z.string().optional(),
  STRAVA_CLIENT_SECRET: z.string().optional(),
  STRAVA_AUTHORIZE_URL: z.string().url().default('https://www.strava.com/oauth/authorize'),
  STRAVA_TOKEN_URL: z.string().url().default('https://www.strava.com/oauth/token'),
  STRAVA_API_URL: z.string().url().default('https://www.strava.com/api/v3'),
  STRAVA_WEBHOOK_VERIFY_TOKEN: z.string().min(8).optional(),
  INTERVALS_API_URL: z.string().url().default('https://intervals.icu'),
  /** The coach's language-model narrator (optional): any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1. */
  COACH_LLM_BASE_URL: z.string().url().optional(),
  COACH_LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  COACH_LLM_API_KEY: z.string().min(1).max(4096).optional(),
  /** How long one model request may take before the templates are used instead. */
  COACH_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  baseUrl: string;
  /**
   * False when BASE_URL is unset: the app may then be opened at any address of this machine (127.0.0.1, a LAN IP),
   * and sign-in accepts requests whose Origin is the address they were sent to.
   */
  baseUrlConfigured: boolean;
  /** Other origins whose pages may call the auth routes (TRUSTED_ORIGINS), besides BASE_URL. */
  trustedOrigins: string[];
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  google: { issuer: string; clientId: string; clientSecret: string } | null;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  rateLimit: boolean;
  sessionCacheMs: number;
  shutdownDrainMs: number;
  /** Jobs of each kind this process runs at once (JOB_WORKERS); 0: this process only enqueues. */
  jobWorkers: number;
  /** On shutdown, how long running jobs may take to finish before they are left for the next process (JOBS_DRAIN_MS). */
  jobsDrainMs: number;
  /** Seconds between polls of an idle job queue (JOBS_POLL_SECONDS); new jobs are usually noticed at once anyway. */
  jobsPollSeconds: number;
  /** How often a process looks for jobs whose process died mid-run, to retry them (JOBS_SUPERVISE_SECONDS). */
  jobsSuperviseSeconds: number;
  /** Bytes that ride uploads being read and imported may hold in memory together (UPLOAD_MEMORY_MB). */
  uploadMemoryBytes: number;
  /** PLANS_TEST_CLOCK_FILE (tests only, never in production): where the coach reads "today" from. */
  plansTestClockFile: string | null;
  /** Former AUTH_SECRETs (PREVIOUS_AUTH_SECRETS): provider tokens sealed with them can still be opened. */
  previousAuthSecrets: string[];
  /** Garmin Connect Developer Program app; null without GARMIN_CLIENT_ID and GARMIN_CLIENT_SECRET (README). */
  garmin: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    apiUrl: string;
  } | null;
  /** Strava app; null without STRAVA_CLIENT_ID and STRAVA_CLIENT_SECRET (README). */
  strava: StravaSettings | null;
  /** intervals.icu API (INTERVALS_API_URL): riders paste their own key, so nothing else is needed. */
  intervalsApiUrl: string;
  /**
   * The coach's language-model narrator (COACH_LLM_*); null unless both the base URL and the model are set — then the
   * summaries are the templates' and no request is ever made. The key is optional (a local Ollama needs none).
   */
  coachModel: { baseUrl: string; model: string; apiKey: string | null; timeoutMs: number } | null;
}

export class ConfigError extends Error {}

/** Reads the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          issuer: e.GOOGLE_ISSUER.replace(/\/$/, ''),
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
        }
      : null;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // half a model configuration is a mistake the operator should hear of, not a narrator silently off
  if (Boolean(e.COACH_LLM_BASE_URL) !== Boolean(e.COACH_LLM_MODEL))
    throw new ConfigError(
      'Invalid configuration:\nCOACH_LLM_BASE_URL and COACH_LLM_MODEL go together: set both or neither',
    );
  if (e.PLANS_TEST_CLOCK_FILE) {
    const refusal = testClockRefusal(e.NODE_ENV, baseUrl);
    if (refusal) throw new ConfigError(`Invalid configuration:\n${refusal}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    baseUrl,
    baseUrlConfigured: e.BASE_URL !== undefined,
    trustedOrigins: e.TRUSTED_ORIGINS,
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    google,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: e.RATE_LIMIT,
    sessionCacheMs: e.SESSION_CACHE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    jobWorkers: e.JOB_WORKERS,
    jobsDrainMs: e.JOBS_DRAIN_MS,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    jobsSuperviseSeconds: e.JOBS_SUPERVISE_SECONDS,
    uploadMemoryBytes: e.UPLOAD_MEMORY_MB * 1024 * 1024,
    plansTestClockFile: e.PLANS_TEST_CLOCK_FILE ? path.resolve(e.PLANS_TEST_CLOCK_FILE) : null,
    previousAuthSecrets: (e.PREVIOUS_AUTH_SECRETS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    garmin:
      e.GARMIN_CLIENT_ID && e.GARMIN_CLIENT_SECRET
        ? {
            clientId: e.GARMIN_CLIENT_ID,
            clientSecret: e.GARMIN_CLIENT_SECRET,
            authorizeUrl: e.GARMIN_AUTHORIZE_URL,
            tokenUrl: e.GARMIN_TOKEN_URL,
            apiUrl: e.GARMIN_API_URL.replace(/\/$/, ''),
          }
        : null,
    strava:
      e.STRAVA_CLIENT_ID && e.STRAVA_CLIENT_SECRET
        ? {
            clientId: e.STRAVA_CLIENT_ID,
            clientSecret: e.STRAVA_CLIENT_SECRET,
            authorizeUrl: e.STRAVA_AUTHORIZE_URL,
            tokenUrl: e.STRAVA_TOKEN_URL,
            apiUrl: e.STRAVA_API_URL.replace(/\/$/, ''),
            webhookVerifyToken: e.STRAVA_WEBHOOK_VERIFY_TOKEN ?? null,
          }
        : null,
    intervalsApiUrl: e.INTERVALS_API_URL.replace(/\/$/, ''),
    coachModel:
      e.COACH_LLM_BASE_URL && e.COACH_LLM_MODEL
        ? {
            baseUrl: e.COACH_LLM_BASE_URL.replace(/\/$/, ''),
            model: e.COACH_LLM_MODEL,
            apiKey: e.COACH_LLM_API_KEY ?? null,
            timeoutMs: e.COACH_LLM_TIMEOUT_MS,
          }
        : null,
  };
}

/**
 * Without AUTH_SECRET we generate one on first start and keep it in DATA_DIR, so sessions survive restarts on a
 * developer machine without any set-up. Production sets AUTH_SECRET explicitly.
 */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
