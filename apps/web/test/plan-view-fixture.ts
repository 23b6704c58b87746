import type { PlanView } from '@domestique/contract';

/**
 * A plan view for component tests: an intermediate rider's 5-hour plan from Monday 1 June 2026, started from recent
 * rides, no events; `extra` replaces what a test is about.
 */
export function planViewFixture(extra: Partial<PlanView> = {}): PlanView {
  return {
    id: 'p1',
    status: 'active',
    createdAt: '2026-06-01T08:00:00Z',
    endedAt: null,
    today: '2026-06-10',
    startDate: '2026-06-01',
    endDate: '2026-06-21',
    currentWeek: 1,
    input: {
      goal: 'generalFitness',
      level: 'intermediate',
      age: null,
      ftpW: 250,
      weeklyHours: 5,
      availability: [],
      startDate: '2026-06-01',
      weeks: 3,
      event: null,
      events: [],
      strength: true,
      strengthSetting: 'bodyweight',
    },
    settings: {
      rampPerWeek: 5,
      tsbFloor: -20,
      blockWeeks: 4,
      taperDays: 0,
      startLoad: { ctl: 40, atl: 40, assumed: false, basis: 'recentRides', lastRideDate: null },
      trainingDays: [],
    },
    phases: [],
    weeks: [],
    outlook: {
      startCtl: 40,
      endCtl: 44,
      peakCtl: 46,
      changePct: 10,
      endDate: '2026-06-21',
      eventTsb: null,
      ceilingCtl: 50,
      limitedByHours: false,
    },
    fitness: [],
    ...extra,
  };
}
