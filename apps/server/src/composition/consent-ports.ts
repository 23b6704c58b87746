import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, user } from '../db/schema.ts';
import type { ConsentRecorder } from '../modules/consents/index.ts';
import type { MarketingConsents } from '../modules/newsletter/index.ts';

/**
 * The newsletter knows addresses, the consents know riders: a confirmed or ended subscription is recorded as the
 * marketing e-mail consent of the rider whose account has that address (none: a visitor, nothing to record), and the
 * profile's marketing checkbox follows it.
 */
export function marketingConsentPorts(db: Db, recorder: ConsentRecorder) {
  const riderOf = async (email: string) => {
    const [row] = await db
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = lower(${email})`)
      .limit(1);
    return row?.id ?? null;
  };
  // the profile's checkbox follows the subscription, so Settings never shows a box ticked for mail that stopped
  const tick = (id: string, on: boolean) =>
    db.update(profiles).set({ marketingConsent: on }).where(eq(profiles.userId, id));
  const consents: MarketingConsents = {
    async granted(email) {
      const id = await riderOf(email);
      if (!id) return;
      await recorder.grant(id, 'marketing_email');
      await tick(id, true);
    },
    async withdrawn(email) {
      const id = await riderOf(email);
      if (!id) return;
      await recorder.withdraw(id, 'marketing_email');
      await tick(id, false);
    },
  };
  /** The signed-in rider's own address, for the unsubscribe in Settings. */
  const emailOf = async (userId: string) => {
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return row?.email ?? null;
  };
  return { consents, emailOf };
}
