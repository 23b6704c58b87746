import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSummaryEmail } from '../../server/src/email/summary-email.ts';
import { launchBrowser, PHONE } from './browser.ts';

/**
 * The summary mail's HTML (MJML) as a phone shows it: at 360 px nothing is wider than the screen, every paragraph
 * and both links are there. The browser is the closest we have to a mail client here; the mail needs no server.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const paragraphs = [
  'Você concluiu 3 de 4 sessões planejadas nesta semana: 4 h 30 min de 5 h planejadas e 280 TSS de 300. Fiquei satisfeita.',
  'Seu condicionamento (CTL) foi de 41 para 44 (+3); a fadiga (ATL) de 50 para 58 (+8) e a forma (TSB) de −9 para −14.',
  'Recordes: 230 W por 20 min (antes 200 W). Tirei o treino longo de sábado porque você está muito cansado: descansar agora protege a próxima semana.',
];

describe('the summary e-mail on a phone', () => {
  it('fits 360 px without scrolling sideways and shows every paragraph and both links', async () => {
    const mail = await renderSummaryEmail({
      lang: 'pt',
      voice: 'female',
      name: 'Rui',
      period: 'week',
      from: '2026-06-01',
      to: '2026-06-07',
      paragraphs,
      summariesUrl: 'https://domestique.example/pt/summaries',
      unsubscribeUrl: `https://domestique.example/pt/summaries/unsubscribe?token=${'a'.repeat(43)}`,
    });
    const page = await browser.newPage({ viewport: PHONE });
    try {
      await page.setContent(mail.html);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      const text = await page.locator('body').innerText();
      for (const p of paragraphs) expect(text.replace(/\s+/g, ' ')).toContain(p);
      const button = page.getByRole('link', { name: 'Abrir meus resumos' });
      expect(await button.isVisible()).toBe(true);
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      const unsubscribe = page.getByRole('link', { name: 'Parar os e-mails do resumo semanal' });
      expect(await unsubscribe.isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });
});
