import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { providerWebhookSubscriptions } from '../../../db/schema.ts';

/** A known id is trusted for this long per process before it is read again (the table changes once in a blue moon). */
const CACHE_MS = 60_000;

/**
 * The id of the Strava webhook subscription that points at this deployment, as `strava.ensure-subscription` last
 * saw it (created or found), in `provider_webhook_subscriptions` so every process knows it. Events carry it as
 * `subscription_id`; one without it, or with another, was not sent to us by Strava.
 */
export function createStravaSubscriptionStore(db: Db) {
  let cached: { id: string; at: number } | null = null;
  return {
    async save(subscriptionId: number, callbackUrl: string): Promise<void> {
      const id = String(subscriptionId);
      await db
        .insert(providerWebhookSubscriptions)
        .values({ provider: 'strava', subscriptionId: id, callbackUrl })
        .onConflictDoUpdate({
          target: providerWebhookSubscriptions.provider,
          set: { subscriptionId: id, callbackUrl, updatedAt: sql`now()` },
        });
      cached = { id, at: Date.now() };
    },

    /** Ours, or null while no subscription is known (then no event is ours). Only a known id is cached. */
    async current(): Promise<string | null> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.id;
      const [row] = await db
        .select({ id: providerWebhookSubscriptions.subscriptionId })
        .from(providerWebhookSubscriptions)
        .where(eq(providerWebhookSubscriptions.provider, 'strava'));
      cached = row ? { id: row.id, at: Date.now() } : null;
      return cached?.id ?? null;
    },
  };
}
export type StravaSubscriptionStore = ReturnType<typeof createStravaSubscriptionStore>;
