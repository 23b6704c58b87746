import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HowItWorks } from '../src/features/home/components/how-it-works.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';

afterEach(cleanup);

const SAYS = {
  en: { now: 'Available now', steps: 'Steps 1, 2, and 3 work today' },
  pt: { now: 'Disponível agora', steps: 'Os passos 1, 2 e 3 já funcionam' },
  es: { now: 'Disponible ya', steps: 'Los pasos 1, 2 y 3 ya funcionan' },
} as const;

describe('How it works (home)', () => {
  for (const lang of ['en', 'pt', 'es'] as const) {
    it(`${lang}: the subtitle names the very steps whose cards are marked available`, async () => {
      await prepareLanguage(lang, ['common', 'home']);
      render(
        <MemoryRouter initialEntries={[lang === 'en' ? '/' : `/${lang}`]}>
          <HowItWorks />
        </MemoryRouter>,
      );
      const cards = screen.getAllByRole('listitem');
      const available = cards
        .map((card, index) => ({
          number: index + 1,
          status: card.querySelector('[data-testid^="step-status-"]'),
        }))
        .filter(({ status }) => status?.textContent === SAYS[lang].now)
        .map(({ number }) => number);
      expect(available).toEqual([1, 2, 3]);
      const subtitle = screen.getByRole('heading', { level: 2 }).nextElementSibling?.textContent ?? '';
      expect(subtitle).toContain(SAYS[lang].steps);
    });
  }
});
