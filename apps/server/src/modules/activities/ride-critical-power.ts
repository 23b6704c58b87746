import type { ActivityDetail } from '@domestique/contract';
import { mergePowerCurves, riderCriticalPower, STANDARD_DURATIONS } from '@domestique/science';
import { decodePowerCurve } from '../../db/power-curve-codec.ts';
import type { ProgressRepository } from '../progress/index.ts';

/**
 * W′ assumed when the rider's power curve gives no trustworthy fit, J: 20 kJ is the middle of the 10–30 kJ range of
 * trained cyclists (Skiba); CP is then the FTP the ride was scored with.
 */
export const DEFAULT_W_PRIME_J = 20_000;
/** The CP/W′ fit reads the rider's best efforts over this many days up to the ride (the ride included). */
export const CP_FIT_DAYS = 90;

export type WPrimeParams = Omit<NonNullable<ActivityDetail['wPrimeBalance']>, 'minJ' | 'minAtS' | 'minPct'>;

/**
 * The CP and W′ a ride's W′ balance uses: fitted (`riderCriticalPower`, 2-parameter model on the 3–20-min points)
 * to the elementwise best of the rider's cycling power curves from {@link CP_FIT_DAYS} days before the ride to its
 * end — the ride's own efforts count, so a breakthrough ride does not show a deeply negative balance — with the
 * validity checks of docs/science.md; else CP = the ride's FTP and W′ = {@link DEFAULT_W_PRIME_J}, with the reason.
 * Null when there is neither (no FTP and no fit) or the activity is not a ride.
 */
export function createRideCriticalPower(deps: { progress: ProgressRepository }) {
  return async function rideCriticalPower(
    userId: string,
    ride: { startTime: Date; elapsedS: number | null; ftpUsedW: number | null; cycling: boolean },
  ): Promise<WPrimeParams | null> {
    if (!ride.cycling) return null;
    const from = new Date(ride.startTime.getTime() - CP_FIT_DAYS * 86_400_000);
    const to = new Date(ride.startTime.getTime() + Math.max(0, ride.elapsedS ?? 0) * 1000);
    const stored = await deps.progress.curves(userId, from, STANDARD_DURATIONS.length * 8, to);
    const curves = stored
      .map((r) => decodePowerCurve(r.powerCurve))
      .filter((w): w is Float64Array => w?.length === STANDARD_DURATIONS.length)
      .map((watts) => ({ durations: STANDARD_DURATIONS, watts }));
    const ftp = ride.ftpUsedW != null && ride.ftpUsedW > 0 ? ride.ftpUsedW : null;
    const result =
      curves.length > 0
        ? riderCriticalPower(mergePowerCurves(curves, STANDARD_DURATIONS), { referenceFtpW: ftp })
        : ({ ok: false, reason: 'too_few_efforts' } as const);
    if (result.ok) {
      return {
        cpW: result.fit.cpW,
        wPrimeJ: result.fit.wPrimeJ,
        source: 'power_curve',
        fit: {
          from: from.toISOString(),
          to: ride.startTime.toISOString(),
          rides: curves.length,
          rmseW: result.fit.rmseW,
        },
        fallbackReason: null,
      };
    }
    if (ftp == null) return null;
    return { cpW: ftp, wPrimeJ: DEFAULT_W_PRIME_J, source: 'ftp', fit: null, fallbackReason: result.reason };
  };
}

export type RideCriticalPower = ReturnType<typeof createRideCriticalPower>;
