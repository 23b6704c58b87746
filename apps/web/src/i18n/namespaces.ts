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
  // Pages with a parameter, keyed by their router pattern (the build preloads their catalogs by these keys too).
  // One ride's page shows the plan's words (its feedback card); so does a workout opened as a planned session.
  '/activities/:id': ['activities', 'plans'],
  '/workouts/new': ['workouts', 'plans'],
  '/workouts/:id': ['workouts', 'plans'],
  '/workouts/:id/edit': ['workouts'],
};

const PATTERNS = Object.keys(ROUTE_NAMESPACES).filter((route) => route.includes('/:'));

/** The ROUTE_NAMESPACES key of a language-neutral path: itself, or the pattern it fits ('/activities/:id'). */
function routeKey(neutral: string): string {
  if (ROUTE_NAMESPACES[neutral]) return neutral;
  const segments = neutral.split('/');
  const fits = (pattern: string) => {
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
  };
  return PATTERNS.find(fits) ?? neutral;
}

export function namespacesForPath(pathname: string): string[] {
  const neutral = stripLanguage(pathname).replace(/\/+$/, '') || '/';
  return ['common', ...(ROUTE_NAMESPACES[routeKey(neutral)] ?? [])];
}
