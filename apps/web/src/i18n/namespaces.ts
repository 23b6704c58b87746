import { stripLanguage } from './language.ts';

/** Catalog namespaces each page needs, loaded in parallel with the page's code (no waterfall). */
const PUBLIC = ['home'];
/** The pages that render lib/capabilities.ts (what works today, what each connection reads and sends). */
const CAPABILITIES = ['capabilities', ...PUBLIC];
export const ROUTE_NAMESPACES: Record<string, string[]> = {
  '/': CAPABILITIES,
  '/about': ['about', ...PUBLIC],
  '/privacy': ['privacy', ...CAPABILITIES],
  '/terms': ['terms', ...CAPABILITIES],
  '/trial': ['trial', ...CAPABILITIES],
  '/launch': ['launch', ...CAPABILITIES],
  '/plans': ['plans', 'profile'],
  '/plans/calendar': ['plans'],
  '/plans/changes': ['plans'],
  '/auth': ['auth'],
  '/forgot-password': ['auth'],
  '/reset-password': ['auth'],
  '/onboarding': ['onboarding', 'profile'],
  '/dashboard': ['dashboard', 'profile', 'auth', 'progress', 'plans', 'summaries'],
  '/settings': [
    'settings',
    'profile',
    'plans',
    'connections',
    'consents',
    'exports',
    'deletion',
    'summaries',
  ],
  '/activities': ['activities', 'connections'],
  '/progress': ['progress'],
  '/summaries': ['summaries', 'progress'],
  '/workouts': ['workouts'],
  '/start-garmin-oauth': ['garmin'],
  '/oauth/garmin/callback': ['garmin'],
  '/oauth/strava/callback': ['connections'],
  '/newsletter/confirm': ['newsletter', ...PUBLIC],
  '/newsletter/unsubscribe': ['newsletter', ...PUBLIC],
  '/account/deletion/confirm': ['deletion', ...PUBLIC],
  '/account/deletion/cancel': ['deletion', ...PUBLIC],
  '/summaries/unsubscribe': ['summaries', ...PUBLIC],
};

export function namespacesForPath(pathname: string): string[] {
  const neutral = stripLanguage(pathname).replace(/\/+$/, '') || '/';
  // one ride's page (/activities/:id) uses the activities catalog
  if (/^\/activities\/[^/]+$/.test(neutral)) return ['common', 'activities', 'plans'];
  // a workout's page, the builder and a strength session use the workouts catalog; a workout's page opened as a
  // planned session (from the calendar) shows the plan's words too
  if (/^\/workouts\/[^/]+\/edit$/.test(neutral)) return ['common', 'workouts'];
  if (/^\/workouts\/[^/]+$/.test(neutral)) return ['common', 'workouts', 'plans'];
  return ['common', ...(ROUTE_NAMESPACES[neutral] ?? [])];
}
