import type { ErrorCode, FieldError, Language } from '@domestique/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/db-errors.ts';
import { isMessageKey, languageFromHeader, type MessageKey, t } from '../i18n/messages.ts';

/** A deliberate API error: status, stable code, optional per-field problems (codes are localised on the way out). */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'invalid_token' | 'json_too_deep';
  readonly fieldCodes: Record<string, string> | undefined;
  constructor(
    status: number,
    code: ErrorCode | 'invalid_token' | 'json_too_deep',
    fieldCodes?: Record<string, string>,
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.fieldCodes = fieldCodes;
  }
}

export function requestLanguage(request: FastifyRequest): Language {
  return languageFromHeader(request.headers['accept-language']);
}

function localiseFields(lang: Language, codes: Record<string, string>): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const [field, code] of Object.entries(codes)) {
    const key: MessageKey = isMessageKey(code) ? code : 'invalid_value';
    out[field] = { code: key, message: t(lang, key) };
  }
  return out;
}

export function sendError(
  reply: FastifyReply,
  lang: Language,
  status: number,
  code: string,
  fieldCodes?: Record<string, string>,
) {
  const message = isMessageKey(code) ? t(lang, code) : code;
  const fields = fieldCodes ? localiseFields(lang, fieldCodes) : undefined;
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/**
 * The database is away (stopped, restarting, unreachable): 503 with `Retry-After`, like /api/health, so clients and
 * load balancers wait and retry instead of treating it as a bug. Not logged per request: the pool logs each lost
 * connection, and the request line carries the 503.
 */
export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply) {
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
  return sendError(reply, requestLanguage(request), 503, 'service_unavailable');
}

/** Zod issues → `{ field: code }`, first problem per field; unknown keys (strict schemas) → `unknown_field`. */
function zodFieldCodes(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const params = v.params as { keys?: unknown } | undefined;
    if (v.keyword === 'unrecognized_keys' && Array.isArray(params?.keys)) {
      for (const key of params.keys) fields[String(key)] ??= 'unknown_field';
      continue;
    }
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= v.message ?? 'invalid_value';
  }
  return fields;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** One JSON error shape for every failure; bad input is a 4xx with details, never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof HttpError) return sendError(reply, lang, error.status, error.code, error.fieldCodes);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, lang, 400, 'validation_error', zodFieldCodes(error));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error instanceof SyntaxError && error.statusCode === 400)
    ) {
      return sendError(reply, lang, 400, 'malformed_json');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendError(reply, lang, status, STATUS_CODES[status] ?? 'validation_error');
    if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(request, reply);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, lang, 500, 'internal_error');
  });
}
