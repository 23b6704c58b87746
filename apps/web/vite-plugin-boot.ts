import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Options = {
  /** Runs first: applies the colour theme before the first paint. */
  themeInit: string;
  /** Language-neutral page path → its module under src/routes (what router.tsx lazy-loads). */
  routeModules: Record<string, string>;
  /** Language-neutral page path → the catalog namespaces it needs (src/i18n/namespaces.ts). */
  routeNamespaces: Record<string, string[]>;
  /** Language-neutral page path → API GETs the page makes first; started here, picked up once by src/lib/early-fetch.ts. */
  routeData: Record<string, string[]>;
};

const CATALOG = /locales\/(en|pt|es)\/([\w-]+)\.json$/;

/**
 * Emits /boot.js, the one classic script in <head> (the server's CSP allows no inline script). It applies the theme and
 * then starts downloading, in parallel with the main bundle, the current page's lazy chunk and its catalogs in the
 * URL's language — otherwise they would only be requested after the main bundle has run (one more round trip on a
 * phone before the first paint).
 */
export function bootScript(options: Options): Plugin {
  const themeInit = () => readFileSync(options.themeInit, 'utf8');
  return {
    name: 'domestique:boot',
    configureServer(server) {
      server.middlewares.use('/boot.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(themeInit());
      });
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byModule = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]),
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entryFiles = new Set<string>();
      const closure = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
      };
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entryFiles);

      const routes: Record<string, string[]> = {};
      for (const [route, module] of Object.entries(options.routeModules)) {
        const chunk = [...byModule.entries()].find(([id]) => id.endsWith(`/src/routes/${module}`))?.[1];
        if (!chunk) continue;
        const files = new Set<string>();
        closure(chunk.fileName, files);
        routes[route] = [...files].filter((file) => !entryFiles.has(file));
      }
      const catalogs: Record<string, string> = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.match(CATALOG);
        if (match) catalogs[`${match[1]}/${match[2]}`] = chunk.fileName;
      }
      const map = JSON.stringify({ routes, catalogs, ns: options.routeNamespaces, data: options.routeData });
      const preload = `(function (m) {
  try {
    var path = location.pathname, first = path.split('/')[1];
    var lang = first === 'pt' || first === 'es' ? first : 'en';
    var rest = (lang === 'en' ? path : path.slice(3)).replace(/\\/+$/, '') || '/';
    var files = (m.routes[rest] || []).slice();
    (m.ns[rest] || []).forEach(function (ns) { if (m.catalogs[lang + '/' + ns]) files.push(m.catalogs[lang + '/' + ns]); });
    files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + file;
      document.head.appendChild(link);
    });
    var early = {};
    (m.data[rest] || []).forEach(function (url) {
      early[url] = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      early[url].catch(function () {});
    });
    window.__domestiqueEarly = early;
  } catch (e) { /* preloading is an optimisation only */ }
})(${map});`;
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: `${themeInit()}\n${preload}\n` });
    },
  };
}

export const bootThemeInit = (webDir: string) => path.join(webDir, 'src/boot/theme-init.js');
