import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

export function createNewsletterRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<Subscription | null> {
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
        .limit(1);
      return rows[0] ?? null;
    },
    async findByConfirmHash(hash: string): Promise<Subscription | null> {
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.confirmTokenHash, hash))
        .limit(1);
      return rows[0] ?? null;
    },
    async findByUnsubscribeHash(hash: string): Promise<Subscription | null> {
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hash))
        .limit(1);
      return rows[0] ?? null;
    },
    async insert(row: typeof newsletterSubscriptions.$inferInsert): Promise<void> {
      await db.insert(newsletterSubscriptions).values(row);
    },
    async update(id: string, patch: Partial<typeof newsletterSubscriptions.$inferInsert>): Promise<void> {
      await db
        .update(newsletterSubscriptions)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(newsletterSubscriptions.id, id));
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
