/**
 * The house's walls, checked (run by `npm run lint`). Biome's `noRestrictedImports` matches import strings, not
 * the files they resolve to, so it cannot say "a file of modules/A may import modules/B/index.ts and nothing
 * else of B" for relative paths of every depth; this script resolves each relative import and checks three rules:
 *
 * - `server-module-door`: outside `apps/server/src/modules/<name>/`, server code imports that module only through
 *   its `index.ts` (the module's one door; inside a module, imports stay relative and free).
 * - `server-module-ports`: a file of one module imports another module for types only (`import type`); what a module
 *   uses of another at run time (a repository, a function) is handed to it by the composition root
 *   (`compose-server.ts`, `composition/`), so modules are built, tested and replaced one at a time.
 * - `web-feature-isolation`: a file of `apps/web/src/features/<name>/` imports no file of another feature (shared
 *   pieces live in `apps/web/src/components` or `lib`).
 * - `package-not-app`: nothing under `packages/` imports from `apps/` (apps depend on packages, never the reverse).
 *
 * `findViolations` is pure (file paths and sources in, violations out) so tests can feed it synthetic trees.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type BoundaryRule =
  | 'server-module-door'
  | 'server-module-ports'
  | 'web-feature-isolation'
  | 'package-not-app';

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  source: string;
}

export interface Violation {
  rule: BoundaryRule;
  file: string;
  /** The import as written. */
  specifier: string;
  /** What it resolves to, from the repository root (the specifier itself for a package name). */
  target: string;
}

/** Exceptions, each with its reason; kept empty while none is needed. */
export interface AllowedImport {
  file: string;
  target: string;
  reason: string;
}
export const allowedImports: readonly AllowedImport[] = [];

const SERVER_MODULES = 'apps/server/src/modules/';
const WEB_FEATURES = 'apps/web/src/features/';
const APP_PACKAGES = /^@domestique\/(server|web|cli)(\/|$)/;

// `import … from '…'` and `export … from '…'` (with `type` or not), `import '…'` and `import('…')`
const FROM_IMPORT = /\b(?:import|export)\s+(type\s+)?([^'";]*?)\bfrom\s*['"]([^'"]+)['"]/g;
const BARE_IMPORTS = [/\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];

/**
 * Every specifier `source` imports (types included: they are edges too), each with whether it brings a value at run
 * time — not `import type …`/`export type …`, nor `{ type A }` with no value name beside it (erased at run time).
 */
export function importEdges(source: string): Map<string, { runtime: boolean }> {
  const edges = new Map<string, { runtime: boolean }>();
  const add = (specifier: string, runtime: boolean) =>
    edges.set(specifier, { runtime: runtime || (edges.get(specifier)?.runtime ?? false) });
  for (const match of source.matchAll(FROM_IMPORT)) {
    const names = match[2]!
      .replace(/[{}]/g, '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    add(match[3]!, !match[1] && names.some((n) => !n.startsWith('type ')));
  }
  for (const pattern of BARE_IMPORTS) for (const match of source.matchAll(pattern)) add(match[1]!, true);
  return edges;
}

export function importSpecifiers(source: string): string[] {
  return [...importEdges(source).keys()];
}

/** The folder name right under `root` that `file` lies in, or null when it is not under `root/<name>/`. */
function areaOf(file: string, root: string): string | null {
  if (!file.startsWith(root)) return null;
  const rest = file.slice(root.length);
  const slash = rest.indexOf('/');
  return slash > 0 ? rest.slice(0, slash) : null;
}

function ruleBroken(file: string, target: string, specifier: string, runtime: boolean): BoundaryRule | null {
  if (file.startsWith('packages/') && (target.startsWith('apps/') || APP_PACKAGES.test(specifier))) {
    return 'package-not-app';
  }
  const targetModule = areaOf(target, SERVER_MODULES);
  if (file.startsWith('apps/server/src/') && targetModule && areaOf(file, SERVER_MODULES) !== targetModule) {
    if (target !== `${SERVER_MODULES}${targetModule}/index.ts`) return 'server-module-door';
    if (runtime && areaOf(file, SERVER_MODULES)) return 'server-module-ports';
  }
  const fileFeature = areaOf(file, WEB_FEATURES);
  const targetFeature = areaOf(target, WEB_FEATURES);
  if (fileFeature && targetFeature && fileFeature !== targetFeature) return 'web-feature-isolation';
  return null;
}

export function findViolations(
  files: readonly SourceFile[],
  allowed: readonly AllowedImport[] = allowedImports,
): Violation[] {
  const violations: Violation[] = [];
  for (const { path: file, source } of files) {
    for (const [specifier, { runtime }] of importEdges(source)) {
      const target = specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
        : specifier;
      const rule = ruleBroken(file, target, specifier, runtime);
      if (!rule) continue;
      if (allowed.some((entry) => entry.file === file && entry.target === target)) continue;
      violations.push({ rule, file, specifier, target });
    }
  }
  return violations;
}

const SCANNED_ROOTS = ['apps/server/src', 'apps/web/src', 'packages'];
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'out']);

/** Every source file under the checked roots, read from `repoRoot`. */
export function readSourceTree(repoRoot: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(repoRoot, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(child);
      } else if (SOURCE_FILE.test(entry.name)) {
        files.push({ path: child, source: readFileSync(path.join(repoRoot, child), 'utf8') });
      }
    }
  };
  for (const root of SCANNED_ROOTS) if (existsSync(path.join(repoRoot, root))) walk(root);
  return files;
}

// `node scripts/check-boundaries.ts [ROOT]`: the repository this script is in, unless another root is named.
if (import.meta.main) {
  const repoRoot = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const violations = findViolations(readSourceTree(repoRoot));
  for (const v of violations) console.error(`${v.file}: ${v.rule}: imports '${v.specifier}' (${v.target})`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) cross a boundary (see scripts/check-boundaries.ts).`);
    process.exit(1);
  }
}
