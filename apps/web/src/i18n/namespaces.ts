import { stripLanguage } from './language.ts';

/** Catalog namespaces each page needs, loaded in parallel with the page's code (no waterfall). */
const PUBLIC = ['home'];
export const ROUTE_NAMESPACES: Record<string, string[]> = {
  '/': ['home'],
  '/about': ['about', ...PUBLIC],
  '/privacy': ['privacy', ...PUBLIC],
  '/terms': ['terms', ...PUBLIC],
  '/trial': ['trial', ...PUBLIC],
  '/launch': ['launch', ...PUBLIC],
  '/plans': ['plans', 'profile'],
  '/plans/calendar': ['plans'],
  '/plans/changes': ['plans'],
  '/auth': ['auth'],
  '/forgot-password': ['auth'],
  '/reset-password': ['auth'],
  '/onboarding': ['onboarding', 'profile'],
  '/dashboard': ['dashboard', 'profile', 'auth', 'progress', 'plans'],
  '/settings': ['settings', 'profile', 'plans', 'connections'],
  '/activities': ['activities', 'connections'],
  '/progress': ['progress'],
  '/workouts': ['workouts'],
  '/start-garmin-oauth': ['garmin'],
  '/oauth/garmin/callback': ['garmin'],
  '/oauth/strava/callback': ['connections'],
  '/newsletter/confirm': ['newsletter', ...PUBLIC],
  '/newsletter/unsubscribe': ['newsletter', ...PUBLIC],
};

export function namespacesForPath(pathname: string): string[] {
  const neutral = stripLanguage(pathname).replace(/\/+$/, '') || '/';
  // one ride's page (/activities/:id) uses the activities catalog
  if (/^\/activities\/[^/]+$/.test(neutral)) return ['common', 'activities', 'plans'];
  // a workout's page, the builder and a strength session use the workouts catalog
  if (/^\/workouts\/[^/]+(\/edit)?$/.test(neutral)) return ['common', 'workouts'];
  return ['common', ...(ROUTE_NAMESPACES[neutral] ?? [])];
}
