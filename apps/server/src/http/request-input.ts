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

/**
 * The first place (a dotted path such as `name` or `id`) where a string, or an object key, holds U+0000, or null.
 * PostgreSQL cannot store that character in text (both drivers fail the statement), so it is refused at the door.
 */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at.replaceAll('\u0000', '') || '_';
    const found = findNul(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Input checks that hold for every route, ours and the auth library's alike, before any route-level validation:
 *  - JSON bodies nested deeper than MAX_JSON_DEPTH are refused while parsing (Fastify's own parser otherwise, so
 *    prototype-poisoning protection stays);
 *  - a NUL character in a path parameter, the query string or the body is a 400 naming the field.
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
    const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body);
    if (field !== null) throw new HttpError(400, 'validation_error', { [field]: 'nul_character' });
  });
}
