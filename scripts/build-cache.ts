/**
 * `npm start`'s builds are caches of their inputs: each is rebuilt only when the hash of its inputs (names and
 * bytes, not times) differs from the one recorded beside the last build. A checkout, a copy or a `git stash` that
 * gives back the same files keeps the build; any changed byte rebuilds. Rebuilding the web app on every start spent
 * ~5 of a restart's 7–8 s.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'test', '.turbo']);

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => !SKIP.has(d.name))
    .flatMap((d) => files(path.join(entry, d.name)));
}

/** The hash of `inputs` (files and folders under the repository's root, tests and builds left out) and `salt`. */
export function inputsHash(inputs: readonly string[], salt = ''): string {
  const hash = createHash('sha256');
  hash.update(`${salt}\0`);
  for (const file of inputs.flatMap(files).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

export type CachedBuild = {
  /** What the build reads. */
  inputs: readonly string[];
  /** What else the output depends on (e.g. the absolute paths a bundle holds). */
  salt?: string;
  /** The build's main output: missing, the build runs whatever the stamp says. */
  output: string;
  /** Where the hash of the inputs of the last build is kept. */
  stamp: string;
  build: () => Promise<void>;
};

/** Runs `build` unless its output exists and its inputs are those of the last build; true when it built. */
export async function buildIfChanged(cached: CachedBuild): Promise<boolean> {
  const current = inputsHash(cached.inputs, cached.salt);
  const built = existsSync(cached.stamp) ? readFileSync(cached.stamp, 'utf8').trim() : null;
  if (built === current && existsSync(cached.output)) return false;
  await cached.build();
  writeFileSync(cached.stamp, `${current}\n`);
  return true;
}
