/**
 * Coalesces many refresh requests into few runs: `run` fires `waitMs` after the last request, and at least every
 * `maxWaitMs` while requests keep coming (so a long batch still shows progress); `flush` runs a pending refresh now.
 * A 1,000-file upload therefore refetches the list, progress and dashboard a handful of times, not 1,000.
 */
export function createCoalescer(run: () => void, options: { waitMs?: number; maxWaitMs?: number } = {}) {
  const waitMs = options.waitMs ?? 500;
  const maxWaitMs = options.maxWaitMs ?? 3000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingSince: number | null = null;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pendingSince === null) return;
    pendingSince = null;
    run();
  };

  return {
    request() {
      const now = Date.now();
      pendingSince ??= now;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, Math.max(0, Math.min(waitMs, pendingSince + maxWaitMs - now)));
    },
    flush,
    /** Drops a pending refresh without running it. */
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pendingSince = null;
    },
  };
}
