import { z } from 'zod';
import { FTP_MAX } from './profile.ts';
import { ftpHistoryEntrySchema } from './progress.ts';

/**
 * Field tests a ride can be declared as (science `FTP_TEST_PROTOCOLS`): `ramp` = 0.75 × best 1 min, `20min` =
 * 0.95 × best 20 min, `8min` = 0.90 × the mean of the two best separate 8-min efforts.
 */
export const FTP_TEST_PROTOCOLS = ['ramp', '20min', '8min'] as const;
export type FtpTestProtocolName = (typeof FTP_TEST_PROTOCOLS)[number];
/** Why a protocol cannot be read from a ride. */
export const FTP_TEST_UNAVAILABLE = ['no_power', 'not_cycling', 'too_short'] as const;

/**
 * What saving a test would change (or changed): the FTP applies from the ride's start until the next FTP already
 * recorded after it takes over (`effectiveUntil`, with that FTP), or — when none does — it becomes the rider's FTP
 * now; and the rides whose IF/TSS change, counted with the first and last of them.
 */
export const ftpChangeEffectSchema = z.object({
  effectiveFrom: z.string(),
  effectiveUntil: z.string().nullable(),
  nextFtpW: z.number().int().nullable(),
  becomesCurrent: z.boolean(),
  rescored: z.object({
    count: z.number().int(),
    firstStart: z.string().nullable(),
    lastStart: z.string().nullable(),
  }),
});
export type FtpChangeEffect = z.infer<typeof ftpChangeEffectSchema>;

export const ftpTestOptionSchema = z.object({
  protocol: z.enum(FTP_TEST_PROTOCOLS),
  available: z.boolean(),
  unavailableReason: z.enum(FTP_TEST_UNAVAILABLE).nullable(),
  /** Length of each effort the protocol reads, s, how many efforts, and the factor applied to their mean. */
  durationS: z.number().int(),
  effortCount: z.number().int(),
  factor: z.number(),
  /** Mean power of the effort(s), W, and the FTP it gives (rounded to the watt); null when unavailable. */
  basisW: z.number().nullable(),
  ftpW: z.number().int().nullable(),
  /** Where each effort starts: seconds from the ride's start (pauses included), and its mean power. */
  efforts: z.array(z.object({ startS: z.number(), watts: z.number() })),
  /** What saving this protocol would change; null when unavailable. */
  effect: ftpChangeEffectSchema.nullable(),
});
export type FtpTestOption = z.infer<typeof ftpTestOptionSchema>;

/** `GET /api/activities/:id/ftp-test`: what each protocol would give, before anything is saved. */
export const ftpTestPreviewSchema = z.object({
  activityId: z.string(),
  /** The ride's start: the date a test of it is effective from. */
  rideStartTime: z.string(),
  currentFtpW: z.number().int().nullable(),
  options: z.array(ftpTestOptionSchema),
});
export type FtpTestPreview = z.infer<typeof ftpTestPreviewSchema>;

/** `POST /api/activities/:id/ftp-test`. */
export const ftpTestRequestSchema = z.strictObject({
  protocol: z.enum(FTP_TEST_PROTOCOLS, { error: 'invalid_option' }),
});

/** The saved test: its FTP and history entry (source `test`, reason `ftp_test_<protocol>`), and what it changed. */
export const ftpTestSavedSchema = z.object({
  ftpW: z.number().int(),
  entry: ftpHistoryEntrySchema,
  /** The rider's FTP now: the test's value only when it is the newest FTP. */
  currentFtpW: z.number().int().nullable(),
  effect: ftpChangeEffectSchema,
});
export type FtpTestSaved = z.infer<typeof ftpTestSavedSchema>;

/** The first day an FTP may take effect from (a coaching rule, `@domestique/coach`). */
export { EARLIEST_FTP_DAY } from '@domestique/coach';

/**
 * `POST /api/ftp/history`: an FTP the rider types with the day it took effect (today by default in the web). A past
 * day applies from its start in the rider's time zone until the next FTP already recorded after it; today applies
 * from now on. Not in the future, not before 1990 (`EARLIEST_FTP_DAY`); 1–3,000 W as the profile's FTP.
 */
export const ftpEntryRequestSchema = z.strictObject({
  ftpW: z
    .number({ error: 'ftp_positive' })
    .gt(0, { error: 'ftp_positive' })
    .int({ error: 'ftp_whole' })
    .max(FTP_MAX, { error: 'ftp_too_high' }),
  effectiveDate: z
    .string({ error: 'invalid_value' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_value' }),
});
export type FtpEntryRequest = z.infer<typeof ftpEntryRequestSchema>;

/** The saved entry (source `manual`, reason `dated_entry`), the rider's FTP now, and what the entry changed. */
export const ftpEntrySavedSchema = z.object({
  entry: ftpHistoryEntrySchema,
  currentFtpW: z.number().int().nullable(),
  effect: ftpChangeEffectSchema,
});
export type FtpEntrySaved = z.infer<typeof ftpEntrySavedSchema>;
