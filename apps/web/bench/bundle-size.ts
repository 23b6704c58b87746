/**
 * Gzip size of the JavaScript the browser loads first: the entry chunk and its modulepreloads (from dist/index.html),
 * then per page the route chunk with its static imports (from the Vite manifest). Builds the web app if needed.
 *   npx node apps/web/bench/bundle-size.ts            # prints JSON
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb, hasBuild, webDir } from '../scripts/test-server.ts';
import { measureAnchors } from './bundle-anchor.ts';

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };
export type BundleSize = {
  initialJsGzipBytes: number;
  initialFiles: string[];
  routes: Record<string, number>;
};

const dist = path.join(webDir, 'dist');
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

export function measureBundle(): BundleSize {
  if (!hasBuild()) buildWeb();
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initialFiles = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1] as string);
  const initialJsGzipBytes = initialFiles.reduce((sum, file) => sum + gz(file), 0);

  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const dep of entry.imports ?? []) closure(dep, seen);
    return seen;
  };
  const routes: Record<string, number> = {};
  for (const [name, key] of [
    ['/', 'src/routes/home.tsx'],
    ['/dashboard', 'src/routes/dashboard.tsx'],
  ] as const) {
    const files = new Set(initialFiles);
    for (const file of closure(key)) files.add(file);
    routes[name] = [...files].reduce((sum, file) => sum + gz(file), 0);
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
