import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSENT_LEGACY_VERSION, CONSENT_PURPOSES, CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents as consentRows, providerConnections } from '../../src/db/schema.ts';
import { type FakeIntervals, startFakeIntervals } from '../support/fake-intervals.ts';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { findLink } from '../support/smtp.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Consent per purpose beyond health data, over real HTTP (issue #20): a provider's consent is granted by connecting it
 * (intervals.icu, against the fake) and withdrawn by disconnecting it — or by another rider taking the same provider
 * account; marketing e-mail is granted by confirming the newsletter for the rider's own address and withdrawn by its
 * unsubscribe link or in Settings (which unsubscribes the address). Each row keeps its time and text version; another
 * rider's list never changes.
 */
let fake: FakeIntervals;
let t: TestApp;
let ann: TestClient;
let bob: TestClient;
const ANN_KEY = 'ann-consent-intervals-key-1234';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

beforeAll(async () => {
  fake = await startFakeIntervals();
  t = await startTestApp({ ...fake.env(), JOBS_POLL_SECONDS: '0.5' });
  fake.addAthlete('i3003', ANN_KEY);
  ann = t.client();
  bob = t.client();
  await onboardedRider(ann, 'ann-purposes@example.com');
  await onboardedRider(bob, 'bob-purposes@example.com');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const consent = async (client: TestClient, purpose: string) =>
  (await client.get('/api/me/consents')).json.items.find((c: { purpose: string }) => c.purpose === purpose);

describe('consent per purpose: providers and marketing e-mail', () => {
  it('lists every purpose, none granted, each with today’s text version', async () => {
    const { items } = (await bob.get('/api/me/consents')).json;
    expect(items.map((c: { purpose: string }) => c.purpose)).toEqual([...CONSENT_PURPOSES]);
    for (const item of items) {
      expect(item).toMatchObject({ status: 'not_granted', grantedAt: null, textVersion: null });
      expect(item.currentTextVersion).toBe(
        CONSENT_TEXT_VERSIONS[item.purpose as keyof typeof CONSENT_TEXT_VERSIONS],
      );
    }
  });

  it('connecting intervals.icu grants its consent; disconnecting withdraws it', async () => {
    const before = Date.now();
    const connected = await ann.post('/api/connections/intervals', { athleteId: 'i3003', apiKey: ANN_KEY });
    expect(connected.status).toBeLessThan(300);
    const granted = await consent(ann, 'intervals');
    expect(granted).toMatchObject({
      status: 'granted',
      textVersion: CONSENT_TEXT_VERSIONS.intervals,
      withdrawnAt: null,
    });
    expect(Date.parse(granted.grantedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await consent(ann, 'strava')).status).toBe('not_granted');
    expect((await consent(bob, 'intervals')).status).toBe('not_granted');

    expect((await ann.request('DELETE', '/api/connections/intervals')).status).toBeLessThan(300);
    const withdrawn = await consent(ann, 'intervals');
    expect(withdrawn).toMatchObject({ status: 'withdrawn', grantedAt: granted.grantedAt });
    expect(Date.parse(withdrawn.withdrawnAt)).toBeGreaterThanOrEqual(Date.parse(granted.grantedAt));
  });

  it('another rider taking the same intervals.icu account ends the first rider’s consent', async () => {
    await ann.post('/api/connections/intervals', { athleteId: 'i3003', apiKey: ANN_KEY });
    expect((await consent(ann, 'intervals')).status).toBe('granted');
    expect(
      (await bob.post('/api/connections/intervals', { athleteId: 'i3003', apiKey: ANN_KEY })).status,
    ).toBeLessThan(300);
    expect((await consent(bob, 'intervals')).status).toBe('granted');
    expect((await consent(ann, 'intervals')).status).toBe('withdrawn');
    await bob.request('DELETE', '/api/connections/intervals');
  });

  it('confirming the newsletter for my address grants marketing e-mail; its unsubscribe link withdraws it', async () => {
    const c = t.client();
    await c.post('/api/newsletter', { email: 'Ann-Purposes@example.com', language: 'en', consent: true });
    const mail = await t.smtp.waitFor('Ann-Purposes@example.com');
    // not yet: the address has not proved it is hers
    expect((await consent(ann, 'marketing_email')).status).toBe('not_granted');
    await c.post('/api/newsletter/confirm', { token: tokenOf(findLink(mail, '/newsletter/confirm')) });
    expect(await consent(ann, 'marketing_email')).toMatchObject({
      status: 'granted',
      textVersion: CONSENT_TEXT_VERSIONS.marketing_email,
    });
    expect((await consent(bob, 'marketing_email')).status).toBe('not_granted');
    await c.post('/api/newsletter/unsubscribe', {
      token: tokenOf(findLink(mail, '/newsletter/unsubscribe')),
    });
    expect((await consent(ann, 'marketing_email')).status).toBe('withdrawn');
  });

  it('Settings withdraws marketing e-mail by unsubscribing the address, and cannot grant it', async () => {
    const c = t.client();
    await c.post('/api/newsletter', { email: 'bob-purposes@example.com', language: 'en', consent: true });
    const mail = await t.smtp.waitFor('bob-purposes@example.com', (m) =>
      m.text.includes('/newsletter/confirm'),
    );
    await c.post('/api/newsletter/confirm', { token: tokenOf(findLink(mail, '/newsletter/confirm')) });
    expect((await consent(bob, 'marketing_email')).status).toBe('granted');

    const refused = await bob.put(
      '/api/me/consents/marketing_email',
      { granted: true, textVersion: CONSENT_TEXT_VERSIONS.health_data },
      { 'accept-language': 'es' },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('marketing_consent_by_newsletter');
    expect(refused.json.error.message).toMatch(/boletín/);

    const withdrawn = await bob.put('/api/me/consents/marketing_email', { granted: false });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json).toMatchObject({
      consent: { purpose: 'marketing_email', status: 'withdrawn' },
      checkInsCleared: 0,
    });
    // the address is unsubscribed: subscribing again starts a new double opt-in
    const again = await c.post('/api/newsletter', {
      email: 'bob-purposes@example.com',
      language: 'en',
      consent: true,
    });
    expect(again.json.status).toBe('confirmation_sent');
    // Ann's (already withdrawn) consent is untouched by Bob's withdrawal
    expect((await consent(ann, 'marketing_email')).status).toBe('withdrawn');
  });
});

describe('the profile’s marketing checkbox is the newsletter’s', () => {
  it('ticked, it starts the double opt-in for my address; the box follows the subscription; unticked, it ends it', async () => {
    const cat = t.client();
    const email = 'cat-purposes@example.com';
    await onboardedRider(cat, email, { interface_language: 'pt' });
    const save = (marketing: boolean) =>
      cat.put('/api/profile', {
        name: 'Rider',
        email,
        age: 35,
        weight: 70,
        weight_unit: 'kg',
        ftp: null,
        knows_ftp: false,
        experience_level: 'intermediate',
        primary_goal: 'endurance',
        interface_language: 'pt',
        marketing_consent: marketing,
      });
    expect((await save(true)).status).toBe(200);
    const mail = await t.smtp.waitFor(email, (m) => m.text.includes('/newsletter/confirm'));
    expect(mail.text).toContain('/pt/newsletter/confirm');
    // not given until the address confirms
    expect((await consent(cat, 'marketing_email')).status).toBe('not_granted');
    await t
      .client()
      .post('/api/newsletter/confirm', { token: tokenOf(findLink(mail, '/newsletter/confirm')) });
    expect((await consent(cat, 'marketing_email')).status).toBe('granted');

    // withdrawn in Settings → Consents: the profile's box is unticked too
    expect((await cat.put('/api/me/consents/marketing_email', { granted: false })).status).toBe(200);
    expect((await cat.get('/api/profile')).json.marketing_consent).toBe(false);

    // ticked again and confirmed, then unticked in the profile: the subscription ends and the consent with it
    expect((await save(true)).status).toBe(200);
    const second = await t.smtp.waitFor(
      email,
      (m) => m.text.includes('/newsletter/confirm') && m.text !== mail.text,
    );
    await t
      .client()
      .post('/api/newsletter/confirm', { token: tokenOf(findLink(second, '/newsletter/confirm')) });
    expect((await consent(cat, 'marketing_email')).status).toBe('granted');
    expect((await save(false)).status).toBe(200);
    expect((await consent(cat, 'marketing_email')).status).toBe('withdrawn');
  });
});

describe('the migration that records connections and subscriptions made before their consent existed', () => {
  // found by name: the migration's number changes when branches merge
  const drizzle = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
  const file = readdirSync(drizzle).find((f) => f.endsWith('_consent-per-purpose.sql'))!;
  const statements = readFileSync(path.join(drizzle, file), 'utf8').split('--> statement-breakpoint');

  it('grants them as of the connection or the confirmation, under the earlier text, once', async () => {
    const cy = t.client();
    await onboardedRider(cy, 'cy-purposes@example.com');
    const c = t.client();
    await c.post('/api/newsletter', { email: 'cy-purposes@example.com', language: 'en', consent: true });
    const mail = await t.smtp.waitFor('cy-purposes@example.com', (m) =>
      m.text.includes('/newsletter/confirm'),
    );
    await c.post('/api/newsletter/confirm', { token: tokenOf(findLink(mail, '/newsletter/confirm')) });
    fake.addAthlete('i5005', 'cy-consent-intervals-key-5678');
    await cy.post('/api/connections/intervals', {
      athleteId: 'i5005',
      apiKey: 'cy-consent-intervals-key-5678',
    });
    const cyId = (await cy.get('/api/auth/get-session')).json.user.id as string;
    // as before this change: the connection and the subscription, no consent rows
    await t.database.db.delete(consentRows).where(eq(consentRows.userId, cyId));
    const [connection] = await t.database.db
      .select({ createdAt: providerConnections.createdAt })
      .from(providerConnections)
      .where(eq(providerConnections.userId, cyId));

    for (let run = 0; run < 2; run++)
      for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    expect(await consent(cy, 'intervals')).toMatchObject({
      status: 'granted',
      textVersion: CONSENT_LEGACY_VERSION,
      grantedAt: connection!.createdAt.toISOString(),
    });
    expect(await consent(cy, 'marketing_email')).toMatchObject({
      status: 'granted',
      textVersion: CONSENT_LEGACY_VERSION,
    });
    const rows = await t.database.db.select().from(consentRows).where(eq(consentRows.userId, cyId));
    expect(rows).toHaveLength(2);
  });
});
