/**
 * Query keys of the rider's profile (lib/profile): read by most pages, written by settings and onboarding, re-read
 * after an FTP change (features/ftp), dropped at sign-in (features/auth). Keyed without the user id: sign-out clears
 * the whole cache.
 */
export const profileKeys = {
  all: ['profile'] as const,
};
