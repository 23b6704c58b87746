/**
 * Window statistics over a 1 Hz power series in O(1) per window (prefix sums of w and w²). Missing samples (NaN,
 * negative) count as 0 W — the rider was not pedalling — as in `bestEfforts` of `@domestique/science`.
 */
export class PowerWindows {
  readonly length: number;
  private readonly sum: Float64Array;
  private readonly sumSq: Float64Array;

  constructor(watts: ArrayLike<number>) {
    const n = watts.length;
    this.length = n;
    this.sum = new Float64Array(n + 1);
    this.sumSq = new Float64Array(n + 1);
    for (let i = 0; i < n; i++) {
      const raw = watts[i]!;
      const w = Number.isFinite(raw) && raw > 0 ? raw : 0;
      this.sum[i + 1] = this.sum[i]! + w;
      this.sumSq[i + 1] = this.sumSq[i]! + w * w;
    }
  }

  /** Mean power over seconds [from, to), clamped to the series; 0 for an empty window. */
  mean(from: number, to: number): number {
    const a = Math.max(0, Math.min(this.length, from));
    const b = Math.max(a, Math.min(this.length, to));
    return b > a ? (this.sum[b]! - this.sum[a]!) / (b - a) : 0;
  }

  /** Population standard deviation over seconds [from, to) (clamped); 0 for an empty window. */
  sd(from: number, to: number): number {
    const a = Math.max(0, Math.min(this.length, from));
    const b = Math.max(a, Math.min(this.length, to));
    if (b <= a) return 0;
    const m = (this.sum[b]! - this.sum[a]!) / (b - a);
    return Math.sqrt(Math.max(0, (this.sumSq[b]! - this.sumSq[a]!) / (b - a) - m * m));
  }

  /** The best `durationS`-second mean whose window lies entirely outside every span in `exclude` ([from, to)). */
  bestOutside(durationS: number, exclude: readonly (readonly [number, number])[]): number {
    let best = 0;
    for (let s = 0; s + durationS <= this.length; s++) {
      if (exclude.some(([from, to]) => s < to && from < s + durationS)) continue;
      best = Math.max(best, this.mean(s, s + durationS));
    }
    return best;
  }
}
