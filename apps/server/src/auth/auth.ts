import { randomUUID } from 'node:crypto';
import { isLanguage, type Language } from '@domestique/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth, jwt } from 'better-auth/plugins';
import { openAPI } from 'better-auth/plugins/open-api';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../email/mailer.ts';
import { renderEmail } from '../email/templates.ts';
import { authLibraryLogger, type Logger } from '../http/logging.ts';
import { languageFromHeader, t } from '../i18n/messages.ts';
import { isCommonPassword } from './common-passwords.ts';
import { lockedForDeletion } from './deletion-lock.ts';
import { hashedSessionTokens } from './hashed-session-tokens.ts';
import type { SessionReuseDetector } from './session-reuse.ts';
import { sessionRotation } from './session-rotation.ts';

/** better-auth reads the client IP from this header; the Fastify adapter sets it from `request.ip` (TRUST_PROXY aware). */
export const CLIENT_IP_HEADER = 'x-domestique-client-ip';
/** The origin a request was sent to (`protocol://host`, TRUST_PROXY aware), set by the Fastify adapter likewise. */
export const REQUEST_ORIGIN_HEADER = 'x-domestique-request-origin';

/**
 * Origins whose pages may call the auth routes: BASE_URL and TRUSTED_ORIGINS; with BASE_URL unset (a rider trying
 * the app at 127.0.0.1 or on a phone over Wi-Fi), also the address each request was sent to, so a same-origin
 * request — its Origin equals the address it went to — is accepted whatever that address is. A cross-site page
 * still is not: its Origin is its own site, not this server's address.
 */
export function trustedOrigins(config: Pick<Config, 'baseUrl' | 'baseUrlConfigured' | 'trustedOrigins'>) {
  const fixed = [config.baseUrl, ...config.trustedOrigins];
  if (config.baseUrlConfigured) return fixed;
  return (request?: Request) => {
    const own = request?.headers.get(REQUEST_ORIGIN_HEADER);
    return own ? [...fixed, own] : fixed;
  };
}

/** Where the library is mounted; the Fastify routes (auth-routes.ts) forward to the same paths. */
export const AUTH_BASE_PATH = '/api/auth';

/** Spec §9: minimum password length. */
const MIN_PASSWORD_LENGTH = 6;
const PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);
/** Where a rider names themselves: a name given there must not be blank. */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createAuth(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
  reuse: SessionReuseDetector;
}) {
  const { config, db, mailer, log } = deps;
  const userLanguage = (u: object): Language => {
    const lang = (u as { language?: unknown }).language;
    return isLanguage(lang) ? lang : 'en';
  };
  // Mail is queued (email-jobs.ts) inside the request: once the rider has the answer the mail is in the queue, so a
  // crash after it loses none, and a slow mail server never shows in the answer (the queue's insert is all it waits
  // for). Which addresses exist does not show in the reset's timing either: its answer leaves at a fixed floor
  // (auth-routes.ts `ANSWER_FLOOR_MS`).
  const queueMail = (to: string, content: ReturnType<typeof renderEmail>) => mailer.send({ to, ...content });

  return betterAuth({
    appName: 'Domestique',
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    // Session tokens are stored as SHA-256 hashes: a copy of the database holds no working session.
    database: hashedSessionTokens(drizzleAdapter(db, { provider: 'pg', schema })),
    logger: authLibraryLogger(log, config.logLevel),
    // Unexpected errors propagate to Fastify's error handler (logged once, through pino, answered 500 in our
    // shape) instead of being printed to the console by the library's router; API errors still become replies.
    onAPIError: { throw: true },
    // Our own database-backed limiter (rate-limit.ts) covers auth routes per IP and per account.
    rateLimit: { enabled: false },
    advanced: {
      // The library skips its origin check when it detects a test runner; tests must run what production runs.
      disableOriginCheck: false,
      cookiePrefix: 'domestique',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      additionalFields: {
        marketingConsent: { type: 'boolean', required: false, defaultValue: false, input: true },
        marketingConsentAt: { type: 'date', required: false, input: false },
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // The sign-in a session descends from by rotation (session-reuse.ts); internal, never sent to clients.
      additionalFields: { familyId: { type: 'string', required: false, input: false, returned: false } },
    },
    // Reset links, OAuth state and other single-use identifiers are stored as hashes: a copy of the database
    // cannot be turned into a working password-reset link.
    verification: { storeIdentifier: 'hashed' },
    account: { encryptOAuthTokens: true, accountLinking: { enabled: true, trustedProviders: ['google'] } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: false,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await queueMail(
          user.email,
          renderEmail('resetPassword', userLanguage(user), { name: user.name, url }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await queueMail(user.email, renderEmail('verifyEmail', userLanguage(user), { name: user.name, url }));
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A sign-in starts a family; rotation passes its family on (session-rotation.ts).
          before: async (s) => {
            // An account in its deletion grace period is locked: the rider is told, and may cancel (web).
            const locked = await lockedForDeletion(db, s.userId);
            if (locked !== null)
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SCHEDULED_FOR_DELETION',
                message: t(isLanguage(locked) ? locked : 'en', 'account_scheduled_for_deletion'),
              });
            return {
              data: { ...s, familyId: (s as { familyId?: string }).familyId ?? randomUUID() },
            };
          },
        },
      },
      // The provider's ID token is verified once at sign-in and never needed again: it is not kept.
      account: {
        create: { before: async (a) => ({ data: { ...a, idToken: null } }) },
        update: { before: async (a) => ({ data: 'idToken' in a ? { ...a, idToken: null } : a }) },
      },
      user: {
        create: {
          before: async (u) => ({
            data: {
              ...u,
              language: userLanguage(u),
              marketingConsent: u.marketingConsent === true,
              // Consent is stored with its time (GDPR Art. 7(1): the controller must be able to show consent).
              marketingConsentAt: u.marketingConsent === true ? new Date() : null,
            },
          }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as {
          name?: unknown;
          password?: unknown;
          newPassword?: unknown;
          language?: unknown;
        };
        const bodyLanguage = () =>
          isLanguage(body.language)
            ? body.language
            : languageFromHeader(ctx.headers?.get('accept-language') ?? undefined);
        if (PASSWORD_PATHS.has(ctx.path)) {
          const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
          // Shorter passwords get the library's length message first (spec §8 wording).
          if (
            typeof password === 'string' &&
            password.length >= MIN_PASSWORD_LENGTH &&
            isCommonPassword(password)
          ) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_COMMON',
              message: t(bodyLanguage(), 'password_too_common'),
            });
          }
        }
        if (NAME_PATHS.has(ctx.path) && isPlainObject(ctx.body) && typeof body.name === 'string') {
          // A name given must say something: "   " is no name (spec §5, the wizard's own rule), and is refused
          // in the rider's language rather than stored and greeted as "Hi    ,". Kept trimmed otherwise.
          const name = body.name.trim();
          if (name === '') {
            throw new APIError('BAD_REQUEST', {
              code: 'NAME_REQUIRED',
              message: t(bodyLanguage(), 'name_required'),
            });
          }
          if (name !== body.name) return { context: { body: { ...body, name } } };
        }
        // The name is optional at sign-up (spec §7 "optional name as metadata"); the library requires the key.
        if (ctx.path === '/sign-up/email' && isPlainObject(ctx.body) && body.name === undefined) {
          return { context: { body: { ...body, name: '' } } };
        }
      }),
    },
    plugins: [
      bearer(),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: { issuer: config.baseUrl, audience: config.baseUrl, expirationTime: '15m' },
      }),
      sessionRotation(deps.reuse),
      // Only its schema generator is used (merged into /api/docs); its HTTP routes are not mounted.
      openAPI({ disableDefaultReference: true }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
