/**
 * Gzip size of the JavaScript a page loads before it can render: /boot.js (a classic script that blocks rendering),
 * the entry chunk and its modulepreloads (dist/index.html), then per page its own chunks and its English catalogs
 * (dist/pages.json: what the server preloads for that page). Builds the web app when dist is missing or not a
 * production build.
 *   npx node apps/web/bench/bundle-size.ts            # prints JSON
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialScripts } from '../scripts/build-check.ts';
import { ensureProductionBuild, webDir } from '../scripts/test-server.ts';
import { measureAnchors } from './bundle-anchor.ts';

export type BundleSize = {
  initialJsGzipBytes: number;
  initialFiles: string[];
  routes: Record<string, number>;
};

type Pages = {
  routes: Record<string, string[]>;
  catalogs: Record<string, string>;
  ns: Record<string, string[]>;
};

const dist = path.join(webDir, 'dist');
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

export function measureBundle(): BundleSize {
  ensureProductionBuild();
  const initialFiles = initialScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const initialJsGzipBytes = initialFiles.reduce((sum, file) => sum + gz(file), 0);
  const pages = JSON.parse(readFileSync(path.join(dist, 'pages.json'), 'utf8')) as Pages;
  const routes: Record<string, number> = {};
  for (const route of ['/', '/dashboard']) {
    const files = new Set([
      ...initialFiles,
      ...(pages.routes[route] ?? []),
      ...(pages.ns[route] ?? []).flatMap((ns) => pages.catalogs[`en/${ns}`] ?? []),
    ]);
    routes[route] = [...files].reduce((sum, file) => sum + gz(file), 0);
  }
  return { initialJsGzipBytes, initialFiles, routes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = measureBundle();
  // Same build, same gzip level, measured now: the anchor of performance.md (bare React; React + Router + Query + i18n).
  const anchor = process.env.ANCHOR === '0' ? {} : await measureAnchors();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    JSON.stringify(
      {
        initialJsGzip: kb(size.initialJsGzipBytes),
        homeJsGzip: kb(size.routes['/'] ?? 0),
        dashboardJsGzip: kb(size.routes['/dashboard'] ?? 0),
        anchorReactGzip: anchor.react === undefined ? null : kb(anchor.react),
        anchorStackGzip: anchor.stack === undefined ? null : kb(anchor.stack),
        ...size,
      },
      null,
      2,
    ),
  );
}
