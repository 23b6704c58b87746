/**
 * Title and description of each page ("namespace:key", as the page's usePageMeta call reads them). The build renders
 * them per language into pages.json, and the server writes them into index.html with the page's <html lang>, so
 * search engines and screen readers get the right language and title before any JavaScript runs. An end-to-end test
 * checks that the server's title matches the one the page sets. '*' is the 404 page.
 */
export const PAGE_META: Record<string, { title: string; description: string }> = {
  '/': { title: 'home:meta.title', description: 'home:meta.description' },
  '/about': { title: 'about:meta.title', description: 'about:meta.description' },
  '/privacy': { title: 'privacy:meta.title', description: 'privacy:meta.description' },
  '/terms': { title: 'terms:meta.title', description: 'terms:meta.description' },
  '/trial': { title: 'trial:meta.title', description: 'trial:meta.description' },
  '/launch': { title: 'launch:meta.title', description: 'launch:meta.description' },
  '/plans': { title: 'plans:meta.title', description: 'plans:meta.description' },
  '/plans/calendar': { title: 'plans:calendar.meta.title', description: 'plans:calendar.meta.description' },
  '/plans/changes': { title: 'plans:changes.meta.title', description: 'plans:changes.meta.description' },
  '/auth': { title: 'auth:meta.signInTitle', description: 'auth:meta.description' },
  '/forgot-password': { title: 'auth:forgot.metaTitle', description: 'auth:meta.description' },
  '/reset-password': { title: 'auth:reset.metaTitle', description: 'auth:meta.description' },
  '/onboarding': { title: 'onboarding:meta.title', description: 'onboarding:subtitle' },
  '/dashboard': { title: 'dashboard:meta.title', description: 'dashboard:meta.description' },
  '/settings': { title: 'settings:meta.title', description: 'settings:meta.description' },
  '/activities': { title: 'activities:meta.title', description: 'activities:meta.description' },
  '/activities/:id': { title: 'activities:meta.title', description: 'activities:meta.description' },
  '/progress': { title: 'progress:meta.title', description: 'progress:meta.description' },
  '/summaries': { title: 'summaries:meta.title', description: 'summaries:meta.description' },
  '/workouts': { title: 'workouts:meta.title', description: 'workouts:meta.description' },
  '/workouts/new': { title: 'workouts:meta.builderTitle', description: 'workouts:meta.description' },
  '/workouts/:id': { title: 'workouts:meta.title', description: 'workouts:meta.description' },
  '/workouts/:id/edit': { title: 'workouts:meta.builderTitle', description: 'workouts:meta.description' },
  '/start-garmin-oauth': { title: 'garmin:meta.startTitle', description: 'garmin:meta.description' },
  '/oauth/garmin/callback': { title: 'garmin:meta.callbackTitle', description: 'garmin:meta.description' },
  '/newsletter/confirm': {
    title: 'newsletter:confirm.metaTitle',
    description: 'newsletter:meta.description',
  },
  '/newsletter/unsubscribe': {
    title: 'newsletter:unsubscribe.metaTitle',
    description: 'newsletter:meta.description',
  },
  '/account/deletion/confirm': {
    title: 'deletion:links.metaTitle',
    description: 'deletion:links.metaDescription',
  },
  '/account/deletion/cancel': {
    title: 'deletion:links.metaTitle',
    description: 'deletion:links.metaDescription',
  },
  '/summaries/unsubscribe': {
    title: 'summaries:unsubscribe.metaTitle',
    description: 'summaries:meta.description',
  },
  '*': { title: 'common:notFound.metaTitle', description: 'common:notFound.metaDescription' },
};
