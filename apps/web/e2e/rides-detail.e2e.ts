import type {
  ActivityDetail,
  ActivityList,
  ActivityStreams,
  DashboardSummary,
  FtpTestPreview,
  Profile,
} from '@domestique/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  formatDate,
  formatDistanceKm,
  formatDuration,
  formatNumber,
  formatWithSymbol,
} from '../src/lib/ride-format.ts';
import { PHONE } from './browser.ts';
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
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startRidesSession(baseURL, 'rides-detail');
  ids.vector = (await s.uploadViaApi(payload(FILES.vector))).activityId!;
  ids.truncated = (await s.uploadViaApi(payload(FILES.truncated))).activityId!;
  ids.recent = (await s.uploadViaApi(recentPowerRide())).activityId!;
});
afterAll(async () => {
  await s?.close();
});

/** The power caption of a zoomed chart: average and maximum of every second within the window on screen. */
async function expectZoomedPowerCaption(page: Page, full: ActivityStreams) {
  const range = page.getByTestId('zoom-range');
  const min = Number(await range.getAttribute('data-min'));
  const max = Number(await range.getAttribute('data-max'));
  const inside = full.timeS.flatMap((t, i) =>
    t >= min && t <= max ? [full.channels.power?.[i] ?? null] : [],
  );
  const watts = inside.filter((w): w is number => w !== null);
  expect(watts.length).toBeGreaterThan(10);
  const mean = watts.reduce((a, b) => a + b, 0) / watts.length;
  await expect
    .poll(() => page.getByTestId('chart-caption-power').innerText())
    .toBe(
      `average ${formatWithSymbol(mean, 'W', 'en')}, maximum ${formatWithSymbol(Math.max(...watts), 'W', 'en')}`,
    );
}

describe('the ride page', () => {
  it('charts drawn, numbers equal to the API, zoom, zones, power curve, laps, W′ balance and its source', async () => {
    const { page } = s;
    await page.goto(`/activities/${ids.vector}`);
    const detail = await s.get<ActivityDetail>(`/api/activities/${ids.vector}`);
    await page.getByTestId('activity-name').waitFor();
    // a FIT carries no title: the default name, in the page title too; the file's name beside its download
    expect(detail.name).toBeNull();
    const defaultName = shownName(detail);
    expect(await page.getByTestId('activity-name').innerText()).toBe(defaultName);
    await expect.poll(() => page.title()).toBe(`${defaultName} — Domestique`);
    expect(await page.getByTestId('original-file').innerText()).toBe(
      'Original file: Edge810-Vector-2013-08-16-15-35-10.fit',
    );
    const metric = (key: string) => page.getByTestId(`metric-${key}`).innerText();
    expect(await metric('moving')).toBe(formatDuration(detail.movingS));
    expect(await metric('elapsed')).toBe(formatDuration(detail.elapsedS));
    expect(await metric('distance')).toBe(formatDistanceKm(detail.distanceM, 'en'));
    expect(await metric('np')).toBe(formatWithSymbol(detail.normalizedPowerW, 'W', 'en'));
    expect(await metric('avgPower')).toBe(formatWithSymbol(detail.avgPowerW, 'W', 'en'));
    expect(await metric('maxPower')).toBe(formatWithSymbol(detail.maxPowerW, 'W', 'en'));
    // scored on the estimate from the answers (issue 12): said in the header, marked on IF and TSS, explained
    expect(detail.ftpSource).toBe('answers');
    expect(await metric('tss')).toBe(`≈ ${formatNumber(detail.tss, 'en')}`);
    expect(await metric('if')).toBe(`≈ ${formatNumber(detail.intensityFactor, 'en', 2, 2)}`);
    expect(await page.getByTestId('ftp-used').innerText()).toBe(
      ` · scored with an estimated FTP of ${detail.ftpUsedW} W (from your onboarding answers)`,
    );
    const evidence = page.getByTestId('ftp-evidence');
    expect(await evidence.getByTestId('ftp-evidence-guessed').innerText()).toContain(
      `an FTP of ${detail.ftpUsedW} W estimated from your onboarding answers`,
    );
    // NP 301 W over 1 h 18 min on 195 W: IF 1.54
    expect(await evidence.getByTestId('ftp-evidence-if-beyond').innerText()).toBe(
      `An IF of ${formatNumber(detail.intensityFactor, 'en', 2, 2)} over ${formatDuration(detail.movingS)} is more than anyone holds for that long (above 1.15 only in efforts of a few minutes): the FTP it was scored with, ${detail.ftpUsedW} W, is too low.`,
    );
    expect(await evidence.getByTestId('ftp-evidence-no-suggestion-too_old').innerText()).toBe(
      'A ride more than 90 days old cannot suggest an FTP: fitness from then says little about today.',
    );
    expect(await metric('work')).toBe(formatWithSymbol(detail.workKj, 'kJ', 'en'));
    expect(await metric('avgHr')).toBe(formatWithSymbol(detail.avgHeartRateBpm, 'bpm', 'en'));
    // the head unit's own total ascent (514 m), not our recomputation
    expect(detail.elevationGainM).toBe(514);
    expect(await page.getByTestId('ride-warnings').count()).toBe(0); // a clean file has no notes

    await page.locator('[data-testid="chart-power"] canvas').first().waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="chart-altitude"] canvas').first().waitFor();
    expect(await page.getByTestId('chart-caption-power').innerText()).toContain(
      formatWithSymbol(detail.avgPowerW, 'W', 'en'),
    );
    expect(await page.getByTestId('zoom-range').innerText()).toMatch(/Drag across a chart/);
    // zoomed into the downsampled ride (keyboard zoom here), every second is fetched once
    const fullStreams = page.waitForResponse((r) => r.url().includes('/streams?full=1') && r.ok());
    await page.getByTestId('zoom-in').click();
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/^Showing \d/);
    const full = (await (await fullStreams).json()) as ActivityStreams;
    // the figures beside each chart now describe the part on screen, from every second of it
    await expectZoomedPowerCaption(page, full);
    await page.getByTestId('zoom-reset').click();
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/Drag across a chart/);
    // drag-to-zoom on one chart zooms them all
    const over = page.locator('[data-testid="chart-heartRate"] .u-over');
    await over.scrollIntoViewIfNeeded();
    const box = await over.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    }
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/^Showing \d/);
    await expectZoomedPowerCaption(page, full);
    // the window is kept when zooming further and when the charts are rebuilt
    const zoomedText = await page.getByTestId('zoom-range').innerText();
    await page.getByTestId('zoom-in').click();
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).not.toBe(zoomedText);
    const narrow = await page.getByTestId('zoom-range').innerText();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('zoom-range').innerText()).toBe(narrow);
    await expectZoomedPowerCaption(page, full);
    await page.getByTestId('zoom-reset').click();
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/Drag across a chart/);

    if (detail.powerZones) {
      expect(await page.getByTestId('zones-power').locator('li').count()).toBe(
        detail.powerZones.zones.length,
      );
      expect(await page.getByTestId('zones-power').innerText()).toContain('Endurance');
    }
    await page.locator('[data-testid="power-curve"] canvas').first().waitFor();
    if (detail.laps.length > 0)
      expect(await page.getByTestId('laps').locator('tbody tr').count()).toBe(detail.laps.length);

    // W′: which CP and W′ were used, and where they came from (here: fitted to this ride's efforts)
    const wbal = detail.wPrimeBalance!;
    expect(wbal.source).toBe('power_curve');
    expect(await page.getByTestId('wbal-cp').innerText()).toBe(`${formatNumber(wbal.cpW, 'en')} W`);
    expect(await page.getByTestId('wbal-at').innerText()).toBe(formatDuration(wbal.minAtS));
    expect(await page.getByTestId('wbal-source').innerText()).toMatch(
      /^CP and W′ fitted to your best 3–20-minute efforts in 1 ride from /,
    );
    // A balance below zero is explained, not left as a puzzling negative number.
    expect(await page.getByTestId('wbal-below-zero').count()).toBe(wbal.minJ < 0 ? 1 : 0);
    expect(await page.getByTestId('download-file').getAttribute('href')).toBe(
      `/api/activities/${detail.id}/file`,
    );
    await checkPage(page, 'ride detail');

    await page.getByTestId('rename-start').click();
    const input = page.getByTestId('rename-input');
    expect(await input.inputValue()).toBe('');
    expect(await input.getAttribute('placeholder')).toBe(defaultName);
    expect(await page.getByTestId('rename-hint').innerText()).toBe(
      `Leave it empty to use the default name, “${defaultName}”.`,
    );
    await input.fill('Vector test ride');
    await page.getByTestId('rename-save').click();
    await expect.poll(() => page.getByTestId('activity-name').innerText()).toBe('Vector test ride');
    expect((await s.get<ActivityDetail>(`/api/activities/${detail.id}`)).name).toBe('Vector test ride');
    await expect.poll(() => page.title()).toBe('Vector test ride — Domestique');

    // emptied: back to the default name
    await page.getByTestId('rename-start').click();
    expect(await input.inputValue()).toBe('Vector test ride');
    await input.fill('');
    await page.getByTestId('rename-save').click();
    await expect.poll(() => page.getByTestId('activity-name').innerText()).toBe(defaultName);
    expect((await s.get<ActivityDetail>(`/api/activities/${detail.id}`)).name).toBeNull();
  });

  it('a salvaged file says what happened to it', async () => {
    const { page } = s;
    await page.goto(`/activities/${ids.truncated}`);
    const box = page.getByTestId('ride-warnings');
    await box.waitFor();
    expect(await box.getByTestId('ride-warning').count()).toBe(2);
    expect(await box.innerText()).toContain('The 14,391 records before the cut were kept.');
    await checkPage(page, 'salvaged ride');

    // heart rate, no power (issue 12): with an LTHR its HR load stands where TSS would, labelled; no FTP line, no
    // cadence chart of zeros, no lap row of dashes, and the list says the same
    const { user_id, created_at, updated_at, ...profile } = await s.get<Profile>('/api/profile');
    const saved = await s.api.put('/api/profile', {
      data: { ...profile, lthr: 165 },
      headers: { origin: baseURL },
    });
    expect(saved.ok()).toBe(true);
    await expect
      .poll(async () => (await s.get<ActivityDetail>(`/api/activities/${ids.truncated}`)).hrLoad, {
        timeout: 15_000,
      })
      .not.toBeNull();
    const detail = await s.get<ActivityDetail>(`/api/activities/${ids.truncated}`);
    await page.reload();
    await page.getByTestId('metric-hrLoad').waitFor();
    expect(await page.getByTestId('metric-hrLoad').innerText()).toBe(formatNumber(detail.hrLoad, 'en'));
    expect(await page.getByTestId('metrics').getByText('HR load', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('metric-tss').count()).toBe(0);
    expect(await page.getByTestId('metric-np').count()).toBe(0);
    expect(await page.getByTestId('ftp-used').count()).toBe(0);
    expect(await page.getByTestId('no-power').innerText()).toBe(
      'No power data in this ride: its training load comes from heart rate.',
    );
    await page.locator('[data-testid="chart-heartRate"] canvas').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('chart-cadence').count()).toBe(0);
    expect(await page.getByTestId('laps').count()).toBe(0);
    await page.goto('/activities');
    const row = page.locator(`[data-testid="activity-row"][data-id="${ids.truncated}"]`);
    expect(await row.locator('[data-cell="tss"]').innerText()).toBe(
      `${formatNumber(detail.hrLoad, 'en')} HR`,
    );
    expect(await page.getByTestId('hr-load-note').innerText()).toContain('training load from heart rate');
  });

  it('uses a ride as an FTP test: protocol, preview with the reason, save; FTP history and dashboard follow', async () => {
    const { page } = s;
    await page.goto(`/activities/${ids.recent}`);
    const preview = await s.get<FtpTestPreview>(`/api/activities/${ids.recent}/ftp-test`);
    const twenty = preview.options.find((o) => o.protocol === '20min')!;
    expect(twenty.available).toBe(true);
    const panel = page.getByTestId('ftp-test');
    await panel.waitFor();
    // the 25-min ride has room for two 8-minute efforts too; each option shows what it would give
    expect(await page.getByTestId('ftp-test-option-ramp').innerText()).toContain(
      `${formatNumber(preview.options[0]!.ftpW, 'en')} W`,
    );
    await page.getByTestId('ftp-test-option-20min').click();
    await page.getByTestId('ftp-test-preview').waitFor();
    expect(await page.getByTestId('ftp-test-value').innerText()).toBe(`FTP ${twenty.ftpW} W`);
    expect(await page.getByTestId('ftp-test-reason').innerText()).toBe(
      `95% of ${formatNumber(twenty.basisW, 'en')} W, your best 20 minutes (starting at ${formatDuration(twenty.efforts[0]!.startS)}).`,
    );
    // what saving changes, before it does: the ride's date, from when its FTP applies, the rides re-scored
    const effect = twenty.effect!;
    expect(effect.becomesCurrent).toBe(true); // no FTP recorded yet: the newest value
    expect(await page.getByTestId('ftp-test-date').innerText()).toBe(
      `This ride is from ${formatDate(preview.rideStartTime, 'en')}.`,
    );
    expect(await page.getByTestId('ftp-test-span').innerText()).toBe(
      `Saving makes ${twenty.ftpW} W your FTP from that date on: it replaces ${preview.currentFtpW} W as your FTP today.`,
    );
    expect(effect.rescored.count).toBe(2); // the 2013 Edge 810 ride and this one; the Sigma file has no power
    expect(await page.getByTestId('ftp-test-rescored').innerText()).toBe(
      `2 rides, from ${formatDate(effect.rescored.firstStart, 'en')} to ${formatDate(effect.rescored.lastStart, 'en')}, will be re-scored with it.`,
    );
    await checkPage(page, 'FTP test preview');
    await page.getByTestId('ftp-test-save').click();
    await page.getByText(`FTP set to ${twenty.ftpW} W from this test`).first().waitFor();
    const summary = await s.get<DashboardSummary>('/api/dashboard/summary');
    expect(summary.ftp).toMatchObject({ watts: twenty.ftpW, source: 'test' });
    // the ride itself is re-scored with it
    await expect
      .poll(async () => (await s.get<ActivityDetail>(`/api/activities/${ids.recent}`)).ftpUsedW)
      .toBe(twenty.ftpW);

    await page.getByTestId('nav-progress').click();
    await page.waitForURL('**/progress');
    const entry = page.getByTestId('ftp-entry').first();
    await entry.waitFor();
    expect(await entry.innerText()).toContain(`${twenty.ftpW} W`);
    expect(await entry.getByTestId('ftp-source').innerText()).toBe('Test');
    expect(await entry.getByTestId('ftp-reason').innerText()).toContain(
      '20-minute test: 95% of the best 20 minutes',
    );

    await page.getByTestId('nav-dashboard').click();
    await expect.poll(() => page.getByTestId('stat-ftp').innerText()).toBe(`${twenty.ftpW} W`);
    expect(await page.getByTestId('ftp-source-label').innerText()).toContain('from a test');

    // issue 12: the 2013 ride declared a test sets the FTP for 2013 only; today's FTP stays the newer test's
    await page.goto(`/activities/${ids.vector}`);
    const old = await s.get<FtpTestPreview>(`/api/activities/${ids.vector}/ftp-test`);
    const oldTwenty = old.options.find((o) => o.protocol === '20min')!;
    await page.getByTestId('ftp-test-option-20min').click();
    await page.getByTestId('ftp-test-preview').waitFor();
    expect(await page.getByTestId('ftp-test-date').innerText()).toBe('This ride is from Aug 16, 2013.');
    expect(await page.getByTestId('ftp-test-span').innerText()).toBe(
      `Saving sets ${oldTwenty.ftpW} W as your FTP from that date until ${formatDate(oldTwenty.effect!.effectiveUntil, 'en')}, when your FTP of ${twenty.ftpW} W takes over: your FTP today stays ${twenty.ftpW} W.`,
    );
    expect(await page.getByTestId('ftp-test-rescored').innerText()).toBe(
      '1 ride (Aug 16, 2013) will be re-scored with it.',
    );
    await page.getByTestId('ftp-test-save').click();
    await page.getByText(`Test saved: ${oldTwenty.ftpW} W from Aug 16, 2013`).first().waitFor();
    expect((await s.get<DashboardSummary>('/api/dashboard/summary')).ftp).toMatchObject({
      watts: twenty.ftpW,
      source: 'test',
    });
    expect((await s.get<ActivityDetail>(`/api/activities/${ids.recent}`)).ftpUsedW).toBe(twenty.ftpW);
    await expect
      .poll(async () => (await s.get<ActivityDetail>(`/api/activities/${ids.vector}`)).ftpUsedW)
      .toBe(oldTwenty.ftpW);
  });

  it('names a ride on the rider’s clock: the profile’s time zone when set, else the browser’s', async () => {
    const { page } = s;
    const setTimeZone = async (timezone: string | null) => {
      const { user_id, created_at, updated_at, ...profile } = await s.get<Profile>('/api/profile');
      const res = await s.api.put('/api/profile', {
        data: { ...profile, timezone },
        headers: { origin: s.baseURL },
      });
      expect(res.ok()).toBe(true);
    };
    // the recent ride starts at 07:00 UTC: 16:00 in Tokyo, 04:00 in São Paulo (neither has daylight saving)
    const ride = await s.get<ActivityDetail>(`/api/activities/${ids.recent}`);
    expect(ride.startTime.slice(11, 19)).toBe('07:00:00');
    for (const [zone, expected] of [
      ['Asia/Tokyo', 'Afternoon ride'],
      ['America/Sao_Paulo', 'Night ride'],
    ] as const) {
      await setTimeZone(zone);
      await page.goto(`/activities/${ids.recent}`);
      await expect.poll(() => page.getByTestId('activity-name').innerText()).toBe(expected);
      await page.getByTestId('nav-dashboard').click();
      await expect.poll(() => page.getByTestId('last-ride').locator('a').first().innerText()).toBe(expected);
    }
    await setTimeZone(null);
    await page.goto(`/activities/${ids.recent}`);
    await expect.poll(() => page.getByTestId('activity-name').innerText()).toBe(shownName(ride));
  });

  it('deletes a ride after confirming, and goes back to the list', async () => {
    const { page } = s;
    const before = await s.get<ActivityList>('/api/activities');
    await page.goto(`/activities/${ids.truncated}`);
    await page.getByTestId('delete-start').click();
    await page.getByTestId('delete-dialog').waitFor();
    await checkPage(page, 'delete dialog');
    await page.getByTestId('delete-confirm').click();
    await page.waitForURL('**/activities');
    await expect
      .poll(async () => (await s.get<ActivityList>('/api/activities')).total)
      .toBe(before.total - 1);
    await expect.poll(() => page.locator(`[data-id="${ids.truncated}"]`).count()).toBe(0);
  });

  it('by touch and keyboard at 360 px: metric meanings on tap and Enter, a swipe zooms, a tap reads a value', async () => {
    const context = await s.browser.newContext({
      baseURL,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
      locale: 'en-GB',
    });
    await context.addCookies(await s.context.cookies());
    const page = await context.newPage();
    await page.goto(`/activities/${ids.vector}`);
    const over = page.locator('[data-testid="chart-power"] .u-over');
    await over.waitFor({ timeout: 15_000 });
    await over.scrollIntoViewIfNeeded();
    expect(await page.getByTestId('zoom-range').innerText()).toMatch(/with the mouse or a finger/);

    // what NP, IF, VI, EF and decoupling mean: one tap away (not a hover tooltip) …
    const np = page.getByTestId('metric-info-np');
    expect(await np.getAttribute('aria-label')).toBe('What does NP mean?');
    expect(await page.getByTestId('metric-hint-np').isVisible()).toBe(false);
    await np.tap();
    expect(await page.getByTestId('metric-hint-np').innerText()).toMatch(/^Normalized Power/);
    expect(await np.getAttribute('aria-expanded')).toBe('true');
    // … and one key press away
    for (const metric of ['if', 'vi', 'ef', 'decoupling']) {
      await page.getByTestId(`metric-info-${metric}`).focus();
      await page.keyboard.press('Enter');
      expect(await page.getByTestId(`metric-hint-${metric}`).isVisible(), metric).toBe(true);
    }
    await page.keyboard.press('Space');
    expect(await page.getByTestId('metric-hint-decoupling').isVisible()).toBe(false);
    await over.scrollIntoViewIfNeeded();
    const box = (await over.boundingBox())!;
    const y = box.y + box.height / 2;

    // a tap: the crosshair and, beside the chart, the time and value under it
    await page.touchscreen.tap(box.x + box.width * 0.6, y);
    await expect
      .poll(() => page.getByTestId('chart-readout-power').innerText())
      .toMatch(/^at \d+:\d{2}:\d{2}: \d+ W$/);
    // the other charts follow the same moment
    await expect
      .poll(() => page.getByTestId('chart-readout-heartRate').innerText())
      .toMatch(/^at \d+:\d{2}:\d{2}: \d+ bpm$/);

    // a horizontal swipe (real touch events, as a phone sends them) zooms every chart to that window
    const cdp = await context.newCDPSession(page);
    const touch = (type: string, x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      } as never);
    await touch('touchStart', box.x + box.width * 0.2);
    for (let k = 1; k <= 8; k += 1) await touch('touchMove', box.x + box.width * (0.2 + 0.05 * k));
    await touch('touchEnd', box.x + box.width * 0.6);
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/^Showing \d/);
    const min = Number(await page.getByTestId('zoom-range').getAttribute('data-min'));
    const max = Number(await page.getByTestId('zoom-range').getAttribute('data-max'));
    expect(max - min).toBeGreaterThan(0);
    await context.close();
  });
});
