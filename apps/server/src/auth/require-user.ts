import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { SessionVerifier } from './session-verifier.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  language: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * An `onRequest` hook: resolves the session cookie or `Bearer` session token to the signed-in user before the body
 * is read or validated, so anonymous callers get 401 and learn nothing else.
 */
export function createAuthenticate(sessions: SessionVerifier): Authenticate {
  return async (request) => {
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
