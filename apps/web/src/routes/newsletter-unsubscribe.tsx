import { CircleCheck, CircleX, MailMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { buttonClass } from '../components/button-styles.ts';
import { usePageMeta } from '../components/page-meta.ts';
import { useUnsubscribe } from '../features/newsletter/api/unsubscribe.ts';
import { HttpError } from '../lib/http.ts';
import { PublicShell } from './public-shell.tsx';

/** Landing page of the unsubscribe link: one click to leave (a click, so link scanners can't do it for you). */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  usePageMeta(t('unsubscribe.metaTitle'), t('meta.description'));

  const invalid =
    token === '' || (unsubscribe.error instanceof HttpError && unsubscribe.error.status === 400);
  let body: React.ReactNode;
  if (invalid) {
    body = (
      <div role="alert" data-testid="newsletter-invalid">
        <CircleX className="mx-auto size-12 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('unsubscribe.invalidTitle')}</h1>
        <p className="mt-2 text-muted">{t('unsubscribe.invalidText')}</p>
      </div>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <div role="status" data-testid="newsletter-unsubscribed">
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('unsubscribe.doneTitle')}</h1>
        <p className="mt-2 text-muted">{t('unsubscribe.doneText')}</p>
      </div>
    );
  } else {
    body = (
      <div>
        <MailMinus className="mx-auto size-12 text-brand-fg" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('unsubscribe.title')}</h1>
        <p className="mt-2 text-muted">{t('unsubscribe.text')}</p>
        {unsubscribe.isError && (
          <p className="mt-3 text-sm text-danger" role="alert">
            {t('unsubscribe.error')}
          </p>
        )}
        <button
          type="button"
          onClick={() => unsubscribe.mutate(token)}
          disabled={unsubscribe.isPending}
          className={buttonClass('dark', 'lg', 'mt-6')}
          data-testid="unsubscribe-button"
        >
          {t('unsubscribe.button')}
        </button>
      </div>
    );
  }
  return (
    <PublicShell>
      <div className="mx-auto max-w-lg px-4 pt-16">
        <div className="card p-8 text-center">
          {body}
          <BackHomeLink label={t('backHome')} className="mt-6" />
        </div>
      </div>
    </PublicShell>
  );
}
