/**
 * A new FTP. Every target in the plan is a percentage of FTP, so no session moves: the watts follow. The change is
 * still recorded and explained, so the rider knows why Tuesday's intervals ask for more (or fewer) watts.
 */
import type { IsoDate } from '../calendar/days.ts';
import type { Plan } from '../plan/types.ts';
import type { FtpChange } from './types.ts';

export type FtpSource = 'test' | 'estimate' | 'manual';

/** The change for a new FTP, or null when it is the FTP the plan already has. */
export function ftpChange(plan: Plan, ftpW: number, source: FtpSource, today: IsoDate): FtpChange | null {
  const before = plan.input.ftpW ?? null;
  const after = Math.round(ftpW);
  if (before === after) return null;
  const percent = before ? Math.round((Math.abs(after - before) / before) * 1000) / 10 : null;
  return {
    kind: 'ftpChange',
    reason: before === null ? 'ftpSet' : after > before ? 'ftpRaised' : 'ftpLowered',
    decidedOn: today,
    inputs: { before, after, source, percent },
    from: { ftpW: before },
    to: { ftpW: after },
  };
}
