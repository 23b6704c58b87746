/**
 * `npm start`'s build step: builds the web app only when its inputs changed since the build in apps/web/dist.
 * Rebuilding on every start spent ~5 of a restart's 7–8 s (Vite, the offline service worker, Brotli at level 11) on
 * an unchanged tree. The inputs are hashed by content (names and bytes), not by time: a checkout, a copy or a
 * `git stash` that gives back the same files keeps the build; any changed byte rebuilds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const stamp = path.join(web, 'dist/.inputs-sha256');

/** What the web build reads: its own sources and config, the workspace packages it imports, the locked dependencies. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugin-app-shell.ts',
  'apps/web/vite-plugin-boot.ts',
  'apps/web/vite-plugin-pages.ts',
  'apps/web/vite-plugin-precompress.ts',
  'packages',
  'package-lock.json',
  'tsconfig.base.json',
];
const SKIP = new Set(['node_modules', 'dist', 'test', '.turbo']);

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => !SKIP.has(d.name))
    .flatMap((d) => files(path.join(entry, d.name)));
}

export function webInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const current = webInputsHash();
const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
if (built === current && existsSync(path.join(web, 'dist/index.html'))) {
  console.log('web app unchanged since its last build: starting without rebuilding');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@domestique/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${current}\n`);
}
