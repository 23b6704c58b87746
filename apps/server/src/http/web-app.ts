import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestLanguage, sendError } from './errors.ts';

/**
 * Serves the built SPA: hashed assets with long caching, index.html (never cached) for every other GET that wants
 * HTML, so client-side routes (/dashboard, /pt/onboarding, unknown paths → the SPA's 404 page) work on reload.
 * Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
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
    if (hasBuild && wantsHtml && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, requestLanguage(request), 404, 'not_found');
  });
}
