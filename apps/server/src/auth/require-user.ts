import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { type AccessTokenVerifier, accessTokenOf } from './access-token-verifier.ts';
import type { SessionVerifier } from './session-verifier.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  language: string;
  /** When this session was created (its sign-in, or its latest rotation): "signed in just now" checks read it. */
  signedInAt?: Date;
  /** Set when a personal access token (read-only) authorised the request rather than a session. */
  tokenId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Methods a personal access token may use: its scope is read-only. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * An `onRequest` hook: resolves the session cookie or `Bearer` session token to the signed-in user before the body
 * is read or validated, so anonymous callers get 401 and learn nothing else. A personal access token (`dmq_pat_…`)
 * is resolved here too — the one place every route's authentication passes — and may only read: any other method
 * is 403 `token_read_only`, before the route runs.
 */
export function createAuthenticate(sessions: SessionVerifier, tokens?: AccessTokenVerifier): Authenticate {
  return async (request, reply) => {
    const token = tokens ? accessTokenOf(request) : null;
    if (token !== null && tokens) {
      const tokenUser = await tokens.verify(token);
      if (!tokenUser) throw new HttpError(401, 'token_invalid');
      if (!READ_METHODS.has(request.method)) throw new HttpError(403, 'token_read_only');
      const wait = await tokens.overLimit(tokenUser.tokenId);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, 'rate_limited');
      }
      request.sessionUser = tokenUser;
      return;
    }
    const user = await sessions.verify(request);
    if (!user) throw new HttpError(401, 'unauthorized');
    request.sessionUser = user;
  };
}

/** The user set by `authenticate`; a route that forgot the hook fails loudly rather than serving anonymous data. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new HttpError(401, 'unauthorized');
  return request.sessionUser;
}
