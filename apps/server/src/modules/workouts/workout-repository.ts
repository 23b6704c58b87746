import type { Workout, WorkoutNode } from '@domestique/coach';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema.ts';

/** A rider's own workout as the service uses it (never the raw row). */
export interface OwnWorkout extends Workout<string> {
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const columns = {
  id: workouts.id,
  name: workouts.name,
  description: workouts.description,
  purpose: workouts.purpose,
  steps: workouts.steps,
  createdAt: workouts.createdAt,
  updatedAt: workouts.updatedAt,
};

function toWorkout(row: {
  id: string;
  name: string;
  description: string;
  purpose: string | null;
  steps: unknown[];
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

    async insert(userId: string, id: string, workout: Workout<string>): Promise<OwnWorkout> {
      const [row] = await db
        .insert(workouts)
        .values({
          id,
          userId,
          name: workout.name,
          description: workout.description,
          purpose: workout.purpose ?? null,
          steps: workout.steps as unknown[],
        })
        .returning(columns);
      return toWorkout(row!);
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
