import type { PlanChange } from '@domestique/coach';
import type { ChangeTrigger } from '@domestique/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { planChanges } from '../../db/schema.ts';

/** A stored plan change: the coach's `PlanChange` and what the server knows about it. */
export interface StoredChange {
  id: string;
  planId: string;
  seq: number;
  origin: 'coach' | 'rider';
  trigger: ChangeTrigger;
  triggerRef: string | null;
  change: PlanChange;
  createdAt: Date;
  undoneAt: Date | null;
  undoneBy: string | null;
  undoesId: string | null;
}

/** A change about to be stored. */
export interface NewChange {
  id: string;
  change: PlanChange;
  origin: 'coach' | 'rider';
  trigger: ChangeTrigger;
  triggerRef: string | null;
  /** For an undo: the stored change it undoes. */
  undoesId?: string | null;
}

type Row = typeof planChanges.$inferSelect;

/**
 * Columns `from`/`to` hold the change's two sides; `extra` the rest of it (a level change's swaps, an undone change,
 * the group of changes decided together — kept in `extra` so no column is needed for it).
 */
function split(change: PlanChange): { fromValue: unknown; toValue: unknown; extra: unknown } {
  const group = change.group === undefined ? {} : { group: change.group };
  const extra = (rest: object) =>
    Object.keys(rest).length + Object.keys(group).length > 0 ? { ...rest, ...group } : null;
  switch (change.kind) {
    case 'levelChange':
      return { fromValue: change.from, toValue: change.to, extra: extra({ swaps: change.swaps }) };
    case 'undo':
      return { fromValue: null, toValue: null, extra: extra({ undoes: change.undoes }) };
    case 'note':
      return { fromValue: null, toValue: null, extra: extra({}) };
    default:
      return { fromValue: change.from, toValue: change.to, extra: extra({}) };
  }
}

function toStored(r: Row): StoredChange {
  const base = { kind: r.kind, reason: r.reason, decidedOn: r.decidedOn, inputs: r.inputs };
  const extra = (r.extra ?? {}) as Record<string, unknown>;
  const grouped = typeof extra.group === 'string' ? { ...base, group: extra.group } : base;
  const change =
    r.kind === 'note'
      ? grouped
      : r.kind === 'undo'
        ? { ...grouped, undoes: extra.undoes }
        : { ...grouped, from: r.fromValue, to: r.toValue, ...extra };
  return {
    id: r.id,
    planId: r.planId,
    seq: r.seq,
    origin: r.origin as StoredChange['origin'],
    trigger: r.trigger as ChangeTrigger,
    triggerRef: r.triggerRef,
    change: change as PlanChange,
    createdAt: r.createdAt,
    undoneAt: r.undoneAt,
    undoneBy: r.undoneBy,
    undoesId: r.undoesId,
  };
}

export function createChangeRepository(db: Db) {
  const own = (userId: string, planId: string) =>
    and(eq(planChanges.userId, userId), eq(planChanges.planId, planId));
  return {
    /** Every change of the plan, in the order they were applied. */
    async history(userId: string, planId: string, tx: DbOrTx = db): Promise<StoredChange[]> {
      const rows = await tx
        .select()
        .from(planChanges)
        .where(own(userId, planId))
        .orderBy(asc(planChanges.seq));
      return rows.map(toStored);
    },

    async insert(userId: string, planId: string, made: readonly NewChange[], tx: DbOrTx): Promise<void> {
      if (made.length === 0) return;
      const [last] = await tx
        .select({ seq: sql<number>`coalesce(max(${planChanges.seq}), 0)::int` })
        .from(planChanges)
        .where(own(userId, planId));
      let seq = Number(last?.seq ?? 0);
      const at = new Date();
      await tx.insert(planChanges).values(
        made.map((m) => ({
          id: m.id,
          userId,
          planId,
          seq: ++seq,
          kind: m.change.kind,
          reason: m.change.reason,
          origin: m.origin,
          trigger: m.trigger,
          triggerRef: m.triggerRef,
          decidedOn: m.change.decidedOn,
          ...split(m.change),
          inputs: { ...m.change.inputs },
          undoesId: m.undoesId ?? null,
          createdAt: at,
        })),
      );
    },

    async markUndone(userId: string, id: string, undoneBy: string, at: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(planChanges)
        .set({ undoneAt: at, undoneBy })
        .where(and(eq(planChanges.userId, userId), eq(planChanges.id, id), isNull(planChanges.undoneAt)));
    },

    async find(userId: string, id: string, tx: DbOrTx = db): Promise<StoredChange | null> {
      const [row] = await tx
        .select()
        .from(planChanges)
        .where(and(eq(planChanges.userId, userId), eq(planChanges.id, id)))
        .limit(1);
      return row ? toStored(row) : null;
    },

    /** One page of the plan's changes, newest first, and how many there are. */
    async page(userId: string, planId: string, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(planChanges)
          .where(own(userId, planId))
          .orderBy(desc(planChanges.seq))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(planChanges).where(own(userId, planId)),
      ]);
      return { items: rows.map(toStored), total: Number(total?.n ?? 0) };
    },

    async latest(userId: string, planId: string): Promise<StoredChange | null> {
      const [row] = await db
        .select()
        .from(planChanges)
        .where(own(userId, planId))
        .orderBy(desc(planChanges.seq))
        .limit(1);
      return row ? toStored(row) : null;
    },
  };
}

export type ChangeRepository = ReturnType<typeof createChangeRepository>;
