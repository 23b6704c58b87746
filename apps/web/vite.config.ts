import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTE_NAMESPACES } from './src/i18n/namespaces.ts';
import { PAGE_META } from './src/i18n/page-meta.ts';
import { CONTACT_EMAIL, PRODUCT_NAME } from './src/i18n/product.ts';
import { appShellOnly } from './vite-plugin-app-shell.ts';
import { bootScript, bootThemeInit } from './vite-plugin-boot.ts';
import { pagesFile } from './vite-plugin-pages.ts';
import { precompress } from './vite-plugin-precompress.ts';

/**
 * Page path → module under src/routes, as router.tsx lazy-loads them: what the server preloads for the page. Most
 * modules are named after their path; these are not. vite-plugin-pages.ts fails the build for a page whose module is
 * missing (a calendar or ride page without preloads fetched its code only after the entry had run).
 */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'home.tsx',
  '/plans/calendar': 'plan-calendar.tsx',
  '/plans/changes': 'plan-changes.tsx',
  '/activities/:id': 'activity-detail.tsx',
  '/workouts/new': 'workout-edit.tsx',
  '/workouts/:id': 'workout-detail.tsx',
  '/workouts/:id/edit': 'workout-edit.tsx',
  '/start-garmin-oauth': 'garmin-start.tsx',
  '/oauth/garmin/callback': 'garmin-callback.tsx',
  '/oauth/strava/callback': 'strava-callback.tsx',
  '/newsletter/confirm': 'newsletter-confirm.tsx',
  '/newsletter/unsubscribe': 'newsletter-unsubscribe.tsx',
  '/summaries/unsubscribe': 'summary-unsubscribe.tsx',
  '/account/deletion/confirm': 'account-deletion.tsx',
  '/account/deletion/cancel': 'account-deletion.tsx',
};
for (const route of Object.keys(ROUTE_NAMESPACES)) ROUTE_MODULES[route] ??= `${route.slice(1)}.tsx`;

/** The first API reads of each page, started by /boot.js while the bundle downloads. */
const SESSION = '/api/auth/get-session';
const ROUTE_DATA: Record<string, string[]> = {
  // the public pages' header offers the dashboard to a rider who is signed in (routes/public-shell.tsx)
  '/': [SESSION],
  '/about': [SESSION],
  '/privacy': [SESSION],
  '/terms': [SESSION],
  '/trial': [SESSION],
  '/launch': [SESSION],
  '/dashboard': [
    SESSION,
    '/api/profile',
    '/api/dashboard/summary',
    '/api/plans/dashboard',
    '/api/coach/summaries/latest?period=week',
  ],
  '/activities': [SESSION, '/api/profile'], // the profile's time zone names rides ("Morning ride")
  '/progress': [
    SESSION,
    '/api/progress/ftp-history',
    '/api/progress/fitness',
    '/api/progress/power-curve?range=90d',
    '/api/progress/totals?period=week&count=12',
  ],
  '/settings': [SESSION, '/api/profile'],
  '/onboarding': [SESSION, '/api/profile'],
  '/auth': [SESSION],
  '/plans': [SESSION, '/api/profile', '/api/plans/active', '/api/plans/dashboard'],
  // the days shown wait for the rider's today (/api/plans/dashboard): the page's loader asks for them
  '/plans/calendar': [
    SESSION,
    '/api/profile',
    '/api/plans/dashboard',
    '/api/plans/active',
    '/api/calendar/unavailable',
  ],
  // ':id' is the path's own segment; what depends on the ride (its FTP test, feedback) is started by the page's loader
  '/activities/:id': [SESSION, '/api/profile', '/api/activities/:id', '/api/activities/:id/streams'],
  '/start-garmin-oauth': [SESSION],
};

/**
 * Per language (vite-plugin-pages.ts sets name, description and start_url, and the server links the page's language's
 * copy). An installed app opens on the dashboard, in the language the rider installed it from: that is where a rider
 * works, and /dashboard sends a signed-out rider to the sign-in page, in the same language.
 */
const MANIFEST = {
  id: '/',
  short_name: 'Domestique',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0d1014',
  theme_color: '#0d1014',
  categories: ['sports', 'health', 'fitness'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

// React Router publishes its development build under the default export conditions; its production build differs only
// by dev warnings switched off (which lets the minifier drop them).
const reactRouterProduction = path.join(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production',
);

// The server (apps/server) serves dist/ in production; in development Vite proxies the API to it.
export default defineConfig(({ command, mode }) => {
  const production = command === 'build' && mode === 'production';
  // Vite lets process.env.NODE_ENV win over the mode: under a test runner ("test") `vite build` would bundle React's
  // development build. Refuse rather than ship or measure that.
  if (production && process.env.NODE_ENV && process.env.NODE_ENV !== 'production') {
    throw new Error(
      `vite build with NODE_ENV=${process.env.NODE_ENV} would bundle React's development build: set NODE_ENV=production`,
    );
  }
  return {
    resolve: production
      ? {
          alias: [
            { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
          ],
        }
      : {},
    plugins: [
      react(),
      tailwindcss(),
      VitePWA({
        registerType: 'autoUpdate',
        // An external registerSW.js keeps index.html free of inline scripts (the server sends a strict CSP).
        injectRegister: 'script-defer',
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
        // Written per language by pagesFile() below.
        manifest: false,
        workbox: {
          // App shell precached (vite-plugin-app-shell.ts); navigations fall back to index.html except the API.
          globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/*.png'],
          manifestTransforms: [appShellOnly(path.join(import.meta.dirname, 'dist'))],
          runtimeCaching: [
            // Hashed, immutable: each page's chunks and catalogs once it has been opened.
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
              handler: 'CacheFirst',
              options: { cacheName: 'assets', expiration: { maxEntries: 300 } },
            },
            // Screenshots are fetched when the trial page shows them, then kept.
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/trial/'),
              handler: 'CacheFirst',
              options: { cacheName: 'trial-images', expiration: { maxEntries: 32 } },
            },
          ],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//],
          cleanupOutdatedCaches: true,
        },
      }),
      bootScript({ themeInit: bootThemeInit(import.meta.dirname), routeData: ROUTE_DATA }),
      pagesFile({
        localesDir: path.join(import.meta.dirname, 'src/locales'),
        variables: { product: PRODUCT_NAME, contactEmail: CONTACT_EMAIL },
        routeModules: ROUTE_MODULES,
        routeNamespaces: ROUTE_NAMESPACES,
        pageMeta: PAGE_META,
        manifest: MANIFEST,
      }),
      precompress(),
    ],
    server: {
      proxy: { '/api': 'http://localhost:3000' },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Every icon in one chunk: a page would otherwise fetch a dozen 200-byte chunks, and on a phone each
              // request costs a round trip more than its bytes.
              {
                name: 'icons',
                test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                minShareCount: 2,
              },
              // Small modules shared by several pages (shared UI, the session read, TanStack Query's hooks), also in
              // one chunk. Only modules without heavy dependencies: it is loaded by the public pages too (so not the
              // profile save, which parses its reply with zod).
              {
                name: 'shared',
                test: /src[\\/](components|lib)[\\/](?!charts|profile[\\/]put-profile)|src[\\/]features[\\/]auth[\\/](api[\\/]get-session|auth-errors|components[\\/]require-user)|src[\\/]routes[\\/](public|app)-shell|@tanstack[\\/]/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  };
});
