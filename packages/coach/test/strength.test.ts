import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COACH_LANGUAGES,
  localizeStrengthSession,
  SESSION_RPE_AU_PER_TSS,
  STRENGTH_FOCUSES,
  STRENGTH_SESSIONS,
  type StrengthSession,
  sessionRpeLoad,
  strengthSessionById,
  strengthSessionLoad,
  strengthTss,
} from '../src/index.ts';

/** Rough time the exercises take: 3 s a rep (both sides when per side), holds as written, rests after each set. */
function exerciseTimeS(s: StrengthSession): number {
  return s.exercises.reduce((sum, e) => {
    const sides = e.perSide ? 2 : 1;
    const work = e.reps !== null ? e.reps * 3 * sides : (e.holdS ?? 0) * sides;
    return sum + e.sets * (work + e.restS);
  }, 0);
}

describe('strength sessions', () => {
  it('has at least 8 sessions, bodyweight and gym, covering core, single-leg, hinge and mobility', () => {
    expect(STRENGTH_SESSIONS.length).toBeGreaterThanOrEqual(8);
    const ids = STRENGTH_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(STRENGTH_SESSIONS.map((s) => s.setting))).toEqual(new Set(['bodyweight', 'gym']));
    for (const focus of ['core', 'singleLeg', 'hinge', 'mobility'] as const)
      expect(
        STRENGTH_SESSIONS.some((s) => s.focus === focus),
        focus,
      ).toBe(true);
    for (const s of STRENGTH_SESSIONS) {
      expect(STRENGTH_FOCUSES).toContain(s.focus);
      expect(strengthSessionById(s.id)).toBe(s);
    }
    expect(strengthSessionById('nope')).toBeUndefined();
  });

  it('prescribes sets, reps or a hold, and rest for every exercise, and fits them in the planned time', () => {
    for (const s of STRENGTH_SESSIONS) {
      expect(s.exercises.length, s.id).toBeGreaterThanOrEqual(4);
      for (const e of s.exercises) {
        expect(Number.isInteger(e.sets) && e.sets >= 1, s.id).toBe(true);
        expect(Number.isInteger(e.restS) && e.restS >= 0, s.id).toBe(true);
        if (e.reps === null) expect(e.holdS, s.id).toBeGreaterThan(0);
        else {
          expect(Number.isInteger(e.reps) && e.reps >= 1, s.id).toBe(true);
          expect(e.holdS, s.id).toBeUndefined();
        }
      }
      expect(s.rpe).toBeGreaterThanOrEqual(1);
      expect(s.rpe).toBeLessThanOrEqual(10);
      // the exercises fill the session, leaving time for a warm-up, without overflowing it
      const t = exerciseTimeS(s);
      expect(t, s.id).toBeLessThanOrEqual(s.durationS);
      expect(t, s.id).toBeGreaterThanOrEqual(0.4 * s.durationS);
    }
  });

  it('has every text in en, pt and es, translated and without placeholders', () => {
    const leftovers = /\$\{|[{}]|undefined|NaN|null|\s{2}|^\s|\s$/;
    for (const s of STRENGTH_SESSIONS) {
      const texts = [s.name, s.description, s.purpose, ...s.exercises.flatMap((e) => [e.name, e.cue])];
      for (const t of texts)
        for (const lang of COACH_LANGUAGES) {
          expect(t[lang].trim().length, `${s.id} ${lang}`).toBeGreaterThan(0);
          expect(t[lang], `${s.id} ${lang}`).not.toMatch(leftovers);
        }
      for (const t of [s.description, s.purpose, ...s.exercises.map((e) => e.cue)]) {
        expect(t.pt, s.id).not.toBe(t.en);
        expect(t.es, s.id).not.toBe(t.en);
        expect(t.es, s.id).not.toBe(t.pt);
      }
    }
  });

  it('localizes a session into plain strings of one language', () => {
    const s = STRENGTH_SESSIONS[0]!;
    const pt = localizeStrengthSession(s, 'pt');
    expect(pt.name).toBe(s.name.pt);
    expect(pt.exercises.map((e) => e.cue)).toEqual(s.exercises.map((e) => e.cue.pt));
    expect(pt.exercises.map((e) => [e.sets, e.reps, e.holdS, e.restS])).toEqual(
      s.exercises.map((e) => [e.sets, e.reps, e.holdS, e.restS]),
    );
    expect(pt.durationS).toBe(s.durationS);
  });
});

describe('strength load (session-RPE, Foster 2001)', () => {
  it('is minutes × RPE, and 6 units make one TSS point', () => {
    expect(sessionRpeLoad(45 * 60, 6)).toBe(270);
    expect(strengthTss(45 * 60, 6)).toBe(45);
    expect(SESSION_RPE_AU_PER_TSS).toBe(6);
  });

  it('anchors on a maximal hour: 60 min at RPE 10 is 600 units and 100 TSS, like an hour at FTP', () => {
    expect(sessionRpeLoad(3600, 10)).toBe(600);
    expect(strengthTss(3600, 10)).toBe(100);
  });

  it('scores each library session from its own duration and RPE', () => {
    const s = strengthSessionById('strength-full-body-gym')!;
    expect(strengthSessionLoad(s)).toEqual({ sessionRpeAu: 50 * 7, tss: (50 * 7) / 6 });
    for (const x of STRENGTH_SESSIONS) {
      const load = strengthSessionLoad(x);
      expect(load.tss).toBeGreaterThan(0);
      expect(load.tss).toBeLessThan(100);
    }
  });

  it('is linear in duration and in RPE, zero for zero (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 * 3600 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (d, rpe, k) => {
          expect(strengthTss(d, rpe)).toBeCloseTo((d / 3600) * rpe * 10, 9);
          expect(strengthTss(d * 2, rpe)).toBeCloseTo(2 * strengthTss(d, rpe), 9);
          expect(strengthTss(d, rpe * k)).toBeCloseTo(k * strengthTss(d, rpe), 9);
          expect(strengthTss(0, rpe)).toBe(0);
        },
      ),
    );
  });

  it('refuses a negative or non-finite duration and an RPE outside 0–10', () => {
    expect(() => sessionRpeLoad(-1, 5)).toThrow(RangeError);
    expect(() => sessionRpeLoad(Number.POSITIVE_INFINITY, 5)).toThrow(RangeError);
    expect(() => sessionRpeLoad(600, 11)).toThrow(RangeError);
    expect(() => strengthTss(600, Number.NaN)).toThrow(RangeError);
  });
});
