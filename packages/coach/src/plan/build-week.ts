/**
 * One week of the plan, from its skeleton and the load it starts from: choose the hard, long and strength days,
 * share the week's hours among them, pick the workouts, and check the load rules (ramp, form floor). When a rule
 * fails the week's time shrinks by 15 % and is built again; if even a short week fails, it is built without hard
 * sessions, and as a last resort left free (a free week always passes: form climbs back when it is negative).
 */
import { addDays, dayNumber, type IsoDate, WEEKDAYS, type Weekday, weekdayIndex } from '../calendar/days.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import {
  type CatalogStrength,
  type CatalogWorkout,
  pickByDuration,
  pickByLevel,
  pickFtpTest,
  pickShortest,
  strengthFitting,
  type WorkoutCatalog,
} from './catalog.ts';
import { chooseKeyDays, chooseStrengthDays } from './choose-days.ts';
import { keyFamilies, supportFamily, weekFocusCode } from './families.ts';
import type { WeekSkeleton } from './layout.ts';
import { checkWeekLoad } from './load.ts';
import {
  isHardFamily,
  KEY_DURATION_S,
  KEY_SESSIONS,
  LEVEL_STEP,
  longRideShare,
  MAX_DAY_TSS,
  MIN_KEY_S,
  MIN_SESSION_S,
  OPENER_DURATION_S,
  RECOVERY_WEEK_VOLUME,
  RETEST_MIN_WEEKS,
  strengthSessions,
  TAPER_KEY_DURATION_S,
  TAPER_VOLUME,
  weeklyTssForRamp,
} from './rules.ts';
import type {
  PlanDay,
  PlanInput,
  PlannedRide,
  PlannedSession,
  PlanSettings,
  PlanWeek,
  SessionRole,
  TrainingLoad,
  WeekNote,
} from './types.ts';

export interface PlanContext {
  readonly input: PlanInput;
  readonly catalog: WorkoutCatalog;
  readonly settings: PlanSettings;
  /** Cap per weekday the plan rides on. */
  readonly caps: ReadonlyMap<Weekday, number>;
  /** Appended to session uids (a re-plan's sessions never collide with older ones). */
  readonly uidSuffix: string;
}

export interface PlanState {
  /** CTL/ATL at the start of the week — or, with `loadFromDay`, at the start of that day of it (a re-plan today). */
  readonly load: TrainingLoad;
  /** Day offset in the week the load applies from (days before it are past and not simulated); default 0. */
  readonly loadFromDay?: number;
  /** Day number of the last hard session, or −∞. */
  readonly lastHard: number;
  /** Day number of the last strength session, or −∞. */
  readonly lastStrength: number;
  /** The FTP is unknown and the opening test is not placed yet: nothing is planned before it. */
  readonly testPending: boolean;
  /** Week index of the last FTP test (0 when the plan starts with a known FTP). */
  readonly lastTestWeek: number;
  /** A re-test the layout asked for and that is not placed yet (too soon after a late opening test, or no room). */
  readonly testDue: boolean;
  readonly levels: Readonly<Record<WorkoutFamily, number>>;
}

interface RideSlot {
  readonly day: number;
  readonly role: Exclude<SessionRole, 'strength'>;
  readonly family: WorkoutFamily;
  /** Share weight of an easy day (long rides get more). */
  readonly weight: number;
}

interface WeekShape {
  readonly caps: readonly number[];
  readonly keys: readonly RideSlot[];
  readonly test: number | null;
  readonly openingTest: boolean;
  readonly opener: number | null;
  readonly easy: readonly RideSlot[];
  readonly strength: ReadonlyMap<number, CatalogStrength>;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function volumeOf(sk: WeekSkeleton, taperWeeks: 0 | 1 | 2): number {
  if (sk.recovery) return RECOVERY_WEEK_VOLUME;
  if (sk.taperStep !== null && taperWeeks > 0) return TAPER_VOLUME[taperWeeks as 1 | 2][sk.taperStep] ?? 0.45;
  return 1;
}

function shapeWeek(ctx: PlanContext, sk: WeekSkeleton, state: PlanState): WeekShape {
  const { input, catalog } = ctx;
  const start = dayNumber(sk.startDate);
  const notBefore = input.notBefore ? dayNumber(input.notBefore) : Number.NEGATIVE_INFINITY;
  const aEvent = sk.aEventDate ? dayNumber(sk.aEventDate) - start : null;
  const bEvent = sk.bEventDate ? dayNumber(sk.bEventDate) - start : null;
  const opening = state.testPending;
  const wantsTest = opening || retestWanted(sk, state, input.ftpW == null);
  const caps = Array.from({ length: 7 }, (_, i) => {
    if (start + i < notBefore) return 0;
    if (aEvent !== null && i >= aEvent) return 0;
    if (bEvent === i) return 0;
    return ctx.caps.get(WEEKDAYS[(weekdayIndex(sk.startDate) + i) % 7]!) ?? 0;
  });
  const rideable = caps.flatMap((c, i) => (c > 0 ? [i] : []));
  const hardAllowed = (i: number) =>
    start + i - state.lastHard >= 2 &&
    start + i !== state.lastStrength + 1 &&
    !(bEvent !== null && Math.abs(i - bEvent) <= 1) &&
    !(aEvent !== null && i >= aEvent - 1);

  const opener = aEvent !== null && aEvent >= 1 && caps[aEvent - 1]! > 0 ? aEvent - 1 : null;
  let keyCount = sk.recovery ? 0 : aEvent !== null ? 1 : KEY_SESSIONS[input.level][sk.phase];
  const trainingCount = rideable.length;
  keyCount = Math.min(keyCount, trainingCount <= 1 ? trainingCount : trainingCount - 1);
  if (wantsTest) keyCount = Math.max(keyCount, 1);

  // With the FTP unknown the first session is the test; a week with no day for it stays free.
  const forced = opening
    ? (rideable.find((i) => hardAllowed(i) && pickFtpTest(catalog, caps[i]!) !== null) ?? 7)
    : null;
  if (forced === 7) caps.fill(0);
  const byCap = rideable.filter((i) => i !== opener).sort((a, b) => caps[b]! - caps[a]! || b - a);
  const preferredLong = aEvent !== null ? null : (byCap[0] ?? null);
  const keyDays = chooseKeyDays({
    candidates: rideable.filter(
      (i) => hardAllowed(i) && caps[i]! >= (i === forced ? 0 : MIN_KEY_S) && (forced === null || i >= forced),
    ),
    caps,
    count: keyCount,
    forced,
    longDay: preferredLong,
    keyDurationS: KEY_DURATION_S[input.level],
  });
  const test =
    wantsTest && keyDays.length > 0 && pickFtpTest(catalog, caps[keyDays[0]!]!) ? keyDays[0]! : null;
  const hardDays = keyDays.filter((d) => d !== test);
  const families = keyFamilies(sk.phase, input.goal, input.weeklyHours, sk.weekInPhase, hardDays.length);
  const keys: RideSlot[] = hardDays.map((day, i) => ({ day, role: 'key', family: families[i]!, weight: 0 }));

  const firstDay = forced ?? 0;
  const easyDays = rideable.filter((i) => !keyDays.includes(i) && i !== opener && i >= firstDay);
  const long =
    aEvent !== null ? null : ([...easyDays].sort((a, b) => caps[b]! - caps[a]! || b - a)[0] ?? null);
  const support = supportFamily(sk.phase, input.weeklyHours);
  const supportDay =
    !sk.recovery && support ? (easyDays.find((i) => i !== long && !keyDays.includes(i + 1)) ?? null) : null;
  const easy: RideSlot[] = easyDays.map((day) => {
    if (day === long) return { day, role: 'long', family: 'endurance', weight: sk.recovery ? 1.5 : 2 };
    if (day === supportDay) return { day, role: 'support', family: support!, weight: 1 };
    return { day, role: sk.recovery ? 'recovery' : 'endurance', family: 'endurance', weight: 1 };
  });

  const strength = new Map<number, CatalogStrength>();
  if (input.strength) {
    const beforeHard = (i: number) => keyDays.includes(i + 1) || keyDays.includes(i - 6);
    const allowed = (i: number) =>
      i >= firstDay &&
      !beforeHard(i) &&
      !(aEvent !== null && i >= aEvent - 2) &&
      !(bEvent !== null && (i === bEvent - 1 || i === bEvent));
    const easyOnly = easyDays.filter((i) => i !== long && allowed(i));
    const chosen = chooseStrengthDays({
      tiers: [easyOnly, long !== null && allowed(long) ? [long] : [], hardDays.filter(allowed)],
      count: strengthSessions(input.level, sk.phase, sk.recovery),
    });
    chosen.forEach((day, j) => {
      // On a hard day strength comes after the ride and must leave it its full length.
      const room =
        caps[day]! - (keyDays.includes(day) ? Math.min(caps[day]!, KEY_DURATION_S[input.level]) : 0);
      const fits = strengthFitting(catalog, room, input.strengthSetting ?? null);
      if (fits.length > 0) strength.set(day, fits[(sk.index * 2 + j) % fits.length]!);
    });
  }
  return { caps, keys, test, openingTest: opening, opener, easy, strength };
}

/**
 * A hard session's workout. In a load week: a "productive" step above the level reached (+0.1…+1.0, aiming at
 * +0.5 [T3]); elsewhere (taper) an "achievable" one at or below it. When none of those fits the day, the nearest
 * level that does.
 */
function pickKey(
  catalog: WorkoutCatalog,
  family: WorkoutFamily,
  level: number,
  progress: boolean,
  maxDurationS: number,
  maxTss: number,
): CatalogWorkout | null {
  const target = Math.min(10, level + (progress ? LEVEL_STEP : 0));
  const band = progress ? { minLevel: level, maxLevel: level + 1 } : { maxLevel: level };
  return (
    pickByLevel(catalog, family, target, maxDurationS, { ...band, maxTss }) ??
    pickByLevel(catalog, family, target, maxDurationS, { maxTss })
  );
}

/** A re-test goes in a layout test week, or the first load week after it that is ≥ 4 weeks after the last test. */
function retestWanted(sk: WeekSkeleton, state: PlanState, ftpUnknown: boolean): boolean {
  const due = state.testDue || (sk.ftpTest && !(sk.index === 0 && ftpUnknown));
  return due && !sk.recovery && sk.phase !== 'taper' && sk.index - state.lastTestWeek >= RETEST_MIN_WEEKS;
}

/** Shares `budget` seconds among slots by weight, none above its cap, dropping the smallest below `MIN_SESSION_S`. */
function shareTime(budget: number, slots: readonly { weight: number; cap: number }[]): number[] {
  const order = slots.map((_, i) => i).sort((a, b) => slots[b]!.weight - slots[a]!.weight || a - b);
  for (let k = order.length; k >= 1; k--) {
    const active = order.slice(0, k);
    const out = slots.map(() => 0);
    let remaining = budget;
    let open = [...active];
    while (open.length > 0) {
      const weights = open.reduce((s, i) => s + slots[i]!.weight, 0);
      const over = open.filter((i) => (remaining * slots[i]!.weight) / weights > slots[i]!.cap);
      if (over.length === 0) {
        for (const i of open) out[i] = (remaining * slots[i]!.weight) / weights;
        break;
      }
      for (const i of over) {
        out[i] = slots[i]!.cap;
        remaining -= slots[i]!.cap;
      }
      open = open.filter((i) => !over.includes(i));
    }
    if (active.every((i) => out[i]! >= MIN_SESSION_S)) return out;
  }
  return slots.map(() => 0);
}

interface Composed {
  readonly sessions: PlannedSession[][];
  readonly daily: number[];
}

function compose(
  ctx: PlanContext,
  sk: WeekSkeleton,
  state: PlanState,
  shape: WeekShape,
  factor: number,
  withKeys: boolean,
): Composed {
  const { input, catalog } = ctx;
  const dates = Array.from({ length: 7 }, (_, i) => addDays(sk.startDate, i));
  const budget = input.weeklyHours * 3600 * volumeOf(sk, ctx.settings.taperWeeks) * factor;
  const rideOn = new Map<number, CatalogWorkout & { role: PlannedRide['role'] }>();
  // Strength counts in the week's hours: the sessions that fit the budget, in date order.
  const strength = new Map<number, CatalogStrength>();
  let left = budget;
  for (const [day, session] of [...shape.strength].sort((a, b) => a[0] - b[0])) {
    if (session.durationS > left) break;
    strength.set(day, session);
    left -= session.durationS;
  }
  const room = (d: number) => shape.caps[d]! - (strength.get(d)?.durationS ?? 0);
  const maxTss = (d: number) => MAX_DAY_TSS - (strength.get(d)?.tss ?? 0);
  const put = (d: number, w: CatalogWorkout | null, role: PlannedRide['role']) => {
    if (!w) return;
    const ride = { ...w, role };
    rideOn.set(d, ride);
    left -= w.durationS;
  };

  if (withKeys && shape.test !== null)
    put(shape.test, pickFtpTest(catalog, Math.min(room(shape.test), left)), 'test');
  if (shape.opener !== null) {
    const o = shape.opener;
    const time = Math.min(room(o), OPENER_DURATION_S, left);
    const opts = { maxTss: maxTss(o) };
    put(
      o,
      pickByDuration(catalog, 'endurance', time, 1, opts) ??
        pickByDuration(catalog, 'recovery', time, 1, opts),
      'opener',
    );
  }
  const keys = withKeys ? shape.keys : [];
  if (keys.length > 0) {
    const want = sk.phase === 'taper' ? TAPER_KEY_DURATION_S : KEY_DURATION_S[input.level];
    const per = Math.min(want, left / keys.length);
    const loadWeek = !sk.recovery && sk.phase !== 'taper';
    for (const k of keys) {
      const limit = Math.min(room(k.day), per);
      if (limit < MIN_KEY_S) continue;
      put(k.day, pickKey(catalog, k.family, state.levels[k.family], loadWeek, limit, maxTss(k.day)), 'key');
    }
  }
  const easy: readonly RideSlot[] = withKeys
    ? shape.easy
    : [
        ...shape.easy,
        ...shape.keys.map((k): RideSlot => ({ ...k, role: 'endurance', family: 'endurance', weight: 1 })),
      ].sort((a, b) => a.day - b.day);
  // The long ride first: its share of the week [longRideShare], and at least twice what another easy day gets.
  const longSlot = easy.find((e) => e.role === 'long') ?? null;
  const others = easy.filter((e) => e !== longSlot);
  /**
   * An easy day's workout: the longest that fits its share; when none does, the shortest that fits the day and the
   * week's time left (library rides come in fixed lengths: a 60-minute ride beats an empty day that "should" get 50).
   * A support day falls back to endurance, any easy day to a recovery spin.
   */
  const pickEasy = (slot: RideSlot, share: number) => {
    const limit = Math.min(room(slot.day), left);
    if (limit < MIN_SESSION_S) return;
    const level = state.levels[slot.family];
    const opts = { maxTss: maxTss(slot.day) };
    const families: WorkoutFamily[] =
      slot.role === 'support'
        ? [slot.family, 'endurance', 'recovery']
        : slot.role === 'recovery' && share <= 3600
          ? ['recovery', 'endurance']
          : ['endurance', 'recovery'];
    for (const family of families) {
      const w =
        pickByDuration(catalog, family, Math.min(share, limit), level, opts) ??
        pickShortest(catalog, family, limit, opts);
      if (w) {
        put(
          slot.day,
          w,
          family === 'recovery' ? 'recovery' : family === slot.family ? slot.role : 'endurance',
        );
        return;
      }
    }
  };
  // The long ride first: its share of the week [longRideShare], and at least twice what another easy day gets.
  const shares = shareTime(
    left,
    others.map((e) => ({ weight: e.weight, cap: room(e.day) })),
  );
  if (longSlot) {
    const alone = shares.every((x) => x === 0);
    const wanted = alone
      ? left
      : Math.max(longRideShare(input.goal) * budget, (left * 2) / (others.length + 2));
    pickEasy(longSlot, Math.max(0, Math.min(room(longSlot.day), wanted, left)));
  }
  // The other easy days that get time, the tightest caps first, each sharing what is left.
  const active = others
    .filter((_, i) => shares[i]! > 0)
    .sort((a, b) => room(a.day) - room(b.day) || a.day - b.day);
  active.forEach((slot, i) => {
    const weights = active.slice(i).reduce((t, e) => t + e.weight, 0);
    pickEasy(slot, (left * slot.weight) / weights);
  });

  const sessions: PlannedSession[][] = dates.map(() => []);
  const daily = dates.map(() => 0);
  for (let d = 0; d < 7; d++) {
    const ride = rideOn.get(d);
    if (ride) {
      sessions[d]!.push({
        uid: '',
        kind: 'ride',
        workoutId: ride.id,
        name: ride.name,
        family: ride.family,
        level: ride.level,
        durationS: ride.durationS,
        tss: ride.tss,
        role: ride.role,
      });
      daily[d]! += ride.tss;
    }
    const s = strength.get(d);
    if (s) {
      sessions[d]!.push({
        uid: '',
        kind: 'strength',
        workoutId: s.id,
        name: s.name,
        focus: s.focus,
        durationS: s.durationS,
        tss: s.tss,
        role: 'strength',
      });
      daily[d]! += s.tss;
    }
  }
  return { sessions, daily };
}

export interface BuiltWeek {
  readonly week: PlanWeek;
  readonly state: PlanState;
  readonly dailyTss: readonly number[];
}

const MAX_SHRINKS = 12;
const SHRINK = 0.85;

export function buildWeek(ctx: PlanContext, sk: WeekSkeleton, state: PlanState): BuiltWeek {
  const { settings } = ctx;
  const shape = shapeWeek(ctx, sk, state);
  const from = state.loadFromDay ?? 0;
  const ramp = (settings.rampPerWeek * (7 - from)) / 7;
  let composed: Composed | null = null;
  for (const withKeys of [true, false]) {
    let factor = 1;
    for (let t = 0; t < MAX_SHRINKS && !composed; t++, factor *= SHRINK) {
      const c = compose(ctx, sk, state, shape, factor, withKeys);
      const testPlaced = !shape.openingTest || c.sessions.some((d) => d.some((x) => x.role === 'test'));
      if (testPlaced && checkWeekLoad(state.load, c.daily.slice(from), ramp, settings.tsbFloor).ok)
        composed = c;
    }
    if (composed) break;
  }
  composed ??= { sessions: Array.from({ length: 7 }, () => []), daily: [0, 0, 0, 0, 0, 0, 0] };

  const start = dayNumber(sk.startDate);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(sk.startDate, i));
  const loadWeek = !sk.recovery && sk.phase !== 'taper';
  const levels = { ...state.levels };
  let lastHard = state.lastHard;
  let lastStrength = state.lastStrength;
  let { testPending, lastTestWeek } = state;
  let testDue = state.testDue || (sk.ftpTest && !(sk.index === 0 && ctx.input.ftpW == null));
  const keyFams: WorkoutFamily[] = [];
  const trained = new Set<WorkoutFamily>();
  let testDate: IsoDate | null = null;
  const days: PlanDay[] = dates.map((date, d) => {
    const sessions = composed.sessions[d]!.map((s, j) => ({ ...s, uid: `${date}#${j}${ctx.uidSuffix}` }));
    for (const s of sessions) {
      if (s.kind === 'strength') lastStrength = start + d;
      else if (isHardFamily(s.family)) {
        lastHard = start + d;
        if (s.role === 'test') testDate = date;
        else keyFams.push(s.family);
        if (loadWeek && s.role === 'key') trained.add(s.family);
      }
    }
    const event = ctx.input.event && ctx.input.event.date === date ? { event: ctx.input.event } : {};
    return { date, sessions, ...event };
  });

  // The level a family reached: one productive step per load week it was trained in (the plan assumes the rider
  // completes it; adaptation corrects that when they do not).
  for (const family of trained) levels[family] = Math.min(10, levels[family] + LEVEL_STEP);
  let load = state.load;
  const check = checkWeekLoad(
    load,
    composed.daily.slice(from),
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  );
  load = check.end;
  const notes: WeekNote[] = [];
  if (testDate) {
    notes.push({ code: shape.openingTest ? 'openingTest' : 'ftpTest', date: testDate });
    testPending = false;
    testDue = false;
    lastTestWeek = sk.index;
  }
  if (sk.bEventDate) notes.push({ code: 'bEvent', date: sk.bEventDate });
  const eventDate =
    ctx.input.event?.priority === 'A' && sk.phase === 'taper' ? ctx.input.event.date : sk.bEventDate;
  const volume = volumeOf(sk, settings.taperWeeks);
  const targetTss = loadWeek
    ? weeklyTssForRamp(state.load.ctl, settings.rampPerWeek)
    : volume * 7 * state.load.ctl;
  const week: PlanWeek = {
    index: sk.index,
    startDate: sk.startDate,
    phase: sk.phase,
    recovery: sk.recovery,
    ftpTest: testDate !== null,
    focus: {
      code: weekFocusCode(sk.phase, ctx.input.goal, sk.recovery, sk.aEventDate !== null),
      week: sk.index + 1,
      weeks: ctx.input.weeks!,
      keyFamilies: keyFams,
      notes,
      ...(eventDate ? { eventDate } : {}),
    },
    targetTss: Math.round(targetTss),
    plannedTss: round1(composed.daily.reduce((s, x) => s + x, 0)),
    plannedDurationS: days.reduce((s, day) => s + day.sessions.reduce((t, x) => t + x.durationS, 0), 0),
    days,
  };
  return {
    week,
    state: { load, lastHard, lastStrength, levels, testPending, lastTestWeek, testDue },
    dailyTss: composed.daily,
  };
}
