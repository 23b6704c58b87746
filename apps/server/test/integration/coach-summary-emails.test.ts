import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryBuildJob, summarySweepJob } from '../../src/modules/coach/index.ts';
import type { TestClient } from '../support/http-client.ts';
import { testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { findLink, type ReceivedMail } from '../support/smtp.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * The summary e-mails through the real mail path (email.send → the local SMTP server): one mail per rider and period
 * at their local Monday 07:00, holding the paragraphs the app shows in the rider's language, never twice; an
 * unsubscribe link that works without a session; the settings and the in-app preview.
 */
const clock = testClock('2026-06-01T12:00:00Z');
let t: TestApp;
let rui: TestClient;
let eva: TestClient;
const RUI = 'rui-mail@example.com';
const EVA = 'eva-mail@example.com';
const ANA = 'ana-unverified@example.com';

async function verified(client: TestClient, email: string) {
  const mail = await t.smtp.waitFor(email, (m) => m.text.includes('/api/auth/verify-email'));
  const link = new URL(findLink(mail, '/api/auth/verify-email'));
  const res = await t.client().get(link.pathname + link.search);
  expect([200, 302]).toContain(res.status);
  expect((await client.get('/api/auth/get-session')).json.user.emailVerified).toBe(true);
}

/** The decoded body of the mail's part of `type` (quoted-printable or base64, as nodemailer chose). */
function part(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const at = mail.raw.indexOf(`Content-Type: ${type}`);
  expect(at).toBeGreaterThan(-1);
  const rest = mail.raw.slice(at);
  const headerEnd = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, headerEnd);
  const body =
    rest
      .slice(headerEnd)
      .replace(/^\r?\n\r?\n/, '')
      .split(/\r?\n--/)[0] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? ''));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The Subject header, its MIME encoded words (`=?UTF-8?Q?…?=`) decoded. */
function subject(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, q: string) =>
      Buffer.from(
        q
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .trim();
}
const summaryMails = (to: string) =>
  t.smtp.received.filter((m) => m.to.includes(to) && m.text.includes('/summaries/unsubscribe?token='));
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const sweep = async () => {
  await t.app.jobs.enqueue(summarySweepJob, {});
  await t.app.jobs.idle();
};
const ride = (startTime: string, watts: number) =>
  encodeSyntheticRideFit({ durationS: 1800, seed: 4, startTime: new Date(startTime), power: () => watts });

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  rui = t.client();
  eva = t.client();
  await onboardedRider(rui, RUI, {
    ftp: 250,
    timezone: 'America/Sao_Paulo',
    interface_language: 'pt',
    coach_gender: 'female',
  });
  await onboardedRider(eva, EVA, { ftp: 230, timezone: 'Europe/Lisbon' });
  // Ana never confirms her address: her summaries stay in the app
  await onboardedRider(t.client(), ANA, { ftp: 200, timezone: 'Europe/Lisbon' });
  await verified(rui, RUI);
  await verified(eva, EVA);
  await uploadOne(rui, { name: 'tuesday.fit', bytes: ride('2026-06-02T10:00:00Z', 220) });
  await t.app.jobs.idle();
}, 60_000);
afterAll(() => t?.close());

describe('summary e-mails', () => {
  let unsubscribeLink = '';

  it('at the rider’s Monday 07:00 the sweep mails their week once, in their language, with the app’s paragraphs', async () => {
    // Eva opens Summaries on Monday 8 June at 07:40 in Lisbon, before the sweep: her week is built on the spot
    clock.set('2026-06-08T06:40:00Z');
    expect((await eva.get('/api/coach/summaries/latest?period=week')).json.from).toBe('2026-06-01');
    // 07:30 in São Paulo (UTC−3), 11:30 in Lisbon
    clock.set('2026-06-08T10:30:00Z');
    await sweep();
    const mail = await t.smtp.waitFor(RUI, (m) => subject(m).startsWith('Sua semana no Domestique: 1'));
    expect(subject(mail)).toMatch(/^Sua semana no Domestique: 1\s–\s7 de junho de 2026$/);
    expect(summaryMails(RUI)).toHaveLength(1);
    const app = (await rui.get('/api/coach/summaries/latest?period=week', { 'accept-language': 'pt' })).json;
    expect(app).toMatchObject({ period: 'week', from: '2026-06-01', to: '2026-06-07' });
    const paragraphs: string[] = app.paragraphs.map((p: { text: string }) => p.text);
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(paragraphs.join(' ')).toMatch(/pedal|treino/);
    const text = part(mail, 'text/plain');
    const html = part(mail, 'text/html');
    for (const p of paragraphs) {
      expect(text).toContain(p);
      expect(html).toContain(escapeHtml(p));
    }
    expect(text).toContain('Da sua treinadora');
    expect(html).toContain('lang="pt"');
    expect(html).toContain('/pt/summaries');
    unsubscribeLink = findLink(mail, '/pt/summaries/unsubscribe?token=');
    expect(mail.raw).toMatch(/List-Unsubscribe:\s+<http[^>]+\/pt\/summaries\/unsubscribe\?token=/);
  });

  it('a second sweep, or the build run again, sends nothing more', async () => {
    await sweep();
    await t.app.jobs.enqueue(summaryBuildJob, {
      userId: (await rui.get('/api/auth/get-session')).json.user.id,
      period: 'week',
      from: '2026-06-01',
      to: '2026-06-07',
    });
    await t.app.jobs.idle();
    await new Promise((r) => setTimeout(r, 500));
    expect(summaryMails(RUI)).toHaveLength(1);
  });

  it('a week a page built on the spot before the sweep is still mailed (once); a month long due is not', async () => {
    const mail = await t.smtp.waitFor(EVA, (m) => subject(m).startsWith('Your week with Domestique'));
    expect(part(mail, 'text/plain')).toContain('From your coach');
    await sweep();
    // May's summary was due on 1 June: a week late, it is in the app only
    expect(summaryMails(EVA)).toHaveLength(1);
  });

  it('a rider who never confirmed their address gets no summary mail', async () => {
    const rows = await t.database.query<{ email_status: string }>(
      `select s.email_status from coach_summaries s join "user" u on u.id = s.user_id
        where u.email = $1 and s.period = 'week'`,
      [ANA],
    );
    expect(rows.map((r) => r.email_status)).toEqual(['unverified']);
    expect(summaryMails(ANA)).toHaveLength(0);
  });

  it('the unsubscribe link turns the weekly e-mail off without a session; the next week sends none', async () => {
    const token = new URL(unsubscribeLink).searchParams.get('token') ?? '';
    const stranger = t.client();
    const res = await stranger.post('/api/coach/summary-emails/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'unsubscribed', period: 'week' });
    // the same link again says the same
    expect((await stranger.post('/api/coach/summary-emails/unsubscribe', { token })).status).toBe(200);
    expect((await rui.get('/api/coach/summary-emails')).json).toEqual({ week: false, month: true });
    const bad = await stranger.post(
      '/api/coach/summary-emails/unsubscribe',
      { token: 'x'.repeat(43) },
      { 'accept-language': 'pt' },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({
      code: 'invalid_token',
      message: 'Este link é inválido ou expirou.',
    });
    clock.set('2026-06-15T10:30:00Z');
    await sweep();
    await new Promise((r) => setTimeout(r, 500));
    expect(summaryMails(RUI)).toHaveLength(1);
    const weeks = (await rui.get('/api/coach/summaries?period=week')).json;
    expect(weeks.items.map((s: { from: string }) => s.from)).toEqual(['2026-06-08', '2026-06-01']);
  });

  it('the monthly one, still on, comes on the 1st at 07:00 where the rider lives', async () => {
    clock.set('2026-07-01T10:30:00Z');
    await sweep();
    const mail = await t.smtp.waitFor(RUI, (m) => subject(m).startsWith('Seu mês no Domestique'));
    expect(subject(mail)).toBe('Seu mês no Domestique: junho de 2026');
    expect(findLink(mail, '/summaries/unsubscribe?token=')).toContain('/pt/');
    expect(part(mail, 'text/plain')).toContain('Parar os e-mails do resumo mensal');
    // and the week of 22–28 June (its e-mail off since the unsubscribe) sends nothing
    expect(summaryMails(RUI)).toHaveLength(2);
  });

  it('settings: both on by default, each turned on or off alone; bad input is a 400', async () => {
    expect((await eva.get('/api/coach/summary-emails')).json).toEqual({ week: true, month: true });
    const off = await eva.put('/api/coach/summary-emails', { month: false });
    expect(off.json).toEqual({ week: true, month: false });
    expect((await eva.put('/api/coach/summary-emails', { week: 'no' })).status).toBe(400);
    expect((await eva.put('/api/coach/summary-emails', { weekly: true })).status).toBe(400);
    expect((await t.client().get('/api/coach/summary-emails')).status).toBe(401);
  });

  it('the preview is the latest summary’s mail as HTML, in the request language', async () => {
    const res = await rui.get('/api/coach/summaries/email-preview?period=week', { 'accept-language': 'es' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const es = (await rui.get('/api/coach/summaries/latest?period=week', { 'accept-language': 'es' })).json;
    for (const p of es.paragraphs) expect(res.text).toContain(escapeHtml(p.text));
    expect(res.text).toContain('De tu entrenadora');
    expect((await rui.get('/api/coach/summaries/email-preview?period=year')).status).toBe(400);
  });
});
