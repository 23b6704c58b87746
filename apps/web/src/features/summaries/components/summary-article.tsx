import type { Summary } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useCoachVoice } from '../use-coach-voice.ts';

/** "1 – 7 Jun 2026" for a week, "June 2026" for a month, in the UI language. */
export function summaryPeriodTitle(
  summary: Pick<Summary, 'period' | 'from' | 'to'>,
  language: string,
): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00`);
  if (summary.period === 'month')
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(day(summary.from));
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    day(summary.from),
    day(summary.to),
  );
}

/** One summary: its period and the coach's paragraphs (every number in them one of the summary's facts). */
export function SummaryArticle({ summary, headingLevel = 2 }: { summary: Summary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('summaries');
  const language = useLanguage();
  const voice = useCoachVoice();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = t(summary.period === 'week' ? 'weekOf' : 'monthOf', {
    period: summaryPeriodTitle(summary, language),
  });
  return (
    <article
      className="space-y-3"
      data-testid="summary"
      data-period={summary.period}
      data-from={summary.from}
    >
      <Heading className="text-lg font-bold">{title}</Heading>
      {summary.paragraphs.map((p) => (
        <p key={p.factIds.join(' ')} className="leading-relaxed text-fg/90">
          {p.text}
        </p>
      ))}
      <p className="text-xs text-muted" data-testid="summary-source">
        {summary.source === 'model' && summary.model
          ? t('sourceModel', { model: summary.model })
          : t(`voice.${voice}.sourceTemplate`)}
      </p>
    </article>
  );
}
