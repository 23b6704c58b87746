import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { buttonClass } from '../components/button-styles.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { cancelByLinkQuery } from '../features/account-deletion/api/cancel-deletion-by-link.ts';
import { useConfirmDeletion } from '../features/account-deletion/api/confirm-deletion.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { HttpError } from '../lib/http.ts';
import { formatDate } from '../lib/ride-format.ts';
import { PublicShell } from './public-shell.tsx';

function Outcome({ ok, title, text, testId }: { ok: boolean; title: string; text: string; testId: string }) {
  const { t } = useTranslation('deletion');
  return (
    <div className="card p-8 text-center" role={ok ? 'status' : 'alert'} data-testid={testId}>
      {ok ? (
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
      ) : (
        <CircleX className="mx-auto size-12 text-danger" aria-hidden="true" />
      )}
      <h1 className="mt-4 text-2xl font-black">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <BackHomeLink label={t('links.backHome')} className="mt-6" />
    </div>
  );
}

/** The confirmation link: a click deletes (a mail scanner that opens links must not confirm anything). */
function ConfirmDeletion({ token }: { token: string }) {
  const { t } = useTranslation('deletion');
  const language = useLanguage();
  const confirm = useConfirmDeletion();
  if (confirm.isSuccess)
    return (
      <Outcome
        ok
        testId="deletion-scheduled"
        title={t('links.scheduledTitle')}
        text={t('links.scheduledText', { date: formatDate(confirm.data.deleteAfter, language) })}
      />
    );
  if (token === '' || confirm.isError)
    return (
      <Outcome
        ok={false}
        testId="deletion-link-invalid"
        title={t('links.invalidTitle')}
        text={confirm.error instanceof HttpError ? confirm.error.message : t('links.invalidText')}
      />
    );
  return (
    <div className="card p-8" data-testid="deletion-confirm">
      <h1 className="text-2xl font-black">{t('links.confirmTitle')}</h1>
      <p className="mt-2 text-muted">{t('links.confirmText')}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('danger', 'md')}
          onClick={() => confirm.mutate({ token, language })}
          disabled={confirm.isPending}
          data-testid="deletion-confirm-button"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('links.confirmButton')}
        </button>
        <LocalizedLink to="/" className={buttonClass('secondary', 'md')}>
          {t('links.keep')}
        </LocalizedLink>
      </div>
    </div>
  );
}

/** The cancel link: cancels on arrival (nothing is lost by cancelling). */
function CancelDeletion({ token }: { token: string }) {
  const { t } = useTranslation('deletion');
  const language = useLanguage();
  const cancel = useQuery(cancelByLinkQuery(token, language));
  if (token !== '' && cancel.isPending) return <PageSpinner label={t('links.cancelling')} />;
  if (cancel.isSuccess)
    return (
      <div className="card p-8 text-center" role="status" data-testid="deletion-cancelled">
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('links.cancelledTitle')}</h1>
        <p className="mt-2 text-muted">{t('links.cancelledText')}</p>
        <LocalizedLink to="/auth" className={`${buttonClass('primary', 'md')} mt-6`}>
          {t('links.signIn')}
        </LocalizedLink>
      </div>
    );
  return (
    <Outcome
      ok={false}
      testId="deletion-link-invalid"
      title={t('links.invalidTitle')}
      text={t('links.invalidText')}
    />
  );
}

/** Landing page of the deletion emails: /account/deletion/confirm and /account/deletion/cancel, with ?token=. */
export default function AccountDeletionPage() {
  const { t } = useTranslation('deletion');
  const confirming = useLocation().pathname.endsWith('/confirm');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  usePageMeta(t('links.metaTitle'), t('links.metaDescription'));
  return (
    <PublicShell>
      <div className="mx-auto max-w-lg px-4 pt-16">
        {confirming ? <ConfirmDeletion token={token} /> : <CancelDeletion token={token} />}
      </div>
    </PublicShell>
  );
}
