import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newContext, PHONE, signedInContext, uniqueEmail } from './browser.ts';
import { expectDashboardConsistent, figure } from './dashboard-figures.ts';

const baseURL = inject('baseURL');
const PASSWORD = 'Grimpeur-Alpe-2026';

const browser = browserForFile();

const LANGUAGES = ['en', 'pt', 'es'] as const;
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

/**
 * Issue 12: with the FTP unknown, the stat cards said "To be determined" and "N/A" while the card below said "FTP 190 W
 * estimated from your answers · 2.8 W/kg". One truth, at 360 px in each language: the estimate everywhere, labelled
 * as one; then a typed FTP (and a weight in pounds) everywhere, labelled as nothing else.
 */
describe('no figure on the dashboard contradicts another', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: the estimate from the answers, then a typed FTP in pounds`, async () => {
      const context = await newContext(browser(), baseURL, PHONE);
      const page = await context.newPage();
      const api = context.request;
      const email = uniqueEmail(`figures-${lang}`);
      const headers = { origin: baseURL, 'accept-language': lang };
      const signUp = await api.post('/api/auth/sign-up/email', {
        data: { name: 'Iris', email, password: PASSWORD },
        headers,
      });
      expect(signUp.ok()).toBe(true);
      const profile = {
        name: 'Iris',
        email,
        age: 29,
        weight: 68,
        weight_unit: 'kg',
        ftp: null,
        knows_ftp: false,
        experience_level: 'intermediate',
        primary_goal: 'climbing',
        interface_language: lang,
        onboarding_completed: true,
      };
      expect((await api.put('/api/profile', { data: profile, headers })).ok()).toBe(true);

      // the plan's cards and the week's summary are read once, in the page's language, from the first wave
      // (/boot.js, then the loader): the early responses are taken, not read again after the page has drawn
      const reads: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/api/plans/dashboard' || url.pathname === '/api/coach/summaries/latest')
          reads.push(`${url.pathname} ${r.headers()['accept-language']}`);
      });
      await page.goto(`${prefix(lang)}/dashboard`);
      await expectDashboardConsistent(page, `${lang} unknown FTP`);
      expect(reads.sort()).toEqual([`/api/coach/summaries/latest ${lang}`, `/api/plans/dashboard ${lang}`]);
      // 2.8 W/kg × 68 kg = 190.4 → 190 W, shown on the stat card instead of "to be determined"
      expect(figure(await page.getByTestId('stat-ftp').innerText())).toBe(190);
      expect(figure(await page.getByTestId('stat-wkg').innerText())).toBe(2.8);
      // the progress page says the rides are scored with that same estimate
      await page.goto(`${prefix(lang)}/progress`);
      expect(figure(await page.getByTestId('ftp-answers-estimate').innerText())).toBe(190);

      const typed = { ...profile, ftp: 250, knows_ftp: true, weight: 150, weight_unit: 'lb' };
      expect((await api.put('/api/profile', { data: typed, headers })).ok()).toBe(true);
      await page.goto(`${prefix(lang)}/dashboard`);
      await expectDashboardConsistent(page, `${lang} typed FTP`);
      expect(figure(await page.getByTestId('stat-ftp').innerText())).toBe(250);
      expect(figure(await page.getByTestId('stat-wkg').innerText())).toBe(3.7); // 250 / (150 × 0.453592)
      await context.close();
    });
  }
});

describe('the dashboard reads its data in one wave', () => {
  it('asks for the plan cards and the week summary before its JavaScript has even loaded', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    const early: string[] = [];
    let bundleHeld = true;
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (bundleHeld && path.startsWith('/api/')) early.push(path);
    });
    // the app's modules are held back for a moment: only /boot.js can ask for anything meanwhile
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      bundleHeld = false;
      await route.continue();
    });
    await page.goto('/es/dashboard');
    await page.getByTestId('stat-ftp').waitFor();
    expect(early).toEqual(
      expect.arrayContaining([
        '/api/plans/dashboard',
        '/api/coach/summaries/latest',
        '/api/dashboard/summary',
      ]),
    );
    await context.close();
  });
});
