import { encodeSyntheticRideFit } from '@domestique/formats';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newContext, PHONE, uniqueEmail } from './browser.ts';
import { checkPage } from './rides-support.ts';

const baseURL = inject('baseURL');
const PASSWORD = 'Grimpeur-Alpe-2026';

const browser = browserForFile();

interface Detail {
  ftpUsedW: number | null;
  tss: number | null;
  intensityFactor: number | null;
}

/** A 40-minute synthetic ride with power that started on `day` (the encoder's power is steady enough to score). */
async function uploadRide(api: APIRequestContext, day: string, seed: number): Promise<string> {
  const fit = encodeSyntheticRideFit({ durationS: 2400, startTime: new Date(`${day}T08:00:00Z`), seed });
  const res = await api.post('/api/activities', {
    multipart: {
      file: { name: `ride-${day}.fit`, mimeType: 'application/octet-stream', buffer: Buffer.from(fit) },
    },
    headers: { origin: baseURL },
  });
  expect(res.ok(), `upload ${day} → ${res.status()}`).toBe(true);
  const id = ((await res.json()) as { results: { activityId: string | null }[] }).results[0]?.activityId;
  expect(id, `ride of ${day}`).toBeTruthy();
  return id as string;
}

/** "calculado com um FTP de 220 W" → 220; "1,02" → 1.02 (pt writes a decimal comma). */
const number = (text: string): number =>
  Number((text.match(/\d+(?:[.,]\d+)?/)?.[0] ?? 'NaN').replace(',', '.'));

/** The page shows TSS to the unit and IF to two decimals. */
const round2 = (value: number | null): number => Math.round((value ?? Number.NaN) * 100) / 100;

/**
 * Issue 22: a ride's IF/TSS use the FTP in force on its date. The rider types a back-dated FTP in Settings (pt, 360 px):
 * the confirmation names the rides it re-scored; the older ride's page shows that FTP and the API's TSS/IF for it; the
 * newer ride, after a later FTP, keeps its own.
 */
describe('an FTP with the day it took effect', () => {
  it('pt at 360 px: re-scores the rides it covers and no other', async () => {
    const context = await newContext(browser(), baseURL, PHONE);
    const page = await context.newPage();
    const api = context.request;
    const email = uniqueEmail('ftp-dated');
    const headers = { origin: baseURL, 'accept-language': 'pt' };
    const signUp = await api.post('/api/auth/sign-up/email', {
      data: { name: 'Beatriz', email, password: PASSWORD },
      headers,
    });
    expect(signUp.ok()).toBe(true);
    const profile = await api.put('/api/profile', {
      data: {
        name: 'Beatriz',
        email,
        age: 36,
        weight: 62,
        weight_unit: 'kg',
        ftp: 250,
        knows_ftp: true,
        experience_level: 'intermediate',
        primary_goal: 'endurance',
        interface_language: 'pt',
        onboarding_completed: true,
      },
      headers,
    });
    expect(profile.ok()).toBe(true);
    const older = await uploadRide(api, '2020-06-01', 3);
    const newer = await uploadRide(api, '2023-06-01', 4);
    // a later FTP (240 W from 2022) bounds the entry typed below: the 2023 ride is its own, not the new entry's
    const later = await api.post('/api/ftp/history', {
      data: { ftpW: 240, effectiveDate: '2022-01-01' },
      headers,
    });
    expect(later.ok()).toBe(true);
    const detail = async (id: string) => (await (await api.get(`/api/activities/${id}`)).json()) as Detail;
    const newerBefore = await detail(newer);
    expect(newerBefore.ftpUsedW).toBe(240);

    await page.goto('/pt/settings');
    const card = page.getByTestId('ftp-dated');
    await card.getByTestId('ftp-dated-watts').fill('220');
    await card.getByTestId('ftp-dated-day').fill('2019-01-01');
    await card.getByRole('button', { name: 'Adicionar FTP' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect.poll(() => toast.innerText().catch(() => ''), { timeout: 15_000 }).toContain('recalculado');
    const said = await toast.innerText();
    // which rides: one, the 2020 one, named by its date; and today's FTP stays the profile's 250 W
    expect(said).toContain('1 pedal recalculado');
    expect(said).toContain('O pedal de 1 de jun. de 2020');
    expect(said).toContain('250 W');
    await checkPage(page, 'settings pt 360');

    const olderAfter = await detail(older);
    expect(olderAfter.ftpUsedW).toBe(220);
    await page.goto(`/pt/activities/${older}`);
    await expect.poll(() => page.getByTestId('ftp-used').innerText()).toContain('220');
    expect(number(await page.getByTestId('metric-tss').innerText())).toBe(
      Math.round(olderAfter.tss ?? Number.NaN),
    );
    expect(number(await page.getByTestId('metric-if').innerText())).toBe(round2(olderAfter.intensityFactor));
    await checkPage(page, 'older ride pt 360');

    // the newer ride: not re-scored, the same numbers as before the entry
    expect(await detail(newer)).toMatchObject(newerBefore);
    await page.goto(`/pt/activities/${newer}`);
    await expect.poll(() => page.getByTestId('ftp-used').innerText()).toContain('240');
    expect(number(await page.getByTestId('metric-tss').innerText())).toBe(
      Math.round(newerBefore.tss ?? Number.NaN),
    );
    expect(number(await page.getByTestId('metric-if').innerText())).toBe(round2(newerBefore.intensityFactor));
    await context.close();
  });
});
