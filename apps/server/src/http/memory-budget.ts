/**
 * A budget of bytes shared by the requests of one process: uploads are read whole into memory before they are
 * decoded, so without a bound ten 48 MB uploads at once took the server from 374 MB to 1.3 GB. A request reserves
 * what it will hold (its declared length) before reading its body and releases it when done; a request that does
 * not fit waits outside (503 + Retry-After), not in memory.
 */
export function createMemoryBudget(limitBytes: number) {
  let used = 0;
  return {
    /** Reserves `bytes` if they fit (a request larger than the whole budget fits only alone); returns the release. */
    tryReserve(bytes: number): (() => void) | null {
      if (used > 0 && used + bytes > limitBytes) return null;
      used += bytes;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        used -= bytes;
      };
    },
    get used() {
      return used;
    },
  };
}

export type MemoryBudget = ReturnType<typeof createMemoryBudget>;
