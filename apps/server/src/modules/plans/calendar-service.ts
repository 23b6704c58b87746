import { randomUUID } from 'node:crypto';
import {
  addDays,
  daysBetween,
  type EventPriority,
  findWorkout,
  moveSession,
  type Plan,
  type PlanChange,
  periodStart,
  type RiderActionRefusal,
  type RiderActionResult,
  type RiderActionWarning,
  type SwapChange,
  sessionAlternatives,
  skipSession,
  swapSession,
  type UnavailableReason,
  unavailableChanges,
  type WorkoutCatalog,
} from '@domestique/coach';
import {
  CALENDAR_MAX_DAYS,
  type CalendarView,
  type Language,
  type PlanChangeView,
  UNAVAILABLE_MAX_DAYS,
} from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { FactsRepository } from './facts-repository.ts';
import type { DecideContext, MutationResult, PlanEngine, RiderDay } from './plan-engine.ts';
import type { PlanHead, PlanRepository } from './plan-repository.ts';
import type { PlanService } from './plan-service.ts';
import { sessionView } from './plan-views.ts';
import type { WellnessRepository } from './wellness-repository.ts';

/** A refused calendar action as the API says it. */
function refused(reason: RiderActionRefusal): HttpError {
  switch (reason) {
    case 'notFound':
      return new HttpError(404, 'session_not_found');
    case 'inPast':
      return new HttpError(400, 'validation_error', { toDate: 'date_in_past' });
    case 'outsidePlan':
      return new HttpError(400, 'validation_error', { toDate: 'outside_plan' });
    case 'sameDay':
      return new HttpError(400, 'validation_error', { toDate: 'same_day' });
    case 'notAlternative':
      return new HttpError(400, 'validation_error', { workoutId: 'not_an_alternative' });
  }
}

/** What the coach's chat may propose of the calendar's actions (dry-run here by the rule each action uses). */
export type CalendarProposal =
  | { kind: 'move'; uid: string; toDate: string }
  | { kind: 'skip'; uid: string }
  | { kind: 'swap'; uid: string; workoutId: string }
  | { kind: 'unavailable'; from: string; to: string; reason: UnavailableReason };

/** A dry run's refusal: the calendar rules', or a range of days unavailable the chat may not propose. */
export type DryRunRefusal = RiderActionRefusal | 'noPlan' | 'rangeEndBeforeStart' | 'rangeTooLong';
export type DryRunResult =
  | { ok: true; warnings: readonly RiderActionWarning[]; affected: readonly string[] }
  | { ok: false; reason: DryRunRefusal };

/**
 * The calendar: a date range of planned sessions (with what became of them) and rides, the rider's own moves, skips
 * and swaps (stored as changes like the coach's), and days marked unavailable.
 */
export function createCalendarService(deps: {
  engine: PlanEngine;
  plans: PlanRepository;
  facts: FactsRepository;
  wellness: WellnessRepository;
  planService: Pick<PlanService, 'freshDay' | 'views'>;
  triggers: {
    unavailableAdded: (
      userId: string,
      range: Parameters<WellnessRepository['insertRange']>[1],
      trigger: 'unavailable' | 'chat',
    ) => Promise<MutationResult | null>;
    unavailableRemoved: (userId: string, id: string) => Promise<MutationResult | null>;
  };
  now: () => Date;
}) {
  const { plans, wellness } = deps;

  const changeViews = (result: MutationResult, day: RiderDay, lang: Language): Promise<PlanChangeView[]> =>
    deps.planService.views(result.record, day, lang, result.stored);

  /** A rider action on the active plan, stored as a change (origin rider); 404 without a plan or session. */
  async function act<C extends PlanChange>(
    userId: string,
    lang: Language,
    decide: (ctx: DecideContext) => RiderActionResult<C>,
    trigger: 'calendar' | 'chat' = 'calendar',
  ): Promise<{ change: PlanChangeView; warnings: RiderActionWarning[] }> {
    let warnings: RiderActionWarning[] = [];
    const result = await deps.engine.mutate(userId, (ctx) => {
      const r = decide(ctx);
      if (!r.ok) throw refused(r.reason);
      warnings = [...r.warnings];
      return { changes: [{ change: r.change, origin: 'rider', trigger, triggerRef: null }] };
    });
    if (!result) throw new HttpError(404, 'plan_not_found');
    const day = await deps.engine.riderDay(userId);
    return { change: (await changeViews(result, day, lang))[0]!, warnings };
  }

  return {
    /** Planned sessions, rides, unavailable days, the event and check-ins of `from`…`to` (default: this week). */
    async read(userId: string, q: { from?: string; to?: string }, lang: Language): Promise<CalendarView> {
      const { day, head } = await deps.planService.freshDay(userId);
      const from = q.from ?? periodStart(day.today, 'week');
      const to = q.to ?? addDays(from, 6);
      const span = daysBetween(from, to);
      if (span < 0) throw new HttpError(400, 'validation_error', { to: 'range_end_before_start' });
      if (span >= CALENDAR_MAX_DAYS) throw new HttpError(400, 'validation_error', { to: 'range_too_long' });
      const [sessions, rides, ranges, checkIns] = await Promise.all([
        head ? plans.sessionsBetween(userId, head.id, from, to) : Promise.resolve([]),
        deps.facts.rides(userId, day.timeZone, from, to),
        wellness.ranges(userId, from, to),
        wellness.checkIns(userId, from, to),
      ]);
      const matched = new Map(sessions.filter((s) => s.activityId).map((s) => [s.activityId!, s.uid]));
      const days: CalendarView['days'] = [];
      for (let d = from; daysBetween(d, to) >= 0; d = addDays(d, 1)) {
        const range = ranges.find((r) => r.from <= d && d <= r.to);
        const checkIn = checkIns.find((c) => c.date === d);
        days.push({
          date: d,
          sessions: sessions.filter((s) => s.date === d).map((s) => sessionView(s, lang)),
          rides: rides
            .filter((r) => r.date === d)
            .map((r) => ({
              id: r.id,
              name: r.name,
              startTime: r.startTime.toISOString(),
              date: r.date,
              durationS: r.movingS,
              tss: r.tss,
              hrLoad: r.hrLoad,
              cycling: r.cycling,
              matchedUid: matched.get(r.id) ?? null,
            })),
          unavailable: range ? { ...range, createdAt: range.createdAt.toISOString() } : null,
          event: eventOn(head, d),
          checkIn: checkIn ? { readiness: checkIn.readiness, band: checkIn.band } : null,
        });
      }
      return { from, to, today: day.today, planId: head?.id ?? null, days };
    },

    /** `via: 'chat'`: a proposal of the coach's chat the rider accepted (stored with trigger chat, undoable). */
    move(userId: string, uid: string, toDate: string, lang: Language, via: 'calendar' | 'chat' = 'calendar') {
      return act(userId, lang, (ctx) => moveSession(ctx.record.plan, uid, toDate, ctx.day.today), via);
    },

    /**
     * A move, skip, swap or range of days unavailable decided by the same rule the action uses, on the active plan as
     * it stands, writing nothing: what the coach's chat proposes (the action itself runs again, on the fresh plan, when
     * the rider accepts). `affected`: the uids of the sessions the action changes.
     */
    async dryRun(userId: string, action: CalendarProposal): Promise<DryRunResult> {
      const record = await plans.active(userId);
      if (!record) return { ok: false, reason: 'noPlan' };
      const { today } = await deps.engine.riderDay(userId);
      if (action.kind === 'unavailable') {
        // the rider may mark past days (an illness told late); the chat proposes only days to come
        if (daysBetween(today, action.from) < 0) return { ok: false, reason: 'inPast' };
        const span = daysBetween(action.from, action.to);
        if (span < 0) return { ok: false, reason: 'rangeEndBeforeStart' };
        if (span >= UNAVAILABLE_MAX_DAYS) return { ok: false, reason: 'rangeTooLong' };
        const changes = unavailableChanges(record.plan, action, today);
        const affected = changes.flatMap((c) =>
          c.kind === 'move' || c.kind === 'skip' ? [c.from.session.uid] : [],
        );
        return { ok: true, warnings: [], affected: [...new Set(affected)] };
      }
      const result =
        action.kind === 'move'
          ? moveSession(record.plan, action.uid, action.toDate, today)
          : action.kind === 'skip'
            ? skipSession(record.plan, action.uid, today)
            : swapDecision(record.plan, action.uid, action.workoutId, deps.engine.catalog, today);
      return result.ok ? { ok: true, warnings: result.warnings, affected: [action.uid] } : result;
    },

    skip(userId: string, uid: string, lang: Language, via: 'calendar' | 'chat' = 'calendar') {
      return act(userId, lang, (ctx) => skipSession(ctx.record.plan, uid, ctx.day.today), via);
    },

    swap(
      userId: string,
      uid: string,
      workoutId: string,
      lang: Language,
      via: 'calendar' | 'chat' = 'calendar',
    ) {
      return act(
        userId,
        lang,
        (ctx) => swapDecision(ctx.record.plan, uid, workoutId, ctx.catalog, ctx.day.today),
        via,
      );
    },

    /** Workouts of the same purpose (family) that fit the session's day, nearest level first. */
    async alternatives(userId: string, uid: string, lang: Language) {
      const record = await plans.active(userId);
      if (!record) throw new HttpError(404, 'plan_not_found');
      const found = record.plan.weeks.some((w) => w.days.some((d) => d.sessions.some((s) => s.uid === uid)));
      if (!found) throw new HttpError(404, 'session_not_found');
      return {
        uid,
        alternatives: sessionAlternatives(record.plan, uid, deps.engine.catalog).map((w) => ({
          workoutId: w.id,
          name: w.name[lang] ?? w.name.en,
          family: w.family,
          level: w.level,
          durationS: w.durationS,
          tss: w.tss,
        })),
      };
    },

    async listUnavailable(userId: string) {
      const day = await deps.engine.riderDay(userId);
      const items = await wellness.ranges(userId, addDays(day.today, -366), addDays(day.today, 366 * 2));
      return { items: items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },

    /** Days the rider cannot ride: stored, and the coach moves or drops what they held (each change explained). */
    async markUnavailable(
      userId: string,
      input: { from: string; to: string; reason: UnavailableReason },
      lang: Language,
      via: 'unavailable' | 'chat' = 'unavailable',
    ) {
      if (via === 'chat' && daysBetween((await deps.engine.riderDay(userId)).today, input.from) < 0)
        throw new HttpError(400, 'validation_error', { from: 'date_in_past' });
      const span = daysBetween(input.from, input.to);
      if (span < 0) throw new HttpError(400, 'validation_error', { to: 'range_end_before_start' });
      if (span >= UNAVAILABLE_MAX_DAYS)
        throw new HttpError(400, 'validation_error', { to: 'range_too_long' });
      const range = { id: randomUUID(), ...input, createdAt: deps.now() };
      const result = await deps.triggers.unavailableAdded(userId, range, via);
      if (!result) await wellness.db.transaction((tx) => wellness.insertRange(userId, range, tx));
      const day = await deps.engine.riderDay(userId);
      return {
        range: { ...range, createdAt: range.createdAt.toISOString() },
        changes: result ? await changeViews(result, day, lang) : [],
      };
    },

    /** Removes a range; what it took off comes back where that can still be undone. */
    async removeUnavailable(userId: string, id: string, lang: Language) {
      const result = await deps.triggers.unavailableRemoved(userId, id);
      if (!result) {
        const removed = await wellness.db.transaction((tx) => wellness.deleteRange(userId, id, tx));
        if (!removed) throw new HttpError(404, 'not_found');
        return { changes: [] };
      }
      const day = await deps.engine.riderDay(userId);
      return { changes: await changeViews(result, day, lang) };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;

/** The rider's swap: the catalog's workout for the session, if it is one of its alternatives (coach `swapSession`). */
function swapDecision(
  plan: Plan,
  uid: string,
  workoutId: string,
  catalog: WorkoutCatalog,
  today: string,
): RiderActionResult<SwapChange> {
  const workout = findWorkout(catalog, workoutId);
  if (!workout) return { ok: false, reason: 'notAlternative' };
  return swapSession(plan, uid, workout, today);
}

/** The plan's event on day `d`: from its list of events, or the one event older plans recorded. */
function eventOn(head: PlanHead | null, d: string): { priority: EventPriority; name: string | null } | null {
  if (!head) return null;
  const listed = head.events?.find((e) => e.date === d);
  if (listed) return { priority: listed.priority, name: listed.name ?? null };
  return !head.events && head.eventDate === d && head.eventPriority
    ? { priority: head.eventPriority, name: null }
    : null;
}
