/**
 * The server as one file (apps/server/dist/server.mjs), what `npm start` runs: loading the ~2,000 modules of the
 * sources and their dependencies one by one cost a restart ~40 % of its CPU (Node resolving each import and reading
 * each file) before the first request. Bundled by esbuild, rebuilt only when an input changed (build-cache.ts).
 *
 * Left out of the bundle, loaded from node_modules as before: what finds files beside its own code (PGlite's WebAssembly
 * and data, Swagger UI's pages, pino's worker transports) and MJML (loaded lazily, on the first email: bundled, its
 * 720 modules would be parsed at every start).
 */
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { buildIfChanged, root } from './build-cache.ts';

export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');
const ENTRY = path.join(root, 'apps/server/src/start-server.ts');
const INPUTS = [
  'apps/server/src',
  'packages',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/server-bundle.ts',
];
const EXTERNAL = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'mjml',
  'pg-native',
];

/**
 * Our sources find files next to themselves (migrations, worker scripts, package.json) through `import.meta.url`:
 * each keeps its own file's URL in the bundle, not the bundle's. The bundle therefore holds absolute paths, and the
 * repository's location is part of its inputs.
 */
const keepEachFilesUrl: Plugin = {
  name: 'keep-each-files-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\/(apps|packages)\/[^/]+\/src\/.+\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const url = pathToFileURL(args.path).href;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(url))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: 'ts' };
    });
  },
};

async function bundle(): Promise<void> {
  const esbuild = await import('esbuild');
  // written beside, then renamed: a server starting meanwhile (or a second build at once) reads a whole file
  const temp = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [ENTRY],
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL,
    // CommonJS dependencies call `require`, which an ES module does not have
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [keepEachFilesUrl],
    logLevel: 'warning',
  });
  await esbuild.stop();
  await rename(temp, SERVER_BUNDLE);
}

/** Builds the server bundle when its inputs changed since the last build; resolves to its path. */
export async function ensureServerBundle(): Promise<string> {
  await buildIfChanged({
    inputs: INPUTS,
    salt: root,
    output: SERVER_BUNDLE,
    stamp: path.join(root, 'apps/server/dist/.inputs-sha256'),
    build: bundle,
  });
  return SERVER_BUNDLE;
}
