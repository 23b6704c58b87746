import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Options = {
  /** Runs first: applies the colour theme before the first paint. */
  themeInit: string;
  /**
   * Language-neutral page path (or router pattern, '/activities/:id') → API GETs the page makes first, ':id' standing
   * for the path's segment; started here, picked up once by src/lib/early-fetch.ts.
   */
  routeData: Record<string, string[]>;
};

/**
 * Emits /boot.js, the one classic script in <head> (the server's CSP allows no inline script). It applies the theme
 * before the first paint, then starts the current page's first API reads, so they travel in parallel with the bundle,
 * and warms the Intl formatters while the network is the bottleneck.
 * (The page's chunks and catalogs are preloaded by <link rel="modulepreload"> tags the server writes into index.html:
 * see vite-plugin-pages.ts.) Kept small: it blocks rendering.
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
    generateBundle() {
      const early = `(function (data) {
  try {
    var path = location.pathname, first = path.split('/')[1];
    var rest = (first === 'pt' || first === 'es' ? path.slice(3) : path).replace(/\\/+$/, '') || '/';
    var lang = first === 'pt' || first === 'es' ? first : 'en';
    var early = {}, urls = data[rest];
    // a page with a parameter ('/activities/:id'): its reads with the path's own segment in place of ':id'
    if (!urls) {
      var segments = rest.split('/');
      Object.keys(data).forEach(function (route) {
        var parts = route.split('/'), params = {};
        if (urls || route.indexOf('/:') < 0 || parts.length !== segments.length) return;
        for (var i = 0; i < parts.length; i++) {
          if (parts[i].charAt(0) === ':') params[parts[i]] = segments[i];
          else if (parts[i] !== segments[i]) return;
        }
        urls = data[route].map(function (url) {
          return url.replace(/:\\w+/g, function (name) { return params[name] || name; });
        });
      });
    }
    (urls || []).forEach(function (url) {
      // in the page's language, as the app asks (replies with texts, such as the plan's cards, follow it)
      early[url] = fetch(url, {
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'accept-language': lang },
      });
      early[url].catch(function () {});
    });
    window.__domestiqueEarly = early;
    // The first Intl formatter of a page loads the ICU number and date data (~20-30 ms); do it while the bundle is
    // still downloading rather than inside the page's first render.
    setTimeout(function () {
      try {
        new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(1.5);
        new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(0);
      } catch (e) { /* old browsers: the page formats without the head start */ }
    }, 0);
  } catch (e) { /* an optimisation only */ }
})(${JSON.stringify(options.routeData)});`;
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: `${themeInit()}\n${early}\n` });
    },
  };
}

export const bootThemeInit = (webDir: string) => path.join(webDir, 'src/boot/theme-init.js');
