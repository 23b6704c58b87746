import { eq, getTableColumns, getTableName, isTable, sql, type Table } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';

/**
 * What a data export does with each table that holds a rider's rows. The export walks the schema (every table with a
 * `user_id` column, plus the account itself) and a test fails when a table is in neither list, so a table added
 * tomorrow cannot be forgotten: it must be exported or its absence explained here.
 *
 * - `json`: its rows, as stored, in `data/<file>` (minus `user_id` and the `omit`ted columns: secrets, binaries);
 * - `section`: written by a curated part of the archive (`activities.csv`, `plans.json`…), named in `file`;
 * - `skip`: not the rider's data, with the reason (a credential, a cache, a copy of what is exported elsewhere).
 */
export type TablePlan =
  | { kind: 'json'; file: string; omit?: readonly string[] }
  | { kind: 'section'; file: string }
  | { kind: 'skip'; why: string };

export const USER_TABLES: Record<string, TablePlan> = {
  user: { kind: 'json', file: 'account.json', omit: ['image'] },
  account: {
    kind: 'json',
    file: 'sign-in-methods.json',
    omit: ['accessToken', 'refreshToken', 'idToken', 'password', 'scope'],
  },
  session: { kind: 'json', file: 'sessions.json', omit: ['token', 'familyId'] },
  session_rotations: {
    kind: 'skip',
    why: 'hashes of retired session tokens (a security record, no content)',
  },
  // the token is a credential (only its hash is stored, and a hash is still a secret): names and dates only
  personal_access_tokens: { kind: 'json', file: 'access-tokens.json', omit: ['tokenHash'] },
  profiles: { kind: 'json', file: 'profile.json' },
  activities: { kind: 'section', file: 'activities.csv' },
  ride_sources: { kind: 'json', file: 'ride-sources.json' },
  activity_streams: {
    kind: 'skip',
    why: 'the 1 Hz series decoded from the original files, which are in rides/',
  },
  ftp_history: { kind: 'json', file: 'ftp-history.json' },
  ftp_suggestions: { kind: 'json', file: 'ftp-suggestions.json' },
  ride_versions: { kind: 'skip', why: 'a cache counter' },
  plans: { kind: 'section', file: 'plans.json' },
  planned_sessions: { kind: 'section', file: 'plans.json' },
  plan_changes: { kind: 'section', file: 'plans.json' },
  check_ins: { kind: 'json', file: 'check-ins.json' },
  consents: { kind: 'json', file: 'consents.json' },
  unavailable_days: { kind: 'json', file: 'unavailable-days.json' },
  ride_feedback: { kind: 'json', file: 'ride-feedback.json' },
  calendar_feeds: { kind: 'json', file: 'calendar-feeds.json', omit: ['tokenHash'] },
  workouts: { kind: 'section', file: 'workouts.json' },
  strength_logs: { kind: 'json', file: 'strength-logs.json' },
  coach_summaries: { kind: 'section', file: 'summaries.json' },
  summary_email_settings: { kind: 'json', file: 'summary-emails.json' },
  coach_chat_turns: { kind: 'json', file: 'coach-chat.json' },
  coach_proposals: { kind: 'json', file: 'coach-chat-proposals.json' },
  provider_connections: { kind: 'section', file: 'connections.json' },
  garmin_oauth_states: { kind: 'skip', why: 'a pending authorisation (a secret, minutes long)' },
  strava_oauth_states: { kind: 'skip', why: 'a pending authorisation (a secret, minutes long)' },
  garmin_workout_pushes: {
    kind: 'skip',
    why: 'ids of plan sessions sent to Garmin (the plan is in plans.json)',
  },
  intervals_pushed_workouts: {
    kind: 'skip',
    why: 'ids of plan sessions sent to intervals.icu (the plan is in plans.json)',
  },
  data_exports: { kind: 'skip', why: 'this archive and earlier ones' },
  account_deletions: {
    kind: 'json',
    file: 'account-deletion.json',
    omit: ['confirmTokenHash', 'cancelTokenHash'],
  },
};

/** Every table of the schema that holds a rider's rows: the `user` table and each table with a `user_id` column. */
export function riderTables(): { name: string; table: PgTable; owner: PgColumn }[] {
  const out: { name: string; table: PgTable; owner: PgColumn }[] = [];
  for (const value of Object.values(schema)) {
    if (!isTable(value)) continue;
    const table = value as PgTable;
    const columns = getTableColumns(table as Table) as Record<string, PgColumn>;
    const name = getTableName(table as Table);
    const owner = name === 'user' ? columns.id : Object.values(columns).find((c) => c.name === 'user_id');
    if (owner) out.push({ name, table, owner });
  }
  return out;
}

/** A stored value as JSON: instants as ISO strings; binary columns (packed curves, hashes) left out. */
function plain(row: Record<string, unknown>, omit: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'userId' || omit.includes(key) || value instanceof Uint8Array) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The rows of every `json` table of the rider, grouped by file (a file may gather several tables one day). */
export async function tableFiles(db: Db, userId: string): Promise<Map<string, Record<string, unknown>[]>> {
  const files = new Map<string, Record<string, unknown>[]>();
  for (const { name, table, owner } of riderTables()) {
    const plan = USER_TABLES[name];
    if (plan?.kind !== 'json') continue;
    const rows = (await db.select().from(table).where(eq(owner, userId))) as Record<string, unknown>[];
    files.set(plan.file, [...(files.get(plan.file) ?? []), ...rows.map((r) => plain(r, plan.omit ?? []))]);
  }
  // the newsletter is keyed by address, not account (one can subscribe without an account): the rider's own address
  const subscriptions = await db
    .select()
    .from(schema.newsletterSubscriptions)
    .where(
      sql`lower(${schema.newsletterSubscriptions.email}) = (select lower(${schema.user.email}) from ${schema.user} where ${schema.user.id} = ${userId})`,
    );
  files.set(
    'newsletter.json',
    subscriptions.map((r) => plain(r, ['confirmTokenHash', 'unsubscribeTokenHash', 'confirmExpiresAt'])),
  );
  return files;
}
