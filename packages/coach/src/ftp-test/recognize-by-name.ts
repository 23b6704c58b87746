import { LIBRARY_WORKOUTS } from '../library/catalog.ts';
import { COACH_LANGUAGES } from '../workout/types.ts';
import type { FtpTestProtocolId } from './types.ts';

/**
 * A name as devices and apps may rewrite it: accents dropped (NFKD), lower case, "×" as "x", every run of other
 * characters one space. "Teste de FTP 2 × 8 minutos" → "teste de ftp 2 x 8 minutos".
 */
export function normalizeWorkoutName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/×/g, 'x')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Devices cut long names (Garmin lists show ~15 characters); shorter prefixes than this are too ambiguous. */
const MIN_PREFIX_CHARS = 12;

interface NamedTest {
  readonly workoutId: string;
  readonly protocol: FtpTestProtocolId;
  readonly names: readonly string[];
}

/** Every way our FTP-test workouts are named in a file we export: their id and their name in each language. */
const NAMED_TESTS: readonly NamedTest[] = LIBRARY_WORKOUTS.filter((w) => w.ftpTest).map((w) => ({
  workoutId: w.id,
  protocol: w.ftpTest!,
  names: [...new Set([w.id, ...COACH_LANGUAGES.map((lang) => w.name[lang])].map(normalizeWorkoutName))],
}));

/**
 * The FTP test a ride was ridden as, from the workout name its file carries (a FIT activity ridden as a structured
 * workout holds the workout's `wkt_name`; our `.fit` exports write the library name in the rider's language). Only
 * our own test names count, compared after {@link normalizeWorkoutName}: equal, or — for a name a device cut short —
 * a prefix of at least 12 characters that fits exactly one test. Generic names ("Wahoo Workout", "FTP test")
 * are not evidence of a protocol. Null when the name is not one of them.
 */
export function ftpTestFromWorkoutName(
  name: string | null | undefined,
): { protocol: FtpTestProtocolId; workoutId: string } | null {
  if (!name) return null;
  const given = normalizeWorkoutName(name);
  if (!given) return null;
  const exact = NAMED_TESTS.find((t) => t.names.includes(given));
  if (exact) return { protocol: exact.protocol, workoutId: exact.workoutId };
  if (given.length < MIN_PREFIX_CHARS) return null;
  const cut = NAMED_TESTS.filter((t) => t.names.some((n) => n.startsWith(given)));
  return cut.length === 1 ? { protocol: cut[0]!.protocol, workoutId: cut[0]!.workoutId } : null;
}
