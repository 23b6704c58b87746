import { explainChange } from '@domestique/coach';
import type { Language } from '@domestique/contract';
import type { ChangeRepository } from './change-repository.ts';
import type { PlanRepository } from './plan-repository.ts';

/**
 * Every plan of the rider for their data export (a port of the exports module): the plan as it stands (input, weeks
 * with their sessions), its calendar rows (statuses, the rides that did them, compliance) and every change in the
 * order it was made, with the sentence the app shows for it in the rider's language.
 */
export function createPlanExport(deps: { plans: PlanRepository; changes: ChangeRepository }) {
  return async function exportPlans(userId: string, lang: Language) {
    const out = [];
    for (const head of await deps.plans.list(userId)) {
      const record = await deps.plans.find(userId, head.id);
      if (!record) continue;
      const sessions = await deps.plans.sessionsBetween(userId, head.id, head.startDate, head.endDate);
      const history = await deps.changes.history(userId, head.id);
      out.push({
        id: head.id,
        status: head.status,
        startDate: head.startDate,
        endDate: head.endDate,
        events: head.events,
        createdAt: head.createdAt.toISOString(),
        endedAt: head.endedAt?.toISOString() ?? null,
        input: record.plan.input,
        weeks: record.plan.weeks,
        sessions: sessions.map(({ userId: _, ...s }) => s),
        changes: history.map((c) => ({
          id: c.id,
          seq: c.seq,
          sentence: explainChange(c.change, lang),
          kind: c.change.kind,
          reason: c.change.reason,
          origin: c.origin,
          trigger: c.trigger,
          decidedOn: c.change.decidedOn,
          createdAt: c.createdAt.toISOString(),
          undoneAt: c.undoneAt?.toISOString() ?? null,
          undoes: c.undoesId,
          change: c.change,
        })),
      });
    }
    return { plans: out };
  };
}
