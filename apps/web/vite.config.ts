import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTE_NAMESPACES } from './src/i18n/namespaces.ts';
import { bootScript, bootThemeInit } from './vite-plugin-boot.ts';
import { precompress } from './vite-plugin-precompress.ts';

/** Page path → module under src/routes, as router.tsx lazy-loads them. */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'home.tsx',
  '/start-garmin-oauth': 'garmin-start.tsx',
  '/oauth/garmin/callback': 'garmin-callback.tsx',
  '/newsletter/confirm': 'newsletter-confirm.tsx',
  '/newsletter/unsubscribe': 'newsletter-unsubscribe.tsx',
};
for (const route of Object.keys(ROUTE_NAMESPACES)) ROUTE_MODULES[route] ??= `${route.slice(1)}.tsx`;

/** The first API reads of the signed-in pages, started by /boot.js while the bundle downloads. */
const SESSION = '/api/auth/get-session';
const ROUTE_DATA: Record<string, string[]> = {
  '/dashboard': [SESSION, '/api/profile', '/api/dashboard/summary'],
  '/activities': [SESSION],
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
  '/plans': [SESSION],
  '/start-garmin-oauth': [SESSION],
};

// The server (apps/server) serves dist/ in production; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // An external registerSW.js keeps index.html free of inline scripts (the server sends a strict CSP).
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Domestique — AI cycling coach',
        short_name: 'Domestique',
        description:
          'Open-source, AI-assisted cycling coach: adaptive plans, FTP, wellness and workouts for your device.',
        start_url: '/launch',
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
      },
      workbox: {
        // App shell: every built asset is precached; navigations fall back to index.html except the API.
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/*.png'],
        // Screenshots are fetched when the trial page shows them, then kept.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/trial/'),
            handler: 'CacheFirst',
            options: { cacheName: 'trial-images', expiration: { maxEntries: 16 } },
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
    bootScript({
      themeInit: bootThemeInit(import.meta.dirname),
      routeModules: ROUTE_MODULES,
      routeNamespaces: ROUTE_NAMESPACES,
      routeData: ROUTE_DATA,
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
  },
});
