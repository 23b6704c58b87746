import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/**
 * The service worker precaches the app shell only: index.html, /boot.js, the entry's JavaScript and CSS (as listed in
 * the built index.html), icons and the like — not every page's chunk and every language's catalogs (over 1 MB a phone
 * would download in the background on its first visit). Other hashed assets are cached as they are used
 * (runtimeCaching in vite.config.ts), so pages a rider has opened keep working offline.
 */
export function appShellOnly(distDir: string): ManifestTransform {
  return (entries) => {
    const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const shell = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] as string));
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)) };
  };
}
