import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LANGUAGES = ['en', 'pt', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

type Options = {
  /** apps/web/src/locales */
  localesDir: string;
  /** Default interpolation variables of the catalogs ({{product}}, {{contactEmail}}). */
  variables: Record<string, string>;
  /** Language-neutral page path → its module under src/routes (what router.tsx lazy-loads). */
  routeModules: Record<string, string>;
  /** Language-neutral page path → the catalog namespaces it needs (src/i18n/namespaces.ts). */
  routeNamespaces: Record<string, string[]>;
  /** Page path ('*' = 404) → "namespace:key" of its title and description (src/i18n/page-meta.ts). */
  pageMeta: Record<string, { title: string; description: string }>;
  /** The web app manifest; name, description and start_url are set per language. */
  manifest: Record<string, unknown> & { start_url: string };
};

/** What the server needs to write a page's index.html (apps/server/src/http/index-html.ts reads it). */
export type PagesFile = {
  /** page path → JavaScript files it loads beyond the entry (its route chunk and that chunk's imports) */
  routes: Record<string, string[]>;
  /** "lang/namespace" → the catalog's chunk */
  catalogs: Record<string, string>;
  /** page path → catalog namespaces */
  ns: Record<string, string[]>;
  /** lang → page path → title and description, in that language */
  meta: Record<Language, Record<string, { title: string; description: string }>>;
  /** lang → text of <noscript> */
  noscript: Record<Language, string>;
  /** lang → URL of that language's web app manifest */
  manifests: Record<Language, string>;
};

const CATALOG = /locales\/(en|pt|es)\/([\w-]+)\.json$/;

/**
 * Emits pages.json (per page: chunks to preload, catalogs, and title/description in each language) and one web app
 * manifest per language. The server uses them to send each page's index.html with the right <html lang>, title,
 * description, manifest and <link rel="modulepreload"> tags, so a phone starts downloading the page's own code
 * with the main bundle instead of after it.
 */
export function pagesFile(options: Options): Plugin {
  const catalogCache = new Map<string, Json>();
  const catalog = (lang: Language, ns: string): Json => {
    const key = `${lang}/${ns}`;
    if (!catalogCache.has(key)) {
      const file = path.join(options.localesDir, lang, `${ns}.json`);
      catalogCache.set(key, JSON.parse(readFileSync(file, 'utf8')) as Json);
    }
    return catalogCache.get(key) as Json;
  };
  const text = (lang: Language, qualified: string): string => {
    const [ns, key] = qualified.split(':') as [string, string];
    let value: Json | undefined = catalog(lang, ns);
    for (const part of key.split('.')) {
      value = value && typeof value === 'object' && !Array.isArray(value) ? value[part] : undefined;
    }
    if (typeof value !== 'string') throw new Error(`pages.json: ${lang}/${qualified} is not a string`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => options.variables[name] ?? match);
  };

  return {
    name: 'domestique:pages',
    apply: 'build',
    buildStart() {
      catalogCache.clear();
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
      };
      const entryFiles = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entryFiles);

      const routes: PagesFile['routes'] = {};
      for (const [route, module] of Object.entries(options.routeModules)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/routes/${module}`));
        // a page without its chunk here would get no preloads, silently: its code would wait for the entry to run
        if (!chunk) throw new Error(`pages.json: no chunk for ${route} (src/routes/${module})`);
        const files = new Set<string>();
        closure(chunk.fileName, files);
        routes[route] = [...files].filter((file) => !entryFiles.has(file));
      }
      const catalogs: PagesFile['catalogs'] = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.match(CATALOG);
        if (match) catalogs[`${match[1]}/${match[2]}`] = chunk.fileName;
      }

      const meta = {} as PagesFile['meta'];
      const noscript = {} as PagesFile['noscript'];
      const manifests = {} as PagesFile['manifests'];
      for (const lang of LANGUAGES) {
        meta[lang] = {};
        for (const [route, keys] of Object.entries(options.pageMeta)) {
          meta[lang][route] = { title: text(lang, keys.title), description: text(lang, keys.description) };
        }
        noscript[lang] = text(lang, 'common:noscript');
        const prefix = lang === 'en' ? '' : `/${lang}`;
        manifests[lang] = `${prefix}/manifest.webmanifest`;
        const manifest = {
          ...options.manifest,
          name: text(lang, 'common:pwa.name'),
          description: text(lang, 'common:pwa.description'),
          lang,
          start_url: `${prefix}${options.manifest.start_url}`,
        };
        this.emitFile({
          type: 'asset',
          fileName: manifests[lang].slice(1),
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
      const pages: PagesFile = { routes, catalogs, ns: options.routeNamespaces, meta, noscript, manifests };
      this.emitFile({ type: 'asset', fileName: 'pages.json', source: JSON.stringify(pages) });
    },
  };
}
