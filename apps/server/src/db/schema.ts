import { STORED_RIDE_METRICS, type StoredRideMetric, type StoredRideMetricKey } from '@domestique/science';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  type PgDoublePrecisionBuilderInitial,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { createdAt, updatedAt } from './columns.ts';

// The auth library's tables (user, session, account, verification, jwks) and session rotations.
export * from './auth-schema.ts';
// Personal access tokens (a rider's own assistant: MCP and the REST API's reads).
export * from './schema-access-tokens.ts';
// Consent per purpose (health data in check-ins first).
export * from './schema-consents.ts';
// Account deletions waiting for their grace period, and the log of data-rights requests.
export * from './schema-data-rights.ts';
// Connections to Garmin, Strava, intervals.icu and their OAuth states.
export * from './schema-integrations.ts';
export * from './schema-sync.ts';

// ---- Domestique tables. Every row a user owns carries user_id.

/** Spec §3 profile, one per user, plus room for the coach (LTHR, max HR, weekly hours, available days, timezone). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  age: integer('age').notNull(),
  weight: numeric('weight', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  weightUnit: text('weight_unit').notNull(),
  ftp: integer('ftp'),
  knowsFtp: boolean('knows_ftp').notNull().default(false),
  experienceLevel: text('experience_level').notNull(),
  primaryGoal: text('primary_goal').notNull(),
  coachGender: text('coach_gender').notNull().default('male'),
  interfaceLanguage: text('interface_language').notNull().default('en'),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  /**
   * The rider opted in to the coach's language-model narrator (off by default). Changed only with the `ai_coach`
   * consent (consents module), in the transaction that records the grant or its withdrawal.
   */
  aiCoach: boolean('ai_coach').notNull().default(false),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  lthr: integer('lthr'),
  maxHr: integer('max_hr'),
  restingHr: integer('resting_hr'),
  weeklyHours: numeric('weekly_hours', { precision: 4, scale: 1, mode: 'number' }),
  availableDays: jsonb('available_days').$type<string[]>(),
  /** Per riding day, the longest the rider can train (seconds): with the hours and days, the rider's week. */
  dayCaps: jsonb('day_caps').$type<Record<string, number>>(),
  timezone: text('timezone'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Newsletter with double opt-in: consent time and language stored; tokens are stored hashed. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull(), // pending | confirmed | unsubscribed
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`),
    index('newsletter_confirm_idx').on(t.confirmTokenHash),
    index('newsletter_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);

/**
 * Fixed-window counters for rate limits, shared by every server process through the database. `expires_at` (end of
 * the window) lets a periodic purge delete finished windows with one indexed delete.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key] }), index('rate_limit_buckets_expires_idx').on(t.expiresAt)],
);

// ---- Rides (activities module). Every table carries user_id; every query filters on it.

/** PostgreSQL bytea as a Node Buffer (compressed streams). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The activities table's metric columns, double precision and nullable, named by the registry. */
function rideMetricColumns() {
  return Object.fromEntries(STORED_RIDE_METRICS.map((m) => [m.key, doublePrecision(m.column)])) as {
    [K in StoredRideMetricKey]: PgDoublePrecisionBuilderInitial<
      Extract<StoredRideMetric, { key: K }>['column']
    >;
  };
}

/** One row per ride: where it came from, its file (by hash), and every per-ride metric computed at import. */
export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    source: text('source').notNull(), // upload | garmin | strava
    externalId: text('external_id'),
    fileSha256: text('file_sha256').notNull(),
    fileFormat: text('file_format').notNull(), // fit | tcx | gpx
    fileCompressed: boolean('file_compressed').notNull().default(false),
    fileBytes: integer('file_bytes').notNull(),
    originalFilename: text('original_filename'),
    /** The file's own title or the rider's; null = clients show a default from the local start time ("Morning ride"). */
    name: text('name'),
    sport: text('sport'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** One column per stored metric of science's registry (`STORED_RIDE_METRICS`). */
    ...rideMetricColumns(),
    hasPower: boolean('has_power').notNull(),
    /** The FTP the IF/TSS above were computed with (the rider's FTP in effect on the ride's date). */
    ftpUsedW: doublePrecision('ftp_used_w'),
    /**
     * Mean-maximal power at science's STANDARD_DURATIONS as little-endian Float64 (NaN where the ride was too short):
     * 320 bytes a ride, read back without text parsing, so a season curve over 1,000 rides is one small bytea scan.
     */
    powerCurve: bytea('power_curve'),
    /**
     * What `power_curve` holds: `mmp` = the exact-duration mean-maximal power (best mean over exactly d seconds, what
     * other tools show); null = a row stored before that, whose curve is the monotone envelope ("at least d
     * seconds"): the start-up back-fill re-computes it from the power stream (`power-curve-backfill.ts`);
     * `envelope` = such a row whose stream could not be read (kept as is, not retried).
     */
    powerCurveKind: text('power_curve_kind'),
    /**
     * Seconds per 5 W of power (science `powerHistogram` of the riding series, packed by db/power-histogram-codec.ts):
     * time in power zones for whatever FTP is in force on the ride's date, read back without the stream. Null = a
     * row stored before histograms (the back-fill fills it); empty = a power ride whose stream could not be read.
     */
    powerHistogram: bytea('power_histogram'),
    laps: jsonb('laps').$type<unknown[]>().notNull(),
    spikesRemoved: integer('spikes_removed').notNull().default(0),
    /** What the rider should know about the file (salvaged, cleaned up, not a ride): `{ code, count?, sport? }[]`. */
    warnings: jsonb('warnings')
      .$type<{ code: string; count?: number; sport?: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** False for another sport (running…): no IF/TSS, left out of power-curve bests, FTP estimates and ride totals. */
    cycling: boolean('cycling').notNull().default(true),
    /** The HR settings `hr_load` was computed with (LTHR, max HR, resting HR): a change re-computes it. */
    hrLoadKey: text('hr_load_key'),
    /** The structured workout the file says was followed (FIT `workout.wkt_name`), null when none. */
    workoutName: text('workout_name'),
    /** The FTP test the ride was recognised as at import (ramp | 20min | 8min) and how (workout_name | power_shape). */
    ftpTestProtocol: text('ftp_test_protocol'),
    ftpTestEvidence: text('ftp_test_evidence'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('activities_user_file_idx').on(t.userId, t.fileSha256),
    index('activities_user_start_idx').on(t.userId, t.startTime),
    // the back-fill's queue: rides with power still without a histogram (empty once it has run)
    index('activities_power_histogram_pending_idx')
      .on(t.id)
      .where(sql`${t.hasPower} and ${t.powerHistogram} is null`),
  ],
);

/**
 * Where a ride came from — every source that delivered it (an upload, Garmin, Strava, intervals.icu). A provider's
 * ride id is unique per rider and source, so a re-delivered webhook or a second backfill of the same ride finds it
 * here and is a no-op; the same ride from a second source (uploaded, then synced from Strava) links to the ride
 * already stored instead of becoming a second one. Uploads have no external id.
 */
export const rideSources = pgTable(
  'ride_sources',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    source: text('source').notNull(), // upload | garmin | strava | intervals
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ride_sources_external_idx')
      .on(t.userId, t.source, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('ride_sources_activity_idx').on(t.activityId),
  ],
);

/** Per ride and channel: the 1 Hz riding series as deflated little-endian Float32 (never a row per sample). */
export const activityStreams = pgTable(
  'activity_streams',
  {
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(), // time | power | heart_rate | cadence | speed | altitude | distance
    encoding: text('encoding').notNull(), // f32le-deflate, or f32le-delta-deflate (time)
    sampleCount: integer('sample_count').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.channel] }),
    index('activity_streams_user_idx').on(t.userId),
  ],
);

/** Every FTP the rider has had: typed by hand (manual), from a test, or an accepted ride estimate. */
export const ftpHistory = pgTable(
  'ftp_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ftpW: integer('ftp_w').notNull(),
    source: text('source').notNull(), // manual | test | estimate
    reason: text('reason').notNull(), // language-neutral code, e.g. profile_update, estimate_best20min
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    activityId: text('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ftp_history_user_idx').on(t.userId, t.effectiveAt)],
);

/** A ride-based FTP estimate waiting for the rider's decision: FTP never changes silently. */
export const ftpSuggestions = pgTable(
  'ftp_suggestions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    estimateW: integer('estimate_w').notNull(),
    currentFtpW: integer('current_ftp_w'),
    reasonCode: text('reason_code').notNull(), // ftp_estimate_best20min | ftp_estimate_critical_power
    basisW: doublePrecision('basis_w').notNull(),
    status: text('status').notNull(), // pending | accepted | dismissed
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('ftp_suggestions_user_idx').on(t.userId, t.status),
    uniqueIndex('ftp_suggestions_activity_idx').on(t.activityId),
  ],
);

/**
 * Bumped in the same transaction as every write that changes a rider's training load (ride added, deleted or
 * re-scored): the progress service's daily-load cache is keyed by it, so each server process can trust its cache
 * after one primary-key read.
 */
export const rideVersions = pgTable('ride_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});

// ---- Training plans (plans module). Every row carries user_id; every query filters on it.

/**
 * A rider's training plan: the coach's `Plan` as it stands (every stored change applied, `plan`), the normalised
 * input it was built from (`input`), and the columns the calendar and the dashboard read without opening the JSON.
 * One active plan per rider (partial unique index); a new one ends the old, which keeps its history.
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull(), // active | ended
    input: jsonb('input').$type<unknown>().notNull(),
    plan: jsonb('plan').$type<unknown>().notNull(),
    /** The coach's plan format (`Plan.version`). */
    planVersion: integer('plan_version').notNull(),
    /** Bumped with every write of `plan`. */
    revision: integer('revision').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    eventPriority: text('event_priority'),
    /** The rider's day the daily adaptation pass last ran for (missed sessions, fatigue). */
    adaptedOn: date('adapted_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('plans_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('plans_one_active_idx').on(t.userId).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * The plan's days as rows (a projection of `plans.plan`, rewritten with it): each planned session with its status,
 * the ride that did it and its compliance, plus the sessions skipped or moved away (kept on their first day), so a
 * calendar range is one indexed read.
 */
export const plannedSessions = pgTable(
  'planned_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    uid: text('uid').notNull(),
    workoutId: text('workout_id').notNull(),
    kind: text('kind').notNull(), // ride | strength
    role: text('role').notNull(),
    family: text('family'),
    strengthFocus: text('strength_focus'),
    level: doublePrecision('level'),
    /** The workout's name in en/pt/es (`Localized`). */
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    durationS: integer('duration_s').notNull(),
    tss: doublePrecision('tss').notNull(),
    status: text('status').notNull(), // planned | completed | partial | missed | skipped | moved
    adjustedBy: text('adjusted_by'),
    movedTo: date('moved_to', { mode: 'string' }),
    activityId: text('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    compliance: jsonb('compliance').$type<{
      score: number;
      duration: number;
      tss: number | null;
      zones: number | null;
    }>(),
  },
  (t) => [
    index('planned_sessions_user_date_idx').on(t.userId, t.date),
    index('planned_sessions_plan_idx').on(t.planId),
  ],
);

/**
 * Every change to a plan, by the coach or the rider: kind, the sessions or values before and after (`from_value`,
 * `to_value`; `extra` holds a level change's swaps and an undo's undone change), the language-neutral reason code and
 * the facts that triggered it (`inputs`). Nothing about a plan changes without a row here.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Order within the plan (the order changes were applied in). */
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    origin: text('origin').notNull(), // coach | rider
    trigger: text('trigger').notNull(),
    /** What the trigger was about: a ride, an unavailable range, a check-in day. */
    triggerRef: text('trigger_ref'),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    fromValue: jsonb('from_value').$type<unknown>(),
    toValue: jsonb('to_value').$type<unknown>(),
    extra: jsonb('extra').$type<unknown>(),
    inputs: jsonb('inputs').$type<Record<string, string | number | boolean | null>>().notNull(),
    undoesId: text('undoes_id'),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by'),
  },
  (t) => [
    uniqueIndex('plan_changes_plan_seq_idx').on(t.planId, t.seq),
    index('plan_changes_user_idx').on(t.userId, t.planId),
    index('plan_changes_trigger_idx').on(t.userId, t.triggerRef),
  ],
);

/** The daily check-in (one per rider and day, replaced when made again) and the readiness it gave. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    sleep: integer('sleep').notNull(),
    fatigue: integer('fatigue').notNull(),
    soreness: integer('soreness').notNull(),
    stress: integer('stress').notNull(),
    motivation: integer('motivation').notNull(),
    restingHrBpm: integer('resting_hr_bpm'),
    hrvMs: doublePrecision('hrv_ms'),
    readiness: doublePrecision('readiness').notNull(),
    readinessBand: text('readiness_band').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('check_ins_user_date_idx').on(t.userId, t.date)],
);

/** Days the rider cannot ride (inclusive range) and why: illness, travel, other. */
export const unavailableDays = pgTable(
  'unavailable_days',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('unavailable_days_user_idx').on(t.userId, t.fromDate)],
);

/** How a ride felt: RPE 1–10 (CR-10) and/or too easy / right / too hard. One per ride. */
export const rideFeedback = pgTable(
  'ride_feedback',
  {
    activityId: text('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rpe: integer('rpe'),
    feel: text('feel'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ride_feedback_user_idx').on(t.userId)],
);

/**
 * Private ICS feeds: the URL's token is the credential, so only its SHA-256 is stored. One live feed per rider;
 * rotating revokes the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Facts every server process on this database must agree on, checked at start-up (db/shared-setup.ts): a
 * fingerprint of AUTH_SECRET and the id of the original-file store. A process set up differently refuses to start
 * instead of failing requests at run time.
 */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---- Workouts and strength (workouts module). Every row carries user_id; every query filters on it.

/**
 * A rider's own workout (built, duplicated from the library or imported from a file): the coach model's texts and
 * steps (JSON, validated by coach's `validateWorkout` before every write). Ids start with `my-`, so they never
 * collide with library ids. Library workouts are code (`@domestique/coach`), not rows.
 */
export const workouts = pgTable(
  'workouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    purpose: text('purpose'),
    steps: jsonb('steps').$type<unknown[]>().notNull(),
    /**
     * What an imported file said about itself (formats' `WorkoutFileMeta`: a ZWO's author, category, tags,
     * ShowCP20), written back when the workout is downloaded again; null for a workout built here.
     */
    fileMeta: jsonb('file_meta').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workouts_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * A strength session the rider did: which library session, the local day, the actual duration and session RPE,
 * and the estimated load they give (TSS units, coach `strengthTss`), which counts in the daily load (CTL/ATL).
 */
export const strengthLogs = pgTable(
  'strength_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    /** `YYYY-MM-DD` in the rider's calendar (a day, not an instant: it counts on the day the rider says). */
    doneOn: date('done_on', { mode: 'string' }).notNull(),
    durationS: integer('duration_s').notNull(),
    rpe: doublePrecision('rpe').notNull(),
    tss: doublePrecision('tss').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('strength_logs_user_day_idx').on(t.userId, t.doneOn)],
);

/**
 * A rider's weekly or monthly summary: the facts the coach built for one period (local days, Monday–Sunday or a
 * calendar month), worded when read, in the reader's language and the coach's voice. One per rider, period and first
 * day: the job that builds them is idempotent.
 */
export const coachSummaries = pgTable(
  'coach_summaries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    period: text('period').notNull(), // week | month
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    /** The coach's `Fact[]` (packages/coach/src/summary/types.ts). */
    facts: jsonb('facts').$type<unknown[]>().notNull(),
    /** template | model: who words the paragraphs (model: at least one paragraph of `narration` is the model's). */
    source: text('source').notNull().default('template'),
    /**
     * The language-model narration, written once by the build job (null: never tried — no model, or the rider had not
     * opted in): `{model, lang, voice, at, paragraphs: [{text, factIds, byModel}]}`, the template's paragraph where the
     * model's was rejected. Shown only in its language and voice, and only while the rider stays opted in.
     */
    narration: jsonb('narration').$type<unknown>(),
    createdAt: createdAt(),
    /**
     * What became of its e-mail, decided once by the build job (null: not yet): sent | off (the rider's setting) |
     * unverified (no verified address) | late (its due time long past). Set in the transaction that queues the mail,
     * only while null, so a retried or re-run job never sends twice.
     */
    emailStatus: text('email_status'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** SHA-256 of the unsubscribe link's token in this summary's mail (the token itself is only in the mail). */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
  },
  (t) => [
    uniqueIndex('coach_summaries_user_period_from_idx').on(t.userId, t.period, t.fromDay),
    index('coach_summaries_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);

/**
 * A rider's summary e-mail settings, one per kind; no row means the defaults (both on — sent only to a verified
 * address). Written by Settings and by the unsubscribe link of a summary mail.
 */
export const summaryEmailSettings = pgTable('summary_email_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  week: boolean('week').notNull().default(true),
  month: boolean('month').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * A rider's copy of their data (modules/exports): the ZIP is built by a job into `DATA_DIR/exports/<id>.zip`,
 * downloadable until `expires_at`, then deleted by the sweep. The emailed link's token is stored as its SHA-256 only
 * (a copy of the database opens no archive) and works once (`token_used_at`). One export building per rider at a
 * time (partial unique index), so a double click or a script cannot queue a pile of archives.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull(), // building | ready | expired | failed
    /** The language of the README and the plan changes' sentences: the rider's when they asked. */
    language: text('language').notNull(),
    fileBytes: doublePrecision('file_bytes'),
    tokenHash: text('token_hash'),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_one_building_idx').on(t.userId).where(sql`${t.status} = 'building'`),
    uniqueIndex('data_exports_token_idx').on(t.tokenHash),
  ],
);

/**
 * The coach's chat (issue #19): every turn of a rider's conversation — the rider's message or the coach's reply with
 * the operator's model that wrote it. The last few turns go back to the model as context; all are in the data export.
 */
export const coachChatTurns = pgTable(
  'coach_chat_turns',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Insertion order: a message and its reply, and quick exchanges, may share a clock reading. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    role: text('role').notNull(), // rider | coach
    text: text('text').notNull(),
    /** The model that wrote a coach turn (null on the rider's). */
    model: text('model'),
    createdAt: createdAt(),
  },
  (t) => [index('coach_chat_turns_user_idx').on(t.userId, t.seq)],
);

/**
 * A change the chat proposed: the plan engine's rider action (move, skip) checked on a dry run, stored until the
 * rider accepts it (then applied by the same action, with its undo), dismisses it, or it expires. Single use.
 */
export const coachProposals = pgTable(
  'coach_proposals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The coach turn that made it (null until the reply is stored, in the same transaction). */
    turnId: text('turn_id'),
    /** `ProposalChange[]` (packages/contract/src/coach-chat.ts). */
    changes: jsonb('changes').$type<unknown[]>().notNull(),
    status: text('status').notNull().default('pending'), // pending | accepted | dismissed
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('coach_proposals_user_idx').on(t.userId, t.createdAt)],
);
