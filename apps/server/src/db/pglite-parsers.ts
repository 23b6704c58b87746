import { type PGlite, types } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
type ParserTable = Record<number, Parser>;
type QueryOptions = { parsers?: ParserTable } & Record<string, unknown>;

/**
 * The types Drizzle's PGlite driver asks to receive as text, because it maps them itself (drizzle-orm/pglite
 * session.js): timestamp, timestamptz, interval, date and the arrays of numeric, timestamp, timestamptz, interval and
 * date.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

const asText: Parser = (value) => value;

const withoutParsers = (options?: QueryOptions): QueryOptions | undefined => {
  if (!options?.parsers) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
};

/**
 * Drizzle passes its text-type choice as a per-query `parsers` option, and PGlite then copies its whole parser table
 * (~318 entries once the array types are loaded) into a new object on every query: ~85 µs each, four queries per ride
 * list request — more than half of the CPU the app spent beyond a raw driver (issue #23). So the instance's own table
 * takes Drizzle's choice once, and Drizzle gets a view of the client that drops the per-query option: the same rows,
 * no copy. The other users of the instance (pg-boss, the raw `query` helper) expect PGlite's defaults (`Date`s), so
 * they get the returned table per query instead — theirs are fewer, background statements.
 *
 * Returns the view for Drizzle and the default parsers the instance had for those types.
 */
export function shareDrizzleParsers(client: PGlite): { drizzleClient: PGlite; defaults: ParserTable } {
  const table = (client as unknown as { parsers: ParserTable }).parsers;
  const defaults: ParserTable = {};
  for (const oid of DRIZZLE_TEXT_TYPES) {
    const parser = table[oid];
    if (parser) defaults[oid] = parser;
    table[oid] = asText;
  }
  type Tx = {
    query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
    exec: (text: string, options?: QueryOptions) => Promise<unknown>;
  };
  type View = Tx & { transaction: <R>(run: (tx: View) => Promise<R>) => Promise<R> };
  // A plain object, not a Proxy: tests (and tools) replace `db.$client.query` to watch the statements, and a
  // Proxy's assignment would land on the instance and call itself. `target.query` is read at each call: the
  // app-priority wrapper (pglite-priority.ts) replaces the instance's methods.
  const view = (target: Tx): View => ({
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      target.query(text, params, withoutParsers(options)),
    exec: (text: string, options?: QueryOptions) => target.exec(text, withoutParsers(options)),
    transaction: <R>(run: (tx: View) => Promise<R>) =>
      (target as unknown as PGlite).transaction((tx) => run(view(tx as unknown as Tx))),
  });
  return { drizzleClient: view(client as unknown as Tx) as unknown as PGlite, defaults };
}

/** `options` with the instance's default parsers for Drizzle's text types (a caller's own parsers win). */
export function withDefaultParsers(defaults: ParserTable, options?: QueryOptions): QueryOptions {
  return { ...options, parsers: { ...defaults, ...options?.parsers } };
}
