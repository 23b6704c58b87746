/**
 * A training zone. `min` is inclusive, `max` exclusive (Infinity for the top zone), in the unit of the
 * value it classifies (W or bpm). `key` is language-neutral; the apps translate it (en/pt/es).
 */
export interface Zone {
  id: string;
  key: string;
  minPct: number;
  maxPct: number;
  min: number;
  max: number;
}

interface ZoneDef {
  id: string;
  key: string;
  minPct: number;
}

/** Coggan power levels as lower bounds in % FTP, GoldenCheetah's convention (0/55/75/90/105/120/150). */
export const COGGAN_POWER_ZONES: readonly ZoneDef[] = [
  { id: 'Z1', key: 'active_recovery', minPct: 0 },
  { id: 'Z2', key: 'endurance', minPct: 55 },
  { id: 'Z3', key: 'tempo', minPct: 75 },
  { id: 'Z4', key: 'threshold', minPct: 90 },
  { id: 'Z5', key: 'vo2max', minPct: 105 },
  { id: 'Z6', key: 'anaerobic', minPct: 120 },
  { id: 'Z7', key: 'neuromuscular', minPct: 150 },
];

/** Sweet spot band (% FTP), an optional overlay across the top of Z3 and bottom of Z4. */
export const SWEET_SPOT_PCT = { minPct: 88, maxPct: 94 } as const;

/** Coggan heart-rate levels as lower bounds in % LTHR (Z1 < 68, Z2 68–83, Z3 83–94, Z4 94–105, Z5 > 105). */
export const COGGAN_HR_ZONES: readonly ZoneDef[] = [
  { id: 'Z1', key: 'active_recovery', minPct: 0 },
  { id: 'Z2', key: 'endurance', minPct: 68 },
  { id: 'Z3', key: 'tempo', minPct: 83 },
  { id: 'Z4', key: 'threshold', minPct: 94 },
  { id: 'Z5', key: 'vo2max', minPct: 105 },
];

/** Friel cycling heart-rate zones as lower bounds in % LTHR (Z1 < 81 … Z5c > 106). */
export const FRIEL_HR_ZONES: readonly ZoneDef[] = [
  { id: 'Z1', key: 'recovery', minPct: 0 },
  { id: 'Z2', key: 'aerobic', minPct: 81 },
  { id: 'Z3', key: 'tempo', minPct: 90 },
  { id: 'Z4', key: 'subthreshold', minPct: 94 },
  { id: 'Z5a', key: 'superthreshold', minPct: 100 },
  { id: 'Z5b', key: 'aerobic_capacity', minPct: 103 },
  { id: 'Z5c', key: 'anaerobic_capacity', minPct: 107 },
];

function materialise(defs: readonly ZoneDef[], reference: number): Zone[] {
  return defs.map((d, i) => {
    const next = defs[i + 1];
    const maxPct = next ? next.minPct : Number.POSITIVE_INFINITY;
    return {
      id: d.id,
      key: d.key,
      minPct: d.minPct,
      maxPct,
      min: (reference * d.minPct) / 100,
      max: next ? (reference * maxPct) / 100 : Number.POSITIVE_INFINITY,
    };
  });
}

/** Coggan's seven power levels for a given FTP (Coggan 2001; lower bounds as in GoldenCheetah Zones.cpp). */
export function powerZones(ftpW: number): Zone[] {
  if (!(ftpW > 0)) throw new RangeError(`FTP must be positive, got ${ftpW}`);
  return materialise(COGGAN_POWER_ZONES, ftpW);
}

/**
 * Heart-rate zones on lactate-threshold HR: Coggan's five levels (default; GoldenCheetah HrZones.cpp) or
 * Friel's seven cycling zones (Friel; LTHR = mean HR of the last 20 min of a 30-min solo time trial).
 */
export function hrZones(lthrBpm: number, model: 'coggan' | 'friel' = 'coggan'): Zone[] {
  if (!(lthrBpm > 0)) throw new RangeError(`LTHR must be positive, got ${lthrBpm}`);
  return materialise(model === 'friel' ? FRIEL_HR_ZONES : COGGAN_HR_ZONES, lthrBpm);
}

/** Index of the zone holding `value` (zones sorted, contiguous), or -1 for NaN / below the first zone. */
export function zoneIndex(value: number, zones: readonly Pick<Zone, 'min' | 'max'>[]): number {
  if (!Number.isFinite(value)) return -1;
  for (let z = zones.length - 1; z >= 0; z--) if (value >= zones[z]!.min) return z;
  return -1;
}

/**
 * Seconds spent in each zone of a 1 Hz series (each finite sample counts `sampleS` seconds; NaN samples
 * are not counted). O(n · zones).
 */
export function timeInZones(
  values: ArrayLike<number>,
  zones: readonly Pick<Zone, 'min' | 'max'>[],
  sampleS = 1,
): Float64Array {
  const out = new Float64Array(zones.length);
  for (let i = 0; i < values.length; i++) {
    const z = zoneIndex(values[i]!, zones);
    if (z >= 0) out[z]! += sampleS;
  }
  return out;
}
