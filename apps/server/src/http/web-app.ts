import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestLanguage, sendError } from './errors.ts';
import { createIndexHtml } from './index-html.ts';

/**
 * Serves the built SPA: hashed assets with long caching (and the build's .br/.gz copies when the browser accepts
 * them), index.html (never cached) for every other GET that wants HTML, so client-side routes (/dashboard,
 * /pt/onboarding, unknown paths → the SPA's 404 page) work on reload. index.html is written per page: language,
 * title, description and preloads (index-html.ts). Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexHtml = createIndexHtml(webDistDir);
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the UI');
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (indexHtml && wantsHtml && !request.url.startsWith('/api/')) {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml(pathname));
    }
    return sendError(reply, requestLanguage(request), 404, 'not_found');
  });
}
