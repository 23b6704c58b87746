export const TSB_STATES = ['transition', 'fresh', 'neutral', 'productive', 'overreaching'] as const;
export type TsbState = (typeof TSB_STATES)[number];

/**
 * Form in words from TSB (Coggan's Performance Manager guidance): above +25 fitness is fading, +5…+25 fresh and ready
 * to race, −10…+5 neutral, −30…−10 the productive training band, below −30 a risk of overreaching.
 */
export function tsbState(tsb: number): TsbState {
  if (tsb > 25) return 'transition';
  if (tsb >= 5) return 'fresh';
  if (tsb >= -10) return 'neutral';
  if (tsb >= -30) return 'productive';
  return 'overreaching';
}
