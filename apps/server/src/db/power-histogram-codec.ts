/**
 * Stored power histograms (`activities.power_histogram`): seconds per science `POWER_HISTOGRAM_BIN_W` bin as
 * little-endian Uint32, bin 0 first, ending at the ride's highest bin (a few hundred bytes a ride). An empty value
 * means the ride has no power to count (a row the back-fill found without a readable power stream); null means not
 * computed yet (a row stored before histograms, see power-histogram-backfill.ts).
 */
export function encodePowerHistogram(seconds: ArrayLike<number>): Buffer {
  const buf = Buffer.alloc(seconds.length * 4);
  for (let i = 0; i < seconds.length; i++) buf.writeUInt32LE(Math.max(0, Math.round(seconds[i]!)), i * 4);
  return buf;
}

export function decodePowerHistogram(data: Uint8Array | null): Uint32Array | null {
  if (!data) return null;
  const out = new Uint32Array(Math.floor(data.byteLength / 4));
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getUint32(i * 4, true);
  return out;
}
