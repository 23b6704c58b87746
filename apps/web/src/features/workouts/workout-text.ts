import type { PowerTarget } from '@domestique/coach';
import { formatNumber, withPercentSign } from '../../lib/ride-format.ts';

/** Watts of a %FTP for an FTP, rounded to the watt (what the download and a device show). */
export const wattsOf = (pct: number, ftpW: number) => Math.round((pct * ftpW) / 100);

const pct = (value: number, language: string) => withPercentSign(formatNumber(value, language), language);

/**
 * A step's target in words a rider reads: "88%–93%" ("88–93 %" in es) and, with an FTP, "220–233 W"; a ramp
 * "50% → 75%"; free ride and all-out have no number (null), their label says what they are.
 */
export function targetText(
  target: PowerTarget,
  ftpW: number | null,
  language: string,
): { pct: string; watts: string | null } | null {
  const w = (value: number) => formatNumber(wattsOf(value, ftpW ?? 0), language);
  switch (target.type) {
    case 'range':
      return target.lowPct === target.highPct
        ? { pct: pct(target.lowPct, language), watts: ftpW ? `${w(target.lowPct)} W` : null }
        : {
            // es (RAE, as the coach writes it) puts one sign after the band: "88–93 %"
            pct:
              language === 'es'
                ? withPercentSign(
                    `${formatNumber(target.lowPct, 'es')}–${formatNumber(target.highPct, 'es')}`,
                    'es',
                  )
                : `${pct(target.lowPct, language)}–${pct(target.highPct, language)}`,
            watts: ftpW ? `${w(target.lowPct)}–${w(target.highPct)} W` : null,
          };
    case 'ramp':
      return {
        pct: `${pct(target.fromPct, language)} → ${pct(target.toPct, language)}`,
        watts: ftpW ? `${w(target.fromPct)} → ${w(target.toPct)} W` : null,
      };
    default:
      return null;
  }
}

/** Whole minutes and the seconds left, for the builder's two duration inputs. */
export function splitDuration(seconds: number | null): { minutes: number; seconds: number } {
  const s = seconds != null && Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}

/** Minutes and seconds typed in the builder back to seconds (NaN when a field is not a number). */
export function joinDuration(minutes: string, seconds: string): number {
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  const s = seconds.trim() === '' ? 0 : Number(seconds);
  return m * 60 + s;
}
