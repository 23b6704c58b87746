/**
 * The plan's view of the workout library: just what choosing a session needs. `catalogFromLibrary` (library-
 * catalog.ts) builds it from the real library; tests pass small hand-made catalogs.
 */
import { EXTENSION_STEP_S, MAX_EXTENDED_S, parseExtendedId } from '../library/extend.ts';
import type { StrengthFocus, StrengthSetting } from '../strength/types.ts';
import type { Localized, WorkoutFamily } from '../workout/types.ts';

export interface CatalogWorkout {
  readonly id: string;
  readonly family: WorkoutFamily;
  /** Progression level 1.0–10.0 within the family. */
  readonly level: number;
  readonly durationS: number;
  /** TSS of the workout as written (targets are %FTP, so it does not depend on the rider's FTP). */
  readonly tss: number;
  readonly name: Localized;
  /** Set for FTP tests. */
  readonly ftpTest?: 'ramp' | '20min' | '8min';
  /** Set for a race opener: only `pickOpener` plans it. */
  readonly opener?: true;
  /** Planned seconds in Coggan power zones Z1…Z7 (compliance compares rides with it). */
  readonly timeInZonesS?: readonly number[];
}

export interface CatalogStrength {
  readonly id: string;
  readonly focus: StrengthFocus;
  /** Bodyweight sessions need no equipment; gym sessions need weights. */
  readonly setting?: StrengthSetting;
  readonly durationS: number;
  /** Estimated load in TSS units (session RPE, see the strength library). */
  readonly tss: number;
  readonly name: Localized;
}

export interface WorkoutCatalog {
  readonly workouts: readonly CatalogWorkout[];
  readonly strength: readonly CatalogStrength[];
  /**
   * `w` ridden within a ride of `totalS` seconds (endurance after its main set), or null when it cannot be — the
   * library's `extendWorkout`. Catalogs without it plan each workout at its own length.
   */
  readonly extend?: (w: CatalogWorkout, totalS: number) => CatalogWorkout | null;
}

interface CatalogIndex {
  readonly byFamily: ReadonlyMap<WorkoutFamily, readonly CatalogWorkout[]>;
  readonly strength: readonly CatalogStrength[];
}

const indexes = new WeakMap<WorkoutCatalog, CatalogIndex>();

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function indexOf(catalog: WorkoutCatalog): CatalogIndex {
  let index = indexes.get(catalog);
  if (!index) {
    const byFamily = new Map<WorkoutFamily, CatalogWorkout[]>();
    for (const w of [...catalog.workouts].sort(byId)) {
      const list = byFamily.get(w.family) ?? [];
      list.push(w);
      byFamily.set(w.family, list);
    }
    index = { byFamily, strength: [...catalog.strength].sort(byId) };
    indexes.set(catalog, index);
  }
  return index;
}

/** Every workout of `family`, sorted by id. */
export function familyWorkouts(catalog: WorkoutCatalog, family: WorkoutFamily): readonly CatalogWorkout[] {
  return indexOf(catalog).byFamily.get(family) ?? [];
}

/** A workout by id (a catalog workout, or one ridden within a longer ride), or undefined. */
export function findWorkout(catalog: WorkoutCatalog, id: string): CatalogWorkout | undefined {
  for (const list of indexOf(catalog).byFamily.values()) {
    const hit = list.find((w) => w.id === id);
    if (hit) return hit;
  }
  const parsed = parseExtendedId(id);
  const base = parsed && findWorkout(catalog, parsed.baseId);
  return (base && parsed && catalog.extend?.(base, parsed.totalS)) || undefined;
}

/** The id of the catalog workout a session rides (itself, or the one an extended ride is built on). */
export function baseWorkoutId(id: string): string {
  return parseExtendedId(id)?.baseId ?? id;
}

/**
 * `w` filling a slot of `slotS` seconds: ridden within a longer ride, in whole quarter hours, when the catalog can
 * extend it and the slot leaves at least a quarter hour; else `w` as it is.
 */
export function fillSlot(catalog: WorkoutCatalog, w: CatalogWorkout, slotS: number): CatalogWorkout {
  const totalS = Math.min(MAX_EXTENDED_S, Math.floor(slotS / EXTENSION_STEP_S) * EXTENSION_STEP_S);
  if (!catalog.extend || totalS < w.durationS + EXTENSION_STEP_S) return w;
  return catalog.extend(w, totalS) ?? w;
}

export interface PickOptions {
  /** Only workouts at or above this level. */
  readonly minLevel?: number;
  /** Only workouts at or below this level. */
  readonly maxLevel?: number;
  /** Only workouts with at most this TSS. */
  readonly maxTss?: number;
  /** Never this workout (an alternative must differ). */
  readonly excludeId?: string;
  /** Workouts not to take while another fits (ids of the base workouts a plan already used often). */
  readonly avoidIds?: ReadonlySet<string>;
  /** At equal distance from the target level, take the harder workout (a productive step), not the longer one. */
  readonly harderOnTie?: boolean;
}

function fitting(catalog: WorkoutCatalog, family: WorkoutFamily, maxDurationS: number, opts: PickOptions) {
  return familyWorkouts(catalog, family).filter(
    (w) =>
      w.durationS <= maxDurationS &&
      (opts.minLevel === undefined || w.level >= opts.minLevel - 1e-9) &&
      (opts.maxLevel === undefined || w.level <= opts.maxLevel + 1e-9) &&
      (opts.maxTss === undefined || w.tss <= opts.maxTss + 1e-9) &&
      w.id !== opts.excludeId &&
      !w.opener,
  );
}

/** `fitting`, without the workouts to avoid while any other fits. */
function preferred(catalog: WorkoutCatalog, family: WorkoutFamily, maxDurationS: number, opts: PickOptions) {
  const all = fitting(catalog, family, maxDurationS, opts);
  if (!opts.avoidIds || opts.avoidIds.size === 0) return all;
  const fresh = all.filter((w) => !opts.avoidIds!.has(w.id));
  return fresh.length > 0 ? fresh : all;
}

/** The race opener that fits `maxDurationS` (the longest), or null. */
export function pickOpener(catalog: WorkoutCatalog, maxDurationS: number): CatalogWorkout | null {
  let best: CatalogWorkout | null = null;
  for (const w of indexOf(catalog).byFamily.get('endurance') ?? []) {
    if (w.opener && w.durationS <= maxDurationS && (!best || w.durationS > best.durationS)) best = w;
  }
  return best;
}

/**
 * The workout of `family` that fits `maxDurationS` with the level nearest `targetLevel` (ties: the longer, then the
 * lower id). How key sessions are chosen: the level is the point, the day's time only a limit. Null when none fits.
 */
export function pickByLevel(
  catalog: WorkoutCatalog,
  family: WorkoutFamily,
  targetLevel: number,
  maxDurationS: number,
  opts: PickOptions = {},
): CatalogWorkout | null {
  let best: CatalogWorkout | null = null;
  for (const w of preferred(catalog, family, maxDurationS, opts)) {
    if (!best) best = w;
    else {
      const d = Math.abs(w.level - targetLevel) - Math.abs(best.level - targetLevel);
      const tie = Math.abs(d) <= 1e-9;
      const wins = opts.harderOnTie
        ? w.level > best.level + 1e-9 ||
          (Math.abs(w.level - best.level) <= 1e-9 && w.durationS > best.durationS)
        : w.durationS > best.durationS;
      if (d < -1e-9 || (tie && wins)) best = w;
    }
  }
  return best;
}

/**
 * The longest workout of `family` that fits `maxDurationS` (ties: the level nearest `targetLevel`, then the lower
 * id). How endurance and recovery rides are chosen: there the time is the point. Null when none fits.
 */
export function pickByDuration(
  catalog: WorkoutCatalog,
  family: WorkoutFamily,
  maxDurationS: number,
  targetLevel: number,
  opts: PickOptions = {},
): CatalogWorkout | null {
  let best: CatalogWorkout | null = null;
  for (const w of preferred(catalog, family, maxDurationS, opts)) {
    if (!best || w.durationS > best.durationS) best = w;
    else if (
      w.durationS === best.durationS &&
      Math.abs(w.level - targetLevel) < Math.abs(best.level - targetLevel) - 1e-9
    )
      best = w;
  }
  return best;
}

/** The shortest workout of `family` that fits `maxDurationS` (ties: lower level, then id), or null. */
export function pickShortest(
  catalog: WorkoutCatalog,
  family: WorkoutFamily,
  maxDurationS: number,
  opts: PickOptions = {},
): CatalogWorkout | null {
  let best: CatalogWorkout | null = null;
  for (const w of fitting(catalog, family, maxDurationS, opts)) {
    if (!best || w.durationS < best.durationS || (w.durationS === best.durationS && w.level < best.level))
      best = w;
  }
  return best;
}

/** Strength sessions that fit `maxDurationS` (and the rider's setting, when given), sorted by id (plans rotate through them). */
export function strengthFitting(
  catalog: WorkoutCatalog,
  maxDurationS: number,
  setting: StrengthSetting | null = null,
): readonly CatalogStrength[] {
  return indexOf(catalog).strength.filter(
    (s) =>
      s.durationS <= maxDurationS && (setting === null || s.setting === undefined || s.setting === setting),
  );
}

/** Planned seconds in Coggan zones Z1…Z7 by workout id, as compliance looks them up (a `Map` is one). */
export type WorkoutZones = Pick<ReadonlyMap<string, readonly number[]>, 'get'>;

/**
 * Planned time in zones per workout id, for compliance (`matchRides`' `zonesByWorkout`): a catalog workout's, or an
 * extended ride's built on one (`findWorkout` — plans fill long days with them, so a list of the catalog's own ids
 * would leave those sessions without zones), else `others`' (workouts the catalog does not hold, such as a rider's
 * own). Looked up on first use and remembered.
 */
export function zonesByWorkout(catalog: WorkoutCatalog, others: WorkoutZones = new Map()): WorkoutZones {
  const known = new Map<string, readonly number[] | undefined>();
  return {
    get(id) {
      if (!known.has(id)) known.set(id, findWorkout(catalog, id)?.timeInZonesS ?? others.get(id));
      return known.get(id);
    },
  };
}

/** FTP tests that fit `maxDurationS`, the ramp test first (the shortest and the kindest to a rider new to testing). */
export function pickFtpTest(catalog: WorkoutCatalog, maxDurationS: number): CatalogWorkout | null {
  const tests = fitting(catalog, 'ftpTest', maxDurationS, {});
  const rank = (w: CatalogWorkout) => (w.ftpTest === 'ramp' ? 0 : w.ftpTest === '20min' ? 1 : 2);
  let best: CatalogWorkout | null = null;
  for (const w of tests) {
    if (!best || rank(w) < rank(best) || (rank(w) === rank(best) && w.durationS < best.durationS)) best = w;
  }
  return best;
}
