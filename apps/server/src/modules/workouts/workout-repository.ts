import type { Workout, WorkoutNode } from '@domestique/coach';
import { cleanFileMeta, type WorkoutFileMeta } from '@domestique/formats';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { workouts } from '../../db/schema.ts';

/** A rider's own workout as the service uses it (never the raw row). */
export interface OwnWorkout extends Workout<string> {
  readonly id: string;
  /** What the file it was imported from said about itself (`{}` for a workout built here), for its downloads. */
  readonly fileMeta: WorkoutFileMeta;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const columns = {
  id: workouts.id,
  name: workouts.name,
  description: workouts.description,
  purpose: workouts.purpose,
  steps: workouts.steps,
  fileMeta: workouts.fileMeta,
  createdAt: workouts.createdAt,
  updatedAt: workouts.updatedAt,
};

function toWorkout(row: {
  id: string;
  name: string;
  description: string;
  purpose: string | null;
  steps: unknown[];
  fileMeta: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
}): OwnWorkout {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...(row.purpose != null ? { purpose: row.purpose } : {}),
    // validated by coach's validateWorkout before every write
    steps: row.steps as WorkoutNode[],
    fileMeta: cleanFileMeta(row.fileMeta),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Own workouts: every query filters by the signed-in rider's id. */
export function createWorkoutRepository(db: Db) {
  const own = (userId: string, id: string) => and(eq(workouts.userId, userId), eq(workouts.id, id));
  return {
    /** All of the rider's workouts, most recently changed first (bounded by MAX_OWN_WORKOUTS at creation). */
    async list(userId: string): Promise<OwnWorkout[]> {
      const rows = await db
        .select(columns)
        .from(workouts)
        .where(eq(workouts.userId, userId))
        .orderBy(desc(workouts.updatedAt), desc(workouts.id));
      return rows.map(toWorkout);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(workouts).where(eq(workouts.userId, userId));
      return Number(row?.n ?? 0);
    },

    async find(userId: string, id: string): Promise<OwnWorkout | null> {
      const [row] = await db.select(columns).from(workouts).where(own(userId, id)).limit(1);
      return row ? toWorkout(row) : null;
    },

    /** The rider's workouts among `ids` (others' and unknown ids are not found), in `tx` when given. */
    async findMany(userId: string, ids: readonly string[], tx: DbOrTx = db): Promise<OwnWorkout[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select(columns)
        .from(workouts)
        .where(and(eq(workouts.userId, userId), inArray(workouts.id, [...ids])));
      return rows.map(toWorkout);
    },

    /**
     * Inserts the workout unless the rider already keeps `max` (then null). The count and the insert happen under a
     * per-rider transaction-scoped advisory lock, so parallel imports cannot each see room for one and overshoot.
     * `fileMeta`: what an imported file said about itself (kept through later edits, written on download).
     */
    async insertWithinLimit(
      userId: string,
      id: string,
      workout: Workout<string>,
      max: number,
      fileMeta: WorkoutFileMeta = {},
    ): Promise<OwnWorkout | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workouts:${userId}`}))`);
        const [held] = await tx.select({ n: count() }).from(workouts).where(eq(workouts.userId, userId));
        if (Number(held?.n ?? 0) >= max) return null;
        const [row] = await tx
          .insert(workouts)
          .values({
            id,
            userId,
            name: workout.name,
            description: workout.description,
            purpose: workout.purpose ?? null,
            steps: workout.steps as unknown[],
            fileMeta: Object.keys(fileMeta).length > 0 ? { ...fileMeta } : null,
          })
          .returning(columns);
        return toWorkout(row!);
      });
    },

    async update(userId: string, id: string, workout: Workout<string>): Promise<OwnWorkout | null> {
      const [row] = await db
        .update(workouts)
        .set({
          name: workout.name,
          description: workout.description,
          purpose: workout.purpose ?? null,
          steps: workout.steps as unknown[],
          updatedAt: new Date(),
        })
        .where(own(userId, id))
        .returning(columns);
      return row ? toWorkout(row) : null;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(workouts).where(own(userId, id)).returning({ id: workouts.id });
      return rows.length > 0;
    },
  };
}

export type WorkoutRepository = ReturnType<typeof createWorkoutRepository>;
