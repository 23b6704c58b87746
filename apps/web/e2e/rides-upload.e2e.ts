import type { ActivityList, DashboardSummary, UploadResponse } from '@domestique/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  formatDate,
  formatDistanceKm,
  formatDuration,
  formatElevation,
  formatNumber,
  formatWithSymbol,
} from '../src/lib/ride-format.ts';
import { newContext, PHONE } from './browser.ts';
import { expectDashboardConsistent } from './dashboard-figures.ts';
import {
  checkPage,
  FILES,
  type FilePayload,
  payload,
  type RidesSession,
  recentPowerRide,
  shownName,
  startRidesSession,
  uploadRow,
  uploadStatuses,
  uploadsSettled,
} from './rides-support.ts';

const baseURL = inject('baseURL');
let s: RidesSession;

beforeAll(async () => {
  s = await startRidesSession(baseURL, 'rides-upload');
});
afterAll(async () => {
  await s?.close();
});

/** Drops files on the upload zone the way a browser does: dragenter/dragover/drop carrying a DataTransfer. */
async function dropFiles(files: FilePayload[]) {
  const zone = s.page.getByTestId('upload-zone');
  const dataTransfer = await s.page.evaluateHandle(
    (items) => {
      const transfer = new DataTransfer();
      for (const item of items) {
        const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
      }
      return transfer;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

describe('rides: upload by picker and by drag and drop, with a result for each file', () => {
  it('shows the first FTP estimate from the answers, labelled as such, before any ride', async () => {
    const { page } = s;
    const summary = await s.get<DashboardSummary>('/api/dashboard/summary');
    expect(summary.ftp?.source).toBe('answers');
    await page.goto('/dashboard');
    const estimate = page.getByTestId('ftp-answers-estimate');
    await estimate.waitFor();
    expect(await estimate.innerText()).toContain(`First FTP estimate: ${summary.ftp?.watts} W`);
    expect(await page.getByTestId('ftp-source-label').innerText()).toContain('estimated from your answers');
    expect(await page.getByTestId('load-ctl').innerText()).toBe('0');
    await page.getByTestId('plan-card').waitFor();
    await page.getByTestId('focus-card').waitFor();
    // the stat cards show the same estimate, labelled (issue 12: they said "To be determined" and "N/A")
    expect(await page.getByTestId('stat-ftp').innerText()).toBe(`≈ ${summary.ftp?.watts} W`);
    expect(await page.getByTestId('stat-ftp-hint').innerText()).toContain(
      'estimate from your onboarding answers',
    );
    await expectDashboardConsistent(page, 'dashboard before rides');
    await checkPage(page, 'dashboard before rides');
  });

  it('picker: created, duplicate of the same ride in another format, rejected with its reason, salvaged with notes', async () => {
    const { page } = s;
    await page.getByTestId('nav-activities').click();
    await page.waitForURL('**/activities');
    await page.getByTestId('activities-empty').waitFor();
    await checkPage(page, 'activities empty');

    // the TCX of the short-pause ride goes last, after its FIT has been stored
    await page
      .getByTestId('upload-input')
      .setInputFiles([
        payload(FILES.vector),
        payload(FILES.shortPause),
        payload(FILES.bad),
        recentPowerRide(),
        payload(FILES.truncated),
        payload(FILES.tcx),
      ]);
    await uploadsSettled(page);
    expect(await page.getByTestId('upload-item').count()).toBe(6);
    expect(await uploadStatuses(page)).toEqual({
      'Edge810-Vector-2013-08-16-15-35-10.fit': 'created',
      'edge1000-short-pause-2020-06-01-16-52-40.fit': 'created',
      'activity-unexpected-eof.fit': 'rejected',
      'recent-threshold.tcx': 'created',
      'sigma-truncated-nick.fit': 'created',
      'edge1000-short-pause-activity_5039744860.tcx': 'duplicate',
    });

    // the rejected file shows the server's reason, in the UI language
    const direct = await s.api.post('/api/activities', {
      multipart: { file: payload(FILES.bad) },
      headers: { origin: baseURL, 'accept-language': 'en' },
    });
    const reason = ((await direct.json()) as UploadResponse).results[0]?.error?.message;
    expect(reason).toBeTruthy();
    expect(
      await uploadRow(page, 'activity-unexpected-eof.fit').getByTestId('upload-reason').innerText(),
    ).toBe(reason);

    // the TCX names the ride it duplicates: the FIT stored first has no title, so by its default name
    const duplicate = uploadRow(page, 'edge1000-short-pause-activity_5039744860.tcx').getByTestId(
      'upload-duplicate',
    );
    expect(await duplicate.getAttribute('data-reason')).toBe('same_ride');
    const stored = shownName({ name: null, startTime: '2020-06-01T14:52:40Z', cycling: true });
    expect(stored).toMatch(/^(Morning|Lunch|Afternoon|Evening|Night) ride$/);
    expect(await duplicate.innerText()).toBe(
      `The same ride as “${stored}” (${formatDate('2020-06-01T14:52:40Z', 'en')}), already in your rides: not added twice.`,
    );

    // the truncated file was kept, and says so
    const notes = uploadRow(page, 'sigma-truncated-nick.fit').getByTestId('upload-warning');
    expect(await notes.evaluateAll((n) => n.map((x) => x.getAttribute('data-code')))).toEqual([
      'truncated_salvaged',
      'duplicate_timestamps',
    ]);
    expect(await notes.first().innerText()).toBe(
      'The file ends early (the device may have lost power). The 14,391 records before the cut were kept.',
    );
    await checkPage(page, 'upload results');

    // the same files again are duplicates, not second rides
    await page.getByTestId('upload-input').setInputFiles([payload(FILES.vector)]);
    await uploadsSettled(page);
    const again = page.locator('[data-testid="upload-item"][data-status="duplicate"]').first();
    expect(await again.getByTestId('upload-duplicate').getAttribute('data-reason')).toBe('same_file');
  });

  it('drag and drop: the files dropped on the zone upload, each with its result', async () => {
    const { page } = s;
    const before = (await s.get<ActivityList>('/api/activities')).total;
    await dropFiles([payload(FILES.bolt), payload(FILES.gpx), payload(FILES.running)]);
    await expect.poll(() => page.getByTestId('upload-item').count()).toBe(10);
    await uploadsSettled(page);
    const statuses = await uploadStatuses(page);
    expect(statuses['elemnt-bolt-no-application-id-inside-developer-data-id.fit']).toBe('created');
    expect(statuses['edge1000-short-pause-activity_5039744860.gpx']).toBe('duplicate');
    expect(statuses['compressed-speed-distance.fit']).toBe('created');
    const running = uploadRow(page, 'compressed-speed-distance.fit').getByTestId('upload-warning');
    expect(await running.evaluateAll((n) => n.map((x) => x.getAttribute('data-code')))).toContain(
      'not_cycling',
    );
    await expect.poll(async () => (await s.get<ActivityList>('/api/activities')).total).toBe(before + 2);
    // the list below refreshed on its own (coalesced), showing the new rides
    await expect.poll(() => page.getByTestId('activity-row').count(), { timeout: 15_000 }).toBe(before + 2);
  });

  it('lists the rides with the API’s numbers, sorted and sortable', async () => {
    const { page } = s;
    const list = await s.get<ActivityList>('/api/activities');
    expect(list.total).toBe(6);
    await expect.poll(() => page.getByTestId('activity-row').count(), { timeout: 15_000 }).toBe(6);
    // only the GPX carried a title (its track's <name>); every other name is a default in the rider's language,
    // never a file name; the run is an activity, not a ride
    const names = await page.getByTestId('activity-link').allInnerTexts();
    expect(names.filter((name) => name === 'Leiden Fietsen')).toHaveLength(1);
    for (const name of names.filter((name) => name !== 'Leiden Fietsen'))
      expect(name).toMatch(/^(Morning|Lunch|Afternoon|Evening|Night) (ride|activity)$/);
    expect(list.items.filter((r) => r.name !== null).map((r) => r.name)).toEqual(['Leiden Fietsen']);
    const run = list.items.find((r) => !r.cycling)!;
    expect(await page.locator(`[data-id="${run.id}"] [data-testid="activity-link"]`).innerText()).toMatch(
      / activity$/,
    );
    for (const ride of list.items) {
      const row = page.locator(`[data-testid="activity-row"][data-id="${ride.id}"]`);
      // one unambiguous notation: hours always written (0:01:34, never "1:34" beside "1:11:53")
      const duration = await row.locator('[data-cell="duration"]').innerText();
      expect(duration).toMatch(/^\d+:\d{2}:\d{2}$/);
      expect(duration).toBe(formatDuration(ride.durationS));
      expect(await row.locator('[data-cell="distance"]').innerText()).toBe(
        formatDistanceKm(ride.distanceM, 'en'),
      );
      expect(await row.locator('[data-cell="elevation"]').innerText()).toBe(
        formatElevation(ride.elevationGainM, 'en'),
      );
      expect(await row.locator('[data-cell="np"]').innerText()).toBe(
        formatWithSymbol(ride.normalizedPowerW, 'W', 'en'),
      );
      // scored on the estimate from the answers: marked "≈", explained under the list (issue 12)
      const guessed = ride.ftpSource === 'answers' ? '≈ ' : '';
      expect(await row.locator('[data-cell="tss"]').innerText()).toBe(
        ride.tss !== null
          ? guessed + formatNumber(ride.tss, 'en')
          : ride.hrLoad !== null
            ? `${formatNumber(ride.hrLoad, 'en')} HR`
            : '—',
      );
      expect(await row.locator('[data-cell="if"]').innerText()).toBe(
        ride.intensityFactor === null ? '—' : guessed + formatNumber(ride.intensityFactor, 'en', 2, 2),
      );
      expect(await row.getByTestId('activity-link').innerText()).toBe(shownName(ride));
      expect(await row.locator('td').first().innerText()).toBe(formatDate(ride.startTime, 'en'));
    }
    expect(list.items.some((r) => r.ftpSource === 'answers')).toBe(true);
    expect(await page.getByTestId('estimated-ftp-note').innerText()).toBe(
      '≈ scored with an estimated FTP, from your onboarding answers, not a measured one.',
    );
    const ids = () =>
      page.getByTestId('activity-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
    expect(await ids()).toEqual(list.items.map((r) => r.id));
    await page.getByTestId('sort-distance').click();
    await page.waitForURL('**/activities?sort=distance');
    const byDistance = await s.get<ActivityList>('/api/activities?sort=distance&order=desc');
    await expect.poll(ids).toEqual(byDistance.items.map((r) => r.id));
    await page.getByTestId('sort-distance').click();
    const ascending = await s.get<ActivityList>('/api/activities?sort=distance&order=asc');
    await expect.poll(ids).toEqual(ascending.items.map((r) => r.id));
    expect(await page.locator('th[aria-sort="ascending"]').innerText()).toContain('Distance');
    await checkPage(page, 'activities list');
  });

  it('at 360 px: results sum up, stay within a bounded box above the ride list, and can be hidden and cleared', async () => {
    const phone = await newContext(s.browser, baseURL, PHONE);
    await phone.addCookies(await s.context.cookies());
    const page = await phone.newPage();
    await page.goto('/pt/activities');
    await page.getByTestId('activity-card').first().waitFor();
    // two batches: results of the first stay until cleared
    await page.getByTestId('upload-input').setInputFiles([payload(FILES.vector), payload(FILES.shortPause)]);
    await uploadsSettled(page);
    await page
      .getByTestId('upload-input')
      .setInputFiles([payload(FILES.tcx), payload(FILES.gpx), payload(FILES.bolt), payload(FILES.bad)]);
    await uploadsSettled(page);
    expect(await page.getByTestId('upload-item').count()).toBe(6);
    expect(await page.getByTestId('upload-summary').innerText()).toBe('Já enviado: 5 · Recusado: 1');
    // bounded: the ride list starts at most a screen below the drop zone, not ~2,000 px down
    const results = await page.getByTestId('upload-results').boundingBox();
    expect(results!.height).toBeLessThanOrEqual(PHONE.height * 0.7);
    const zone = await page.getByTestId('upload-zone').boundingBox();
    const firstRide = await page.getByTestId('activity-card').first().boundingBox();
    expect(firstRide!.y - (zone!.y + zone!.height)).toBeLessThanOrEqual(PHONE.height);
    await checkPage(page, 'upload results 360 pt');

    const toggle = page.getByTestId('upload-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('upload-list').isVisible()).toBe(false);
    expect(await page.getByTestId('upload-summary').isVisible()).toBe(true);
    await toggle.click();

    await page.getByTestId('upload-clear').click();
    expect(await page.getByTestId('upload-results').count()).toBe(0);
    await page.getByTestId('upload-input').setInputFiles([payload(FILES.vector)]);
    await uploadsSettled(page);
    expect(await uploadStatuses(page)).toEqual({ 'Edge810-Vector-2013-08-16-15-35-10.fit': 'duplicate' });
    await phone.close();
  });
});
