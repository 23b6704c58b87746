/**
 * How errors are written to the log. pino's standard serializer copies every enumerable property and the messages
 * of the whole cause chain, and database errors carry the statement's values: Drizzle's `DrizzleQueryError` has
 * `params` (a session token, a profile row, a reset identifier) in its message and as a property; driver errors put
 * values in `detail` (`Key (email)=(…) already exists`), `where`, or quoted in the message (`invalid input syntax
 * for type uuid: "…"`). So an error is logged from an allow-list of fields, and a database error's message keeps its
 * SQL text (placeholders only) but loses every value.
 */

/** Fields that identify a failure without carrying data (pg / PGlite DatabaseError, Node system errors, HTTP). */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'errno',
  'syscall',
] as const;

const SECRET_TEXT =
  /((?:token|code|state|password|secret|verifier)=)[^&\s"']+|(Bearer\s+)\S+|(session_token=)[^;\s"']+/gi;

/** Masks `token=…`, `Bearer …` and session cookies inside free text (library messages, error strings). */
export function redactText(text: string): string {
  return text.replace(
    SECRET_TEXT,
    (_m, q?: string, b?: string, c?: string) => `${q ?? b ?? c ?? ''}[redacted]`,
  );
}

/** A Drizzle query error (`query` + `params`) or a driver error (SQLSTATE `code` with a `severity`). */
function isDatabaseError(error: object): boolean {
  const e = error as { query?: unknown; params?: unknown; severity?: unknown; code?: unknown };
  return (
    (typeof e.query === 'string' && 'params' in e) ||
    (typeof e.severity === 'string' && typeof e.code === 'string' && e.code.length === 5)
  );
}

/**
 * A database error's message without values: Drizzle's `params: …` line dropped, quoted literals in the driver's
 * text masked (they are the offending values: `invalid input syntax for type integer: "abc"`).
 */
export function databaseMessage(message: string): string {
  const withoutParams = message.replace(/\n?params:[\s\S]*$/, '');
  return withoutParams.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '"…"').replace(/0x[0-9a-f]+/gi, '0x…');
}

/** A log-safe plain object for an error and its causes (depth-bounded). */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error) && (typeof value !== 'object' || value === null)) {
    return typeof value === 'string' ? redactText(value) : value;
  }
  const error = value as Error & Record<string, unknown>;
  const type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  const database = isDatabaseError(error);
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  const message = database ? databaseMessage(rawMessage) : redactText(rawMessage);
  const frames = (typeof error.stack === 'string' ? error.stack : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_FIELDS) {
    const v = error[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = v;
  }
  // The statement's text (placeholders, never values) says which query failed.
  if (database && typeof error.query === 'string') out.query = error.query;
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
