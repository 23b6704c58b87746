import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';

export type Logger = FastifyBaseLogger;

/**
 * Request URLs can carry secrets (verification and reset tokens, OAuth codes, the calendar feed's token): log the
 * path only, with token-bearing path segments masked. Headers (cookies, authorization) and bodies (passwords) are
 * never logged.
 */
export function safeUrl(url: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return pathOnly
    .replace(/(\/reset-password\/)[^/]+/, '$1[redacted]')
    .replace(/(\/api\/calendar\/ics\/)[^/]+/, '$1[redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: safeUrl(request.url), ip: request.ip };
  },
  res(reply: FastifyReply) {
    return { statusCode: reply.statusCode };
  },
  err: pino.stdSerializers.err,
};

/** Defence in depth, should anything log a whole object by mistake. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
];

/**
 * The one process logger (pino): `main` creates it before the database so pool errors are logged too, and the app
 * hands it to Fastify. Tests may pass a destination to read what would have been written.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: logRedactPaths, serializers: logSerializers };
  return (destination ? pino(options, destination) : pino(options)) as unknown as Logger;
}

/**
 * One line per request, when it completes (method, masked path, client IP, status, time), instead of Fastify's two
 * ("incoming request" + "request completed"): the same facts for half the logging cost on every request.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

const SECRET_KEY = /pass(word)?|token|secret|cookie|authorization|verifier|^code$|^state$|^otp$/i;
const SECRET_TEXT =
  /((?:token|code|state|password|secret|verifier)=)[^&\s"']+|(Bearer\s+)\S+|(session_token=)[^;\s"']+/gi;

/** Masks `token=…`, `Bearer …` and session cookies inside free text (library messages, error strings). */
export function redactText(text: string): string {
  return text.replace(
    SECRET_TEXT,
    (_m, q?: string, b?: string, c?: string) => `${q ?? b ?? c ?? ''}[redacted]`,
  );
}

/** A log-safe copy: secret-looking keys masked, free text scrubbed, errors reduced to name/message/stack. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message), stack: redactText(value.stack ?? '') };
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[object]';
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_KEY.test(k) ? '[redacted]' : redactValue(v, depth + 1);
  return out;
}

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's logger writes to the console by default, outside pino, LOG_LEVEL and redaction. This routes it
 * through the app logger, at the same level, with its arguments scrubbed.
 */
export function authLibraryLogger(log: Logger, level: string) {
  const mapped: AuthLogLevel =
    level === 'trace' || level === 'debug' ? 'debug' : level === 'info' || level === 'warn' ? level : 'error';
  return {
    disabled: level === 'silent',
    level: mapped,
    log(lvl: AuthLogLevel, message: string, ...args: unknown[]) {
      const fields = args.length > 0 ? { auth: redactValue(args) } : {};
      log[lvl]({ component: 'better-auth', ...fields }, redactText(message));
    },
  };
}
