import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Shown when sign-in is refused because the account is scheduled for deletion (issue #20): says so, and offers
 * the cancel — with the email and password already typed, then signs in (`onCancelled`).
 */
export function ScheduledDeletionNotice(props: { cancel: () => Promise<unknown>; onCancelled: () => void }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await props.cancel();
      toast.success(t('scheduledDeletion.cancelled'));
      props.onCancelled();
    } catch (error) {
      toast.error(error instanceof HttpError ? error.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm"
      role="alert"
      data-testid="scheduled-deletion"
    >
      <p className="flex gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
        {t('scheduledDeletion.text')}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'self-start')}
        onClick={cancel}
        disabled={busy}
        data-testid="scheduled-deletion-cancel"
      >
        {t('scheduledDeletion.cancel')}
      </button>
    </div>
  );
}
