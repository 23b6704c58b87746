import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { logPoolErrors } from '../../src/db/client.ts';
import { authLibraryLogger, createLogger, redactText, redactValue } from '../../src/http/logging.ts';
import { logCapture } from '../support/log-capture.ts';

const flush = () => new Promise((r) => setImmediate(r));

describe('redaction helpers', () => {
  it('masks tokens, codes and Bearer values inside free text', () => {
    expect(redactText('GET /cb?code=abc123&state=xyz&x=1')).toBe(
      'GET /cb?code=[redacted]&state=[redacted]&x=1',
    );
    expect(redactText('Authorization: Bearer eyJhbGciOi.payload.sig')).toBe(
      'Authorization: Bearer [redacted]',
    );
    expect(redactText('cookie domestique.session_token=tok.sig; other=1')).toBe(
      'cookie domestique.session_token=[redacted]; other=1',
    );
  });

  it('masks secret-looking keys at any depth and keeps the rest', () => {
    const out = redactValue({
      user: { email: 'a@b.c', password: 'p4ss', session: { token: 't0k' } },
      statusCode: 400,
      headers: { cookie: 'c', authorization: 'a' },
      list: [{ accessToken: 'x' }],
    });
    expect(out).toEqual({
      user: { email: 'a@b.c', password: '[redacted]', session: { token: '[redacted]' } },
      statusCode: 400,
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
      list: [{ accessToken: '[redacted]' }],
    });
  });
});

describe('database errors in the log', () => {
  const driverError = () =>
    Object.assign(new Error('invalid input syntax for type uuid: "secret-value-7"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Key (email)=(rider@example.com) already exists.',
      where: "unnamed portal parameter $1 = 'tok-secret-123'",
      routine: 'string_to_uuid',
    });

  it('keep the statement and the SQLSTATE, never a parameter, a detail or a quoted value, at any depth', async () => {
    const capture = logCapture();
    const log = createLogger('info', capture.stream);
    const query = new DrizzleQueryError(
      'select u.id from session s join "user" u on u.id = s.user_id where s.token = $1',
      ['tok-secret-123', 'rider@example.com'],
      driverError(),
    );
    log.error({ err: new Error('session lookup failed', { cause: query }) }, 'unhandled error');
    log.error(query, 'logged as the first argument');
    authLibraryLogger(log, 'info').log('error', `${query.message}`, query);
    await flush();
    const text = capture.text();
    for (const secret of ['tok-secret-123', 'rider@example.com', 'secret-value-7', 'params:'])
      expect(text, secret).not.toContain(secret);
    const [first] = capture.entries();
    expect(first.err.message).toBe('session lookup failed');
    expect(first.err.cause.query).toContain('where s.token = $1');
    expect(first.err.cause.cause).toMatchObject({ code: '22P02', routine: 'string_to_uuid' });
    expect(first.err.cause.cause.message).toBe('invalid input syntax for type uuid: "…"');
    expect(first.err.cause.cause.stack).toContain('at ');
  });
});

describe('the auth library logger', () => {
  it('writes through pino at the app level, scrubbed, and is silent when LOG_LEVEL is silent', async () => {
    const capture = logCapture();
    const log = createLogger('info', capture.stream);
    const adapter = authLibraryLogger(log, 'info');
    expect(adapter).toMatchObject({ disabled: false, level: 'info' });
    adapter.log('error', 'Invalid token=abc123 for user', { user: { id: 'u1', password: 'secret-pass' } });
    adapter.log('debug', 'not at info');
    await flush();
    const [entry, ...rest] = capture.entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      level: 50,
      component: 'better-auth',
      msg: 'Invalid token=[redacted] for user',
    });
    expect(capture.text()).not.toContain('abc123');
    expect(capture.text()).not.toContain('secret-pass');
    expect(authLibraryLogger(log, 'silent').disabled).toBe(true);
    expect(authLibraryLogger(log, 'trace').level).toBe('debug');
    expect(authLibraryLogger(log, 'fatal').level).toBe('error');
  });
});

describe('the PostgreSQL pool', () => {
  it('logs a dropped idle connection instead of swallowing it', async () => {
    const capture = logCapture();
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    logPoolErrors(pool, createLogger('info', capture.stream));
    pool.emit('error', new Error('terminating connection due to administrator command'), {} as pg.PoolClient);
    await flush();
    const [entry] = capture.entries();
    expect(entry.level).toBe(50);
    expect(entry.msg).toContain('database connection lost');
    expect(entry.err.message).toBe('terminating connection due to administrator command');
    await pool.end();
  });

  it('gives every client a listener of its own, so a checked-out connection dropping cannot crash the process', async () => {
    const capture = logCapture();
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    logPoolErrors(pool, createLogger('info', capture.stream));
    const client = new pg.Client();
    pool.emit('connect', client);
    // Without a listener, emitting 'error' throws (Node's unhandled 'error' event): the process would die.
    expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
    await flush();
    expect(capture.entries()[0].msg).toContain('database connection lost');
    await pool.end();
  });
});
