import { timingSafeEqual } from 'node:crypto';
import type { StravaWebhookEvent } from '@domestique/contract';
import type { Logger } from '../../../http/logging.ts';
import type { ConnectionService } from '../connection-service.ts';

/** The jobs a webhook event becomes (enqueueing is one insert: the answer stays well inside Strava's 2 s). */
export interface StravaEventQueue {
  importActivity(userId: string, activityId: number): Promise<void>;
  removeActivity(userId: string, activityId: number): Promise<void>;
  deauthorized(userId: string): Promise<void>;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Strava's webhook: the subscription check, and each event turned into a job for the athlete's rider. */
export function createStravaWebhook(deps: {
  verifyToken: string | null;
  connections: ConnectionService;
  queue: StravaEventQueue;
  log: Logger;
}) {
  return {
    verifies(mode: string, token: string): boolean {
      return mode === 'subscribe' && deps.verifyToken !== null && same(token, deps.verifyToken);
    },

    async accept(event: StravaWebhookEvent): Promise<void> {
      const owner = await deps.connections.findByExternal('strava', String(event.owner_id));
      if (!owner) return; // not (or no longer) one of our riders
      if (event.object_type === 'athlete') {
        if (event.updates?.authorized === 'false') await deps.queue.deauthorized(owner.userId);
        return;
      }
      if (event.aspect_type === 'delete') await deps.queue.removeActivity(owner.userId, event.object_id);
      // an update may be a private activity made visible, or a new title: importing again is a no-op otherwise
      else await deps.queue.importActivity(owner.userId, event.object_id);
    },
  };
}
export type StravaWebhook = ReturnType<typeof createStravaWebhook>;
