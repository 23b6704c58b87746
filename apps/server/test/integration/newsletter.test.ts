import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink } from '../support/smtp.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('newsletter (double opt-in)', () => {
  it('subscribes, confirms through the emailed link, and unsubscribes', async () => {
    const c = t.client();
    const res = await c.post('/api/newsletter', { email: 'news@example.com', language: 'es', consent: true });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ status: 'confirmation_sent' });

    const mail = await t.smtp.waitFor('news@example.com');
    expect(mail.text).toContain('Confirma que quieres recibir el boletín de Domestique');
    const confirm = findLink(mail, '/es/newsletter/confirm');
    const unsubscribe = findLink(mail, '/es/newsletter/unsubscribe');

    // Pending is not subscribed yet: asking again re-sends the confirmation.
    expect(
      (await c.post('/api/newsletter', { email: 'news@example.com', language: 'es', consent: true })).status,
    ).toBe(202);
    const second = await t.smtp.waitFor('news@example.com', (m) => m !== mail);
    const confirm2 = findLink(second, '/es/newsletter/confirm');
    // The earlier link was replaced by the new one.
    expect((await c.post('/api/newsletter/confirm', { token: tokenOf(confirm) })).status).toBe(400);
    expect((await c.post('/api/newsletter/confirm', { token: tokenOf(confirm2) })).json).toEqual({
      status: 'confirmed',
    });
    // Opened again (a second click, a mail client's preview): the address is subscribed, and nothing changes.
    const again = await c.post('/api/newsletter/confirm', { token: tokenOf(confirm2) });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'already_confirmed' });

    const dup = await c.post('/api/newsletter', { email: 'NEWS@example.com', language: 'en', consent: true });
    expect(dup.status).toBe(200);
    expect(dup.json).toEqual({ status: 'already_subscribed' });

    const unsub2 = findLink(second, '/es/newsletter/unsubscribe');
    expect((await c.post('/api/newsletter/unsubscribe', { token: tokenOf(unsub2) })).json).toEqual({
      status: 'unsubscribed',
    });
    expect((await c.post('/api/newsletter/unsubscribe', { token: tokenOf(unsubscribe) })).status).toBe(400);
    // Unsubscribed, the old confirmation link no longer says "subscribed", nor subscribes again.
    const afterUnsubscribe = await c.post('/api/newsletter/confirm', { token: tokenOf(confirm2) });
    expect(afterUnsubscribe.status).toBe(400);
    expect(afterUnsubscribe.json.error.code).toBe('invalid_token');
  });

  it('refuses an invalid email or missing consent with field errors', async () => {
    const c = t.client();
    const bad = await c.post(
      '/api/newsletter',
      { email: 'nope', language: 'pt', consent: true },
      { 'accept-language': 'pt' },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.email).toEqual({
      code: 'email_invalid',
      message: 'Por favor, insira um e-mail válido',
    });
    const noConsent = await c.post('/api/newsletter', {
      email: 'a@example.com',
      language: 'en',
      consent: false,
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.error.fields.consent.code).toBe('invalid_value');
    expect((await c.post('/api/newsletter/confirm', { token: 'x'.repeat(43) })).status).toBe(400);
  });
});
