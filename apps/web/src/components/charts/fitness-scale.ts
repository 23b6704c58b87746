/** CTL, ATL and TSB drawn alike wherever fitness is charted (the progress page and the plan's projection). */
export const FITNESS_COLORS = { ctl: '#4f9dde', atl: '#ff6a3d', tsb: '#8a9a00' } as const;

/**
 * The fitness chart's value range: the data's, widened to include 0 and at least 10 points above it. Without rides
 * for months the loads decay towards values like 1e-20, which an auto-range would blow up into a falling curve that
 * looks like real fitness.
 */
export function fitnessRange(min: number, max: number): [number, number] {
  const lo = Math.min(0, Number.isFinite(min) ? Math.floor(min) : 0);
  const hi = Math.max(10, Number.isFinite(max) ? Math.ceil(max) : 0);
  return [lo, hi];
}
