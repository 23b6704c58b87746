import { matchRides, matchStrength, type Plan, planEvents } from '@domestique/coach';
import type { Language, PlanPreview } from '@domestique/contract';
import type { PlanRecord } from './plan-repository.ts';
import { eventView, planView } from './plan-views.ts';

/**
 * `POST /api/plans/preview`'s answer for a plan generated and not stored: the plan as `GET /api/plans/active` reads
 * it (id "preview", no rides yet) and every day's sessions, worded in `lang`.
 */
export function previewOf(userId: string, plan: Plan, today: string, lang: Language): PlanPreview {
  const at = new Date(0);
  const record: PlanRecord = {
    id: 'preview',
    userId,
    status: 'active',
    revision: 0,
    startDate: plan.input.startDate,
    endDate: plan.weeks.at(-1)!.days.at(-1)!.date,
    eventDate: plan.input.event?.date ?? null,
    eventPriority: plan.input.event?.priority ?? null,
    events: planEvents(plan.input),
    adaptedOn: null,
    createdAt: at,
    updatedAt: at,
    endedAt: null,
    plan,
  };
  const view = planView(record, lang, today, {
    rides: [],
    match: matchRides(plan, [], today),
    strength: matchStrength(plan, [], today),
    actual: null,
  });
  const days = plan.weeks.flatMap((w) =>
    w.days.map((d) => ({
      date: d.date,
      event: d.event ? { priority: d.event.priority, name: eventView(d.event).name } : null,
      sessions: d.sessions.map((s) => ({
        workoutId: s.workoutId,
        name: s.name[lang] ?? s.name.en ?? '',
        kind: s.kind,
        role: s.role,
        hard: s.role === 'key' || s.role === 'test',
        durationS: Math.round(s.durationS),
        tss: s.tss,
      })),
    })),
  );
  return { plan: view, days };
}
