/**
 * Readiness from the daily check-in. Five items on 1–5 scales — sleep quality, fatigue, muscle soreness, stress and
 * motivation — the wellness questionnaire of McLean et al. 2010 (IJSPP 5:367, mood → motivation), each turned into
 * "how good" 0–1 and averaged to 0–100. Optional physiology lowers it: resting HR ≥ 5 bpm above its 7-day baseline
 * −10 (≥ 10 bpm −20) (Buchheit 2014, Front Physiol 5:73: day-to-day resting HR varies by a few beats); HRV (ln
 * rMSSD) below its 7-day mean − 1 SD −15 (Kiviniemi et al. 2007, EJAP 101:743: train easy when HRV drops below the
 * reference; Plews et al. 2012: a 7-day rolling baseline). Baselines need ≥ 3 earlier values in the 7 days before.
 * Bands: ≥ 70 good, ≥ 55 fair, ≥ 35 poor, below very poor.
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';

export interface CheckIn {
  readonly date: IsoDate;
  /** Sleep quality: 1 very poor … 5 very good. */
  readonly sleep: number;
  /** Fatigue: 1 very fresh … 4 tired, 5 very tired. */
  readonly fatigue: number;
  /** Muscle soreness: 1 none … 5 very sore. */
  readonly soreness: number;
  /** Stress: 1 very relaxed … 5 very stressed. */
  readonly stress: number;
  /** Motivation to train: 1 none … 5 very high. */
  readonly motivation: number;
  readonly restingHrBpm?: number | null;
  /** Morning rMSSD, ms. */
  readonly hrvMs?: number | null;
}

export const CHECK_IN_ITEMS = ['sleep', 'fatigue', 'soreness', 'stress', 'motivation'] as const;
export type CheckInItem = (typeof CHECK_IN_ITEMS)[number];

export const READINESS_BANDS = ['good', 'fair', 'poor', 'veryPoor'] as const;
export type ReadinessBand = (typeof READINESS_BANDS)[number];

export interface Readiness {
  /** 0–100. */
  readonly score: number;
  readonly band: ReadinessBand;
  /** The questionnaire alone, 0–100. */
  readonly wellness: number;
  /** Resting HR minus its baseline, bpm (null without enough data). */
  readonly restingHrDelta: number | null;
  /** HRV below its baseline band (null without enough data). */
  readonly hrvLow: boolean | null;
}

export const RESTING_HR_STEP_BPM = 5;
export const BASELINE_DAYS = 7;
export const BASELINE_MIN_VALUES = 3;

/** Problems with a check-in (field names as in `CheckIn`); empty when it is valid. */
export function validateCheckIn(c: CheckIn): { field: string; code: 'invalid' | 'outOfRange' }[] {
  const out: { field: string; code: 'invalid' | 'outOfRange' }[] = [];
  for (const item of CHECK_IN_ITEMS) {
    const v = c[item];
    if (typeof v !== 'number' || !Number.isInteger(v)) out.push({ field: item, code: 'invalid' });
    else if (v < 1 || v > 5) out.push({ field: item, code: 'outOfRange' });
  }
  const optional = (field: 'restingHrBpm' | 'hrvMs', min: number, max: number) => {
    const v = c[field];
    if (v == null) return;
    if (typeof v !== 'number' || !Number.isFinite(v)) out.push({ field, code: 'invalid' });
    else if (v < min || v > max) out.push({ field, code: 'outOfRange' });
  };
  optional('restingHrBpm', 25, 120);
  optional('hrvMs', 5, 300);
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

function baseline(
  previous: readonly CheckIn[],
  date: IsoDate,
  pick: (c: CheckIn) => number | null | undefined,
) {
  const values = previous
    .filter((c) => {
      const ago = daysBetween(c.date, date);
      return ago >= 1 && ago <= BASELINE_DAYS;
    })
    .map(pick)
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0);
  return values.length >= BASELINE_MIN_VALUES ? values : null;
}

/** Readiness of `checkIn`, with baselines from the `previous` check-ins (any order). */
export function readiness(checkIn: CheckIn, previous: readonly CheckIn[] = []): Readiness {
  const good = [
    (checkIn.sleep - 1) / 4,
    (5 - checkIn.fatigue) / 4,
    (5 - checkIn.soreness) / 4,
    (5 - checkIn.stress) / 4,
    (checkIn.motivation - 1) / 4,
  ];
  const wellness = Math.round(100 * mean(good));
  let score = wellness;
  let restingHrDelta: number | null = null;
  const hr = baseline(previous, checkIn.date, (c) => c.restingHrBpm);
  if (hr && checkIn.restingHrBpm != null) {
    restingHrDelta = Math.round((checkIn.restingHrBpm - mean(hr)) * 10) / 10;
    if (restingHrDelta >= 2 * RESTING_HR_STEP_BPM) score -= 20;
    else if (restingHrDelta >= RESTING_HR_STEP_BPM) score -= 10;
  }
  let hrvLow: boolean | null = null;
  const hrv = baseline(previous, checkIn.date, (c) => c.hrvMs);
  if (hrv && checkIn.hrvMs != null && checkIn.hrvMs > 0) {
    const logs = hrv.map(Math.log);
    const m = mean(logs);
    const sd = Math.sqrt(mean(logs.map((x) => (x - m) ** 2)));
    hrvLow = Math.log(checkIn.hrvMs) < m - sd;
    if (hrvLow) score -= 15;
  }
  score = Math.max(0, Math.min(100, score));
  const band: ReadinessBand = score >= 70 ? 'good' : score >= 55 ? 'fair' : score >= 35 ? 'poor' : 'veryPoor';
  return { score, band, wellness, restingHrDelta, hrvLow };
}
