/** Sports (FIT profile names, snake_case) that are rides. */
const CYCLING_SPORTS = new Set([
  'cycling',
  'e_biking',
  'biking',
  'bike',
  'ride',
  'virtual_ride',
  'e_bike_ride',
]);
/** Sports that say nothing either way: files from a bike computer with no sport set, "other", "generic". */
const UNSPECIFIED_SPORTS = new Set(['generic', 'all', 'other', 'unknown', 'invalid', 'multisport']);
/** Generic equipment sports whose sub-sport decides (FIT `fitness_equipment` + `indoor_cycling` is a trainer ride). */
const EQUIPMENT_SPORTS = new Set(['fitness_equipment', 'training']);
const CYCLING_SUB_SPORTS = new Set(['indoor_cycling', 'spin']);

/**
 * Whether a file's sport counts as a ride. A cycling sport (FIT `cycling`, `e_biking`; TCX `Biking`; GPX `cycling`)
 * is a ride; so is a file that names no sport (or a generic one: a bike computer that never set it), since this is
 * a cycling app. Equipment sports count only with a cycling sub-sport (a trainer). Any other named sport — running,
 * walking, swimming, strength training… — is not a ride. Strava's numeric GPX types other than 1 (ride) and 9 (run)
 * are unknown to us and count as unspecified.
 */
export function isCyclingSport(sport: string | null, subSport: string | null = null): boolean {
  if (sport === null || sport === '' || UNSPECIFIED_SPORTS.has(sport) || /^\d+$/.test(sport)) return true;
  if (CYCLING_SPORTS.has(sport)) return true;
  if (EQUIPMENT_SPORTS.has(sport)) return subSport !== null && CYCLING_SUB_SPORTS.has(subSport);
  return false;
}
