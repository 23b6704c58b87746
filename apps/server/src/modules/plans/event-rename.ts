import { type PlanInputChanges, renamedEventsPlan } from '@domestique/coach';
import type { PlanEngine } from './plan-engine.ts';
import type { PlanRepository } from './plan-repository.ts';

/**
 * "Change plan" with nothing but new event names: the names are written into the stored plan (its input and the
 * event's day), and nothing else moves — no re-plan from today, no new session rows (their ids are what the calendar,
 * the feed and the device exports point at), no entry in "why did my plan change?" (the training did not change, and
 * the rider sees the new name wherever the event shows). `planChanged` is published so the feeds and synced calendars
 * pick the name up. Returns 'renamed', 'not-a-rename' (the caller re-plans) or 'no-plan'.
 */
export async function renameEventsOnly(
  deps: { plans: PlanRepository; engine: Pick<PlanEngine, 'planChanged'> },
  userId: string,
  changes: PlanInputChanges,
): Promise<'renamed' | 'not-a-rename' | 'no-plan'> {
  if (changes.events === undefined && changes.event === undefined) return 'not-a-rename';
  return deps.plans.db.transaction(async (tx) => {
    const record = await deps.plans.lockActive(userId, tx);
    if (!record) return 'no-plan';
    const plan = renamedEventsPlan(record.plan, changes);
    if (!plan) return 'not-a-rename';
    await deps.plans.savePlan(userId, record.id, plan, {}, tx);
    await deps.engine.planChanged(tx, userId, record.id);
    return 'renamed';
  });
}
