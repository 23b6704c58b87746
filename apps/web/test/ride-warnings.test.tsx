import { RIDE_WARNING_CODES } from '@domestique/formats';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WarningList } from '../src/features/activities/components/ride-warnings.tsx';
import { prepareLanguage } from '../src/i18n/i18n.ts';

beforeAll(async () => {
  for (const language of ['en', 'pt', 'es'] as const) await prepareLanguage(language, ['activities']);
});
afterEach(cleanup);

/** The list as the ride page shows it, under a URL of `language`. */
function renderWarnings(language: 'en' | 'pt' | 'es', warnings: { code: string; count?: number }[]) {
  const router = createMemoryRouter(
    [{ path: '*', element: <WarningList warnings={warnings} testId="warning" /> }],
    { initialEntries: [language === 'en' ? '/activities/1' : `/${language}/activities/1`] },
  );
  render(<RouterProvider router={router} />);
  return screen.getAllByTestId('warning').map((li) => li.textContent);
}

describe('ride-file warnings in the UI', () => {
  it('are worded by @domestique/formats in the page language, the count formatted for it', () => {
    expect(renderWarnings('en', [{ code: 'truncated_salvaged', count: 14391 }])[0]).toContain(
      'The 14,391 records before the cut were kept.',
    );
    cleanup();
    expect(renderWarnings('pt', [{ code: 'truncated_salvaged', count: 14391 }])[0]).toContain(
      'Os 14.391 registros anteriores ao corte foram mantidos.',
    );
  });

  it('every code the decoders emit reads as a sentence in en, pt and es; an unknown code reads generically', () => {
    for (const language of ['en', 'pt', 'es'] as const) {
      const texts = renderWarnings(language, [
        ...RIDE_WARNING_CODES.map((code) => ({ code, count: 3 })),
        { code: 'from_a_newer_server' },
      ]);
      for (const text of texts) expect(text, language).toMatch(/^[^{}]{20,}\.$/);
      expect(texts.join(' '), language).not.toContain('warnings.');
      expect(new Set(texts).size, language).toBe(texts.length); // each its own words, the unknown one too
      cleanup();
    }
  });
});
