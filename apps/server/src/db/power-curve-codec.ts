/** `activities.power_curve_kind` of a curve holding the exact-duration mean-maximal power (science `powerCurve`). */
export const POWER_CURVE_KIND_MMP = 'mmp';
/** A row stored before exact curves whose power stream could not be read: its curve stays the monotone envelope. */
export const POWER_CURVE_KIND_ENVELOPE = 'envelope';

/** Stored power curves: little-endian Float64 per standard duration, NaN = the ride was too short. */
export function encodePowerCurve(values: ArrayLike<number> | null): Buffer | null {
  if (!values) return null;
  const buf = Buffer.alloc(values.length * 8);
  for (let i = 0; i < values.length; i++)
    buf.writeDoubleLE(Number.isFinite(values[i]!) ? values[i]! : Number.NaN, i * 8);
  return buf;
}

export function decodePowerCurve(data: Uint8Array | null): Float64Array | null {
  if (!data) return null;
  const out = new Float64Array(Math.floor(data.byteLength / 8));
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat64(i * 8, true);
  return out;
}
