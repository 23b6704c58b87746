import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { SessionReuseDetector } from './session-reuse.ts';

/**
 * `POST /api/auth/session/rotate`: issues a fresh session token in the same family and retires the one presented,
 * so a long-lived client refreshes with rotation (RFC 9700 §4.14.2): the old token stops working at once, and if it
 * is ever presented again the whole family is revoked (session-reuse.ts).
 */
export function sessionRotation(reuse: SessionReuseDetector): BetterAuthPlugin {
  return {
    id: 'session-rotation',
    endpoints: {
      rotateSession: createAuthEndpoint(
        '/session/rotate',
        { method: 'POST', use: [sessionMiddleware] },
        async (ctx) => {
          const current = ctx.context.session;
          const familyId = (await reuse.familyOf(current.session.token)) ?? current.session.id;
          const next = await ctx.context.internalAdapter.createSession(current.user.id, false, { familyId });
          await reuse.retire(current.session.token, {
            familyId,
            userId: current.user.id,
            expiresAt: new Date(current.session.expiresAt),
          });
          await ctx.context.internalAdapter.deleteSession(current.session.token);
          await setSessionCookie(ctx, { session: next, user: current.user });
          return ctx.json({ token: next.token, expiresAt: next.expiresAt });
        },
      ),
    },
  };
}
