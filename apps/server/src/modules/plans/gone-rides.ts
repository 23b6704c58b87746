import { applyChange, type Plan, RIDDEN_HARD_REASONS, type RideRecord, undoChange } from '@domestique/coach';
import type { ChangeTrigger } from '@domestique/contract';
import type { NewChange, StoredChange } from './change-repository.ts';

/**
 * A hard ride moved or eased a session (coach `riddenHardChanges`), then the ride was deleted: what it changed comes
 * back where it still can — each of its changes (and the easy sessions that made room, which carry the same ride id)
 * undone, newest first, as the rider's own undo, the way removing days off gives back what they took
 * (`unavailableRemoved`). A change whose days are past, or that a later change built on, stays.
 */
export function undoForGoneRides(
  plan: Plan,
  history: readonly StoredChange[],
  rides: readonly RideRecord[],
  today: string,
  trigger: ChangeTrigger,
): { plan: Plan; changes: Omit<NewChange, 'id'>[]; undone: { id: string; index: number }[] } {
  const present = new Set(rides.map((r) => r.id));
  const ofGoneRide = (h: StoredChange) => {
    const rideId = h.change.inputs.rideId;
    return h.undoneAt === null && typeof rideId === 'string' && !present.has(rideId);
  };
  const newestFirst = (a: StoredChange, b: StoredChange) => b.seq - a.seq;
  const made = history.filter((h) => ofGoneRide(h) && RIDDEN_HARD_REASONS.has(h.change.reason));
  const room = history.filter((h) => ofGoneRide(h) && h.change.reason === 'madeRoom');
  const changes: Omit<NewChange, 'id'>[] = [];
  const undone: { id: string; index: number }[] = [];
  // the sessions that made room come back only for a session whose move was undone (else the day would hold both)
  const back = new Set<string>();
  let working = plan;
  for (const h of [...made.sort(newestFirst), ...room.sort(newestFirst)]) {
    const movedUid = h.change.inputs.movedUid;
    if (h.change.reason === 'madeRoom' && !(typeof movedUid === 'string' && back.has(movedUid))) continue;
    const undo = undoChange(working, h.change, today);
    if (!undo.ok) continue;
    if (h.change.kind === 'move') back.add(h.change.from.session.uid);
    working = applyChange(working, undo.change);
    undone.push({ id: h.id, index: changes.length });
    changes.push({
      change: undo.change,
      origin: 'rider',
      trigger,
      triggerRef: typeof h.change.inputs.rideId === 'string' ? h.change.inputs.rideId : null,
      undoesId: h.id,
    });
  }
  return { plan: working, changes, undone };
}
