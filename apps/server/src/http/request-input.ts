import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Deepest JSON nesting a request body may have. Our bodies (and the auth library's) are at most three levels deep;
 * a body nested thousands deep overflowed the stack further down (the auth library's validation) and answered 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Deepest nesting of a JSON text, counted without parsing it (brackets inside strings ignored); stops past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** Why a text cannot be stored: PostgreSQL refuses U+0000 in text, and jsonb refuses a lone UTF-16 surrogate. */
export type UnstorableText = 'nul_character' | 'lone_surrogate';

function unstorable(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'nul_character';
  return text.isWellFormed() ? null : 'lone_surrogate';
}

/**
 * The first place (a dotted path such as `name` or `steps.0.label`) where a string, or an object key, holds text
 * PostgreSQL cannot store — U+0000 (both drivers fail the statement) or an unpaired surrogate ("\ud800" in JSON
 * parses to one; jsonb refuses it with 22P02) — with why, or null. Refused at the door, for every route alike.
 */
export function findUnstorable(
  value: unknown,
  path = '',
  depth = 0,
): { field: string; code: UnstorableText } | null {
  if (typeof value === 'string') {
    const code = unstorable(value);
    return code ? { field: path || '_', code } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const code = unstorable(key);
    // the field is named without what cannot be stored (it is echoed back in the error)
    if (code)
      return { field: at.replaceAll('\u0000', '').toWellFormed().replaceAll('\ufffd', '') || '_', code };
    const found = findUnstorable(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Input checks that hold for every route, ours and the auth library's alike, before any route-level validation:
 *  - JSON bodies nested deeper than MAX_JSON_DEPTH are refused while parsing (Fastify's own parser otherwise, so
 *    prototype-poisoning protection stays);
 *  - a NUL character or a lone surrogate in a path parameter, the query string or the body is a 400 naming the field.
 */
export function registerRequestInputChecks(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'json_too_deep'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorable(request.params) ?? findUnstorable(request.query) ?? findUnstorable(request.body);
    if (found !== null) throw new HttpError(400, 'validation_error', { [found.field]: found.code });
  });
}
