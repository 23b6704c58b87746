/**
 * Every reason code and week aim has a sentence in en, pt and es with exactly its declared placeholders, and every
 * explanation comes out with the concrete facts filled in.
 */
import { describe, expect, it } from 'vitest';
import { CHANGE_PLACEHOLDERS, CHANGE_TEXTS } from '../src/adapt/change-texts.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import type { PlanChange, ReasonCode, SessionAt } from '../src/adapt/types.ts';
import { REASON_CODES } from '../src/adapt/types.ts';
import { explainWeekFocus } from '../src/plan/explain-focus.ts';
import { FOCUS_PLACEHOLDERS, FOCUS_TEXTS, type FocusTextCode } from '../src/plan/focus-texts.ts';
import { placeholders } from '../src/plan/template.ts';
import type { PlannedRide } from '../src/plan/types.ts';
import { WEEK_FOCUS_CODES, WEEK_NOTE_CODES } from '../src/plan/types.ts';
import { COACH_LANGUAGES } from '../src/workout/types.ts';
import { clubPlan } from './support/plans.ts';

const ride = (over: Partial<PlannedRide>): PlannedRide => ({
  uid: '2026-05-14#0',
  kind: 'ride',
  workoutId: 'vo2max-05-60',
  name: { en: 'Mont Ventoux', pt: 'Monte Ventoux', es: 'Mont Ventoux' },
  family: 'vo2max',
  level: 5,
  durationS: 3600,
  tss: 75,
  role: 'key',
  ...over,
});
const at = (date: string, over: Partial<PlannedRide> = {}): SessionAt => ({ date, session: ride(over) });
const easier = {
  workoutId: 'vo2max-04-60',
  name: { en: 'Mont Aigoual', pt: 'Monte Aigoual', es: 'Mont Aigoual' },
  level: 4,
};
const base = { decidedOn: '2026-05-13' };

const samples: Record<ReasonCode, PlanChange> = {
  missedKeyMoved: {
    ...base,
    kind: 'move',
    reason: 'missedKeyMoved',
    inputs: {},
    from: at('2026-05-12'),
    to: at('2026-05-15'),
  },
  missedKeySkipped: {
    ...base,
    kind: 'skip',
    reason: 'missedKeySkipped',
    inputs: {},
    from: at('2026-05-12'),
    to: null,
  },
  missedTestMoved: {
    ...base,
    kind: 'move',
    reason: 'missedTestMoved',
    inputs: {},
    from: at('2026-05-12', { family: 'ftpTest', role: 'test' }),
    to: at('2026-05-19', { family: 'ftpTest', role: 'test' }),
  },
  missedResume: { ...base, kind: 'note', reason: 'missedResume', inputs: { gapDays: 8 } },
  missedStepBack: { ...clubReplan(), reason: 'missedStepBack', inputs: { gapDays: 12, weeksBack: 2 } },
  missedStepBackEvent: {
    ...clubReplan(),
    reason: 'missedStepBackEvent',
    inputs: { gapDays: 12, weeksBack: 1, eventDate: '2026-09-19' },
  },
  missedRebuildEvent: {
    ...clubReplan(),
    reason: 'missedRebuildEvent',
    inputs: { gapDays: 15, weeksBack: 0, eventDate: '2026-09-19' },
  },
  breakNoRecovery: {
    ...clubReplan(),
    reason: 'breakNoRecovery',
    inputs: { gapDays: 8, weekDate: '2026-06-22' },
  },
  illnessEasyReturn: {
    ...base,
    kind: 'replace',
    reason: 'illnessEasyReturn',
    inputs: { from: '2026-05-08', to: '2026-05-11', unavailableReason: 'illness' },
    from: at('2026-05-13'),
    to: at('2026-05-13', {
      family: 'endurance',
      name: { en: 'Long and steady', pt: 'Longo e constante', es: 'Largo y constante' },
      workoutId: 'endurance-060',
    }),
  },
  levelsAfterBreak: {
    ...base,
    kind: 'levelChange',
    reason: 'levelsAfterBreak',
    inputs: { gapDays: 15 },
    from: { family: 'vo2max', level: 5 },
    to: { family: 'vo2max', level: 3 },
    swaps: [{ from: at('2026-05-19'), to: at('2026-05-19', easier) }],
  },
  levelsAfterFtp: {
    ...base,
    kind: 'levelChange',
    reason: 'levelsAfterFtp',
    inputs: { before: 240, after: 256, percent: 6.7 },
    from: { family: 'threshold', level: 5.5 },
    to: { family: 'threshold', level: 4 },
    swaps: [],
  },
  levelsAfterFtpDrop: {
    ...base,
    kind: 'levelChange',
    reason: 'levelsAfterFtpDrop',
    inputs: { before: 256, after: 240, percent: 6.3 },
    from: { family: 'threshold', level: 4 },
    to: { family: 'threshold', level: 4.5 },
    swaps: [],
  },
  ftpCheckProposed: {
    ...base,
    kind: 'replace',
    reason: 'ftpCheckProposed',
    inputs: { count: 3 },
    from: at('2026-05-15'),
    to: at('2026-05-15', {
      family: 'ftpTest',
      role: 'test',
      name: { en: 'Ramp test', pt: 'Teste de rampa', es: 'Test de rampa' },
      workoutId: 'ftp-test-ramp',
    }),
  },
  ftpCheckNote: { ...base, kind: 'note', reason: 'ftpCheckNote', inputs: { count: 3 } },
  madeRoom: {
    ...base,
    kind: 'skip',
    reason: 'madeRoom',
    inputs: { movedFamily: 'vo2max' },
    from: at('2026-05-16', { family: 'endurance', role: 'long' }),
    to: null,
  },
  streakTooEasy: {
    ...base,
    kind: 'levelChange',
    reason: 'streakTooEasy',
    inputs: {},
    from: { family: 'threshold', level: 4.5 },
    to: { family: 'threshold', level: 5.5 },
    swaps: [{ from: at('2026-05-19'), to: at('2026-05-19', easier) }],
  },
  streakTooHard: {
    ...base,
    kind: 'levelChange',
    reason: 'streakTooHard',
    inputs: {},
    from: { family: 'vo2max', level: 5 },
    to: { family: 'vo2max', level: 4 },
    swaps: [],
  },
  feedbackTooHard: {
    ...base,
    kind: 'swap',
    reason: 'feedbackTooHard',
    inputs: { family: 'vo2max', triggerDate: '2026-05-12' },
    from: at('2026-05-15'),
    to: at('2026-05-15', easier),
  },
  keyFailed: {
    ...base,
    kind: 'swap',
    reason: 'keyFailed',
    inputs: { family: 'vo2max', triggerDate: '2026-05-12', score: 0.62 },
    from: at('2026-05-15'),
    to: at('2026-05-15', easier),
  },
  ftpSet: {
    ...base,
    kind: 'ftpChange',
    reason: 'ftpSet',
    inputs: { before: null, after: 231, source: 'test', percent: null },
    from: { ftpW: null },
    to: { ftpW: 231 },
  },
  ftpRaised: {
    ...base,
    kind: 'ftpChange',
    reason: 'ftpRaised',
    inputs: { before: 240, after: 252, source: 'test', percent: 5 },
    from: { ftpW: 240 },
    to: { ftpW: 252 },
  },
  ftpLowered: {
    ...base,
    kind: 'ftpChange',
    reason: 'ftpLowered',
    inputs: { before: 252, after: 240, source: 'estimate', percent: 4.8 },
    from: { ftpW: 252 },
    to: { ftpW: 240 },
  },
  fatigueFloor: {
    ...base,
    kind: 'swap',
    reason: 'fatigueFloor',
    inputs: { tsb: -31.4, floor: -25 },
    from: at('2026-05-14'),
    to: at('2026-05-14', { ...easier, tss: 64 }),
  },
  readinessVeryLow: {
    ...base,
    kind: 'skip',
    reason: 'readinessVeryLow',
    inputs: { readiness: 30 },
    from: at('2026-05-13'),
    to: null,
  },
  testMoved: {
    ...base,
    kind: 'move',
    reason: 'testMoved',
    inputs: { readiness: 20 },
    from: at('2026-05-13', { family: 'ftpTest', role: 'test' }),
    to: at('2026-05-15', { family: 'ftpTest', role: 'test' }),
  },
  testNoRoom: {
    ...base,
    kind: 'skip',
    reason: 'testNoRoom',
    inputs: { readiness: 20 },
    from: at('2026-05-13', { family: 'ftpTest', role: 'test' }),
    to: null,
  },
  veryTired: {
    ...base,
    kind: 'replace',
    reason: 'veryTired',
    inputs: {},
    from: at('2026-05-13'),
    to: at('2026-05-13', {
      family: 'recovery',
      name: { en: 'Spin', pt: 'Giro', es: 'Giro' },
      workoutId: 'recovery-30',
    }),
  },
  veryTiredRest: {
    ...base,
    kind: 'skip',
    reason: 'veryTiredRest',
    inputs: {},
    from: at('2026-05-13'),
    to: null,
  },
  tired: {
    ...base,
    kind: 'replace',
    reason: 'tired',
    inputs: {},
    from: at('2026-05-13'),
    to: at('2026-05-13', {
      family: 'endurance',
      name: { en: 'Long and steady', pt: 'Longo e constante', es: 'Largo y constante' },
      workoutId: 'endurance-060',
    }),
  },
  riddenHardMoved: {
    ...base,
    kind: 'move',
    reason: 'riddenHardMoved',
    inputs: { rideDate: '2026-05-13', rideId: 'r1', cause: 'hard' },
    from: at('2026-05-14'),
    to: at('2026-05-16'),
  },
  riddenHardEased: {
    ...base,
    kind: 'replace',
    reason: 'riddenHardEased',
    inputs: { rideDate: '2026-05-13', rideId: 'r1', cause: 'hard' },
    from: at('2026-05-14'),
    to: at('2026-05-14', {
      family: 'endurance',
      role: 'endurance',
      name: { en: 'Long and steady', pt: 'Longo e constante', es: 'Largo y constante' },
      workoutId: 'endurance-060',
    }),
  },
  riddenHardRest: {
    ...base,
    kind: 'skip',
    reason: 'riddenHardRest',
    inputs: { rideDate: '2026-05-13', rideId: 'r1', cause: 'z5' },
    from: at('2026-05-14'),
    to: null,
  },
  readinessLow: {
    ...base,
    kind: 'swap',
    reason: 'readinessLow',
    inputs: { readiness: 48 },
    from: at('2026-05-13'),
    to: at('2026-05-13', easier),
  },
  unavailableMoved: {
    ...base,
    kind: 'move',
    reason: 'unavailableMoved',
    inputs: { from: '2026-05-14', to: '2026-05-14' },
    from: at('2026-05-14'),
    to: at('2026-05-16'),
  },
  unavailableDropped: {
    ...base,
    kind: 'skip',
    reason: 'unavailableDropped',
    inputs: { from: '2026-05-14', to: '2026-05-15' },
    from: at('2026-05-15', { family: 'endurance', role: 'endurance' }),
    to: null,
  },
  unavailableNoRoom: {
    ...base,
    kind: 'skip',
    reason: 'unavailableNoRoom',
    inputs: { from: '2026-05-14', to: '2026-05-17' },
    from: at('2026-05-14'),
    to: null,
  },
  replanGoal: {
    ...clubReplan(),
    reason: 'replanGoal',
    inputs: { goal: 'timeTrial', fromDate: '2026-06-17' },
  },
  replanEvent: {
    ...clubReplan(),
    reason: 'replanEvent',
    inputs: { eventDate: '2026-08-22', fromDate: '2026-06-17' },
  },
  replanNoEvent: { ...clubReplan(), reason: 'replanNoEvent', inputs: { fromDate: '2026-06-17' } },
  replanHours: {
    ...clubReplan(),
    reason: 'replanHours',
    inputs: { weeklyHours: 7.5, fromDate: '2026-06-17' },
  },
  replanDays: {
    ...clubReplan(),
    reason: 'replanDays',
    inputs: { days: 'mon,wed,sat', fromDate: '2026-06-17' },
  },
  replanSettings: { ...clubReplan(), reason: 'replanSettings', inputs: { fromDate: '2026-06-17' } },
  riderMoved: {
    ...base,
    kind: 'move',
    reason: 'riderMoved',
    inputs: {},
    from: at('2026-05-14'),
    to: at('2026-05-15'),
  },
  riderSkipped: {
    ...base,
    kind: 'skip',
    reason: 'riderSkipped',
    inputs: {},
    from: at('2026-05-14'),
    to: null,
  },
  riderSwapped: {
    ...base,
    kind: 'swap',
    reason: 'riderSwapped',
    inputs: {},
    from: at('2026-05-14'),
    to: at('2026-05-14', easier),
  },
  riderUndo: {
    ...base,
    kind: 'undo',
    reason: 'riderUndo',
    inputs: {},
    undoes: { ...base, kind: 'skip', reason: 'riderSkipped', inputs: {}, from: at('2026-05-14'), to: null },
  },
};

function clubReplan() {
  const segment = {
    fromWeek: 2,
    input: clubPlan.input,
    settings: clubPlan.settings,
    weeks: [],
    anchor: clubPlan.projection.anchor,
  };
  return { decidedOn: '2026-06-17', kind: 'replan' as const, from: segment, to: segment };
}

describe('change texts', () => {
  it('exist for every reason code in every language, with exactly the declared placeholders', () => {
    expect(Object.keys(CHANGE_TEXTS).sort()).toEqual([...REASON_CODES].sort());
    for (const code of REASON_CODES) {
      for (const lang of COACH_LANGUAGES) {
        const text = CHANGE_TEXTS[code][lang];
        expect(text, `${code}/${lang}`).toBeTruthy();
        expect(placeholders(text), `${code}/${lang}`).toEqual([...CHANGE_PLACEHOLDERS[code]].sort());
      }
    }
  });

  it('explain every reason with its facts filled in, in every language', () => {
    for (const code of REASON_CODES) {
      expect(samples[code].reason).toBe(code);
      for (const lang of COACH_LANGUAGES) {
        const text = explainChange(samples[code], lang);
        expect(text, `${code}/${lang}`).not.toMatch(/[{}]|undefined|NaN|null/);
        expect(text.length).toBeGreaterThan(20);
      }
    }
  });

  it('say what moved where and why, as the rider reads it', () => {
    expect(explainChange(samples.unavailableMoved, 'en')).toBe(
      'We moved your VO2max session from Thursday 14 May to Saturday 16 May because you marked Thursday 14 May unavailable; Friday stays easy so you arrive fresh.',
    );
    expect(explainChange(samples.unavailableMoved, 'pt')).toBe(
      'Movemos seu treino de VO2máx de 14 de maio (quinta-feira) para 16 de maio (sábado) porque você marcou 14 de maio (quinta-feira) como indisponível; sexta-feira fica leve para você chegar com as pernas descansadas.',
    );
    expect(explainChange(samples.unavailableMoved, 'es')).toBe(
      'Pasamos tu sesión de VO2máx del jueves 14 de mayo al sábado 16 de mayo porque marcaste el jueves 14 de mayo como no disponible; el viernes queda suave para que llegues con las piernas frescas.',
    );
    expect(explainChange(samples.riddenHardMoved, 'en')).toBe(
      'Your ride on Wednesday 13 May was a hard one, so we moved your VO2max session from Thursday 14 May to Saturday 16 May: hard days stay at least 48 hours apart, and Friday stays easy so you arrive fresh.',
    );
    expect(explainChange(samples.riddenHardMoved, 'pt')).toBe(
      'Seu pedal de 13 de maio (quarta-feira) foi forte, então movemos seu treino de VO2máx de 14 de maio (quinta-feira) para 16 de maio (sábado): dias fortes ficam a pelo menos 48 horas de distância, e sexta-feira fica leve para você chegar com as pernas descansadas.',
    );
    expect(explainChange(samples.riddenHardEased, 'es')).toBe(
      'Tu salida del miércoles 13 de mayo fue dura y ningún otro día de esta semana admite tu sesión de VO2máx con 48 horas entre días duros, así que aliviamos el entrenamiento del jueves 14 de mayo: “Largo y constante” en lugar de “Mont Ventoux”.',
    );
    expect(explainChange(samples.streakTooEasy, 'pt')).toContain(
      'de 4,5 para 5,5; 1 próximo treino muda para acompanhar',
    );
    expect(explainChange(samples.fatigueFloor, 'en')).toContain(
      'Your form is −31.4, below your floor of −25',
    );
    expect(explainChange(samples.fatigueFloor, 'en')).toContain('about 15% less load');
    expect(explainChange(samples.ftpLowered, 'es')).toContain('un 4,8 % menos de vatios');
    expect(explainChange(samples.replanDays, 'es')).toContain('Ahora montas los lunes, miércoles y sábados');
    expect(explainChange(samples.illnessEasyReturn, 'en')).toBe(
      'You were ill (Friday 8 May to Monday 11 May), so your first two rides back are easy: “Long and steady” instead of “Mont Ventoux” on Wednesday 13 May. Hard sessions return once your body has had a couple of rides to get going again.',
    );
    expect(explainChange(samples.levelsAfterFtp, 'pt')).toBe(
      'Seu FTP subiu 6,7%, então cada treino de limiar agora pede mais watts e o mesmo nível fica mais difícil do que antes: baixamos seu nível de limiar de 5,5 para 4,0; seus próximos treinos já estão de acordo.',
    );
    expect(explainChange(samples.ftpCheckProposed, 'es')).toBe(
      'Te resultaron demasiado duras 3 sesiones distintas en los últimos 10 días, lo que suele indicar un FTP demasiado alto, así que el viernes 15 de mayo haces “Test de rampa” en lugar de “Mont Ventoux” para comprobarlo; tus objetivos seguirán el resultado.',
    );
    expect(explainChange(samples.breakNoRecovery, 'en')).toContain(
      'so the recovery week from Monday 22 June is a normal training week instead',
    );
    expect(explainChange(samples.missedStepBack, 'en')).toContain(
      'off the bike for 12 days, so we stepped the plan back 2 weeks',
    );
    expect(explainChange(samples.testMoved, 'en')).toBe(
      'Your check-in today scored 20/100, and a test on a tired day measures the tiredness — the FTP it gives sets the watts of every later session — so we moved your FTP test from Wednesday 13 May to Friday 15 May.',
    );
    expect(explainChange(samples.testNoRoom, 'pt')).toContain('então tiramos seu teste de FTP de 13 de maio');
    expect(explainChange(samples.riderUndo, 'en')).toBe(
      'You undid a change. It was: You skipped your VO2max session on Thursday 14 May.',
    );
  });
});

describe('week aims (Training Focus)', () => {
  it('exist for every code in every language, with exactly the declared placeholders', () => {
    const codes: FocusTextCode[] = [...WEEK_FOCUS_CODES, ...WEEK_NOTE_CODES, 'keySessions'];
    expect(Object.keys(FOCUS_TEXTS).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      for (const lang of COACH_LANGUAGES) {
        expect(placeholders(FOCUS_TEXTS[code][lang]), `${code}/${lang}`).toEqual(
          [...FOCUS_PLACEHOLDERS[code]].sort(),
        );
      }
    }
  });

  it('word every week of a plan, notes and hard sessions included', () => {
    for (const week of clubPlan.weeks) {
      for (const lang of COACH_LANGUAGES) {
        const text = explainWeekFocus(week.focus, lang);
        expect(text).not.toMatch(/[{}]|undefined|NaN/);
        expect(text).toContain(`${week.index + 1}`);
      }
    }
    const testWeek = clubPlan.weeks.find((w) => w.ftpTest)!;
    expect(explainWeekFocus(testWeek.focus, 'en')).toContain(
      'An FTP test on Friday 3 July checks your progress',
    );
    expect(explainWeekFocus(clubPlan.weeks[0]!.focus, 'es')).toBe(
      'Semana 1 de 12 · Base: construye tu motor aeróbico. Rodajes largos y constantes y uno o dos esfuerzos controlados elevan la potencia que sostienes durante horas. Sesiones duras de la semana: sweet spot y umbral.',
    );
  });
});
