import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../components/page-meta.ts';
import { useUnsubscribe } from '../features/newsletter/api/unsubscribe.ts';
import { UnsubscribeCard } from './unsubscribe-card.tsx';

/** Landing page of the newsletter's unsubscribe link: one click to leave (a click, so link scanners can't do it for you). */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  usePageMeta(t('unsubscribe.metaTitle'), t('meta.description'));
  return (
    <UnsubscribeCard
      token={params.get('token') ?? ''}
      action={{ ...unsubscribe, done: unsubscribe.isSuccess }}
      texts={{
        title: t('unsubscribe.title'),
        text: t('unsubscribe.text'),
        button: t('unsubscribe.button'),
        error: t('unsubscribe.error'),
        invalidTitle: t('unsubscribe.invalidTitle'),
        invalidText: t('unsubscribe.invalidText'),
        doneTitle: t('unsubscribe.doneTitle'),
        doneText: t('unsubscribe.doneText'),
        backHome: t('backHome'),
      }}
      testIds={{
        invalid: 'newsletter-invalid',
        done: 'newsletter-unsubscribed',
        button: 'unsubscribe-button',
      }}
    />
  );
}
