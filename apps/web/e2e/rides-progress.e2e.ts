import type { ActivityList, DashboardSummary, Fitness, SeasonPowerCurve } from '@domestique/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDate, formatNumber, formatSigned, formatWithSymbol } from '../src/lib/ride-format.ts';
import { DESKTOP, newContext, PHONE } from './browser.ts';
import {
  checkPage,
  FILES,
  payload,
  type RidesSession,
  recentPowerRide,
  shownName,
  startRidesSession,
} from './rides-support.ts';

const baseURL = inject('baseURL');
let s: RidesSession;

beforeAll(async () => {
  s = await startRidesSession(baseURL, 'rides-progress');
  await s.uploadViaApi(payload(FILES.vector));
  await s.uploadViaApi(recentPowerRide());
});
afterAll(async () => {
  await s?.close();
});

describe('progress and the dashboard from real rides', () => {
  it('fitness with the terms explained and a weekly ramp-rate strip', async () => {
    const { page } = s;
    await page.goto('/progress');
    await page.locator('[data-testid="fitness-panel"] canvas').first().waitFor({ timeout: 15_000 });
    const fitness = await s.get<Fitness>('/api/progress/fitness');
    const today = fitness.days.at(-1)!;
    expect(await page.getByTestId('fitness-ctl').innerText()).toBe(formatNumber(today.ctl, 'en'));
    expect(await page.getByTestId('fitness-tsb').innerText()).toBe(formatSigned(today.tsb, 'en'));
    expect(today.ctl).toBeGreaterThan(0); // yesterday's ride counts
    // one bar per whole week of the 90-day window, this week's value = CTL today − CTL a week ago
    const strip = page.getByTestId('ramp-strip');
    await strip.waitFor();
    expect(await strip.locator('rect[data-band]').count()).toBe(Math.floor((fitness.days.length - 1) / 7));
    expect(await page.getByTestId('ramp-this-week').innerText()).toBe(
      `This week: ${formatSigned(today.rampRate, 'en', 1)}`,
    );
    expect(today.rampRate).toBeCloseTo(today.ctl - fitness.days.at(-8)!.ctl, 9);
    expect(await strip.innerText()).toContain('Up to about 5–8 points a week is sustainable');
    await page.getByTestId('fitness-range').getByRole('button', { name: 'All time' }).click();
    await expect
      .poll(() => page.getByTestId('fitness-range').locator('[aria-pressed="true"]').innerText())
      .toBe('All time');
  });

  it('season power curve: 90 days, this year (since 1 January), all time', async () => {
    const { page } = s;
    const range = page.getByTestId('curve-range');
    expect(await range.locator('button').allInnerTexts()).toEqual(['90 days', 'This year', 'All time']);
    await range.getByRole('button', { name: 'This year' }).click();
    const year = await s.get<SeasonPowerCurve>('/api/progress/power-curve?range=year');
    expect(year.from).toBe(`${new Date().getFullYear()}-01-01`);
    expect(year.rides).toBe(1); // the 2013 ride is not this year's
    await expect
      .poll(() => page.getByTestId('curve-caption').innerText())
      .toContain(`since ${formatDate(year.from, 'en')}`);
    await range.getByRole('button', { name: 'All time' }).click();
    const all = await s.get<SeasonPowerCurve>('/api/progress/power-curve?range=all');
    expect(all.rides).toBe(2);
    const best20 = all.points.find((p) => p.durationS === 1200);
    await expect
      .poll(() => page.getByTestId('curve-table').innerText())
      .toContain(formatWithSymbol(best20?.watts, 'W', 'en'));
    await page.getByTestId('ftp-panel').waitFor();
    await page.getByTestId('totals').waitFor();
    expect(await page.getByTestId('totals-row').count()).toBe(12);
    await page.getByTestId('totals-period').getByRole('button', { name: 'Monthly' }).click();
    await expect.poll(() => page.getByTestId('totals').innerText()).toContain('Month');
    await checkPage(page, 'progress');
  });

  it('totals page back to the first ride (2013), older and newer', async () => {
    const { page } = s;
    await page.goto('/progress');
    await page.getByTestId('totals').waitFor();
    await page.getByTestId('totals-period').getByRole('button', { name: 'Monthly' }).click();
    await expect.poll(() => page.getByTestId('totals').innerText()).toContain('Month');
    expect(await page.getByTestId('totals-newer').isDisabled()).toBe(true);
    const older = page.getByTestId('totals-older');
    let pages = 0;
    while (!(await older.isDisabled())) {
      const before = await page.getByTestId('totals-row').first().innerText();
      await older.click();
      await expect.poll(() => page.getByTestId('totals-row').first().innerText()).not.toBe(before);
      pages += 1;
      expect(pages).toBeLessThan(30);
    }
    expect(pages).toBeGreaterThan(5); // 2013 is years back: the last 12 months alone never showed it
    const august = page.getByTestId('totals-row').filter({ hasText: 'August 2013' });
    expect(await august.locator('td').last().innerText()).toBe('1');
    expect(await page.getByTestId('totals-row').count()).toBe(12);
    await page.getByTestId('totals-newer').click();
    await expect
      .poll(() => page.getByTestId('totals-row').filter({ hasText: 'August 2013' }).count())
      .toBe(0);
    expect(await older.isDisabled()).toBe(false);
  });

  it('asks before changing FTP: the suggestion from a ride, with its reason, and Accept', async () => {
    const { page } = s;
    const summary = await s.get<DashboardSummary>('/api/dashboard/summary');
    const suggestion = summary.ftpSuggestion;
    expect(suggestion, 'the recent 25-min ride suggests an FTP').not.toBeNull();
    await page.getByTestId('nav-dashboard').click();
    await page.getByTestId('ftp-suggestion').waitFor();
    expect(await page.getByTestId('ftp-suggestion-value').innerText()).toBe(
      `Your FTP could be ${suggestion?.estimateW} W`,
    );
    expect(await page.getByTestId('ftp-suggestion-reason').innerText()).toContain('best 20-minute power');
    // the ride behind it (a TCX without a title) by its default name
    expect(suggestion?.activity.name).toBeNull();
    expect(await page.getByTestId('ftp-suggestion-ride').innerText()).toBe(shownName(suggestion!.activity));
    await checkPage(page, 'dashboard with suggestion');
    await page.getByTestId('ftp-accept').click();
    await page.getByText(`FTP updated to ${suggestion?.estimateW} W`).first().waitFor();
    await expect.poll(() => page.getByTestId('stat-ftp').innerText()).toBe(`${suggestion?.estimateW} W`);
    await page.getByTestId('ftp-suggestion').waitFor({ state: 'detached' });
    const after = await s.get<DashboardSummary>('/api/dashboard/summary');
    expect(after.ftp).toMatchObject({ watts: suggestion?.estimateW, source: 'estimate' });
    expect(await page.getByTestId('ftp-source-label').innerText()).toContain('estimated from a ride');
  });

  it('works at 360 px: cards instead of the table, no page-level horizontal scroll, axe clean', async () => {
    const phone = await newContext(s.browser, baseURL, PHONE);
    await phone.addCookies(await s.context.cookies());
    const page = await phone.newPage();
    await page.goto('/activities');
    await page.getByTestId('activity-card').first().waitFor();
    expect(await page.getByTestId('activity-table').isVisible()).toBe(false);
    await checkPage(page, 'activities 360');
    const list = await s.get<ActivityList>('/api/activities');
    await page.goto(`/activities/${list.items[0]?.id}`);
    await page.locator('[data-testid="charts"] canvas').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('ftp-test').waitFor();
    // The laps table is wider than a phone: it says it scrolls, fades the hidden edge, keeps the lap number in view.
    const laps = page.getByTestId('laps');
    await laps.scrollIntoViewIfNeeded();
    expect(await laps.getAttribute('data-overflows')).toBe('true');
    expect(await page.getByTestId('scroll-hint').first().innerText()).toBe(
      'Swipe or scroll sideways to see every column',
    );
    expect(await page.getByTestId('scroll-fade').count()).toBeGreaterThan(0);
    await laps.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => laps.locator('xpath=..').getByTestId('scroll-fade').count()).toBe(0);
    const lapNumber = await laps.locator('tbody th').first().boundingBox();
    const region = await laps.boundingBox();
    expect(lapNumber!.x).toBeGreaterThanOrEqual(region!.x - 1); // sticky first column
    await checkPage(page, 'ride 360');
    await page.goto('/pt/progress');
    await page.getByRole('heading', { name: 'Progresso', level: 1 }).waitFor();
    await page.locator('[data-testid="fitness-panel"] canvas').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('ramp-strip').waitFor();
    expect(await page.getByTestId('curve-range').locator('button').allInnerTexts()).toEqual([
      '90 dias',
      'Este ano',
      'Tudo',
    ]);
    expect(await page.getByTestId('totals').getAttribute('data-overflows')).toBe('true');
    expect(await page.getByTestId('totals-panel').getByTestId('scroll-hint').innerText()).toBe(
      'Deslize para o lado para ver todas as colunas',
    );
    await checkPage(page, 'progress 360 pt');
    await page.goto('/es/dashboard');
    await page.getByTestId('training-load').waitFor();
    await checkPage(page, 'dashboard 360 es');
    await phone.close();
  });

  it('/progress keeps its layout as the panels fill in (CLS), fast or slow, at 360 px and 1280 px', async () => {
    for (const [viewport, delayMs] of [
      [PHONE, 0],
      [PHONE, 2500],
      [DESKTOP, 0],
      [DESKTOP, 2500],
    ] as const) {
      const context = await newContext(s.browser, baseURL, viewport);
      await context.addCookies(await s.context.cookies());
      const page = await context.newPage();
      // slower than the route loader waits (1.5 s): the panels render their placeholders first
      if (delayMs > 0)
        await page.route('**/api/progress/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          await route.continue();
        });
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/pt/progress');
      await page.locator('[data-testid="fitness-panel"] canvas').first().waitFor({ timeout: 20_000 });
      await page.getByTestId('totals').waitFor({ timeout: 20_000 });
      await page.locator('[data-testid="curve-panel"] canvas').first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, `${viewport.width} px, API ${delayMs} ms`).toBeLessThan(0.01);
      await context.close();
    }
  });
});
