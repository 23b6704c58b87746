/**
 * The house's walls, checked (run by `npm run lint`). Biome's `noRestrictedImports` matches import strings, not
 * the files they resolve to, so it cannot say "a file of modules/A may import modules/B/index.ts and nothing
 * else of B" for relative paths of every depth; this script resolves each relative import and checks these rules:
 *
 * - `server-module-door`: outside `apps/server/src/modules/<name>/`, server code imports that module only through
 *   its `index.ts` (the module's one door; inside a module, imports stay relative and free).
 * - `server-module-ports`: a file of one module imports another module for types only (`import type`); what a module
 *   uses of another at run time (a repository, a function) is handed to it by the composition root
 *   (`compose-server.ts`, `composition/`), so modules are built, tested and replaced one at a time.
 * - `web-feature-isolation`: a file of `apps/web/src/features/<name>/` imports no file of another feature (shared
 *   pieces live in `apps/web/src/components` or `lib`).
 * - `package-not-app`: nothing under `packages/` imports from `apps/` (apps depend on packages, never the reverse).
 * - `web-query-key-literal`: a web query key (`queryKey: [`, `setQueryData([`, `getQueryData([`) is written as an
 *   array literal only in a key factory (a file named `keys.ts` or `*-keys.ts`); everywhere else it comes from one,
 *   so an invalidation cannot miss a literal spelled differently elsewhere.
 *
 * `findViolations` is pure (file paths and sources in, violations out) so tests can feed it synthetic trees.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type BoundaryRule =
  | 'server-module-door'
  | 'server-module-ports'
  | 'web-feature-isolation'
  | 'package-not-app'
  | 'web-query-key-literal';

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  source: string;
}

export interface Violation {
  rule: BoundaryRule;
  file: string;
  /** The import as written (for `web-query-key-literal`: the line's code). */
  specifier: string;
  /**
   * What it resolves to, from the repository root (the specifier itself for a package name); for
   * `web-query-key-literal`, `line <n>`.
   */
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
const WEB_SOURCE = 'apps/web/src/';
const KEY_FACTORY = /(^|\/|-)keys\.tsx?$/;
// `queryKey: [` anywhere (queries, invalidations, removals), and a literal first argument of get/setQuer(y|ies)Data
const KEY_LITERAL = /\bqueryKey\s*:\s*\[|\b(?:get|set)Quer(?:y|ies)Data\s*(?:<[^()]*>)?\s*\(\s*\[/;

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

/** Query keys written as array literals in a web file that is no key factory (`web-query-key-literal`). */
export function keyLiterals(file: string, source: string): Violation[] {
  if (!file.startsWith(WEB_SOURCE) || KEY_FACTORY.test(file)) return [];
  const violations: Violation[] = [];
  source.split('\n').forEach((line, index) => {
    if (KEY_LITERAL.test(line)) {
      violations.push({
        rule: 'web-query-key-literal',
        file,
        specifier: line.trim(),
        target: `line ${index + 1}`,
      });
    }
  });
  return violations;
}

export function findViolations(
  files: readonly SourceFile[],
  allowed: readonly AllowedImport[] = allowedImports,
): Violation[] {
  const violations: Violation[] = [];
  for (const { path: file, source } of files) {
    violations.push(...keyLiterals(file, source));
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
  for (const v of violations) {
    console.error(
      v.rule === 'web-query-key-literal'
        ? `${v.file}:${v.target.slice('line '.length)}: ${v.rule}: '${v.specifier}' (use the feature's key factory)`
        : `${v.file}: ${v.rule}: imports '${v.specifier}' (${v.target})`,
    );
  }
  if (violations.length > 0) {
    console.error(`\n${violations.length} boundary violation(s) (see scripts/check-boundaries.ts).`);
    process.exit(1);
  }
}
