/**
 * What the ride modules tell others after a write commits — rides imported or deleted, the FTP changed — without
 * knowing who listens (the plan module does; a durable job queue will take these over). A listener is called in the
 * request, after the write, and must not throw (the plan's listener logs its own failures).
 */
export interface RideListener {
  ridesChanged?(userId: string, activityIds: readonly string[]): Promise<void>;
  ftpChanged?(userId: string): Promise<void>;
}

export function rideEvents(listeners: readonly RideListener[]) {
  const ridesChanged = async (userId: string, ids: readonly string[]) => {
    if (ids.length === 0) return;
    for (const l of listeners) await l.ridesChanged?.(userId, ids);
  };
  const ftpChanged = async (userId: string) => {
    for (const l of listeners) await l.ftpChanged?.(userId);
  };
  return {
    ridesChanged,
    ftpChanged,

    /** `importFiles` that tells the listeners which rides it created. */
    importer<
      T extends { importFiles(userId: string, files: F[], ...rest: R): Promise<O[]> },
      F,
      R extends unknown[],
      O extends { status: string; activityId: string | null },
    >(importer: T): T {
      return {
        ...importer,
        async importFiles(userId: string, files: F[], ...rest: R) {
          const outcomes = await importer.importFiles(userId, files, ...rest);
          await ridesChanged(
            userId,
            outcomes.filter((o) => o.status === 'created' && o.activityId).map((o) => o.activityId!),
          );
          return outcomes;
        },
      };
    },

    /** `delete` that tells the listeners the ride is gone. */
    activities<T extends { delete(userId: string, id: string): Promise<void> }>(service: T): T {
      return {
        ...service,
        async delete(userId: string, id: string) {
          await service.delete(userId, id);
          await ridesChanged(userId, [id]);
        },
      };
    },

    /** Wraps the methods that change a rider's FTP (`accept`, a saved test…) so the listeners hear of it. */
    ftp<T extends object, K extends keyof T>(service: T, methods: readonly K[]): T {
      const wrapped = { ...service };
      for (const name of methods) {
        const method = service[name] as unknown as (userId: string, ...rest: unknown[]) => Promise<unknown>;
        (wrapped as Record<K, unknown>)[name] = async (userId: string, ...rest: unknown[]) => {
          const result = await method.call(service, userId, ...rest);
          await ftpChanged(userId);
          return result;
        };
      }
      return wrapped;
    },
  };
}
