import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryBuildJob, summarySweepJob } from '../../src/modules/coach/index.ts';
import type { TestClient } from '../support/http-client.ts';
import { testClock } from '../support/plans.ts';
import { rawRequest } from '../support/raw-http.ts';
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
/** The raw mail with folded header lines joined (RFC 5322 §2.2.3). */
const unfolded = (mail: ReceivedMail) => mail.raw.replace(/\r?\n[ \t]+/g, ' ');
/** The URL of the mail's `List-Unsubscribe` header. */
function oneClickUrl(mail: ReceivedMail): string {
  const url = /^List-Unsubscribe: <([^>]+)>/m.exec(unfolded(mail))?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header in:\n${mail.raw.slice(0, 2000)}`);
  return url;
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
    // the header names the one-click URL (RFC 8058), the mail's own link the page
    expect(oneClickUrl(mail)).toContain('/api/coach/summary-emails/one-click?token=');
    expect(unfolded(mail)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
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

  it('the mail client’s own Unsubscribe (RFC 8058 one-click POST) turns the monthly e-mail off; a GET only leads to the page', async () => {
    const mail = await t.smtp.waitFor(RUI, (m) => subject(m).startsWith('Seu mês no Domestique'));
    const url = new URL(oneClickUrl(mail));
    const path = `${url.pathname}${url.search}`;
    // opened in a browser (or by a mail scanner): sent on to the page in the mail's language, nothing changes
    const opened = await rawRequest(t.baseUrl, { path });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(
      `${t.baseUrl}/pt/summaries/unsubscribe?token=${url.searchParams.get('token')}`,
    );
    expect((await rui.get('/api/coach/summary-emails')).json).toEqual({ week: false, month: true });
    // a POST that is not the one-click body is refused
    const post = (type: string, body: string) =>
      rawRequest(t.baseUrl, { method: 'POST', path, headers: { 'content-type': type }, body });
    expect((await post('application/x-www-form-urlencoded', 'List-Unsubscribe=Maybe')).status).toBe(400);
    expect((await post('application/json', '{"List-Unsubscribe":"One-Click"}')).status).toBe(400);
    expect((await post('text/plain', 'List-Unsubscribe=One-Click')).status).toBe(400);
    expect((await rui.get('/api/coach/summary-emails')).json).toEqual({ week: false, month: true });
    // what a mail provider sends (multipart/form-data, RFC 8058 §3.1), with no cookie and no Origin
    const boundary = '----one-click-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const clicked = await post(`multipart/form-data; boundary=${boundary}`, multipart);
    expect(clicked.status).toBe(200);
    expect(clicked.json).toEqual({ status: 'unsubscribed', period: 'month' });
    expect((await rui.get('/api/coach/summary-emails')).json).toEqual({ week: false, month: false });
    // the form-urlencoded variant, and the same click again, say the same
    const again = await post('application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click');
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'unsubscribed', period: 'month' });
    // an unknown token is refused; another route still reads no form
    const unknown = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: `${url.pathname}?token=${'x'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.status).toBe(400);
    expect((unknown.json as { error: { code: string } }).error.code).toBe('invalid_token');
    const elsewhere = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: '/api/coach/summary-emails/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=abc',
    });
    expect(elsewhere.status).toBe(415);
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
