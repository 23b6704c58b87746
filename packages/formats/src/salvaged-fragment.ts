import type { RideWarning, RideWarningCode } from './warnings.ts';

/**
 * Less riding than this in a damaged file is a fragment, not a ride: the 13-second, 0-km piece of a file with a broken
 * checksum counted among the rider's rides (issue 22). A minute is the shortest effort the science reads (the ramp
 * test's best minute). An intact file is kept whatever its length: the rider recorded it.
 */
export const MIN_SALVAGED_RIDING_S = 60;

/** The warnings that say a file was damaged and read only as far as it could be (checksum, cut, broken parts). */
export const DAMAGE_WARNINGS: ReadonlySet<RideWarningCode> = new Set<RideWarningCode>([
  'crc_mismatch',
  'trailing_data_ignored',
  'truncated_salvaged',
  'damaged_salvaged',
  'misaligned_fields',
]);

/**
 * Whether a damaged file ({@link DAMAGE_WARNINGS}) holds less than {@link MIN_SALVAGED_RIDING_S} of riding — so also
 * one with no riding time and no distance at all: the import rejects it as `salvaged_fragment`, with that reason in
 * the rider's language, rather than storing a ride of a few seconds.
 */
export function isSalvagedFragment(
  warnings: readonly Pick<RideWarning, 'code'>[],
  ridingS: number | null | undefined,
): boolean {
  const damaged = warnings.some((w) => DAMAGE_WARNINGS.has(w.code));
  return damaged && !((ridingS ?? 0) >= MIN_SALVAGED_RIDING_S);
}
