import type { ConnectionErrorCode, ProviderId } from '@domestique/contract';

/** Credentials a provider hands back from a code exchange or a refresh. */
export interface TokenSet {
  accessToken: string;
  /** Null for providers without refresh (an intervals.icu API key). */
  refreshToken: string | null;
  accessExpiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes?: string[];
}

/**
 * What the integrations module needs from each provider. Provider modules (garmin/, strava/, intervals/) implement
 * it and are listed in `integration-modules.ts`; the module does the storage, encryption, refresh timing, listing
 * and disconnect for all of them.
 */
export interface ProviderAdapter {
  readonly id: ProviderId;
  /** False when this server lacks the provider's credentials (GARMIN_CLIENT_ID…): nothing can connect. */
  readonly configured: boolean;
  /**
   * Trades a refresh token for new credentials. Throws `ProviderError` with code `reauth_required` when the provider
   * refuses it for good (revoked, expired): the connection is then marked so and the rider asked to connect again.
   */
  refresh?(refreshToken: string): Promise<TokenSet>;
  /**
   * Tells the provider the rider disconnected (Garmin deregistration, Strava deauthorize). Best effort: the local
   * connection and tokens are deleted whatever it answers.
   */
  revoke?(access: { accessToken: string; externalId: string }): Promise<void>;
  /** Background jobs queued or running for this rider and provider (shown in Settings → Connections). */
  queued?(userId: string): Promise<number>;
  /** Called after the connection row is deleted (cancel pending jobs, forget pushed-workout ids…). */
  afterDisconnect?(userId: string, externalId: string): Promise<void>;
}

/** A provider call that failed in a way the rider should hear about (stored as the connection's last error). */
export class ProviderError extends Error {
  readonly code: ConnectionErrorCode;
  /** HTTP status the provider answered, when it answered. */
  readonly status: number | null;
  constructor(code: ConnectionErrorCode, message: string, status: number | null = null) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
    this.status = status;
  }
}

/** Maps a provider's HTTP status to the code the rider sees; `permissionStatuses` lists e.g. Garmin's 412. */
export function errorCodeForStatus(
  status: number,
  permissionStatuses: readonly number[] = [403],
): ConnectionErrorCode {
  if (status === 401) return 'reauth_required';
  if (permissionStatuses.includes(status)) return 'permission_missing';
  if (status === 429) return 'provider_rate_limited';
  return 'provider_unavailable';
}
