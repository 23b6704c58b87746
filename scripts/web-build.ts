import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfChanged, root } from './build-cache.ts';

const web = path.join(root, 'apps/web');

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

/** The production build of the web app in apps/web/dist (Vite, the offline service worker, Brotli), when it changed. */
export function buildWebIfChanged(): Promise<boolean> {
  return buildIfChanged({
    inputs: INPUTS,
    output: path.join(web, 'dist/index.html'),
    stamp: path.join(web, 'dist/.inputs-sha256'),
    build: () =>
      new Promise((resolve, reject) => {
        // Vite itself, not through `npm run build` (npm's own start costs ~0.3 s); NODE_ENV forced as by buildWeb()
        // (apps/web/scripts/test-server.ts): a development NODE_ENV would bundle React's development build
        const vite = path.join(root, 'node_modules/vite/bin/vite.js');
        const child = spawn(process.execPath, [vite, 'build'], {
          cwd: web,
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: 'inherit',
        });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code})`)),
        );
      }),
  });
}
