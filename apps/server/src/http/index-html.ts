import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LANGUAGES = ['en', 'pt', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
const byLanguage = <T extends z.ZodType>(schema: T) => z.object({ en: schema, pt: schema, es: schema });
const pageMetaSchema = z.object({ title: z.string(), description: z.string() });

/** dist/pages.json, written by the web build (apps/web/vite-plugin-pages.ts). */
const pagesSchema = z.object({
  routes: z.record(z.string(), z.array(z.string())),
  catalogs: z.record(z.string(), z.string()),
  ns: z.record(z.string(), z.array(z.string())),
  meta: byLanguage(z.record(z.string(), pageMetaSchema)),
  noscript: byLanguage(z.string()),
  manifests: byLanguage(z.string()),
});
type Pages = z.infer<typeof pagesSchema>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The language of a page path (spec §2: '/pt/…' and '/es/…' are prefixed, English is not) and the path without it. */
export function splitLanguage(pathname: string): { lang: Language; page: string } {
  const match = pathname.match(/^\/(pt|es)(?=\/|$)/);
  const lang = (match?.[1] ?? 'en') as Language;
  const rest = match ? pathname.slice(match[0].length) : pathname;
  return { lang, page: rest.replace(/\/+$/, '') || '/' };
}

/** The pages.json key of a page path: itself, a pattern such as '/activities/:id', or '*' (the 404 page). */
function routeOf(page: string, known: string[]): string {
  if (known.includes(page)) return page;
  const segments = page.split('/');
  const pattern = known.find((route) => {
    const parts = route.split('/');
    return (
      route.includes(':') &&
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
  return pattern ?? '*';
}

/** A page's index.html, and whether the path is one of the app's pages (else it is the 404 page's). */
export interface PageHtml {
  html: string;
  found: boolean;
}

/**
 * index.html for one page: its language in <html lang>, its title and description, the manifest of its language,
 * and <link rel="modulepreload"> for its own chunks and catalogs (so they download with the main bundle, not after
 * it). A path that is none of the app's routes gets the 404 page's title and `found: false`. Without pages.json (an
 * old or partial build) the file is served as built, and every path counts as found (the routes are unknown).
 */
export function createIndexHtml(webDistDir: string): ((pathname: string) => PageHtml) | null {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const pagesFile = path.join(webDistDir, 'pages.json');
  if (!existsSync(pagesFile)) return () => ({ html: template, found: true });
  const pages: Pages = pagesSchema.parse(JSON.parse(readFileSync(pagesFile, 'utf8')));
  const known = Object.keys(pages.meta.en).filter((route) => route !== '*');
  const cache = new Map<string, PageHtml>();

  return (pathname) => {
    const { lang, page } = splitLanguage(pathname);
    const route = routeOf(page, known);
    const key = `${lang} ${route}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;

    const meta = pages.meta[lang][route] ?? pages.meta[lang]['*'];
    const files = [
      ...(pages.routes[route] ?? []),
      ...(pages.ns[route] ?? []).flatMap((ns) => pages.catalogs[`${lang}/${ns}`] ?? []),
    ];
    const preloads = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    let html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${pages.manifests[lang]}"`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(pages.noscript[lang])}</noscript>`)
      .replace('</head>', `${preloads}</head>`);
    if (meta) {
      html = html
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*"/,
          `<meta name="description" content="${escapeHtml(meta.description)}"`,
        );
    }
    const result = { html, found: route !== '*' };
    cache.set(key, result);
    return result;
  };
}
