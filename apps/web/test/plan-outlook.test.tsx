import type { PlanView } from '@domestique/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanEvents } from '../src/features/plans/components/plan-events.tsx';
import { PlanOutlook } from '../src/features/plans/components/plan-outlook.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { planViewFixture } from './plan-view-fixture.ts';

/**
 * The preview's and the overview's words on where the plan starts (recent rides, old rides, none) and where it is
 * projected to take the rider (with the form on the event day, and what the rider's hours carry when they are the
 * limit), and the list of every event — in each language, numbers and dates in its format.
 */

type Lang = 'en' | 'pt' | 'es';
async function view(lang: Lang, ui: React.ReactNode) {
  await prepareLanguage(lang, ['common', 'plans']);
  render(<MemoryRouter initialEntries={[lang === 'en' ? '/plans' : `/${lang}/plans`]}>{ui}</MemoryRouter>);
}
const text = (id: string) => screen.getByTestId(id).textContent;
const startLoad = (basis: PlanView['settings']['startLoad']['basis'], lastRideDate: string | null = null) =>
  planViewFixture({
    settings: {
      ...planViewFixture().settings,
      startLoad: { ctl: 42.4, atl: 40, assumed: basis !== 'recentRides', basis, lastRideDate },
    },
  });

afterEach(cleanup);

describe('where the plan starts from', () => {
  it.each([
    ['en', 'Starts from your current fitness, from your rides of the last six weeks (CTL 42).'],
    [
      'pt',
      'Parte do seu condicionamento atual, calculado dos seus pedais das últimas seis semanas (CTL 42).',
    ],
    ['es', 'Parte de tu forma física actual, calculada de tus salidas de las últimas seis semanas (CTL 42).'],
  ] as const)('%s: from the rides of the last six weeks', async (lang, sentence) => {
    await view(lang, <PlanOutlook plan={startLoad('recentRides')} />);
    expect(text('start-load')).toBe(sentence);
  });

  it.each([
    [
      'en',
      /^Your last ride was on Mar 3, 2026, more than six weeks ago, so, like a rider with no rides, .+ level and hours \(CTL 42\)\.$/,
    ],
    [
      'pt',
      /^Seu último pedal foi em 3 de mar\. de 2026, há mais de seis semanas; .+ nível e pelas suas horas \(CTL 42\)\.$/,
    ],
    [
      'es',
      /^Tu última salida fue el 3 mar 2026, hace más de seis semanas, .+ nivel y tus horas \(CTL 42\)\.$/,
    ],
  ] as const)(
    '%s: old rides only: assumed like no rides, with the last ride’s day',
    async (lang, sentence) => {
      await view(lang, <PlanOutlook plan={startLoad('oldRides', '2026-03-03')} />);
      expect(text('start-load')).toMatch(sentence);
    },
  );

  it.each([
    ['en', 'No rides to start from: your current fitness is assumed from your level and hours (CTL 42).'],
    [
      'pt',
      'Sem pedais para partir: seu condicionamento atual é estimado pelo seu nível e pelas suas horas (CTL 42).',
    ],
    [
      'es',
      'Sin salidas de las que partir: tu forma física actual se estima por tu nivel y tus horas (CTL 42).',
    ],
  ] as const)('%s: no rides', async (lang, sentence) => {
    await view(lang, <PlanOutlook plan={startLoad('noRides')} />);
    expect(text('start-load')).toBe(sentence);
  });
});

describe('projected fitness', () => {
  const toEvent = planViewFixture({
    outlook: {
      startCtl: 50.2,
      endCtl: 56.4,
      peakCtl: 58,
      changePct: 12.3,
      endDate: '2026-05-23',
      eventTsb: 14.2,
      ceilingCtl: 70,
      limitedByHours: false,
    },
  });
  it.each([
    ['en', 'Projected fitness: CTL 50 → 56 by Sat, May 23 (+12 %), form +14 on the day of your event'],
    [
      'pt',
      'Condicionamento previsto: CTL 50 → 56 até sáb., 23 de mai. (+12 %), forma (TSB) +14 no dia do evento',
    ],
    [
      'es',
      'Forma física prevista: CTL 50 → 56 para el sáb, 23 may (+12 %), frescura (TSB) +14 el día del evento',
    ],
  ] as const)('%s: start to the eve of the A event, with the form on its day', async (lang, sentence) => {
    await view(lang, <PlanOutlook plan={toEvent} />);
    expect(text('outlook-projected')).toBe(sentence);
    expect(screen.queryByTestId('outlook-limited')).toBeNull();
  });

  const held = planViewFixture({
    input: { ...planViewFixture().input, weeklyHours: 4.5 },
    outlook: {
      startCtl: 62,
      endCtl: 58.6,
      peakCtl: 62,
      changePct: -5.6,
      endDate: '2026-06-21',
      eventTsb: null,
      ceilingCtl: 57.8,
      limitedByHours: true,
    },
  });
  it.each([
    [
      'en',
      'Projected fitness: CTL 62 → 59 by Sun, Jun 21 (-6 %)',
      'Your 4.5 h a week on your days carry a fitness of about CTL 58, so',
    ],
    [
      'pt',
      'Condicionamento previsto: CTL 62 → 59 até dom., 21 de jun. (-6 %)',
      'Suas 4,5 h por semana, nos seus dias, sustentam um condicionamento de cerca de CTL 58;',
    ],
    [
      'es',
      'Forma física prevista: CTL 62 → 59 para el dom, 21 jun (-6 %)',
      'Tus 4,5 h a la semana, en tus días, sostienen una forma física de unos CTL 58,',
    ],
  ] as const)('%s: no form without an event; the hours as the limit', async (lang, projected, limited) => {
    await view(lang, <PlanOutlook plan={held} />);
    expect(text('outlook-projected')).toBe(projected);
    expect(text('outlook-limited')).toContain(limited);
  });
});

describe('every event of the plan', () => {
  it.each([
    [
      'en',
      [
        'Event · Sun, Jul 5 · B — important',
        'Event · Sun, Jul 19 · C — as training',
        'Event · Sun, Aug 9 · A — main goal',
      ],
    ],
    [
      'pt',
      [
        'Prova · dom., 5 de jul. · B — importante',
        'Prova · dom., 19 de jul. · C — como treino',
        'Prova · dom., 9 de ago. · A — objetivo principal',
      ],
    ],
    [
      'es',
      [
        'Carrera · dom, 5 jul · B — importante',
        'Carrera · dom, 19 jul · C — como entreno',
        'Carrera · dom, 9 ago · A — objetivo principal',
      ],
    ],
  ] as const)('%s: each with its day and priority', async (lang, rows) => {
    const events = [
      { date: '2026-07-05', priority: 'B' as const },
      { date: '2026-07-19', priority: 'C' as const },
      { date: '2026-08-09', priority: 'A' as const },
    ];
    await view(lang, <PlanEvents events={events} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(rows);
  });
});
