/**
 * The five riders of the "plans that make riders fitter" review (docs/coach-plans.md, "Five riders"): each with the
 * start load they bring (CTL = ATL, a rider in steady training). Their plans are judged by what they do — the
 * simulated CTL, the hours used, the taper — in test/named-riders.test.ts, the plan benchmark and the docs' tables.
 */
import type { DayAvailability, PlanInput } from '../../src/plan/types.ts';

const days = (spec: string): DayAvailability[] =>
  spec.split(',').map((part) => {
    const [day, hours] = part.split(':');
    return { day: day as DayAvailability['day'], maxDurationS: Math.round(Number(hours) * 3600) };
  });

const START = '2027-01-04';

export const NAMED_RIDERS: Readonly<Record<string, PlanInput>> = {
  // a) 19, advanced sprinter, 16 h over six days, an A race in 14 weeks.
  'a-sprinter': {
    goal: 'sprinting',
    level: 'advanced',
    age: 19,
    ftpW: 310,
    weeklyHours: 16,
    availability: days('tue:2,wed:2,thu:2,fri:2,sat:4,sun:4'),
    startDate: START,
    events: [{ date: '2027-04-11', priority: 'A' }],
    load: { ctl: 85, atl: 85 },
  },
  // b) 67, beginner, FTP unknown, 3 h on three days, 12 weeks.
  'b-beginner': {
    goal: 'generalFitness',
    level: 'beginner',
    age: 67,
    weeklyHours: 3,
    availability: days('tue:1,thu:1,sat:1.5'),
    startDate: START,
    weeks: 12,
    load: { ctl: 15, atl: 15 },
  },
  // c) 41, intermediate climber, 8 h on three days, an A event in 20 weeks.
  'c-climber': {
    goal: 'climbing',
    level: 'intermediate',
    age: 41,
    ftpW: 240,
    weeklyHours: 8,
    availability: days('wed:1.5,sat:3.5,sun:3'),
    startDate: START,
    events: [{ date: '2027-05-22', priority: 'A' }],
    load: { ctl: 50, atl: 50 },
  },
  // d) 33, advanced time triallist, 10 h over five days, A races in 8 and 13 weeks.
  'd-time-trial': {
    goal: 'timeTrial',
    level: 'advanced',
    age: 33,
    ftpW: 285,
    weeklyHours: 10,
    availability: days('tue:1.5,wed:2,thu:1.5,sat:3,sun:3'),
    startDate: START,
    events: [
      { date: '2027-02-28', priority: 'A' },
      { date: '2027-04-04', priority: 'A' },
    ],
    load: { ctl: 70, atl: 70 },
  },
  // e) 55, intermediate endurance rider, 6 h on four days, 16 weeks, strength.
  'e-endurance': {
    goal: 'endurance',
    level: 'intermediate',
    age: 55,
    ftpW: 220,
    weeklyHours: 6,
    availability: days('tue:1,thu:1,sat:2.5,sun:1.5'),
    startDate: START,
    weeks: 16,
    strength: true,
    load: { ctl: 40, atl: 40 },
  },
};
