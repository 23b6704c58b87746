import { describe, expect, it } from 'vitest';
import { periodRange, renderSummaryEmail } from '../../src/email/summary-email.ts';

const input = {
  lang: 'es' as const,
  voice: 'female' as const,
  name: 'Ana <b>',
  period: 'month' as const,
  from: '2026-06-01',
  to: '2026-06-30',
  paragraphs: ['Hiciste 3 salidas & 2 h <script>alert(1)</script>.', 'Tu forma subió de 40 a 44 (+4).'],
  summariesUrl: 'https://domestique.example/es/summaries',
  unsubscribeUrl: 'https://domestique.example/es/summaries/unsubscribe?token=abc&x=1',
};

describe('the summary e-mail', () => {
  it('says the period as the rider’s language does', () => {
    expect(periodRange('pt', 'month', '2026-06-01', '2026-06-30')).toBe('junho de 2026');
    expect(periodRange('en', 'week', '2026-06-01', '2026-06-07')).toMatch(/^June 1\s–\s7, 2026$/);
  });

  it('has a plain-text part with the paragraphs as given, the page and the unsubscribe link', async () => {
    const mail = await renderSummaryEmail(input);
    expect(mail.subject).toBe('Tu mes en Domestique: junio de 2026');
    for (const p of input.paragraphs) expect(mail.text).toContain(p);
    expect(mail.text).toContain('De tu entrenadora');
    expect(mail.text).toContain(`Abrir mis resúmenes: ${input.summariesUrl}`);
    expect(mail.text).toContain(`Dejar de recibir el resumen mensual: ${input.unsubscribeUrl}`);
  });

  it('escapes every text in the HTML part (MJML, strict) and carries both links', async () => {
    const mail = await renderSummaryEmail(input);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hiciste 3 salidas &amp; 2 h &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(mail.html).toContain('Hola, Ana &lt;b&gt;:');
    expect(mail.html).toContain('href="https://domestique.example/es/summaries"');
    expect(mail.html).toContain(
      'href="https://domestique.example/es/summaries/unsubscribe?token=abc&amp;x=1"',
    );
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    // MJML's responsive layout: a viewport and a media query that stacks columns on phones
    expect(mail.html).toContain('name="viewport"');
    expect(mail.html).toMatch(/@media only screen and \(min-width:480px\)/);
  });
});
