import type { DbOrTx } from '../db/client.ts';

/** What modules tell the rest of the server, without knowing who listens. */
export interface DomainEventMap {
  /** Rides imported or deleted. */
  ridesChanged: { userId: string; activityIds: string[] };
  /** A strength session logged or a log deleted (`dates`: the days of those logs, in the rider's calendar). */
  strengthLogsChanged: { userId: string; dates: string[] };
  /** The rider's FTP timeline changed (typed, tested, an accepted estimate). */
  ftpChanged: { userId: string };
  /** LTHR, max HR or resting HR changed: every ride's HR load is re-scored. */
  hrSettingsChanged: { userId: string };
  /** The active plan (or which plan is active) changed: devices and calendars that carry it follow. */
  planChanged: { userId: string; planId: string | null };
}
export type DomainEventName = keyof DomainEventMap;

/**
 * Publishes an event. `tx` is the transaction of the write the event is about: subscribers enqueue their jobs in it,
 * so the write and its consequences commit together (or not at all). `null` when the write has committed already
 * (the jobs are then enqueued right after it; a crash in between loses them, which the callers that pass null
 * accept and say why).
 */
export type Publish = <K extends DomainEventName>(
  tx: DbOrTx | null,
  name: K,
  event: DomainEventMap[K],
) => Promise<void>;

type Subscriber<K extends DomainEventName> = (event: DomainEventMap[K], tx: DbOrTx | null) => Promise<void>;

/**
 * The server's event bus, in process: modules publish, the composition root (`compose-server.ts`) subscribes —
 * and its subscribers only enqueue durable jobs, so a module never calls another in the request and nothing runs
 * in a loop between modules. A subscriber that throws fails the publishing write (its transaction rolls back).
 */
export function createDomainEvents() {
  const subscribers = new Map<DomainEventName, Subscriber<never>[]>();
  const publish: Publish = async (tx, name, event) => {
    for (const s of subscribers.get(name) ?? []) await (s as Subscriber<typeof name>)(event, tx);
  };
  return {
    publish,
    on<K extends DomainEventName>(name: K, subscriber: Subscriber<K>): void {
      subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber as Subscriber<never>]);
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
