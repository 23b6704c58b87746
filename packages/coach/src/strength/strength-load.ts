import type { StrengthSession } from './types.ts';

/**
 * Session-RPE load units that count as one TSS point: 6. Both scales are anchored on a maximal hour — 60 minutes at
 * RPE 10 is 600 session-RPE units (Foster), one hour at FTP is 100 TSS by definition (Coggan) — so 600 AU ≡ 100 TSS,
 * i.e. 10 TSS per hour per RPE point. That is TrainingPeaks' published rule of thumb for estimating TSS from RPE
 * ("exercise at a level 5 for two hours and you accumulate 50 TSS an hour", as quoted by coaches, e.g.
 * teamtrilife.com 2018). A linear map keeps Foster's proportionality (and his monotony and
 * strain); mapping RPE to an intensity factor (TSS = hours × (RPE/10)² × 100) was rejected: it would score a
 * CR-10 "hard" (5) session like a recovery spin (25 per hour).
 */
export const SESSION_RPE_AU_PER_TSS = 6;

/**
 * Foster's session-RPE training load (Foster et al., J Strength Cond Res 2001;15:109–115; valid for resistance
 * training, Day et al., JSCR 2004;18:353–358): load (AU) = duration in minutes × session RPE on the CR-10 scale.
 * Throws RangeError for a negative or non-finite duration or an RPE outside 0–10.
 */
export function sessionRpeLoad(durationS: number, rpe: number): number {
  if (!Number.isFinite(durationS) || durationS < 0)
    throw new RangeError(`duration must be ≥ 0 s, got ${durationS}`);
  if (!Number.isFinite(rpe) || rpe < 0 || rpe > 10) throw new RangeError(`RPE must be 0–10, got ${rpe}`);
  return (durationS / 60) * rpe;
}

/**
 * Estimated training load of a session in TSS units, from its duration and RPE: session-RPE / 6
 * ({@link SESSION_RPE_AU_PER_TSS}), so 60 minutes at RPE 10 ≈ 100 and 45 minutes at RPE 6 = 45. An estimate — the
 * app labels it so — that lets strength days count in CTL/ATL beside rides.
 */
export function strengthTss(durationS: number, rpe: number): number {
  return sessionRpeLoad(durationS, rpe) / SESSION_RPE_AU_PER_TSS;
}

/** A library session's planned load: its session-RPE units and their TSS estimate. */
export function strengthSessionLoad(session: Pick<StrengthSession<unknown>, 'durationS' | 'rpe'>): {
  sessionRpeAu: number;
  tss: number;
} {
  const sessionRpeAu = sessionRpeLoad(session.durationS, session.rpe);
  return { sessionRpeAu, tss: sessionRpeAu / SESSION_RPE_AU_PER_TSS };
}
