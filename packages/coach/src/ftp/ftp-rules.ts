/**
 * Which FTP scores which ride, and what the rider's FTP is now: the FTP history (manual entries, tests, accepted ride
 * estimates) laid out as a timeline, the profile's FTP and the estimate from the answers behind it, and what a ride
 * says about the FTP. Typed on plain entries so the server, the CLI and the coach share one set of rules.
 */
import { estimateFtpFromCurve, type FtpEstimate, type PowerCurveLike } from '@domestique/science';
import { dayNumber, isValidDay } from '../calendar/days.ts';
import { localDay, startOfDayIn } from '../calendar/local-day.ts';
import { ftpFromAnswers, type RiderFtpFacts } from './ftp-from-answers.ts';

/** One entry of a rider's FTP history (a stored row carries more; the rules keep and return the caller's type). */
export interface FtpEntry {
  id: string;
  ftpW: number;
  /** `manual`, `test` or `estimate` (an accepted ride estimate). */
  source: string;
  /** From when the FTP applies: the ride's start for a test or an estimate, the chosen day for a manual entry. */
  effectiveAt: Date;
  /** When the entry was made: the order decisions were taken in. */
  createdAt: Date;
}

/** A ride older than this cannot suggest a new FTP: fitness from months ago says little about today. */
export const FTP_SUGGESTION_MAX_AGE_DAYS = 90;

export interface CurrentFtp {
  watts: number;
  source: 'manual' | 'test' | 'estimate' | 'answers';
  effectiveAt: Date | null;
}

/** The first day an FTP entry may take effect from (power meters reached amateurs in the 1990s; earlier is a typo). */
export const EARLIEST_FTP_DAY = '1990-01-01';

/**
 * The FTP timeline rides are scored with, from the history in the order entries were made, sorted by `effectiveAt`;
 * its last entry is the rider's current FTP. A ride uses the entry in effect on its date, as TrainingPeaks' and
 * intervals.icu's dated FTP settings do, so a change re-scores only the rides it covers.
 * - A **manual** entry or a **test** is dated: it sets the FTP from its `effectiveAt` until the next entry already
 *   effective after it, and supersedes nothing later — only an entry effective at the same moment (the same day
 *   typed again, a test of the same ride again: the newer decision wins). So an FTP typed today leaves the rides of
 *   2011–2025 on the FTP they were scored with, and a 2013 ride declared a test re-scores the rides from 2013 to the
 *   next FTP, changing today's FTP only when no later FTP exists.
 * - An accepted ride **estimate** is a decision about today's FTP (the suggestion said "your FTP is now at least…"):
 *   it takes effect at its ride's start and supersedes every entry effective at or after that moment.
 */
export function ftpTimeline<E extends FtpEntry>(history: readonly E[]): E[] {
  const ordered = [...history].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const timeline: E[] = [];
  for (const entry of ordered) {
    const at = entry.effectiveAt.getTime();
    if (entry.source === 'estimate') {
      while (timeline.length > 0 && timeline.at(-1)!.effectiveAt.getTime() >= at) timeline.pop();
      timeline.push(entry);
      continue;
    }
    const same = timeline.findIndex((e) => e.effectiveAt.getTime() === at);
    if (same >= 0) timeline[same] = entry;
    else {
      const after = timeline.findIndex((e) => e.effectiveAt.getTime() > at);
      timeline.splice(after < 0 ? timeline.length : after, 0, entry);
    }
  }
  return timeline;
}

/** Why a day cannot date an FTP entry: not a calendar day, in the future (rider's zone), or before {@link EARLIEST_FTP_DAY}. */
export type FtpDayProblem = 'invalid_value' | 'ftp_date_future' | 'ftp_date_too_early';

/**
 * When an FTP the rider types for `day` takes effect, or why it cannot: a past day from its start in the rider's time
 * zone (the rides of that day are scored with it); today from `now`, the moment it is saved — the FTP is "from now
 * on", and it stays after an entry already made today (onboarding's FTP, a test this morning) instead of replacing
 * it, so the older rides keep the FTP they were scored with.
 */
export function manualFtpStart(
  day: string,
  timeZone: string,
  now: Date,
): { effectiveAt: Date } | { problem: FtpDayProblem } {
  if (!isValidDay(day)) return { problem: 'invalid_value' };
  const today = localDay(timeZone, now);
  if (dayNumber(day) > dayNumber(today)) return { problem: 'ftp_date_future' };
  if (dayNumber(day) < dayNumber(EARLIEST_FTP_DAY)) return { problem: 'ftp_date_too_early' };
  return { effectiveAt: day === today ? now : startOfDayIn(day, timeZone) };
}

/** What a new FTP entry would change: from when to when it applies, whether it becomes today's FTP, which rides re-score. */
export interface FtpChangeEffect {
  effectiveFrom: Date;
  /** When the next FTP already recorded takes over; null when none does (the entry becomes the current FTP). */
  effectiveUntil: Date | null;
  nextFtpW: number | null;
  becomesCurrent: boolean;
  /** Rides with power whose FTP (so IF and TSS) would change: how many, and the first and last of them. */
  rescored: { count: number; firstStart: Date | null; lastStart: Date | null };
}

/**
 * The effect of adding `entry` to the history (see {@link ftpTimeline}): computed by scoring every ride with the
 * timeline with and without it, so the preview says exactly what saving does.
 */
export function ftpChangeEffect<E extends FtpEntry>(
  history: readonly E[],
  profile: RiderFtpFacts | null,
  rides: readonly {
    startTime: Date;
    ftpUsedW: number | null;
    cycling: boolean;
    normalizedPowerW: number | null;
  }[],
  entry: E,
): FtpChangeEffect {
  const after = [...history, entry];
  const timeline = ftpTimeline(after);
  const index = timeline.indexOf(entry);
  const next = index >= 0 ? (timeline[index + 1] ?? null) : null;
  let count = 0;
  let firstStart: Date | null = null;
  let lastStart: Date | null = null;
  for (const ride of rides) {
    // only a ride with power has an IF and a TSS to change
    if (!ride.cycling || ride.normalizedPowerW == null) continue;
    if (ftpForRide(ride.startTime, after, profile, timeline) === ride.ftpUsedW) continue;
    count++;
    if (!firstStart || ride.startTime < firstStart) firstStart = ride.startTime;
    if (!lastStart || ride.startTime > lastStart) lastStart = ride.startTime;
  }
  return {
    effectiveFrom: entry.effectiveAt,
    effectiveUntil: next?.effectiveAt ?? null,
    nextFtpW: next?.ftpW ?? null,
    becomesCurrent: timeline.at(-1) === entry,
    rescored: { count, firstStart, lastStart },
  };
}

/**
 * The rider's FTP now: the end of the timeline, else the profile's FTP (typed before history existed), else the
 * estimate from the onboarding answers; null without either.
 */
export function currentFtp(history: readonly FtpEntry[], profile: RiderFtpFacts | null): CurrentFtp | null {
  const last = ftpTimeline(history).at(-1);
  if (last)
    return { watts: last.ftpW, source: last.source as CurrentFtp['source'], effectiveAt: last.effectiveAt };
  if (!profile) return null;
  if (profile.ftp != null && profile.ftp > 0)
    return { watts: profile.ftp, source: 'manual', effectiveAt: null };
  const answers = ftpFromAnswers(profile);
  return answers == null ? null : { watts: answers, source: 'answers', effectiveAt: null };
}

/** An FTP the rider actually gave or accepted (not the answers estimate): what a ride estimate must beat. */
export function knownFtp(history: readonly FtpEntry[], profile: RiderFtpFacts | null): number | null {
  const current = currentFtp(history, profile);
  return current && current.source !== 'answers' ? current.watts : null;
}

/** Why a ride leaves no FTP suggestion (the ride page says so; `FTP_NO_SUGGESTION_REASONS` in the contract). */
export type NoSuggestionReason = 'not_cycling' | 'no_power' | 'too_old' | 'too_short' | 'not_above_ftp';

/**
 * What a ride says about the rider's FTP, by the rules of the suggestions: an estimate to suggest
 * (`estimateFtpFromCurve`: 0.95 × best 20 min, else CP of the 3–20-min efforts) when the ride is a cycling ride
 * with power, started within {@link FTP_SUGGESTION_MAX_AGE_DAYS} of `now`, and its estimate beats the rider's known
 * FTP (any estimate when none is known); otherwise why not — another sport, no power, too old, too short (no 20-min
 * effort and no plausible 3–20-min fit), or not above the known FTP.
 */
export function rideFtpEvidence(
  ride: { startTime: Date; cycling: boolean; powerCurve: PowerCurveLike | null },
  knownFtpW: number | null,
  now: Date,
): { estimate: FtpEstimate; estimateW: number } | { reason: NoSuggestionReason } {
  if (!ride.cycling) return { reason: 'not_cycling' };
  if (!ride.powerCurve) return { reason: 'no_power' };
  if (now.getTime() - ride.startTime.getTime() > FTP_SUGGESTION_MAX_AGE_DAYS * 86_400_000)
    return { reason: 'too_old' };
  if (!estimateFtpFromCurve(ride.powerCurve)) return { reason: 'too_short' };
  const estimate = estimateFtpFromCurve(ride.powerCurve, { currentFtpW: knownFtpW });
  const estimateW = estimate ? Math.round(estimate.ftpW) : null;
  if (!estimate || estimateW == null || (knownFtpW != null && estimateW <= knownFtpW))
    return { reason: 'not_above_ftp' };
  return { estimate, estimateW };
}

/**
 * The FTP a ride is scored with and where it comes from: the timeline entry in effect at its start (see
 * {@link ftpForRide}), else the current FTP (the profile's, or the estimate from the answers); null without any.
 */
export function ftpSourceForRide(
  startTime: Date,
  history: readonly FtpEntry[],
  profile: RiderFtpFacts | null,
  timeline: readonly FtpEntry[] = ftpTimeline(history),
): { watts: number; source: CurrentFtp['source'] } | null {
  if (timeline.length === 0) {
    const current = currentFtp(history, profile);
    return current ? { watts: current.watts, source: current.source } : null;
  }
  let chosen = timeline[0]!;
  for (const entry of timeline) {
    if (entry.effectiveAt.getTime() <= startTime.getTime()) chosen = entry;
    else break;
  }
  return { watts: chosen.ftpW, source: chosen.source as CurrentFtp['source'] };
}

/**
 * The FTP a ride is scored with (IF, TSS): the timeline entry in effect at the ride's start; rides before the first
 * entry use the first one (the oldest FTP we know beats none). Without history: {@link currentFtp}. So the first FTP
 * a rider sets scores every ride they uploaded before, an accepted ride estimate re-scores that ride and every later
 * one, and a test next spring does not rewrite last season's TSS.
 */
export function ftpForRide(
  startTime: Date,
  history: readonly FtpEntry[],
  profile: RiderFtpFacts | null,
  timeline: readonly FtpEntry[] = ftpTimeline(history),
): number | null {
  return ftpSourceForRide(startTime, history, profile, timeline)?.watts ?? null;
}

/**
 * List rows with the source of the FTP each was scored with (null for a ride with no IF: no power, another sport), so
 * the list can mark rides scored on the estimate from the answers.
 */
export function withFtpSources<T extends { startTime: string; intensityFactor: number | null }>(
  items: readonly T[],
  history: readonly FtpEntry[],
  profile: RiderFtpFacts | null,
): (T & { ftpSource: CurrentFtp['source'] | null })[] {
  const timeline = ftpTimeline(history);
  return items.map((item) => ({
    ...item,
    ftpSource:
      item.intensityFactor == null
        ? null
        : (ftpSourceForRide(new Date(item.startTime), history, profile, timeline)?.source ?? null),
  }));
}
