import { createHash, randomBytes } from 'node:crypto';
import type { BetterAuthOptions, DBAdapter, Where } from 'better-auth';

/**
 * What the `session.token` column holds for a session token: its SHA-256 (base64url). Session tokens are 32
 * random characters of [A-Za-z0-9] (≈ 190 bits), so an unsalted hash cannot be reversed or guessed; salting or a
 * slow hash buys nothing for secrets of that entropy (as with API tokens). Retired tokens (session-reuse.ts) are
 * hashed the same way.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;
type Row = Record<string, unknown>;

const SESSION_MODEL = 'session';

/**
 * Wraps the auth library's database adapter so a session token never reaches the database in clear: the library
 * creates sessions and looks them up by token through this adapter, and every `token` it writes or filters on is
 * replaced by its hash on the way in. Rows coming back carry the raw token again when the caller presented it (a
 * lookup by token, a new session), because the library sets the session cookie from the row; rows read without it
 * (listing a user's sessions) carry the hash, which signs nobody in. A copy of the database therefore holds no
 * working session token, while cookies, `Bearer` tokens, rotation and revocation work as before.
 *
 * A row read without its token (listing a user's sessions) carries the raw token when this process has seen it
 * (the caller's own session: revoke-other-sessions keeps the session whose token equals the caller's), else a
 * stand-in: a random value this process maps back to the stored hash when the library passes it again (it deletes
 * the sessions it has just listed by their token). Either plays the part the raw token plays in the library's own
 * design — list-sessions hands the owner their sessions' tokens — but neither is ever stored, so what a copy of the
 * database holds (the hash) still matches nothing: every value presented is hashed.
 */
export function hashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => wrap(factory(options));
}

/**
 * What this process knows about stored hashes (in memory only, bounded: forgotten together once this many are
 * held): the raw token of sessions it created or looked up by token, and the stand-ins it issued for the others.
 */
interface Known {
  raw: Map<string, string>;
  hashOf: Map<string, string>;
  standInOf: Map<string, string>;
}
const KNOWN_MAX = 10_000;

function remember(map: Map<string, string>, key: string, value: string) {
  if (map.size >= KNOWN_MAX) map.clear();
  map.set(key, value);
}

function wrap<A extends DBAdapter<BetterAuthOptions>>(
  inner: A,
  known: Known = { raw: new Map(), hashOf: new Map(), standInOf: new Map() },
): A {
  const standInFor = (hash: string): string => {
    let standIn = known.standInOf.get(hash);
    if (standIn === undefined) {
      if (known.hashOf.size >= KNOWN_MAX) {
        known.hashOf.clear();
        known.standInOf.clear();
      }
      standIn = randomBytes(32).toString('base64url');
      known.hashOf.set(standIn, hash);
      known.standInOf.set(hash, standIn);
    }
    return standIn;
  };
  /**
   * One adapter call: `seen` maps hash → value for the tokens it was given (a stand-in this process issued becomes
   * its hash again), so the rows it returns carry what the caller holds.
   */
  const call = () => {
    const seen = new Map<string, string>();
    const hash = (value: unknown) => {
      if (typeof value !== 'string') return value;
      const standing = known.hashOf.get(value);
      const hashed = standing ?? hashSessionToken(value);
      seen.set(hashed, value);
      if (standing === undefined) remember(known.raw, hashed, value);
      return hashed;
    };
    return {
      where: (where: Where[] | undefined) =>
        where?.map((w) =>
          w.field === 'token'
            ? ({ ...w, value: Array.isArray(w.value) ? w.value.map(hash) : hash(w.value) } as Where)
            : w,
        ),
      data: (data: Row) => ('token' in data ? { ...data, token: hash(data.token) } : data),
      row: <T>(row: T): T => {
        const token = (row as Row | null)?.token;
        if (typeof token !== 'string') return row;
        return { ...row, token: seen.get(token) ?? known.raw.get(token) ?? standInFor(token) } as T;
      },
    };
  };
  const isSession = (data: { model: string }) => data.model === SESSION_MODEL;

  const wrapped: DBAdapter<BetterAuthOptions> = {
    ...inner,
    create: async (data) => {
      if (!isSession(data)) return inner.create(data);
      const c = call();
      return c.row(await inner.create({ ...data, data: c.data(data.data) as typeof data.data }));
    },
    findOne: async (data) => {
      if (!isSession(data)) return inner.findOne(data);
      const c = call();
      return c.row(await inner.findOne({ ...data, where: c.where(data.where) ?? [] }));
    },
    findMany: async (data) => {
      if (!isSession(data)) return inner.findMany(data);
      const c = call();
      return (await inner.findMany({ ...data, where: c.where(data.where) })).map(c.row);
    },
    count: (data) =>
      isSession(data) ? inner.count({ ...data, where: call().where(data.where) }) : inner.count(data),
    update: async (data) => {
      if (!isSession(data)) return inner.update(data);
      const c = call();
      return c.row(
        await inner.update({ ...data, where: c.where(data.where) ?? [], update: c.data(data.update) }),
      );
    },
    updateMany: (data) => {
      if (!isSession(data)) return inner.updateMany(data);
      const c = call();
      return inner.updateMany({ ...data, where: c.where(data.where) ?? [], update: c.data(data.update) });
    },
    delete: (data) =>
      isSession(data) ? inner.delete({ ...data, where: call().where(data.where) ?? [] }) : inner.delete(data),
    deleteMany: (data) =>
      isSession(data)
        ? inner.deleteMany({ ...data, where: call().where(data.where) ?? [] })
        : inner.deleteMany(data),
    consumeOne: async (data) => {
      if (!isSession(data)) return inner.consumeOne(data);
      const c = call();
      return c.row(await inner.consumeOne({ ...data, where: c.where(data.where) ?? [] }));
    },
    incrementOne: async (data) => {
      if (!isSession(data)) return inner.incrementOne(data);
      const c = call();
      const set = data.set ? c.data(data.set as Row) : undefined;
      return c.row(
        await inner.incrementOne({ ...data, where: c.where(data.where) ?? [], ...(set ? { set } : {}) }),
      );
    },
    // Work inside a transaction goes through the same hashing.
    transaction: (callback) => inner.transaction((trx) => callback(wrap(trx as A, known))),
  };
  return wrapped as A;
}
