import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';

/**
 * `POST /api/auth/session/rotate`: issues a fresh session token and revokes the one presented, so a long-lived
 * client refreshes with rotation (RFC 9700 §4.14.2 style): a replayed old token is rejected afterwards.
 */
export function sessionRotation(): BetterAuthPlugin {
  return {
    id: 'session-rotation',
    endpoints: {
      rotateSession: createAuthEndpoint(
        '/session/rotate',
        { method: 'POST', use: [sessionMiddleware] },
        async (ctx) => {
          const current = ctx.context.session;
          const next = await ctx.context.internalAdapter.createSession(current.user.id);
          await ctx.context.internalAdapter.deleteSession(current.session.token);
          await setSessionCookie(ctx, { session: next, user: current.user });
          return ctx.json({ token: next.token, expiresAt: next.expiresAt });
        },
      ),
    },
  };
}
