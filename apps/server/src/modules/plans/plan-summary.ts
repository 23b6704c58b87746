import type { PlanChange, SummaryInput, SummarySession, WorkoutFamily } from '@domestique/coach';
import type { ChangeRepository } from './change-repository.ts';
import type { PlanRepository, SessionRow } from './plan-repository.ts';

/** What a summary reads of the rider's plan: its sessions, the coach's changes, the coming week. */
export type PlanSummary = Pick<SummaryInput, 'planned' | 'changes' | 'next'>;

const session = (r: SessionRow): Omit<SummarySession, 'status'> => ({
  date: r.date,
  kind: r.kind === 'strength' ? 'strength' : 'ride',
  role: r.role,
  family: (r.family as WorkoutFamily | null) ?? null,
  name: { en: r.name.en ?? '', pt: r.name.pt ?? '', es: r.name.es ?? '' },
  durationS: r.durationS,
  tss: r.tss,
});

/**
 * The active plan seen by a weekly or monthly summary (the summaries module takes it as a port): the calendar rows
 * of the period with their status, the coach's changes decided in it that still stand (the rider's own moves and
 * undos are not "what the coach changed"), and the week after it — its aim and its sessions as they stand. Null
 * without an active plan.
 */
export function createPlanSummary(deps: { plans: PlanRepository; changes: ChangeRepository }) {
  return async (
    userId: string,
    range: { from: string; to: string },
    next: { from: string; to: string },
  ): Promise<PlanSummary | null> => {
    const record = await deps.plans.active(userId);
    if (!record) return null;
    const [rows, nextRows, history] = await Promise.all([
      deps.plans.sessionsBetween(userId, record.id, range.from, range.to),
      deps.plans.sessionsBetween(userId, record.id, next.from, next.to),
      deps.changes.history(userId, record.id),
    ]);
    const changes: { id: string; change: PlanChange }[] = history
      .filter(
        (c) =>
          c.origin === 'coach' &&
          c.undoneAt == null &&
          c.change.kind !== 'undo' &&
          c.change.decidedOn >= range.from &&
          c.change.decidedOn <= range.to,
      )
      .map((c) => ({ id: c.id, change: c.change }));
    const week = record.plan.weeks.find((w) => w.startDate === next.from);
    const upcoming = nextRows.filter((r) => r.status !== 'skipped' && r.status !== 'moved');
    return {
      planned: rows.map((r) => ({ ...session(r), status: r.status as SummarySession['status'] })),
      changes,
      next:
        week || upcoming.length > 0
          ? { from: next.from, to: next.to, focus: week?.focus ?? null, sessions: upcoming.map(session) }
          : null,
    };
  };
}

export type PlanSummaryReader = ReturnType<typeof createPlanSummary>;
