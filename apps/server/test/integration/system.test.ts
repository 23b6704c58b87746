import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const web = mkdtempSync(path.join(tmpdir(), 'domestique-web-'));
beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Domestique SPA</title>');
  // The build's page list (apps/web/vite-plugin-pages.ts): which paths are pages, '*' is the 404 page.
  const meta = Object.fromEntries(
    ['/', '/dashboard', '/onboarding', '/activities/:id', '*'].map((p) => [
      p,
      { title: `page ${p}`, description: p },
    ]),
  );
  const perLanguage = <T>(v: T) => ({ en: v, pt: v, es: v });
  writeFileSync(
    path.join(web, 'pages.json'),
    JSON.stringify({
      routes: {},
      catalogs: {},
      ns: {},
      meta: perLanguage(meta),
      noscript: perLanguage('Needs JavaScript'),
      manifests: perLanguage('/manifest.webmanifest'),
    }),
  );
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  t = await startTestApp({ WEB_DIST_DIR: web });
});
afterAll(() => t?.close());

describe('system routes', () => {
  it('reports health with the database state', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(['pglite', 'postgres']).toContain(res.json.database.driver);
    expect(res.json.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('publishes the OpenAPI document with the profile routes', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\./);
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining(['/api/profile', '/api/health', '/api/newsletter', '/api/auth/sign-in/email']),
    );
    // The auth routes come from the library's own schemas, with our extra sign-up fields, tagged `auth`.
    const signUp = res.json.paths['/api/auth/sign-up/email'].post;
    expect(signUp.tags).toEqual(['auth']);
    const fields = signUp.requestBody.content['application/json'].schema.properties;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['email', 'password', 'marketingConsent', 'language']),
    );
    // Internal library routes are neither documented nor served.
    expect(Object.keys(res.json.paths).some((p) => p.includes('open-api') || p.endsWith('/reference'))).toBe(
      false,
    );
    expect((await t.client().get('/api/auth/open-api/generate-schema')).status).toBe(404);
    expect((await t.client().get('/api/docs', { accept: 'text/html' })).status).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the SPA: index.html for app routes, cached hashed assets, JSON 404 for unknown API paths', async () => {
    for (const route of ['/', '/dashboard', '/pt/onboarding', '/es/activities/abc']) {
      const res = await t.client().get(route, { accept: 'text/html' });
      expect(res.status, route).toBe(200);
      expect(res.text).toContain('<!doctype html><title>page /');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    // Whatever the Accept header says (curl sends */*, an API client application/json), a page is a page.
    for (const accept of ['*/*', 'application/json', '']) {
      const res = await t.client().get('/', accept ? { accept } : {});
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    // A path that is none of the app's pages: the SPA's 404 page, with status 404.
    for (const route of ['/no/such/page', '/pt/nada', '/activities/abc/extra', '/apiary']) {
      const res = await t.client().get(route, { accept: 'text/html' });
      expect(res.status, route).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('<title>page *</title>');
    }
    const asset = await t.client().get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // The build's brotli copy is sent as it is to browsers that accept it (fetch decodes it back).
    const compressed = await t.client().get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toContain('accept-encoding');
    expect(compressed.text).toBe('console.log(1)');
    for (const path of ['/api/nope', '/api']) {
      const api = await t.client().get(path, { accept: 'text/html' });
      expect(api.status).toBe(404);
      expect(api.json.error.code).toBe('not_found');
    }
  });

  it('answers 503 with the database down when the database stops answering', async () => {
    const broken = await startTestApp();
    try {
      expect((await broken.client().get('/api/health')).status).toBe(200);
      await broken.database.close();
      const res = await broken.client().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ status: 'degraded', database: { status: 'down' } });
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await broken.close();
    }
  });

  it('marks API replies no-store, authenticated ones above all; the public key set stays cacheable', async () => {
    const c = t.client();
    await c.signUp('no-store@example.com');
    const replies = [
      await c.get('/api/profile'),
      await c.get('/api/activities'),
      await c.get('/api/dashboard/summary'),
      await c.get('/api/auth/get-session'),
      await c.get('/api/auth/token'),
      await c.post('/api/auth/session/rotate'),
      await t.client().get('/api/profile'),
      await c.get('/api/nope'),
    ];
    for (const res of replies) expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
    expect((await c.get('/.well-known/jwks.json')).headers.get('cache-control')).toContain('max-age=');
    expect((await c.get('/assets/app-abc123.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('tells the web whether Google sign-in is configured', async () => {
    expect((await t.client().get('/api/config')).json).toEqual({ googleEnabled: false });
  });
});
