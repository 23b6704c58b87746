import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIndexHtml, splitLanguage } from '../../src/http/index-html.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Domestique — English title</title>
    <meta name="description" content="English description" />
    <link rel="manifest" href="/manifest.webmanifest" />
  </head>
  <body><div id="root"></div><noscript>Needs JavaScript.</noscript></body>
</html>`;

const meta = (lang: string) => ({
  '/': { title: `${lang} home`, description: `${lang} home description` },
  '/about': { title: `${lang} about <& "us">`, description: `${lang} about description` },
  '/activities/:id': { title: `${lang} ride`, description: `${lang} ride description` },
  '*': { title: `${lang} not found`, description: `${lang} not found description` },
});

function dist(withPages = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'domestique-index-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  if (withPages) {
    writeFileSync(
      path.join(dir, 'pages.json'),
      JSON.stringify({
        routes: { '/about': ['assets/about-1.js', 'assets/shell-2.js'] },
        catalogs: { 'pt/about': 'assets/about-pt.js', 'en/about': 'assets/about-en.js' },
        ns: { '/about': ['about'] },
        meta: { en: meta('en'), pt: meta('pt'), es: meta('es') },
        noscript: { en: 'en noscript', pt: 'pt noscript', es: 'es noscript' },
        manifests: {
          en: '/manifest.webmanifest',
          pt: '/pt/manifest.webmanifest',
          es: '/es/manifest.webmanifest',
        },
      }),
    );
  }
  return dir;
}

describe('index.html per page', () => {
  it('splits the language prefix off a path', () => {
    expect(splitLanguage('/')).toEqual({ lang: 'en', page: '/' });
    expect(splitLanguage('/pt')).toEqual({ lang: 'pt', page: '/' });
    expect(splitLanguage('/es/about/')).toEqual({ lang: 'es', page: '/about' });
    expect(splitLanguage('/ptx/about')).toEqual({ lang: 'en', page: '/ptx/about' });
  });

  it('writes the language, escaped title and description, manifest, noscript and preloads of the page', () => {
    const page = createIndexHtml(dist())?.('/pt/about');
    expect(page?.found).toBe(true);
    const html = page?.html ?? '';
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain('<title>pt about &lt;&amp; &quot;us&quot;&gt;</title>');
    expect(html).toContain('<meta name="description" content="pt about description"');
    expect(html).toContain('<link rel="manifest" href="/pt/manifest.webmanifest"');
    expect(html).toContain('<noscript>pt noscript</noscript>');
    for (const file of ['assets/about-1.js', 'assets/shell-2.js', 'assets/about-pt.js']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
    expect(html).not.toContain('about-en.js');
    expect(html).not.toContain('English');
  });

  it('matches patterns, and gives unknown paths the 404 page title in their language', () => {
    const render = createIndexHtml(dist());
    expect(render?.('/es/activities/abc')).toMatchObject({ found: true });
    expect(render?.('/es/activities/abc').html).toContain('<title>es ride</title>');
    expect(render?.('/es/no/such/page')).toMatchObject({ found: false });
    expect(render?.('/es/no/such/page').html).toContain('<title>es not found</title>');
    expect(render?.('/es/no/such/page').html).toContain('content="es not found description"');
    expect(render?.('/es/activities/abc/extra')).toMatchObject({ found: false });
    expect(render?.('/')).toMatchObject({ found: true });
    expect(render?.('/').html).toContain('<title>en home</title>');
  });

  it('serves the built file as it is without pages.json, and nothing without a build', () => {
    expect(createIndexHtml(dist(false))?.('/pt/about')).toEqual({ html: TEMPLATE, found: true });
    expect(createIndexHtml(mkdtempSync(path.join(tmpdir(), 'domestique-empty-')))).toBeNull();
  });
});
