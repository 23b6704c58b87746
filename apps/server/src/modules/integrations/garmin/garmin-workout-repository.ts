import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  garminWorkoutPushes,
  plannedSessions,
  plans,
  profiles,
  providerConnections,
} from '../../../db/schema.ts';

export type WorkoutPushRow = typeof garminWorkoutPushes.$inferSelect;

/** Reads what the plan holds for the coming days and records what was sent to Garmin (every query per rider). */
export function createGarminWorkoutRepository(db: Db) {
  return {
    /** The rider's zone, language and known FTP (null when unknown: targets then go as percent). */
    async riderFacts(userId: string) {
      const [row] = await db
        .select({ timezone: profiles.timezone, language: profiles.interfaceLanguage, ftp: profiles.ftp })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? null;
    },

    /** Rides still to do (status planned) of the rider's active plan between two days, inclusive. */
    async plannedRides(userId: string, from: string, to: string) {
      return db
        .select({
          uid: plannedSessions.uid,
          planId: plannedSessions.planId,
          date: plannedSessions.date,
          workoutId: plannedSessions.workoutId,
        })
        .from(plannedSessions)
        .innerJoin(plans, eq(plans.id, plannedSessions.planId))
        .where(
          and(
            eq(plannedSessions.userId, userId),
            eq(plans.status, 'active'),
            eq(plannedSessions.kind, 'ride'),
            eq(plannedSessions.status, 'planned'),
            gte(plannedSessions.date, from),
            lte(plannedSessions.date, to),
          ),
        );
    },

    /** What is on Garmin for sessions dated `from` or later (past ones stay as they were). */
    async pushesFrom(userId: string, from: string): Promise<WorkoutPushRow[]> {
      return db
        .select()
        .from(garminWorkoutPushes)
        .where(and(eq(garminWorkoutPushes.userId, userId), gte(garminWorkoutPushes.date, from)));
    },

    async insertPush(row: typeof garminWorkoutPushes.$inferInsert): Promise<void> {
      await db.insert(garminWorkoutPushes).values(row).onConflictDoNothing();
    },

    async deletePush(userId: string, planId: string, sessionUid: string): Promise<void> {
      await db
        .delete(garminWorkoutPushes)
        .where(
          and(
            eq(garminWorkoutPushes.userId, userId),
            eq(garminWorkoutPushes.planId, planId),
            eq(garminWorkoutPushes.sessionUid, sessionUid),
          ),
        );
    },

    async deleteAll(userId: string): Promise<void> {
      await db.delete(garminWorkoutPushes).where(eq(garminWorkoutPushes.userId, userId));
    },

    /** Riders connected to Garmin (for the daily pass that rolls the window forward). */
    async connectedRiders(): Promise<string[]> {
      const rows = await db
        .select({ userId: providerConnections.userId })
        .from(providerConnections)
        .where(and(eq(providerConnections.provider, 'garmin'), eq(providerConnections.status, 'active')));
      return rows.map((r) => r.userId);
    },
  };
}
export type GarminWorkoutRepository = ReturnType<typeof createGarminWorkoutRepository>;
