import type { FtpChangeEffect as Effect } from '@domestique/coach';
import type { FtpChangeEffect } from '@domestique/contract';

/** What an FTP entry changes (coach `ftpChangeEffect`), as the API answers it: dates as ISO strings. */
export const effectDto = (e: Effect): FtpChangeEffect => ({
  effectiveFrom: e.effectiveFrom.toISOString(),
  effectiveUntil: e.effectiveUntil?.toISOString() ?? null,
  nextFtpW: e.nextFtpW,
  becomesCurrent: e.becomesCurrent,
  rescored: {
    count: e.rescored.count,
    firstStart: e.rescored.firstStart?.toISOString() ?? null,
    lastStart: e.rescored.lastStart?.toISOString() ?? null,
  },
});
