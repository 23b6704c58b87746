import {
  addDays,
  calendarWeeks,
  daysBetween,
  daysLoad,
  explainChange,
  explainWeekFocus,
  type MatchResult,
  type Plan,
  type PlanChange,
  type PlanEvent,
  type PlannedSession,
  planEvents,
  planOutlook,
  type RideRecord,
  type SessionAt,
  type StrengthMatch,
  weekSessionCount,
} from '@domestique/coach';
import type {
  Language,
  PlanChangeView,
  PlannedSessionView,
  PlanView,
  UndoRefusalCode,
} from '@domestique/contract';
import type { StoredChange } from './change-repository.ts';
import type { PlanRecord, SessionRow } from './plan-repository.ts';

/** Turns stored plans, sessions and changes into what the API returns, in the request language. */

const localized = (name: Record<string, string>, lang: Language) => name[lang] ?? name.en ?? '';

export function sessionView(r: SessionRow, lang: Language): PlannedSessionView {
  return {
    uid: r.uid,
    planId: r.planId,
    date: r.date,
    kind: r.kind as PlannedSessionView['kind'],
    workoutId: r.workoutId,
    name: localized(r.name, lang),
    family: r.family as PlannedSessionView['family'],
    strengthFocus: r.strengthFocus as PlannedSessionView['strengthFocus'],
    role: r.role as PlannedSessionView['role'],
    hard: r.role === 'key' || r.role === 'test',
    level: r.level,
    durationS: r.durationS,
    tss: r.tss,
    status: r.status as PlannedSessionView['status'],
    adjustedBy: r.adjustedBy,
    movedTo: r.movedTo,
    activityId: r.activityId,
    compliance: r.compliance ?? null,
  };
}

const sessionSide = (at: SessionAt, lang: Language) => ({
  date: at.date,
  session: sideSession(at.session, lang),
  ftpW: null,
  family: at.session.kind === 'ride' ? at.session.family : null,
  level: at.session.kind === 'ride' ? at.session.level : null,
  fromWeek: null,
});

const sideSession = (s: PlannedSession, lang: Language) => ({
  uid: s.uid,
  workoutId: s.workoutId,
  name: s.name[lang] ?? s.name.en,
  family: s.kind === 'ride' ? s.family : null,
  durationS: s.durationS,
  tss: s.tss,
});

const empty = { date: null, session: null, ftpW: null, family: null, level: null, fromWeek: null };

function sides(c: PlanChange, lang: Language): Pick<PlanChangeView, 'from' | 'to'> {
  switch (c.kind) {
    case 'move':
    case 'swap':
    case 'replace':
      return { from: sessionSide(c.from, lang), to: sessionSide(c.to, lang) };
    case 'skip':
      return { from: sessionSide(c.from, lang), to: null };
    case 'levelChange':
      return {
        from: { ...empty, family: c.from.family, level: c.from.level },
        to: { ...empty, family: c.to.family, level: c.to.level },
      };
    case 'ftpChange':
      return { from: { ...empty, ftpW: c.from.ftpW }, to: { ...empty, ftpW: c.to.ftpW } };
    case 'replan':
      return {
        from: { ...empty, date: c.decidedOn, fromWeek: c.from.fromWeek },
        to: { ...empty, date: c.decidedOn, fromWeek: c.to.fromWeek },
      };
    case 'undo':
      return sides(c.undoes, lang);
    case 'note':
      return { from: null, to: null };
  }
}

export function changeView(
  h: StoredChange,
  lang: Language,
  undo: { possible: boolean; refusal: UndoRefusalCode | null; linked: string[] },
): PlanChangeView {
  return {
    id: h.id,
    planId: h.planId,
    kind: h.change.kind,
    reason: h.change.reason,
    origin: h.origin,
    trigger: h.trigger,
    decidedOn: h.change.decidedOn,
    createdAt: h.createdAt.toISOString(),
    sentence: explainChange(h.change, lang),
    ...sides(h.change, lang),
    inputs: { ...h.change.inputs },
    undoneAt: h.undoneAt?.toISOString() ?? null,
    undoneBy: h.undoneBy,
    undoes: h.undoesId,
    undo,
  };
}

/** CTL/ATL/TSB per day from `first` on, from daily loads (the rider's rides). */
export interface ActualLoad {
  first: string;
  ctl: Float64Array;
  atl: Float64Array;
  tsb: Float64Array;
}

const r1 = (x: number) => Math.round(x * 10) / 10;

export function planView(
  record: PlanRecord,
  lang: Language,
  today: string,
  facts: {
    rides: readonly RideRecord[];
    match: MatchResult;
    /** The strength sessions' statuses, from the same matching as the calendar's rows (coach `matchStrength`). */
    strength: StrengthMatch;
    actual: ActualLoad | null;
  },
): PlanView {
  const { plan } = record;
  const input = plan.input;
  // Week totals over calendar weeks, Monday–Sunday, as the calendar shows them (coach `calendarWeeks`): the plan's
  // training weeks run from its start day, so their totals covered other days than the calendar's.
  const rows = calendarWeeks(plan);
  const weeks = rows.map((w) => {
    const training = plan.weeks[w.planWeek]!;
    const started = daysBetween(w.startDate, today) >= 0;
    const load = started ? daysLoad(w.days, facts.rides, facts.match, facts.strength) : null;
    return {
      index: w.index,
      startDate: w.startDate,
      endDate: w.endDate,
      phase: training.phase,
      recovery: training.recovery,
      ftpTest: w.ftpTest,
      // the aim's "week n of N" numbers the rows the rider reads
      focus: {
        code: training.focus.code,
        text: explainWeekFocus({ ...training.focus, week: w.index + 1, weeks: rows.length }, lang),
      },
      targetTss: w.targetTss,
      plannedTss: w.plannedTss,
      plannedDurationS: w.plannedDurationS,
      sessions: weekSessionCount(w),
      done: load
        ? {
            tss: load.doneTss,
            durationS: load.doneDurationS,
            unplannedTss: load.unplannedTss,
            completed: load.completed,
            partial: load.partial,
            missed: load.missed,
          }
        : null,
    };
  });
  const current = rows.find((w) => w.startDate <= today && today <= w.endDate) ?? null;
  return {
    id: record.id,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    endedAt: record.endedAt?.toISOString() ?? null,
    today,
    startDate: record.startDate,
    endDate: record.endDate,
    currentWeek: current?.index ?? null,
    input: {
      goal: input.goal,
      level: input.level,
      age: input.age ?? null,
      ftpW: input.ftpW ?? null,
      weeklyHours: input.weeklyHours,
      availability: input.availability.map((a) => ({ day: a.day, maxDurationS: a.maxDurationS })),
      startDate: input.startDate,
      weeks: plan.weeks.length,
      event: input.event ? eventView(input.event) : null,
      events: planEvents(input).map(eventView),
      strength: input.strength ?? false,
      strengthSetting: input.strengthSetting ?? 'bodyweight',
    },
    settings: {
      rampPerWeek: plan.settings.rampPerWeek,
      tsbFloor: plan.settings.tsbFloor,
      blockWeeks: plan.settings.blockWeeks,
      taperDays: plan.settings.taperDays ?? 0,
      startLoad: {
        ctl: plan.settings.startLoad.ctl,
        atl: plan.settings.startLoad.atl,
        assumed: plan.settings.startLoad.assumed,
        // plans made before the basis was recorded: assumed meant "no rides"
        basis: plan.settings.startLoad.basis ?? (plan.settings.startLoad.assumed ? 'noRides' : 'recentRides'),
        lastRideDate: plan.settings.startLoad.lastRideDate ?? null,
      },
      trainingDays: [...plan.settings.trainingDays],
    },
    phases: phaseSpans(weeks),
    weeks,
    outlook: planOutlook(plan),
    fitness: fitnessDays(plan, today, facts.actual),
  };
}

/** An event as the views show it: its day, priority and name (null when the rider gave none). */
export const eventView = (e: PlanEvent) => ({ date: e.date, priority: e.priority, name: e.name ?? null });

/** The phases over the calendar weeks the overview lists (a week's phase is its training week's). */
function phaseSpans(
  weeks: readonly Pick<PlanView['weeks'][number], 'index' | 'phase' | 'startDate' | 'endDate'>[],
) {
  const spans: PlanView['phases'] = [];
  for (const w of weeks) {
    const last = spans.at(-1);
    if (last && last.phase === w.phase) {
      last.toWeek = w.index;
      last.endDate = w.endDate;
    } else {
      spans.push({
        phase: w.phase,
        fromWeek: w.index,
        toWeek: w.index,
        startDate: w.startDate,
        endDate: w.endDate,
      });
    }
  }
  return spans;
}

function fitnessDays(plan: Plan, today: string, actual: ActualLoad | null): PlanView['fitness'] {
  const p = plan.projection;
  return p.ctl.map((ctl, i) => {
    const date = addDays(p.startDate, i);
    const k = actual ? daysBetween(actual.first, date) : -1;
    const known = actual && daysBetween(date, today) >= 0 && k >= 0 && k < actual.ctl.length;
    return {
      date,
      projected: { ctl, atl: p.atl[i]!, tsb: p.tsb[i]! },
      actual: known ? { ctl: r1(actual.ctl[k]!), atl: r1(actual.atl[k]!), tsb: r1(actual.tsb[k]!) } : null,
    };
  });
}
