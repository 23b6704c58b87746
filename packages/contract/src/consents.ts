import { z } from 'zod';
import { PROVIDER_IDS } from './connections.ts';

/**
 * Consent per purpose (issue #20, GDPR Art. 7 and 9, LGPD Art. 8 and 11): each purpose is granted separately, with
 * the time and the version of the text the rider was shown, and can be withdrawn — withdrawing deletes what
 * depended on it. A new purpose is one more entry in `CONSENT_PURPOSES` and `CONSENT_TEXT_VERSIONS` (the list, the
 * export and Settings follow); where it is granted and withdrawn is the purpose's own module:
 * - `health_data`: Settings → Consents (`PUT /api/me/consents/health_data`);
 * - `ai_coach`: the coach's language-model narrator, Settings → Coach (`PUT /api/me/consents/ai_coach`, mirrored by
 *   the profile's `ai_coach`);
 * - `marketing_email`: the newsletter — granted when the rider's address confirms its subscription (double opt-in),
 *   withdrawn by its unsubscribe link or in Settings (`PUT /api/me/consents/marketing_email` `{granted: false}`);
 * - one per provider (`strava`, `garmin`, `intervals`): granted by connecting it, withdrawn by disconnecting it
 *   (Settings, the provider's own revocation, or the account's deletion).
 */
export const CONSENT_PURPOSES = ['health_data', 'ai_coach', 'marketing_email', ...PROVIDER_IDS] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The purposes `PUT /api/me/consents/:purpose` changes (the others are changed where they live). */
export const SETTABLE_CONSENT_PURPOSES = ['health_data', 'ai_coach', 'marketing_email'] as const;
export type SettableConsentPurpose = (typeof SETTABLE_CONSENT_PURPOSES)[number];

/**
 * The version of each consent text the web shows today (bump it when the wording's meaning changes; the rider is
 * then asked again). `before-2026-11-27` marks riders who had typed resting HR or HRV when the privacy page said
 * filling the check-in was consent (migration 0025 recorded it so they can withdraw it here).
 */
export const CONSENT_TEXT_VERSIONS = {
  health_data: '2026-11-27',
  ai_coach: '2026-12-07',
  marketing_email: '2026-12-07',
  garmin: '2026-12-07',
  strava: '2026-12-07',
  intervals: '2026-12-07',
} as const satisfies Record<ConsentPurpose, string>;
export const HEALTH_DATA_LEGACY_VERSION = 'before-2026-11-27';
/**
 * Connections and confirmed newsletter subscriptions that existed before their consent was recorded (migration 0026
 * recorded them, as of the connection's or confirmation's time, under this version).
 */
export const CONSENT_LEGACY_VERSION = 'before-2026-12-07';

export const CONSENT_STATUSES = ['granted', 'withdrawn', 'not_granted'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const consentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  /** `withdrawn`: granted once, then withdrawn; `not_granted`: never granted. */
  status: z.enum(CONSENT_STATUSES),
  /** When the current (or last) grant was given; null when never granted or not recorded (marketing e-mail). */
  grantedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** The version of the text the rider was shown when granting. */
  textVersion: z.string().nullable(),
  /** The version of the text shown today (null: no separate text). */
  currentTextVersion: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

/** `GET /api/me/consents`. */
export const consentListSchema = z.object({ items: z.array(consentSchema) });
export type ConsentList = z.infer<typeof consentListSchema>;

export const consentPurposeParamsSchema = z.object({
  purpose: z.enum(SETTABLE_CONSENT_PURPOSES, { error: 'invalid_option' }),
});

/**
 * `PUT /api/me/consents/:purpose`: `{granted: true, textVersion}` grants (the version of that purpose's text shown,
 * which must be today's — the server checks it against the purpose); `{granted: false}` withdraws. Withdrawing
 * health data deletes the resting HR and HRV of every past check-in; withdrawing `ai_coach` turns the narrator off.
 * `marketing_email` takes `{granted: false}` only (unsubscribes the rider's address; subscribing is the newsletter's
 * double opt-in).
 */
export const consentInputSchema = z.discriminatedUnion(
  'granted',
  [
    z.strictObject({
      granted: z.literal(true),
      textVersion: z.literal(Object.values(CONSENT_TEXT_VERSIONS), { error: 'consent_text_outdated' }),
    }),
    z.strictObject({ granted: z.literal(false) }),
  ],
  { error: 'invalid_value' },
);
export type ConsentInput = z.infer<typeof consentInputSchema>;

/**
 * The reply of a grant or withdrawal: the consent now, and how many check-ins lost their resting HR or HRV (0 for
 * any other purpose).
 */
export const consentChangedSchema = z.object({ consent: consentSchema, checkInsCleared: z.number().int() });
export type ConsentChanged = z.infer<typeof consentChangedSchema>;
