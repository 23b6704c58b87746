import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormField } from '../../../components/form-field.tsx';

/**
 * The password asked again before an account is deleted (a stolen, still-open session must not be enough). An
 * account without a password (Google only) is told to sign in again instead: the server accepts a sign-in
 * minutes old.
 */
export function DeletePasswordDialog(props: {
  open: boolean;
  needsPassword: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (password: string | undefined) => void;
}) {
  const { t } = useTranslation('deletion');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [password, setPassword] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) element.showModal();
    if (!props.open && element.open) element.close();
    if (!props.open) setPassword('');
  }, [props.open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(props.needsPassword ? password : undefined);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={props.onClose}
      className="card m-auto w-[min(28rem,calc(100vw-2rem))] p-6 text-fg backdrop:bg-ink/60"
      data-testid="delete-account-dialog"
    >
      <form onSubmit={submit}>
        <h2 id={titleId} className="text-xl font-black">
          {t('dialog.title')}
        </h2>
        <p className="mt-2 text-muted">{t('dialog.text')}</p>
        {props.needsPassword ? (
          <div className="mt-4">
            <FormField
              id="delete-account-password"
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('dialog.password')}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        ) : (
          <p className="mt-4 text-sm">{t('dialog.googleOnly')}</p>
        )}
        {props.error && (
          <p
            className="mt-3 text-sm font-semibold text-danger"
            role="alert"
            data-testid="delete-account-error"
          >
            {props.error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={props.onClose}>
            {t('dialog.keep')}
          </button>
          <button
            type="submit"
            className={buttonClass('danger', 'md')}
            disabled={props.busy}
            data-testid="delete-account-submit"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('dialog.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
