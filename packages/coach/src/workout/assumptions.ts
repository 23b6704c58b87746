/**
 * What the derived numbers assume where a workout does not say. Every figure that depends on one of these is
 * flagged `estimated` (WorkoutMetrics.estimated, ProfileSegment.estimated) so the app can label it as such.
 */

/**
 * An open step (`durationS: null`, ends on the lap button) is counted as 5 minutes: the typical "ride easy until
 * you are ready" warm-up or cool-down of Zwift and TrainerRoad files. Duration, TSS and kJ include it.
 */
export const OPEN_STEP_ASSUMED_S = 300;

/**
 * A free-ride step (no target, Zwift `FreeRide`) is counted at 60 % FTP — easy endurance, the middle of Coggan's
 * level 2 (55–75 %), which is what riders do when a session leaves them free.
 */
export const FREE_RIDE_ASSUMED_PCT = 60;

/**
 * A max-effort step (all-out, Zwift `MaxEffort`, sprints) is counted at 200 % FTP. Real all-out efforts run from
 * ~130 % (5 min) to 250–350 % FTP (10–15 s sprints, Coggan's level 7 starts at 150 %); 200 % sits in level 7 and
 * keeps the load of short sprints on the conservative side (their seconds are few, so TSS barely moves).
 */
export const MAX_EFFORT_ASSUMED_PCT = 200;
