import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useLatestSummary } from '../api/get-latest-summary.ts';
import { useCoachVoice } from '../use-coach-voice.ts';
import { SummaryArticle } from './summary-article.tsx';

/** The dashboard's card: the coach's latest weekly summary, and the way to every summary. */
export function LatestSummaryCard() {
  const { t } = useTranslation('summaries');
  const language = useLanguage();
  const voice = useCoachVoice();
  const latest = useLatestSummary('week', language);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="latest-summary-title" data-testid="latest-summary">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="latest-summary-title" className="flex items-center gap-2.5 text-lg font-bold">
          <MessageSquareText className="size-5 text-brand-fg" aria-hidden="true" />
          {t(`voice.${voice}.latestTitle`)}
        </h2>
        <LocalizedLink to="/summaries" className={buttonClass('ghost', 'sm')} data-testid="all-summaries">
          {t('latest.all')}
        </LocalizedLink>
      </div>
      <div className="mt-4">
        {latest.data ? (
          <SummaryArticle summary={latest.data} headingLevel={3} />
        ) : latest.isError ? (
          <p className="text-sm text-muted" role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <div className="skeleton h-40 w-full" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
