import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HowItWorks, stepStatuses } from '../src/features/home/components/how-it-works.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';
import { CAPABILITIES } from '../src/lib/capabilities.ts';

afterEach(cleanup);

const SAYS = {
  en: {
    now: 'Available now',
    soon: 'Coming in the beta',
    all: 'all four work today',
    some: 'Steps 1, 2, and 3 work today',
  },
  pt: {
    now: 'Disponível agora',
    soon: 'Chega durante o beta',
    all: 'os quatro já funcionam',
    some: 'Os passos 1, 2 e 3 já funcionam',
  },
  es: {
    now: 'Disponible ya',
    soon: 'Llega durante la beta',
    all: 'los cuatro ya funcionan',
    some: 'Los pasos 1, 2 y 3 ya funcionan',
  },
} as const;

/** The product of the capability list, except that workout files are not there yet. */
const WITHOUT_FILES = { ...CAPABILITIES, workoutFiles: 'planned' } as const;

async function renderSteps(lang: 'en' | 'pt' | 'es', capabilities?: typeof WITHOUT_FILES) {
  await prepareLanguage(lang, ['common', 'home']);
  render(
    <MemoryRouter initialEntries={[lang === 'en' ? '/' : `/${lang}`]}>
      <HowItWorks capabilities={capabilities} />
    </MemoryRouter>,
  );
  const badges = screen
    .getAllByRole('listitem')
    .map((card) => card.querySelector('[data-testid^="step-status-"]')?.textContent);
  const subtitle = screen.getByRole('heading', { level: 2 }).nextElementSibling?.textContent ?? '';
  return { badges, subtitle };
}

describe('How it works (home)', () => {
  it('marks a step available only when every capability it promises is (lib/capabilities.ts)', () => {
    expect(stepStatuses()).toEqual(['now', 'now', 'now', 'now']);
    expect(stepStatuses(WITHOUT_FILES)).toEqual(['now', 'now', 'now', 'soon']);
    expect(stepStatuses({ ...CAPABILITIES, checkIns: 'planned' })).toEqual(['now', 'now', 'soon', 'now']);
  });

  for (const lang of ['en', 'pt', 'es'] as const) {
    it(`${lang}: every step works today, and the subtitle says so`, async () => {
      const { badges, subtitle } = await renderSteps(lang);
      expect(badges).toEqual([SAYS[lang].now, SAYS[lang].now, SAYS[lang].now, SAYS[lang].now]);
      expect(subtitle).toContain(SAYS[lang].all);
    });

    it(`${lang}: with a planned capability, its step says so and the subtitle names the others`, async () => {
      const { badges, subtitle } = await renderSteps(lang, WITHOUT_FILES);
      expect(badges).toEqual([SAYS[lang].now, SAYS[lang].now, SAYS[lang].now, SAYS[lang].soon]);
      expect(subtitle).toContain(SAYS[lang].some);
    });
  }
});
