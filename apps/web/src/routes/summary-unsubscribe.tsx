import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../components/page-meta.ts';
import { useUnsubscribeSummaryEmails } from '../features/summaries/api/summary-emails.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { UnsubscribeCard } from './unsubscribe-card.tsx';

/**
 * Landing page of a summary mail's unsubscribe link, no sign-in needed: one click stops that kind of summary mail (a
 * click, not the page load, so mail scanners that open links unsubscribe nobody).
 */
export default function SummaryUnsubscribePage() {
  const { t } = useTranslation('summaries');
  const language = useLanguage();
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribeSummaryEmails(language);
  usePageMeta(t('unsubscribe.metaTitle'), t('meta.description'));
  return (
    <UnsubscribeCard
      token={params.get('token') ?? ''}
      action={{ ...unsubscribe, done: unsubscribe.data !== undefined }}
      texts={{
        title: t('unsubscribe.title'),
        text: t('unsubscribe.text'),
        button: t('unsubscribe.button'),
        error: t('unsubscribe.error'),
        invalidTitle: t('unsubscribe.invalidTitle'),
        invalidText: t('unsubscribe.invalidText'),
        doneTitle: t('unsubscribe.doneTitle'),
        doneText: unsubscribe.data ? t(`unsubscribe.done.${unsubscribe.data.period}`) : '',
        backHome: t('unsubscribe.backHome'),
      }}
      testIds={{
        invalid: 'summary-unsubscribe-invalid',
        done: 'summary-unsubscribed',
        button: 'summary-unsubscribe-button',
      }}
    />
  );
}
