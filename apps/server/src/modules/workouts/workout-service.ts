import { randomUUID } from 'node:crypto';
import {
  type CoachLanguage,
  type CurrentFtp,
  currentFtp,
  libraryWorkoutById,
  normalizeWorkoutName,
  WORKOUT_LIMITS,
  type Workout,
} from '@domestique/coach';
import {
  OWN_WORKOUT_ID_PREFIX,
  type WorkoutDetail,
  type WorkoutInput,
  type WorkoutList,
  type WorkoutListQuery,
  type WorkoutSummary,
} from '@domestique/contract';
import type { WorkoutFileMeta } from '@domestique/formats';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { FtpRepository } from '../ftp/index.ts';
import { libraryCatalog, librarySummary, matchesQuery, plannedTimeInZones } from './workout-catalog.ts';
import type { WorkoutRepository } from './workout-repository.ts';
import {
  ownSummary,
  type ResolvedWorkout,
  resolvedLibrary,
  resolvedOwn,
  workoutDetail,
} from './workout-view.ts';

/** Own workouts per rider (coach's WORKOUT_LIMITS, which the messages quote). */
export const MAX_OWN_WORKOUTS = WORKOUT_LIMITS.maxOwnWorkouts;

export const isOwnWorkoutId = (id: string) => id.startsWith(OWN_WORKOUT_ID_PREFIX);

/** A workout body as the coach model (optional purpose left out when absent or blank). */
function toWorkout(input: WorkoutInput): Workout<string> {
  return {
    name: input.name.trim(),
    description: input.description,
    ...(input.purpose?.trim() ? { purpose: input.purpose } : {}),
    steps: input.steps,
  };
}

/**
 * The library and the rider's own workouts: lists with filters, details with derived numbers at the rider's FTP,
 * and own workouts' writes. Own workouts are found by (user, id) only: another rider's id is simply not found (404).
 */
export function createWorkoutService(deps: { repo: WorkoutRepository; ftpRepo: FtpRepository }) {
  async function riderFtp(userId: string): Promise<CurrentFtp | null> {
    const [history, profile] = await Promise.all([
      deps.ftpRepo.history(userId),
      deps.ftpRepo.profileFacts(userId),
    ]);
    return currentFtp(history, profile);
  }

  async function resolve(userId: string, id: string, lang: CoachLanguage): Promise<ResolvedWorkout> {
    if (isOwnWorkoutId(id)) {
      const own = await deps.repo.find(userId, id);
      if (own) return resolvedOwn(own);
    } else {
      const library = libraryWorkoutById(id);
      if (library) return resolvedLibrary(library, lang);
    }
    throw new HttpError(404, 'not_found');
  }

  async function ownOrFail(userId: string, id: string) {
    if (!isOwnWorkoutId(id)) {
      if (libraryWorkoutById(id)) throw new HttpError(403, 'library_workout_readonly');
      throw new HttpError(404, 'not_found');
    }
    const own = await deps.repo.find(userId, id);
    if (!own) throw new HttpError(404, 'not_found');
    return own;
  }

  return {
    riderFtp,
    resolve,

    /** 409 `workout_limit_reached` when the rider already keeps MAX_OWN_WORKOUTS (a cheap early answer). */
    async assertRoomForOne(userId: string): Promise<void> {
      if ((await deps.repo.count(userId)) >= MAX_OWN_WORKOUTS)
        throw new HttpError(409, 'workout_limit_reached');
    },

    async list(userId: string, q: WorkoutListQuery, lang: CoachLanguage): Promise<WorkoutList> {
      const minS = q.minDurationMin != null ? q.minDurationMin * 60 : 0;
      const maxS = q.maxDurationMin != null ? q.maxDurationMin * 60 : Number.POSITIVE_INFINITY;
      const fitsTime = (s: WorkoutSummary) => s.durationS >= minS && s.durationS <= maxS;
      // family, level and setting describe library workouts: asking for one leaves own workouts out
      const libraryOnly = q.family != null || q.minLevel != null || q.maxLevel != null || q.setting != null;
      const items: WorkoutSummary[] = [];
      if (!libraryOnly) {
        for (const own of await deps.repo.list(userId)) {
          if (!matchesQuery(normalizeWorkoutName(own.name), q.q)) continue;
          const summary = ownSummary(own);
          if (fitsTime(summary)) items.push(summary);
        }
      }
      if (!q.mine) {
        for (const entry of libraryCatalog()) {
          const w = entry.workout;
          if (q.family && w.family !== q.family) continue;
          if (q.minLevel != null && w.level < q.minLevel) continue;
          if (q.maxLevel != null && w.level > q.maxLevel) continue;
          if (q.setting && w.setting !== q.setting && w.setting !== 'any') continue;
          if (!matchesQuery(entry.searchName[lang], q.q)) continue;
          const summary = librarySummary(entry, lang);
          if (fitsTime(summary)) items.push(summary);
        }
      }
      const start = (q.page - 1) * q.pageSize;
      return {
        items: items.slice(start, start + q.pageSize),
        page: q.page,
        pageSize: q.pageSize,
        total: items.length,
      };
    },

    /**
     * Planned time in zones of the rider's own workouts among `ids` (what compliance compares a ride with when one is
     * on their plan), read in `tx` (the plan's write holds it); ids that are not theirs are left out.
     */
    async plannedZones(
      userId: string,
      ids: readonly string[],
      tx?: DbOrTx,
    ): Promise<ReadonlyMap<string, readonly number[]>> {
      const own = await deps.repo.findMany(userId, ids.filter(isOwnWorkoutId), tx);
      return new Map(own.map((w) => [w.id, plannedTimeInZones(w)]));
    },

    async detail(userId: string, id: string, lang: CoachLanguage): Promise<WorkoutDetail> {
      const [resolved, ftp] = await Promise.all([resolve(userId, id, lang), riderFtp(userId)]);
      return workoutDetail(resolved, ftp);
    },

    async create(userId: string, input: WorkoutInput): Promise<WorkoutDetail> {
      return this.store(userId, toWorkout(input));
    },

    /**
     * Stores a valid workout as the rider's own (built, duplicated or imported; `fileMeta` is what an imported file
     * said about itself, written back on its downloads).
     */
    async store(
      userId: string,
      workout: Workout<string>,
      fileMeta?: WorkoutFileMeta,
    ): Promise<WorkoutDetail> {
      const id = `${OWN_WORKOUT_ID_PREFIX}${randomUUID()}`;
      const own = await deps.repo.insertWithinLimit(userId, id, workout, MAX_OWN_WORKOUTS, fileMeta);
      if (!own) throw new HttpError(409, 'workout_limit_reached');
      return workoutDetail(resolvedOwn(own), await riderFtp(userId));
    },

    async update(userId: string, id: string, input: WorkoutInput): Promise<WorkoutDetail> {
      await ownOrFail(userId, id);
      const own = await deps.repo.update(userId, id, toWorkout(input));
      if (!own) throw new HttpError(404, 'not_found');
      return workoutDetail(resolvedOwn(own), await riderFtp(userId));
    },

    async delete(userId: string, id: string): Promise<void> {
      await ownOrFail(userId, id);
      if (!(await deps.repo.delete(userId, id))) throw new HttpError(404, 'not_found');
    },
  };
}

export type WorkoutService = ReturnType<typeof createWorkoutService>;
