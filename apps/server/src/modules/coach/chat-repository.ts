import { randomUUID } from 'node:crypto';
import type { ProposalChange } from '@domestique/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coachChatTurns, coachProposals } from '../../db/schema.ts';

export type TurnRow = typeof coachChatTurns.$inferSelect;
export type ProposalRow = Omit<typeof coachProposals.$inferSelect, 'changes'> & { changes: ProposalChange[] };

/** The coach's chat: a rider's turns and the proposals the coach's replies made (every query scoped to the rider). */
export function createChatRepository(db: Db) {
  return {
    db,

    /** The rider's last `n` turns, oldest first. */
    async lastTurns(userId: string, n: number): Promise<TurnRow[]> {
      const rows = await db
        .select()
        .from(coachChatTurns)
        .where(eq(coachChatTurns.userId, userId))
        .orderBy(desc(coachChatTurns.seq))
        .limit(n);
      return rows.reverse();
    },

    /** Stores the rider's message, the coach's reply and the reply's proposals in one transaction, in that order. */
    async saveExchange(
      userId: string,
      exchange: {
        message: string;
        reply: string;
        /** null: the server's own words (the model gave no answer). */
        model: string | null;
        at: Date;
        proposals: { changes: ProposalChange[]; expiresAt: Date }[];
      },
    ): Promise<{ turnId: string; proposals: ProposalRow[] }> {
      return db.transaction(async (tx) => {
        const turnId = randomUUID();
        // two statements, so the identity column orders the message before its reply
        await tx.insert(coachChatTurns).values({
          id: randomUUID(),
          userId,
          role: 'rider',
          text: exchange.message,
          model: null,
          createdAt: exchange.at,
        });
        await tx.insert(coachChatTurns).values({
          id: turnId,
          userId,
          role: 'coach',
          text: exchange.reply,
          model: exchange.model,
          createdAt: exchange.at,
        });
        const proposals =
          exchange.proposals.length === 0
            ? []
            : await tx
                .insert(coachProposals)
                .values(
                  exchange.proposals.map((p) => ({
                    id: randomUUID(),
                    userId,
                    turnId,
                    changes: p.changes,
                    expiresAt: p.expiresAt,
                    createdAt: exchange.at,
                  })),
                )
                .returning();
        return { turnId, proposals: proposals as ProposalRow[] };
      });
    },

    async proposalsOfTurns(userId: string, turnIds: string[]): Promise<ProposalRow[]> {
      if (turnIds.length === 0) return [];
      const rows = await db
        .select()
        .from(coachProposals)
        .where(and(eq(coachProposals.userId, userId), inArray(coachProposals.turnId, turnIds)))
        .orderBy(coachProposals.createdAt, coachProposals.id);
      return rows as ProposalRow[];
    },

    async findProposal(userId: string, id: string): Promise<ProposalRow | null> {
      const [row] = await db
        .select()
        .from(coachProposals)
        .where(and(eq(coachProposals.userId, userId), eq(coachProposals.id, id)));
      return (row as ProposalRow | undefined) ?? null;
    },

    /**
     * Closes a pending proposal (accepted or dismissed) if it still is pending and unexpired; false when another
     * request closed it first — the single use holds under a double click.
     */
    async close(userId: string, id: string, status: 'accepted' | 'dismissed', at: Date): Promise<boolean> {
      const rows = await db
        .update(coachProposals)
        .set({ status, decidedAt: at })
        .where(
          and(
            eq(coachProposals.userId, userId),
            eq(coachProposals.id, id),
            eq(coachProposals.status, 'pending'),
            sql`${coachProposals.expiresAt} > ${at.toISOString()}`,
          ),
        )
        .returning({ id: coachProposals.id });
      return rows.length === 1;
    },

    /** Re-opens a proposal whose accept failed (the plan had changed): the rider may still dismiss it. */
    async reopen(userId: string, id: string): Promise<void> {
      await db
        .update(coachProposals)
        .set({ status: 'pending', decidedAt: null })
        .where(and(eq(coachProposals.userId, userId), eq(coachProposals.id, id)));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
