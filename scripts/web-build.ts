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

/**
 * The web app's production build, as a command: Vite itself (not `npm run build`: npm's own start costs ~0.3 s),
 * with NODE_ENV forced — Vite lets process.env.NODE_ENV win over the mode, and a development or test value would
 * bundle React's development build (3× larger, dev warnings included).
 */
export function viteBuild(extraArgs: readonly string[] = []) {
  return {
    command: process.execPath,
    args: [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...extraArgs],
    options: { cwd: web, env: { ...process.env, NODE_ENV: 'production' } },
  };
}

/** The production build of the web app in apps/web/dist (Vite, the offline service worker, Brotli), when it changed. */
export function buildWebIfChanged(): Promise<boolean> {
  return buildIfChanged({
    inputs: INPUTS,
    output: path.join(web, 'dist/index.html'),
    stamp: path.join(web, 'dist/.inputs-sha256'),
    build: () =>
      new Promise((resolve, reject) => {
        const vite = viteBuild();
        const child = spawn(vite.command, vite.args, { ...vite.options, stdio: 'inherit' });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code})`)),
        );
      }),
  });
}
