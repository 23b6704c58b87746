import { libraryWorkoutById, localDay, type PlanInputChanges, safeTimeZone } from '@domestique/coach';
import type { Language, Profile, ProfileInput } from '@domestique/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Publish } from '../../events/domain-events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { FtpRepository } from '../ftp/index.ts';
import type { ProgressRepository } from '../progress/index.ts';
import { registerCalendarRoutes } from './calendar-routes.ts';
import { createCalendarService } from './calendar-service.ts';
import { createChangeRepository } from './change-repository.ts';
import { registerCheckInRoutes } from './check-in-routes.ts';
import { createCheckInService } from './check-in-service.ts';
import { createFactsRepository, planProfileOf } from './facts-repository.ts';
import { createFeedService } from './feed-service.ts';
import { createPlanEngine, type MutationResult, type RiderDay, type SaveWeek } from './plan-engine.ts';
import { createPlanExport } from './plan-export.ts';
import { availabilityFromDays, weekOf } from './plan-input.ts';
import { registerPlanJobs } from './plan-jobs.ts';
import { createPlanRepository } from './plan-repository.ts';
import { registerPlanRoutes } from './plan-routes.ts';
import { createPlanService } from './plan-service.ts';
import { createPlanSummary } from './plan-summary.ts';
import { createPlanTriggers } from './plan-triggers.ts';
import type { OwnWorkoutZones } from './planned-zones.ts';
import { proposedWeek } from './week-proposal.ts';
import { createWellnessRepository } from './wellness-repository.ts';

/** A test the plan scheduled (the FTP module's recognition seam: the ride of that day is that test first). */
export interface PlannedFtpTest {
  day: string;
  protocol: 'ramp' | '20min' | '8min';
  workoutId: string;
}

/**
 * The adaptive coach on the server: plans, the calendar, check-ins and feedback, the ICS feed. Rides and FTP changes
 * reach the plan as jobs (plan-jobs.ts, queued by the composition root from the ride module's events); the profile
 * save is wrapped (`trackProfile`) — those modules know nothing of plans. What it reads of other modules (the FTP
 * history, the rider's load) comes in as their repositories, built by the composition root.
 */
export function createPlanModules(deps: {
  db: Db;
  ftpRepo: FtpRepository;
  progressRepo: ProgressRepository;
  log: FastifyBaseLogger;
  baseUrl: string;
  now?: () => Date;
  /** "Plan changed" goes out through it (in the plan write's transaction). */
  publish?: Publish;
  /** The plan's triggers run as jobs on it when given (plan-jobs.ts). */
  jobs?: JobQueue;
  /** Writes the plan's week into the rider's profile (the profile repository's `setWeek`), in the plan's write. */
  saveWeek?: SaveWeek;
  /** Planned zones of the rider's own workouts (the workouts module's `plannedZones`), for compliance. */
  ownWorkoutZones?: OwnWorkoutZones;
  /** Whether the rider granted the health-data consent (the consents module's port); none given: never. */
  healthConsent?: (userId: string, tx?: DbOrTx) => Promise<boolean>;
}) {
  const now = deps.now ?? (() => new Date());
  const plans = createPlanRepository(deps.db);
  const changes = createChangeRepository(deps.db);
  const facts = createFactsRepository(deps.db);
  const healthConsent = deps.healthConsent ?? (async () => false);
  const wellness = createWellnessRepository(deps.db, healthConsent);
  const ftpRepo = deps.ftpRepo;
  const engine = createPlanEngine({
    db: deps.db,
    plans,
    changes,
    facts,
    wellness,
    progress: deps.progressRepo,
    now,
    publish: deps.publish,
    saveWeek: deps.saveWeek,
    ownWorkoutZones: deps.ownWorkoutZones,
  });
  const triggers = createPlanTriggers({ engine, wellness, ftpRepo, log: deps.log });
  // called only after start-up, when `planService` below exists (the two services need each other)
  const changeViews = (result: MutationResult, day: RiderDay, lang: Language) =>
    planService.views(result.record, day, lang, result.stored);
  const checkIns = createCheckInService({
    engine,
    triggers,
    wellness,
    facts,
    plans,
    changeViews,
    now,
    healthConsent,
  });
  const planService = createPlanService({
    engine,
    triggers,
    plans,
    changes,
    ftpRepo,
    checkIns,
    wellness,
    facts,
  });
  const calendar = createCalendarService({
    engine,
    plans,
    facts,
    wellness,
    planService,
    triggers,
    now,
  });
  const feed = createFeedService({ wellness, plans, facts, baseUrl: deps.baseUrl, now });
  if (deps.jobs) registerPlanJobs(deps.jobs, { triggers, engine, plans });

  return {
    triggers,
    planService,
    calendar,
    checkIns,
    feed,
    /** Deletes the resting HR and HRV of the rider's check-ins, readiness recomputed (a port of the consents module). */
    eraseHealthData: wellness.eraseHealthData,
    /** Every plan with its weeks and worded changes (a port of the exports module). */
    exportPlans: createPlanExport({ plans, changes }),
    /** The active plan as a weekly or monthly summary reads it (a port of the summaries module). */
    planSummary: createPlanSummary({ plans, changes }),

    /**
     * Wraps the profile service: a new goal, weekly hours, days or day caps in the profile (Settings → Training
     * week) re-plan the active plan from today (keeping the past, and the start load's basis: coach
     * `replanForChanges`); a day without a cap of its own keeps the cap the plan had for it. Settings the coach
     * cannot plan with (0 hours) leave the plan as it is.
     */
    trackProfile<
      T extends {
        save(userId: string, input: ProfileInput, stored?: Profile | null): Promise<Profile>;
        stored(userId: string): Promise<Profile | null>;
      },
    >(profiles: T): T {
      return {
        ...profiles,
        // the profile as the request found it is read once, by the outermost wrapper, and handed inwards (issue #18)
        async save(userId: string, input: ProfileInput, stored?: Profile | null): Promise<Profile> {
          const before = stored !== undefined ? stored : await profiles.stored(userId);
          const saved = await profiles.save(userId, input, before);
          if (!before) return saved;
          const hours = saved.weekly_hours;
          const days = saved.available_days;
          const sameDays = (a: readonly string[] | null | undefined) =>
            JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(days ?? [])].sort());
          const goalChanged = saved.primary_goal !== before.primary_goal;
          const hoursChanged = hours != null && hours >= 1 && hours !== before.weekly_hours;
          const daysChanged = (days?.length ?? 0) > 0 && !sameDays(before.available_days);
          const capsChanged =
            (days?.length ?? 0) > 0 &&
            JSON.stringify(saved.day_caps ?? {}) !== JSON.stringify(before.day_caps ?? {});
          if (!goalChanged && !hoursChanged && !daysChanged && !capsChanged) return saved;
          const plan = (await plans.active(userId))?.plan.input;
          if (!plan) return saved;
          const changes: { -readonly [K in keyof PlanInputChanges]: PlanInputChanges[K] } = {};
          if (goalChanged && saved.primary_goal !== plan.goal) changes.goal = saved.primary_goal;
          if (hoursChanged && hours !== plan.weeklyHours) changes.weeklyHours = hours!;
          if (daysChanged || capsChanged) {
            const availability = availabilityFromDays(
              days!,
              hours ?? plan.weeklyHours,
              plan.availability,
              saved.day_caps,
            );
            if (JSON.stringify(availability) !== JSON.stringify(plan.availability))
              changes.availability = availability;
          }
          if (Object.keys(changes).length > 0)
            // the rider's day from the profile just saved: the re-plan reads it no more
            await triggers.safely('profileSettings', userId, () =>
              triggers.settingsChanged(
                userId,
                changes,
                'rider',
                'settings',
                engine.dayOf(userId, planProfileOf(saved)),
              ),
            );
          return saved;
        },
      };
    },

    /** The FTP tests the active plan schedules from `from` to `to` (for the FTP module's test recognition). */
    async plannedFtpTests(userId: string, from: string, to: string): Promise<PlannedFtpTest[]> {
      const head = await plans.activeHead(userId);
      if (!head) return [];
      const rows = await plans.sessionsBetween(userId, head.id, from, to);
      return rows.flatMap((r) => {
        const protocol = r.role === 'test' ? libraryWorkoutById(r.workoutId)?.ftpTest : undefined;
        return protocol && r.status !== 'skipped' && r.status !== 'moved'
          ? [{ day: r.date, protocol, workoutId: r.workoutId }]
          : [];
      });
    },

    /** The active plan's hours and riding days (Monday first), as the coach's chat reads them; null without a plan. */
    async trainingWeek(userId: string) {
      const input = (await plans.active(userId))?.plan.input;
      if (!input) return null;
      const { weeklyHours, days } = weekOf(input);
      return { weeklyHours, days: [...days] };
    },

    /** A new training week for the active plan as the coach's chat proposes it (a dry run: nothing written). */
    async proposeWeek(userId: string, ask: Parameters<typeof proposedWeek>[1]) {
      return proposedWeek((await plans.active(userId))?.plan.input ?? null, ask);
    },

    /** The active plan's sessions from the rider's today to its end (what a provider sync pushes), or null. */
    async upcomingSessions(userId: string) {
      const head = await plans.activeHead(userId);
      if (!head) return null;
      const profile = await facts.profile(userId);
      const day = localDay(safeTimeZone(profile?.timezone), now());
      return { today: day, sessions: await plans.sessionsBetween(userId, head.id, day, head.endDate) };
    },

    register(app: FastifyInstance, authenticate: Authenticate) {
      registerPlanRoutes(app, { authenticate, plans: planService });
      registerCalendarRoutes(app, { authenticate, calendar, feed });
      registerCheckInRoutes(app, { authenticate, checkIns });
    },
  };
}

export type PlanModules = ReturnType<typeof createPlanModules>;
