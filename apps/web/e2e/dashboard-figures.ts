import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The number in a figure as the page words it ("≈ 195 W", "2,8 W/kg", "FTP 1.270 W"), or null without one. */
export function figure(text: string): number | null {
  const match = /\d[\d.,\s]*/.exec(text);
  if (!match) return null;
  const raw = match[0].trim().replace(/\s/g, '');
  // one decimal at most on the dashboard: a separator followed by exactly one digit is the decimal one
  const decimal = /[.,]\d$/.test(raw);
  const digits = raw.replace(/[.,]/g, '');
  return decimal ? Number(digits) / 10 : Number(digits);
}

/**
 * No figure of the dashboard contradicts another (issue 12): the FTP stat card, the training-load card's FTP line and
 * the "first FTP estimate" card show the same FTP; the W/kg stat card and the load card's W/kg line the same W/kg;
 * and an FTP estimated from the onboarding answers is labelled as an estimate on every one of them (and nothing else
 * is). Language-neutral: it reads numbers and the `data-source` / `data-estimate` marks, not words.
 */
export async function expectDashboardConsistent(page: Page, label: string) {
  await page.getByTestId('training-load').waitFor();
  await page.getByTestId('stat-ftp').waitFor();
  const text = (testId: string) => page.getByTestId(testId).innerText();
  const attribute = (testId: string, name: string) => page.getByTestId(testId).getAttribute(name);
  const count = (testId: string) => page.getByTestId(testId).count();

  const source = await attribute('ftp-source-line', 'data-source');
  const estimated = source === 'answers';
  const statFtp = figure(await text('stat-ftp'));
  const statWkg = figure(await text('stat-wkg'));
  expect(await attribute('stat-ftp', 'data-estimate'), `${label}: FTP stat labelled as estimate`).toBe(
    estimated ? 'true' : null,
  );
  expect(await count('ftp-answers-estimate'), `${label}: first-estimate card`).toBe(estimated ? 1 : 0);

  if (source === 'none') {
    expect(statFtp, `${label}: no FTP anywhere, none on the stat card`).toBeNull();
    expect(statWkg, `${label}: no FTP, no W/kg`).toBeNull();
    expect(await count('summary-wkg')).toBe(0);
    return;
  }
  const lineFtp = figure(await text('ftp-line'));
  expect(statFtp, `${label}: FTP stat card against the training-load card`).toBe(lineFtp);
  if (estimated)
    expect(figure(await text('ftp-answers-title')), `${label}: first-estimate card`).toBe(statFtp);

  const lineWkg = (await count('summary-wkg')) > 0 ? figure(await text('summary-wkg')) : null;
  expect(statWkg, `${label}: W/kg stat card against the training-load card`).toBe(lineWkg);
  if (statWkg !== null) {
    expect(await attribute('stat-wkg', 'data-estimate'), `${label}: W/kg stat labelled`).toBe(
      estimated ? 'true' : null,
    );
    expect(await attribute('summary-wkg', 'data-estimate'), `${label}: W/kg line labelled`).toBe(
      estimated ? 'true' : null,
    );
  }
}
