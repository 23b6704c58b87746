/** The Garmin app this server acts as (config.ts → `garmin`); null when GARMIN_CLIENT_ID/SECRET are unset. */
export interface GarminConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
}

/** Spec §9: the callback path; the redirect URI is `{origin}{GARMIN_REDIRECT_PATH}` and must match exactly. */
export const GARMIN_REDIRECT_PATH = '/oauth/garmin/callback';
/** Spec §3 garmin_oauth_states: a started authorisation may be completed within this time, once. */
export const GARMIN_STATE_TTL_MS = 10 * 60 * 1000;
/**
 * Pending authorisations kept per rider: starting again (a second tab, a retry) spends the oldest beyond these, so
 * a rider — or a script with their session — pressing "connect" a thousand times leaves at most this many rows.
 */
export const GARMIN_STATES_PER_RIDER = 3;
