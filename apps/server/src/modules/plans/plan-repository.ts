import type { EventPriority, Plan, PlanEvent } from '@domestique/coach';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { plannedSessions, plans } from '../../db/schema.ts';

/** A plan row without its JSON: what the calendar and the dashboard need to find the rider's plan. */
export interface PlanHead {
  id: string;
  userId: string;
  status: 'active' | 'ended';
  revision: number;
  startDate: string;
  endDate: string;
  eventDate: string | null;
  eventPriority: EventPriority | null;
  /** Every event of the plan (null for plans made before plans held several). */
  events: PlanEvent[] | null;
  adaptedOn: string | null;
  createdAt: Date;
  updatedAt: Date;
  endedAt: Date | null;
}

export interface PlanRecord extends PlanHead {
  plan: Plan;
}

export type SessionRow = typeof plannedSessions.$inferSelect;
export type NewSessionRow = typeof plannedSessions.$inferInsert;

const headColumns = {
  id: plans.id,
  userId: plans.userId,
  status: plans.status,
  revision: plans.revision,
  startDate: plans.startDate,
  endDate: plans.endDate,
  eventDate: plans.eventDate,
  eventPriority: plans.eventPriority,
  events: sql<PlanEvent[] | null>`${plans.input}->'events'`,
  adaptedOn: plans.adaptedOn,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
  endedAt: plans.endedAt,
};

const toHead = (r: Record<keyof typeof headColumns, unknown>): PlanHead => r as PlanHead;
const toRecord = (r: Record<string, unknown>): PlanRecord => ({
  ...toHead(r as never),
  plan: r.plan as Plan,
});

/** The columns a plan's JSON decides (kept beside it so reads need not open it). */
export function planColumns(plan: Plan) {
  const last = plan.weeks.at(-1)?.days.at(-1)?.date ?? plan.input.startDate;
  return {
    plan,
    input: plan.input,
    planVersion: plan.version,
    startDate: plan.input.startDate,
    endDate: last,
    eventDate: plan.input.event?.date ?? null,
    eventPriority: plan.input.event?.priority ?? null,
  };
}

export function createPlanRepository(db: Db) {
  return {
    db,
    /** Every rider with an active plan and the day it was last adapted (the daily sweep, plan-jobs.ts). */
    async activePlans(): Promise<{ userId: string; adaptedOn: string | null }[]> {
      return db
        .select({ userId: plans.userId, adaptedOn: plans.adaptedOn })
        .from(plans)
        .where(eq(plans.status, 'active'));
    },

    /** The rider's active plan without its JSON, or null. */
    async activeHead(userId: string, tx: DbOrTx = db): Promise<PlanHead | null> {
      const [row] = await tx
        .select(headColumns)
        .from(plans)
        .where(and(eq(plans.userId, userId), eq(plans.status, 'active')))
        .limit(1);
      return row ? toHead(row) : null;
    },

    /** The rider's active plan, locked for the transaction (every plan write goes through this). */
    async lockActive(userId: string, tx: DbOrTx): Promise<PlanRecord | null> {
      const [row] = await tx
        .select({ ...headColumns, plan: plans.plan })
        .from(plans)
        .where(and(eq(plans.userId, userId), eq(plans.status, 'active')))
        .for('update')
        .limit(1);
      return row ? toRecord(row) : null;
    },

    async find(userId: string, id: string, tx: DbOrTx = db): Promise<PlanRecord | null> {
      const [row] = await tx
        .select({ ...headColumns, plan: plans.plan })
        .from(plans)
        .where(and(eq(plans.userId, userId), eq(plans.id, id)))
        .limit(1);
      return row ? toRecord(row) : null;
    },

    async active(userId: string, tx: DbOrTx = db): Promise<PlanRecord | null> {
      const [row] = await tx
        .select({ ...headColumns, plan: plans.plan })
        .from(plans)
        .where(and(eq(plans.userId, userId), eq(plans.status, 'active')))
        .limit(1);
      return row ? toRecord(row) : null;
    },

    async list(userId: string): Promise<(PlanHead & { input: Plan['input'] })[]> {
      const rows = await db
        .select({ ...headColumns, input: plans.input })
        .from(plans)
        .where(eq(plans.userId, userId))
        .orderBy(desc(plans.createdAt), desc(plans.id));
      return rows.map((r) => ({ ...toHead(r), input: r.input as Plan['input'] }));
    },

    /** Ends the rider's active plan (it keeps its changes and sessions); returns its id, or null when none. */
    async endActive(userId: string, at: Date, tx: DbOrTx): Promise<string | null> {
      const [row] = await tx
        .update(plans)
        .set({ status: 'ended', endedAt: at, updatedAt: at })
        .where(and(eq(plans.userId, userId), eq(plans.status, 'active')))
        .returning({ id: plans.id });
      return row?.id ?? null;
    },

    async insert(userId: string, id: string, plan: Plan, adaptedOn: string, tx: DbOrTx): Promise<void> {
      await tx
        .insert(plans)
        .values({ id, userId, status: 'active', revision: 0, adaptedOn, ...planColumns(plan) });
    },

    /** Writes the plan as it now stands (its revision bumped). */
    async savePlan(
      userId: string,
      id: string,
      plan: Plan,
      fields: { adaptedOn?: string },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(plans)
        .set({
          ...planColumns(plan),
          ...fields,
          revision: sql`${plans.revision} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(plans.userId, userId), eq(plans.id, id)));
    },

    /** Replaces the plan's session rows (the projection is rewritten whole with the plan). */
    async replaceSessions(userId: string, planId: string, rows: NewSessionRow[], tx: DbOrTx): Promise<void> {
      await tx
        .delete(plannedSessions)
        .where(and(eq(plannedSessions.userId, userId), eq(plannedSessions.planId, planId)));
      // a 52-week plan is ~400 rows; chunks keep each statement's parameter count modest
      for (let i = 0; i < rows.length; i += 200)
        await tx.insert(plannedSessions).values(rows.slice(i, i + 200));
    },

    /** The plan's session rows from `from` to `to` (inclusive), in day and plan order. */
    /** The planned session a ride did (completed or partial), of any of the rider's plans, latest first; or null. */
    async sessionForRide(userId: string, activityId: string): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(plannedSessions)
        .where(
          and(
            eq(plannedSessions.userId, userId),
            eq(plannedSessions.activityId, activityId),
            inArray(plannedSessions.status, ['completed', 'partial']),
          ),
        )
        .orderBy(desc(plannedSessions.date))
        .limit(1);
      return row ?? null;
    },

    async sessionsBetween(userId: string, planId: string, from: string, to: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(plannedSessions)
        .where(
          and(
            eq(plannedSessions.userId, userId),
            eq(plannedSessions.planId, planId),
            gte(plannedSessions.date, from),
            lte(plannedSessions.date, to),
          ),
        )
        .orderBy(asc(plannedSessions.date), asc(plannedSessions.position));
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
