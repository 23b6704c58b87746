import { z } from 'zod';
import { errorCodeForStatus, ProviderError, type TokenSet } from '../provider.ts';
import { providerFetch, providerJson } from '../provider-http.ts';
import type { GarminConfig } from './garmin-config.ts';

/** Garmin's token answer (integrations.md §1): about 24 h access, 90 days refresh, a new refresh token each time. */
const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token_expires_in: z.number().positive().optional(),
  scope: z.string().optional(),
});

function toTokenSet(body: unknown, now: Date): TokenSet {
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) throw new ProviderError('provider_unavailable', 'garmin token answer malformed');
  const t = parsed.data;
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    accessExpiresAt: new Date(now.getTime() + t.expires_in * 1000),
    refreshExpiresAt: t.refresh_token_expires_in
      ? new Date(now.getTime() + t.refresh_token_expires_in * 1000)
      : null,
    scopes: t.scope ? t.scope.split(/[\s,]+/).filter(Boolean) : [],
  };
}

/** OAuth2 PKCE with Garmin's token endpoint (server to server: the client secret never leaves the server). */
export function createGarminAuthClient(config: GarminConfig, now: () => Date = () => new Date()) {
  async function token(form: Record<string, string>, what: string): Promise<TokenSet> {
    const response = await providerFetch(
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...form,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
      },
      what,
    );
    if (response.status === 400 || response.status === 401) {
      await response.body?.cancel();
      throw new ProviderError('reauth_required', `${what} refused`, response.status);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(errorCodeForStatus(response.status), `${what} failed`, response.status);
    }
    return toTokenSet(await providerJson(response, what), now());
  }

  return {
    exchangeCode: (code: string, codeVerifier: string, redirectUri: string) =>
      token(
        { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri },
        'garmin code exchange',
      ),
    refresh: (refreshToken: string) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'garmin token refresh'),
  };
}
export type GarminAuthClient = ReturnType<typeof createGarminAuthClient>;
