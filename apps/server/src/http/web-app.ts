import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestLanguage, sendError } from './errors.ts';
import { createIndexHtml } from './index-html.ts';

/**
 * Serves the built SPA: hashed assets with long caching (and the build's .br/.gz copies when the browser accepts
 * them), index.html (never cached) for every other GET or HEAD outside /api, whatever its Accept header, so
 * client-side routes (/dashboard, /pt/onboarding) work on reload. index.html is written per page: language, title,
 * description and preloads (index-html.ts); a path that is none of the app's routes gets the SPA's 404 page with
 * status 404. Unknown /api paths stay JSON 404s.
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
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && !isApi) {
      const page = indexHtml(pathname);
      return reply
        .status(page.found ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    return sendError(reply, requestLanguage(request), 404, 'not_found');
  });
}
