import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';

/** The confirmation before a revocation: an assistant using the token stops reading at once. */
export function RevokeTokenDialog(props: {
  name: string | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('settings');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = props.name !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={props.onClose}
      className="card m-auto w-[min(28rem,calc(100vw-2rem))] p-6 text-fg backdrop:bg-ink/60"
      data-testid="revoke-token-dialog"
    >
      <h2 id={titleId} className="text-xl font-black">
        {t('assistants.revokeDialog.title', { name: props.name ?? '' })}
      </h2>
      <p className="mt-2 text-muted">{t('assistants.revokeDialog.text')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={props.onClose}>
          {t('assistants.revokeDialog.keep')}
        </button>
        <button
          type="button"
          className={buttonClass('danger', 'md')}
          onClick={props.onConfirm}
          disabled={props.busy}
          data-testid="revoke-token-confirm"
        >
          {t('assistants.revokeDialog.confirm')}
        </button>
      </div>
    </dialog>
  );
}
