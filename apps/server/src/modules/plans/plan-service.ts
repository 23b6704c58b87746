import {
  addDays,
  calendarWeeks,
  daysBetween,
  explainWeekFocus,
  generatePlan,
  knownFtp,
  matchRides,
  matchStrength,
  planEvents,
} from '@domestique/coach';
import type {
  Language,
  PlanChangeView,
  PlanCreate,
  PlanDashboard,
  PlanPreview,
  PlanUpdate,
  PlanView,
} from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { FtpRepository } from '../ftp/index.ts';
import type { ChangeRepository, StoredChange } from './change-repository.ts';
import type { CheckInService } from './check-in-service.ts';
import { renameEventsOnly } from './event-rename.ts';
import type { FactsRepository } from './facts-repository.ts';
import type { PlanEngine } from './plan-engine.ts';
import { withPlanInputErrors, withPlanInputErrorsAsync } from './plan-errors.ts';
import { actualLoad, loadAtEndOf, loadBasisAt, type PlanFacts, type RiderDay } from './plan-facts.ts';
import { dayBefore, planChangesFrom, planInputFrom } from './plan-input.ts';
import { previewOf } from './plan-preview.ts';
import type { PlanHead, PlanRecord, PlanRepository } from './plan-repository.ts';
import type { PlanTriggers } from './plan-triggers.ts';
import { changeView, eventView, planView, sessionView } from './plan-views.ts';
import { groupUndoDecision, loadUndoRules, undoState } from './undo-rules.ts';
import type { WellnessRepository } from './wellness-repository.ts';

const summary = (h: PlanHead & { input: PlanRecord['plan']['input'] }) => ({
  id: h.id,
  status: h.status,
  goal: h.input.goal,
  level: h.input.level,
  startDate: h.startDate,
  endDate: h.endDate,
  weeks: Math.round((daysBetween(h.startDate, h.endDate) + 1) / 7),
  createdAt: h.createdAt.toISOString(),
  endedAt: h.endedAt?.toISOString() ?? null,
});

export function createPlanService(deps: {
  engine: PlanEngine;
  triggers: PlanTriggers;
  plans: PlanRepository;
  changes: ChangeRepository;
  ftpRepo: FtpRepository;
  checkIns: Pick<CheckInService, 'todayView'>;
  wellness: Pick<WellnessRepository, 'ranges'>;
  facts: Pick<FactsRepository, 'rides'>;
}) {
  const { engine, plans } = deps;

  /**
   * The rider's day, with the daily pass run first when it has not run today (missed sessions, fatigue); `facts`: what
   * the pass read, for the plan view of the same request.
   */
  async function freshDay(
    userId: string,
  ): Promise<{ day: RiderDay; head: PlanHead | null; facts?: PlanFacts }> {
    const day = await engine.riderDay(userId);
    const head = await plans.activeHead(userId);
    if (head && head.adaptedOn !== day.today) {
      let facts: PlanFacts | undefined;
      // a read never fails because the coach did: the pass is logged and tried again on the next read
      await deps.triggers.safely('dailyPass', userId, async () => {
        facts = (await deps.triggers.dailyPass(userId, day))?.facts;
      });
      return { day, head: await plans.activeHead(userId), facts };
    }
    return { day, head };
  }

  /**
   * The plan as the rider reads it. `known`: facts this request read already (before a plan write, which changes no
   * ride, load or strength log) — used when they cover the record's span, else read again (issue #18).
   */
  async function view(
    record: PlanRecord,
    day: RiderDay,
    lang: Language,
    known?: PlanFacts,
  ): Promise<PlanView> {
    const fits = known?.span.start === record.startDate && known.span.end === record.endDate;
    const facts = fits ? known : await engine.loadFacts(day, record.startDate, record.endDate);
    const zonesByWorkout = await engine.zonesFor(day.userId, record.plan);
    const match = matchRides(record.plan, facts.records, day.today, { zonesByWorkout });
    const actual =
      day.today >= record.startDate ? actualLoad(facts.dailyLoads, record.startDate, day.today) : null;
    const strength = matchStrength(record.plan, facts.strengthLogs, day.today);
    return planView(record, lang, day.today, { rides: facts.records, match, strength, actual });
  }

  /**
   * The plan the wizard's answers give (nothing stored): the same checks and inputs for preview and create. With the
   * daily loads it read, for the rest of the request.
   */
  async function generateFor(day: RiderDay, body: PlanCreate) {
    const [history, profileFtp, loads] = await Promise.all([
      deps.ftpRepo.history(day.userId),
      deps.ftpRepo.profileFacts(day.userId),
      engine.dailyLoads(day.userId, day.timeZone),
    ]);
    const start = body.startDate ?? day.today;
    // Only recent rides tell the rider's load: with none in the 42 days before the start, the plan assumes one
    // from the level and hours, as for a rider with no rides, and says why (coach `startLoadBasis`).
    const loadBasis = loadBasisAt(loads, dayBefore(start));
    const input = planInputFrom(body, day.profile, {
      today: day.today,
      knownFtpW: knownFtp(history, profileFtp),
      load: loadBasis.basis === 'recentRides' ? loadAtEndOf(loads, dayBefore(start)) : null,
      loadBasis,
    });
    return { plan: withPlanInputErrors(() => generatePlan(input, engine.catalog)), loads };
  }

  const undoRules = (record: PlanRecord, day: RiderDay) =>
    loadUndoRules(deps.wellness, deps.facts, record, day);

  /** The changes as the rider reads them, each with whether it can be undone now (with its group) and why not. */
  async function views(
    record: PlanRecord,
    day: RiderDay,
    lang: Language,
    list: readonly StoredChange[],
  ): Promise<PlanChangeView[]> {
    if (list.length === 0) return [];
    const [history, rules] = await Promise.all([
      deps.changes.history(day.userId, record.id),
      undoRules(record, day),
    ]);
    return list.map((h) => changeView(h, lang, undoState(h, record, day.today, history, rules)));
  }

  return {
    freshDay,
    view,
    views,

    async create(userId: string, body: PlanCreate, lang: Language) {
      const day = await engine.riderDay(userId);
      const { plan, loads } = await generateFor(day, body);
      const end = plan.weeks.at(-1)!.days.at(-1)!.date;
      // one read of each fact for the whole request: the plan's start load, its calendar rows and the reply
      const facts = await engine.loadFacts(day, plan.input.startDate, end, loads);
      const { id, ended } = await engine.create(day, plan, facts);
      const record = await plans.find(userId, id);
      return { plan: await view(record!, day, lang, facts), endedPlanId: ended };
    },

    /**
     * `POST /api/plans/preview`: the plan the answers would give, nothing stored (the wizard shows it before the rider
     * commits). Same validation and inputs as `create`; the weeks as the overview reads them, plus each day's sessions.
     */
    async preview(userId: string, body: PlanCreate, lang: Language): Promise<PlanPreview> {
      const day = await engine.riderDay(userId);
      const { plan } = await generateFor(day, body);
      return previewOf(userId, plan, day.today, lang);
    },

    async active(userId: string, lang: Language): Promise<{ plan: PlanView | null }> {
      const { day, facts } = await freshDay(userId);
      const record = await plans.active(userId);
      return { plan: record ? await view(record, day, lang, facts) : null };
    },

    async list(userId: string) {
      return { items: (await plans.list(userId)).map(summary) };
    },

    async end(userId: string) {
      const ended = await plans.db.transaction(async (tx) => {
        const id = await plans.endActive(userId, new Date(), tx);
        if (id) await engine.planChanged(tx, userId, null);
        return id;
      });
      if (!ended) throw new HttpError(404, 'plan_not_found');
      const item = (await plans.list(userId)).find((p) => p.id === ended)!;
      return { plan: summary(item) };
    },

    /**
     * New settings: re-plan from today (the change stored with its reason); new event names alone: a rename. `via:
     * 'chat'`: the coach chat's proposal of a new week, accepted by the rider (trigger chat, undoable).
     */
    async update(userId: string, body: PlanUpdate, lang: Language, via: 'settings' | 'chat' = 'settings') {
      const changes = planChangesFrom(body);
      if (Object.keys(changes).length === 0)
        throw new HttpError(400, 'validation_error', { _: 'nothing_to_change' });
      const renamed = await renameEventsOnly(deps, userId, changes);
      if (renamed === 'no-plan') throw new HttpError(404, 'plan_not_found');
      if (renamed === 'renamed') {
        const day = await engine.riderDay(userId);
        return { plan: await view((await plans.active(userId))!, day, lang), changes: [] };
      }
      const result = await withPlanInputErrorsAsync(() =>
        deps.triggers.settingsChanged(userId, changes, 'rider', via),
      );
      if (!result) throw new HttpError(404, 'plan_not_found');
      const day = await engine.riderDay(userId);
      const record = (await plans.active(userId))!;
      return {
        plan: await view(record, day, lang, result.facts),
        changes: await views(record, day, lang, result.stored),
      };
    },

    /** "Why did my plan change?": the active plan's changes (or `planId`'s), newest first. */
    async changes(userId: string, q: { planId?: string; page: number; pageSize: number }, lang: Language) {
      const { day } = await freshDay(userId);
      const record = q.planId ? await plans.find(userId, q.planId) : await plans.active(userId);
      if (!record) {
        if (q.planId) throw new HttpError(404, 'plan_not_found');
        return { planId: null, items: [], total: 0, page: q.page, pageSize: q.pageSize };
      }
      const { items, total } = await deps.changes.page(userId, record.id, q.page, q.pageSize);
      return {
        planId: record.id,
        items: await views(record, day, lang, items),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /**
     * Undo of a change the coach made, with the changes decided with it (its group), newest first — each undo is
     * itself a change, origin rider — or a 409 saying which rule the undo would break.
     */
    async undo(
      userId: string,
      changeId: string,
      lang: Language,
    ): Promise<{ change: PlanChangeView; changes: PlanChangeView[] }> {
      const target = await deps.changes.find(userId, changeId);
      if (!target) throw new HttpError(404, 'not_found');
      const head = await plans.activeHead(userId);
      const live = head ? await plans.find(userId, head.id) : null;
      const day = await engine.riderDay(userId);
      const rules = live ? await undoRules(live, day) : {};
      const result = await engine.mutate(
        userId,
        (ctx) => {
          const h = ctx.history.find((x) => x.id === changeId);
          if (!h) throw new HttpError(409, 'undo_not_possible');
          return groupUndoDecision(h, ctx, rules);
        },
        { day },
      );
      // the change exists but belongs to an ended plan (or the plan ended meanwhile)
      if (!result || result.stored.length === 0) throw new HttpError(409, 'undo_not_possible');
      const changes = await views(result.record, day, lang, result.stored);
      const own = changes.find((c) => c.undoes === changeId) ?? changes[0]!;
      return { change: own, changes };
    },

    /** The dashboard's plan cards: phase, week n of N, next key session, the next 7 days, aim, check-in, last change. */
    async dashboard(userId: string, lang: Language): Promise<PlanDashboard> {
      const { day } = await freshDay(userId);
      const checkIn = await deps.checkIns.todayView(userId, day);
      const record = await plans.active(userId);
      if (!record) return { today: day.today, plan: null, upcoming: [], checkIn, latestChange: null };
      const rows = await plans.sessionsBetween(userId, record.id, day.today, record.endDate);
      const live = rows.filter((r) => r.status !== 'skipped' && r.status !== 'moved');
      // the calendar's weeks (Monday–Sunday), as the overview lists them: "week n of N" is the same row there
      const calendar = calendarWeeks(record.plan);
      const week = calendar.find((w) => w.startDate <= day.today && day.today <= w.endDate);
      const row = week ?? (day.today < record.startDate ? calendar[0] : calendar.at(-1))!;
      const shown = record.plan.weeks[row.planWeek]!;
      const next = live.find((r) => (r.role === 'key' || r.role === 'test') && r.status === 'planned');
      const latest = await deps.changes.latest(userId, record.id);
      return {
        today: day.today,
        plan: {
          id: record.id,
          phase: shown.phase,
          week: row.index + 1,
          weeks: calendar.length,
          startDate: record.startDate,
          endDate: record.endDate,
          focus: {
            code: shown.focus.code,
            text: explainWeekFocus({ ...shown.focus, week: row.index + 1, weeks: calendar.length }, lang),
          },
          nextKeySession: next ? sessionView(next, lang) : null,
          events: planEvents(record.plan.input).flatMap((e) => (e.date >= day.today ? [eventView(e)] : [])),
        },
        upcoming: live.filter((r) => r.date <= addDays(day.today, 6)).map((r) => sessionView(r, lang)),
        checkIn,
        latestChange: latest ? (await views(record, day, lang, [latest]))[0]! : null,
      };
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
