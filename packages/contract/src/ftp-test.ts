import { z } from 'zod';
import { ftpHistoryEntrySchema } from './progress.ts';

/**
 * Field tests a ride can be declared as (science `FTP_TEST_PROTOCOLS`): `ramp` = 0.75 × best 1 min, `20min` =
 * 0.95 × best 20 min, `8min` = 0.90 × the mean of the two best separate 8-min efforts.
 */
export const FTP_TEST_PROTOCOLS = ['ramp', '20min', '8min'] as const;
export type FtpTestProtocolName = (typeof FTP_TEST_PROTOCOLS)[number];
/** Why a protocol cannot be read from a ride. */
export const FTP_TEST_UNAVAILABLE = ['no_power', 'not_cycling', 'too_short'] as const;

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
});
export type FtpTestOption = z.infer<typeof ftpTestOptionSchema>;

/** `GET /api/activities/:id/ftp-test`: what each protocol would give, before anything is saved. */
export const ftpTestPreviewSchema = z.object({
  activityId: z.string(),
  currentFtpW: z.number().int().nullable(),
  options: z.array(ftpTestOptionSchema),
});
export type FtpTestPreview = z.infer<typeof ftpTestPreviewSchema>;

/** `POST /api/activities/:id/ftp-test`. */
export const ftpTestRequestSchema = z.strictObject({
  protocol: z.enum(FTP_TEST_PROTOCOLS, { error: 'invalid_option' }),
});

/** The saved test: the new FTP and its history entry (source `test`, reason `ftp_test_<protocol>`). */
export const ftpTestSavedSchema = z.object({ ftpW: z.number().int(), entry: ftpHistoryEntrySchema });
export type FtpTestSaved = z.infer<typeof ftpTestSavedSchema>;
