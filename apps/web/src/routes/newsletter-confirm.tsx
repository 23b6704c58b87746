import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useConfirmSubscription } from '../features/newsletter/api/confirm.ts';
import { PublicShell } from './public-shell.tsx';

/** Landing page of the confirmation e-mail: confirms the subscription on arrival (double opt-in). */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSubscription(token);
  usePageMeta(t('confirm.metaTitle'), t('meta.description'));

  const failed = token === '' || confirm.isError;
  // The same link opened again: the rider is subscribed, and hears so (not "this link doesn't work").
  const already = confirm.data?.status === 'already_confirmed';
  return (
    <PublicShell>
      <div className="mx-auto max-w-lg px-4 pt-16">
        {!failed && confirm.isPending ? (
          <PageSpinner label={t('confirm.pending')} />
        ) : (
          <div
            className="card p-8 text-center"
            role={failed ? 'alert' : 'status'}
            data-testid={failed ? 'newsletter-invalid' : 'newsletter-confirmed'}
            data-status={confirm.data?.status}
          >
            {failed ? (
              <CircleX className="mx-auto size-12 text-danger" aria-hidden="true" />
            ) : (
              <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
            )}
            <h1 className="mt-4 text-2xl font-black">
              {failed ? t('confirm.invalidTitle') : already ? t('confirm.alreadyTitle') : t('confirm.title')}
            </h1>
            <p className="mt-2 text-muted">
              {failed ? t('confirm.invalidText') : already ? t('confirm.alreadyText') : t('confirm.text')}
            </p>
            <BackHomeLink label={t('backHome')} className="mt-6" />
          </div>
        )}
      </div>
    </PublicShell>
  );
}
