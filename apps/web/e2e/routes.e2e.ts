import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newContext } from './browser.ts';
import { LANGS, PUBLIC_PAGES } from './public-pages.ts';

// The public pages of each language (screenshots, overflow, accessibility): routes-pages-{en,pt,es}.e2e.ts.
const baseURL = inject('baseURL');

const browser = browserForFile();

describe('every route in every language: redirects, server-rendered heads, 404, PWA', () => {
  it('signed-out visitors of onboarding, dashboard and settings are sent to /auth in their language', async () => {
    const context = await newContext(browser(), baseURL);
    const page = await context.newPage();
    for (const { prefix } of LANGS) {
      for (const route of ['/onboarding', '/dashboard', '/settings']) {
        await page.goto(`${prefix}${route}`);
        await page.waitForURL(`**${prefix}/auth`);
        expect(new URL(page.url()).pathname).toBe(`${prefix}/auth`);
      }
    }
    await context.close();
  });

  it('the server sends each page in its language, with the title and description the page sets', async () => {
    const context = await newContext(browser(), baseURL);
    const page = await context.newPage();
    const head = (html: string) => ({
      lang: html.match(/<html lang="([^"]+)"/)?.[1],
      title: html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, '&'),
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&'),
    });
    for (const { code, prefix } of LANGS) {
      for (const route of [...PUBLIC_PAGES.map((p) => p.path), '/no-such-page']) {
        const url = `${prefix}${route === '/' && prefix ? '' : route}`;
        const sent = head(
          await (await fetch(`${baseURL}${url}`, { headers: { accept: 'text/html' } })).text(),
        );
        expect(sent.lang, url).toBe(code);
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        expect(sent.title, `${url} title before JavaScript`).toBe(await page.title());
        expect(sent.description, `${url} description before JavaScript`).toBe(
          await page.getAttribute('meta[name="description"]', 'content'),
        );
      }
    }
    await context.close();
  });

  it('sets the page title and meta description per language', async () => {
    const context = await newContext(browser(), baseURL);
    const page = await context.newPage();
    for (const route of ['', '/terms', '/trial']) {
      const seen = new Set<string>();
      for (const { prefix } of LANGS) {
        await page.goto(`${prefix}${route}` || '/', { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        seen.add(`${await page.title()}|${await page.getAttribute('meta[name="description"]', 'content')}`);
      }
      expect(seen.size, `${route || '/'} differs per language`).toBe(3);
    }
    await context.close();
  });

  it('unknown paths show the 404 page with a link home, and the path is logged', async () => {
    const context = await newContext(browser(), baseURL);
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Oops! Page not found');
    expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseURL}/`);

    await page.goto('/pt/nada-aqui');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Ops! Página não encontrada',
    );
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.waitForURL(`${baseURL}/pt`);
    await context.close();
  });

  it('serves the PWA: manifest, icons and a service worker that caches the app shell', async () => {
    const manifest = (await (await fetch(`${baseURL}/manifest.webmanifest`)).json()) as {
      name: string;
      icons: { src: string }[];
      start_url: string;
    };
    expect(manifest.name).toMatch(/Domestique/);
    // An installed app opens on the dashboard (sign-in when signed out), in the language it was installed from.
    expect(manifest.start_url).toBe('/dashboard');
    const pt = (await (await fetch(`${baseURL}/pt/manifest.webmanifest`)).json()) as typeof manifest;
    expect(pt.start_url).toBe('/pt/dashboard');
    expect(pt.name).toMatch(/treinador/);
    const html = await (await fetch(`${baseURL}/pt/trial`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<link rel="manifest" href="/pt/manifest.webmanifest"');
    for (const icon of manifest.icons)
      expect((await fetch(`${baseURL}${icon.src}`)).headers.get('content-type')).toMatch(/image\/png/);
    const sw = await (await fetch(`${baseURL}/sw.js`)).text();
    expect(sw).toContain('index.html');
    // The app shell is precached (the entry and its preloads); other chunks are cached as pages use them.
    const shell = await (await fetch(`${baseURL}/`, { headers: { accept: 'text/html' } })).text();
    const entry = shell.match(/<script type="module" crossorigin src="\/(assets\/[^"]+)"/)?.[1];
    expect(entry && sw.includes(`"${entry}"`)).toBe(true);
    expect(sw).not.toMatch(/assets\/trial-[\w-]+\.js/);

    const context = await browser().newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active);
    });
    expect(registered).toBe(true);
    await context.close();
  });
});
