import { apiErrorSchema, isLanguage } from '@domestique/contract';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, accessTokenOf } from '../../auth/access-token-verifier.ts';
import { requestLanguage, sendError } from '../../http/errors.ts';
import type { McpPorts } from './mcp-ports.ts';
import { registerMcpTools } from './mcp-tools.ts';
import type { StravaRideRepository } from './strava-repository.ts';

const VERSION = '1.0.0';

const description =
  'A read-only Model Context Protocol server (Streamable HTTP, stateless, JSON replies) for the rider’s own ' +
  'assistant. Authorised by a personal access token only (`Authorization: Bearer dmq_pat_…`, created in Settings → ' +
  'Assistants); without one, 401 with `WWW-Authenticate: Bearer`. Tools: get_current_week, list_recent_rides, ' +
  'get_ride, get_fitness_and_form, get_plan_changes, get_check_ins, get_latest_summary. Rides synced from Strava ' +
  'are never returned. GET and DELETE are 405: there are no sessions to stream to or end.';

/**
 * `/mcp`: the rider's own assistant (Claude, ChatGPT, a local one) reads their training. Only a personal access
 * token opens it — a browser session's cookie is not enough, so a page the rider visits cannot use it on their
 * behalf. Stateless: each POST builds a server for the token's rider, answers, and is gone.
 */
export function registerMcpRoutes(
  app: FastifyInstance,
  deps: { tokens: AccessTokenVerifier; ports: McpPorts; strava: StravaRideRepository; now: () => Date },
) {
  const refuse = (request: FastifyRequest, reply: FastifyReply, error?: 'invalid_token') => {
    // RFC 6750 §3: the challenge names the scheme, and the error when a token was given but is not valid
    reply.header(
      'www-authenticate',
      error ? `Bearer realm="domestique", error="${error}"` : 'Bearer realm="domestique"',
    );
    return sendError(reply, requestLanguage(request), 401, error ? 'token_invalid' : 'mcp_token_required');
  };

  app.route({
    method: 'POST',
    url: '/mcp',
    schema: {
      tags: ['mcp'],
      summary:
        'MCP (Streamable HTTP): the rider’s own assistant reads their training with a personal access token',
      description,
      body: z.unknown(),
      response: { 401: apiErrorSchema, 429: apiErrorSchema },
    },
    onRequest: async (request, reply) => {
      const token = accessTokenOf(request);
      if (!token) return refuse(request, reply);
      const user = await deps.tokens.verify(token);
      if (!user) return refuse(request, reply, 'invalid_token');
      const wait = await deps.tokens.overLimit(user.tokenId);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return sendError(reply, requestLanguage(request), 429, 'rate_limited');
      }
      request.sessionUser = user;
    },
    handler: async (request, reply) => {
      const user = request.sessionUser!;
      const server = new McpServer({ name: 'domestique', version: VERSION });
      registerMcpTools(
        server,
        { id: user.id, language: isLanguage(user.language) ? user.language : 'en' },
        { ...deps, log: request.log },
      );
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // the transport writes the reply itself (JSON-RPC results and protocol errors, 4xx for bad messages)
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (err) {
        // hijacked: Fastify's error handler can no longer answer, so the socket must not be left hanging
        request.log.error({ err }, 'mcp request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
          reply.raw.end(
            JSON.stringify({ error: { code: 'service_unavailable', message: 'service_unavailable' } }),
          );
        } else reply.raw.end();
      }
    },
  });

  // stateless: no stream to open with GET, no session to end with DELETE (the spec's answer is 405)
  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      handler: (request, reply) => {
        reply.header('allow', 'POST');
        return sendError(reply, requestLanguage(request), 405, 'method_not_allowed');
      },
    });
}
