/// <reference path="./mjml.d.ts" />
import type { Language } from '@domestique/contract';
import { summaryEmailCopy } from './summary-email-copy.ts';
import type { EmailContent } from './templates.ts';

export interface SummaryEmailInput {
  lang: Language;
  voice: 'male' | 'female';
  name: string | null;
  period: 'week' | 'month';
  from: string;
  to: string;
  /** The summary's paragraphs as the app shows them (the same narrator, language and voice). */
  paragraphs: readonly string[];
  /** The language model that worded them (then said under them), or null: the templates. */
  model?: string | null;
  summariesUrl: string;
  unsubscribeUrl: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** "1–7 June 2026" / "1–7 de junho de 2026" / "junho de 2026": the period as the rider's language says it. */
export function periodRange(lang: Language, period: 'week' | 'month', from: string, to: string): string {
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  if (period === 'month')
    return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      at(from),
    );
  const f = new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return f.formatRange(at(from), at(to));
}

/**
 * A summary mail: MJML (a maintained e-mail library: its output renders in the common clients, Outlook included,
 * and stacks at phone widths) for the HTML part, and a plain-text part with the same paragraphs and links.
 */
export async function renderSummaryEmail(input: SummaryEmailInput): Promise<EmailContent> {
  const c = summaryEmailCopy[input.lang];
  const range = periodRange(input.lang, input.period, input.from, input.to);
  const greeting = c.greeting(input.name);
  const heading = c.heading(input.period, range);
  const text = [
    greeting,
    `${heading} — ${c.from(input.voice)}`,
    ...input.paragraphs,
    ...(input.model ? [c.writtenBy(input.model)] : []),
    `${c.open}: ${input.summariesUrl}`,
    `${c.why(input.period)}\n${c.unsubscribe(input.period)}: ${input.unsubscribeUrl}`,
    '— Domestique',
  ].join('\n\n');
  const p = (s: string) => `<mj-text>${escapeHtml(s)}</mj-text>`;
  const source = `<mjml lang="${input.lang}">
  <mj-head>
    <mj-title>${escapeHtml(c.subject(input.period, range))}</mj-title>
    <mj-preview>${escapeHtml(input.paragraphs[0] ?? heading)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.55" color="#1a1a1a" padding="6px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f5f4" width="560px">
    <mj-section background-color="#ffffff" padding="20px 0">
      <mj-column>
        <mj-text font-size="18px" font-weight="700" color="#c2410c">Domestique</mj-text>
        <mj-text font-size="13px" color="#555555">${escapeHtml(c.from(input.voice))}</mj-text>
        <mj-text font-size="22px" font-weight="800">${escapeHtml(heading)}</mj-text>
        ${p(greeting)}
        ${input.paragraphs.map(p).join('\n        ')}
        ${input.model ? `<mj-text font-size="13px" color="#555555">${escapeHtml(c.writtenBy(input.model))}</mj-text>` : ''}
        <mj-button href="${escapeHtml(input.summariesUrl)}" background-color="#c2410c" color="#ffffff" border-radius="8px" font-weight="700" align="left" padding="16px 24px">${escapeHtml(c.open)}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="12px 0">
      <mj-column>
        <mj-text font-size="13px" color="#555555">${escapeHtml(c.why(input.period))} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#555555">${escapeHtml(c.unsubscribe(input.period))}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // strict: a template mistake fails the job (and the test) instead of sending a broken mail; no mj-include from disk
  // loaded on the first summary, not at start-up: MJML and its CSS inliner were 720 of the 1,686 modules the server
  // imported before answering its first request
  const { default: mjml2html } = await import('mjml');
  const out = await mjml2html(source, { validationLevel: 'strict', ignoreIncludes: true });
  return { subject: c.subject(input.period, range), text, html: out.html };
}
