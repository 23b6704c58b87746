import { createAuthClient } from 'better-auth/client';
import { inferAdditionalFields } from 'better-auth/client/plugins';

/** better-auth on our server (web-contracts.md): cookie sessions, every call answers `{ data, error }` (spec §7). */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        marketingConsent: { type: 'boolean', required: false },
        language: { type: 'string', required: false },
      },
    }),
  ],
});

export type AuthError = {
  code?: string | undefined;
  message?: string | undefined;
  status?: number;
  /** Set when our server answered in its own shape (`{ error: { code, message } }`) rather than the library's. */
  error?: { code?: string | undefined; message?: string | undefined } | undefined;
};
