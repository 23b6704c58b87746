import { MailCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeletion } from '../api/get-deletion.ts';
import { useRequestDeletion } from '../api/request-deletion.ts';
import { useWithdrawDeletion } from '../api/withdraw-deletion.ts';
import { DeletePasswordDialog } from './delete-password-dialog.tsx';

/**
 * Settings → "Delete my account" (issue #20): the button, the password dialog, and while the emailed link waits,
 * the pending state with its cancel. After the link is clicked the account is locked and signed out, so the
 * scheduled state is shown on the link's page and at sign-in, not here.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('deletion');
  const language = useLanguage();
  const id = useId();
  const state = useDeletion();
  const request = useRequestDeletion();
  const cancel = useWithdrawDeletion();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (password: string | undefined) => {
    setError(null);
    try {
      await request.mutateAsync({ password, language });
      setOpen(false);
      toast.success(t('toasts.emailSent'));
    } catch (caught) {
      // the server words its refusals in the rider's language (wrong password, sign in again, too many tries)
      setError(caught instanceof HttpError ? caught.message : t('errors.generic'));
    }
  };
  const withdraw = async () => {
    try {
      await cancel.mutateAsync(language);
      toast.success(t('toasts.cancelled'));
    } catch {
      toast.error(t('errors.generic'));
    }
  };

  const pending = state.data?.status === 'awaiting_confirmation';
  return (
    <section
      className="card space-y-4 border-danger/30 p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
      data-testid="delete-account"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('section.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('section.text')}</p>
      </div>
      {pending ? (
        <div
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-4 text-sm sm:flex-row sm:items-center"
          role="status"
          data-testid="delete-account-pending"
        >
          <MailCheck className="size-5 shrink-0" aria-hidden="true" />
          <p className="min-w-0 flex-1">{t('section.pending')}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={withdraw}
            disabled={cancel.isPending}
            data-testid="delete-account-withdraw"
          >
            {t('section.withdraw')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={buttonClass('danger', 'md')}
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
          disabled={state.isPending}
          data-testid="delete-account-start"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('section.button')}
        </button>
      )}
      <DeletePasswordDialog
        open={open}
        needsPassword={state.data?.proof !== 'recent_sign_in'}
        busy={request.isPending}
        error={error}
        onClose={() => setOpen(false)}
        onSubmit={submit}
      />
    </section>
  );
}
