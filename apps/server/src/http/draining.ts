import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Begin graceful shutdown: keep serving, but ask every client to close its connection after this reply. */
    startDraining(): void;
    isDraining(): boolean;
  }
}

/**
 * Closing a server at once resets keep-alive sockets that look idle to Node but already carry a request in transit.
 * So shutdown first drains: replies say `Connection: close` (clients stop reusing sockets) and /api/health turns
 * 503 (load balancers stop routing here); only then does the server close.
 */
export function registerDraining(app: FastifyInstance) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('isDraining', () => draining);
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
