import type { IsoDate } from '../calendar/days.ts';
import type { PlannedRide } from '../plan/types.ts';
import type { KeySlot } from './plan-query.ts';
import type { ChangeInputs, PlanChange, ReasonCode, SessionAt } from './types.ts';

/**
 * A session moved to the day `slot` found for it (`findKeySlot`, `findTestSlot`): first the easy sessions there give
 * way (`madeRoom`, naming what took their day), then the move, marked with its reason so the rule that made it acts
 * once. One decision, in the order to apply it; the caller gives the changes their `group`.
 */
export function moveWithRoom(
  at: SessionAt & { readonly session: PlannedRide },
  slot: KeySlot,
  reason: ReasonCode,
  inputs: ChangeInputs,
  today: IsoDate,
): PlanChange[] {
  const { session } = at;
  return [
    ...slot.displaced.map(
      (d): PlanChange => ({
        kind: 'skip',
        reason: 'madeRoom',
        decidedOn: today,
        inputs: { ...inputs, movedUid: session.uid, movedFamily: session.family },
        from: d,
        to: null,
      }),
    ),
    {
      kind: 'move',
      reason,
      decidedOn: today,
      inputs,
      from: at,
      to: { date: slot.date, session: { ...session, adjustedBy: reason } },
    },
  ];
}
