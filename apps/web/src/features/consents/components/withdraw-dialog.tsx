import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../../components/button-styles.ts';

/** The confirmation before a withdrawal: it says what is deleted or stops, since that cannot be undone. */
export function WithdrawDialog(props: {
  open: boolean;
  busy: boolean;
  testId: string;
  title: string;
  text: string;
  keep: string;
  confirm: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) element.showModal();
    if (!props.open && element.open) element.close();
  }, [props.open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={props.onClose}
      className="card m-auto w-[min(28rem,calc(100vw-2rem))] p-6 text-fg backdrop:bg-ink/60"
      data-testid={props.testId}
    >
      <h2 id={titleId} className="text-xl font-black">
        {props.title}
      </h2>
      <p className="mt-2 text-muted">{props.text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={props.onClose}>
          {props.keep}
        </button>
        <button
          type="button"
          className={buttonClass('danger', 'md')}
          onClick={props.onConfirm}
          disabled={props.busy}
          data-testid={`${props.testId}-confirm`}
        >
          {props.confirm}
        </button>
      </div>
    </dialog>
  );
}
