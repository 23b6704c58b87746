/**
 * A hand-made catalog shaped like the library (families × progression levels × durations), with TSS from
 * TSS = 100 · hours · IF² at an IF typical of each family. Used until the plan is bound to the real library, and
 * kept for tests that need a catalog they control.
 */
import type { CatalogStrength, CatalogWorkout, WorkoutCatalog } from '../../src/plan/catalog.ts';
import type { WorkoutFamily } from '../../src/workout/types.ts';

const IF: Record<WorkoutFamily, number> = {
  recovery: 0.5,
  endurance: 0.66,
  tempo: 0.78,
  sweetSpot: 0.84,
  threshold: 0.88,
  overUnders: 0.89,
  vo2max: 0.83,
  anaerobic: 0.8,
  sprint: 0.7,
  ftpTest: 0.8,
};

const tss = (durationS: number, intensity: number) =>
  Math.round(100 * (durationS / 3600) * intensity ** 2 * 10) / 10;
const name = (text: string) => ({ en: text, pt: `${text} (pt)`, es: `${text} (es)` });

function build(): WorkoutCatalog {
  const workouts: CatalogWorkout[] = [];
  for (const family of [
    'tempo',
    'sweetSpot',
    'threshold',
    'overUnders',
    'vo2max',
    'anaerobic',
    'sprint',
  ] as const) {
    for (let level = 1; level <= 10; level++) {
      for (const minutes of [45, 60, 75, 90]) {
        const durationS = minutes * 60;
        workouts.push({
          id: `${family}-${String(level).padStart(2, '0')}-${minutes}`,
          family,
          level,
          durationS,
          tss: tss(durationS, IF[family] + 0.006 * level),
          name: name(`${family} L${level} ${minutes}′`),
        });
      }
    }
  }
  for (let minutes = 30; minutes <= 360; minutes += 30) {
    const durationS = minutes * 60;
    workouts.push({
      id: `endurance-${String(minutes).padStart(3, '0')}`,
      family: 'endurance',
      level: Math.min(10, Math.round((1 + (minutes - 30) / 36) * 10) / 10),
      durationS,
      tss: tss(durationS, IF.endurance),
      name: name(`Endurance ${minutes}′`),
    });
  }
  for (const minutes of [30, 45, 60]) {
    workouts.push({
      id: `recovery-${minutes}`,
      family: 'recovery',
      level: minutes / 30,
      durationS: minutes * 60,
      tss: tss(minutes * 60, IF.recovery),
      name: name(`Recovery ${minutes}′`),
    });
  }
  workouts.push(
    {
      id: 'ftp-ramp',
      family: 'ftpTest',
      level: 5,
      durationS: 1800,
      tss: 30,
      name: name('Ramp test'),
      ftpTest: 'ramp',
    },
    {
      id: 'ftp-20',
      family: 'ftpTest',
      level: 7,
      durationS: 3600,
      tss: 65,
      name: name('20-minute test'),
      ftpTest: '20min',
    },
  );
  const strength: CatalogStrength[] = [
    { id: 'strength-core', focus: 'core', durationS: 1200, tss: 8, name: name('Core') },
    { id: 'strength-fullbody', focus: 'fullBody', durationS: 2700, tss: 22, name: name('Full body') },
    { id: 'strength-hinge', focus: 'hinge', durationS: 2400, tss: 18, name: name('Hinge') },
    { id: 'strength-single-leg', focus: 'singleLeg', durationS: 1800, tss: 12, name: name('Single leg') },
  ];
  return { workouts, strength };
}

export const testCatalog: WorkoutCatalog = build();
