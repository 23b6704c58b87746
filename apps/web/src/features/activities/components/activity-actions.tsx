import type { ActivityDetail } from '@domestique/contract';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLocalize } from '../../../i18n/use-language.ts';
import { toast } from '../../../lib/toast.ts';
import { useRideNames } from '../../../lib/use-ride-names.ts';
import { useDeleteActivity } from '../api/delete-activity.ts';

const loadRenameForm = () => import('./rename-form.tsx');
const RenameForm = lazy(loadRenameForm);

/**
 * The ride's name as a heading, with an inline rename form (PATCH; rename-form.tsx, fetched as the rider reaches for
 * the button). A ride without a name of its own shows its default ("Morning ride"); emptying the field goes back to it.
 */
export function ActivityTitle({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const names = useRideNames();
  const [editing, setEditing] = useState(false);
  const defaultName = names.defaultName(detail);
  const heading = (
    <div className="flex flex-wrap items-center gap-2">
      <h1
        className="min-w-0 text-3xl font-black tracking-tight break-words sm:text-4xl"
        data-testid="activity-name"
      >
        {detail.name ?? defaultName}
      </h1>
      <button
        type="button"
        className={buttonClass('ghost', 'icon')}
        aria-label={t('detail.rename')}
        // the form's code starts loading on the way to the click (hover, focus, touch), not after it
        onPointerEnter={() => void loadRenameForm()}
        onPointerDown={() => void loadRenameForm()}
        onFocus={() => void loadRenameForm()}
        onClick={() => setEditing(true)}
        data-testid="rename-start"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
    </div>
  );

  if (!editing) return heading;
  return (
    <Suspense fallback={heading}>
      <RenameForm detail={detail} defaultName={defaultName} onDone={() => setEditing(false)} />
    </Suspense>
  );
}

/** Download the original file (its name shown: the ride's own name no longer comes from it), delete after a confirmation. */
export function ActivityActions({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const names = useRideNames();
  const navigate = useNavigate();
  const localize = useLocalize();
  const remove = useDeleteActivity(detail.id);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      setOpen(false);
      toast.success(t('detail.deleted'));
      navigate(localize('/activities'), { replace: true });
    } catch {
      toast.error(t('detail.deleteFailed'));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {detail.file && (
        <a
          href={`/api/activities/${encodeURIComponent(detail.id)}/file`}
          download
          className={buttonClass('secondary', 'sm')}
          data-testid="download-file"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('detail.download')}
        </a>
      )}
      <button
        type="button"
        className={buttonClass('danger', 'sm')}
        onClick={() => setOpen(true)}
        data-testid="delete-start"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('detail.delete')}
      </button>
      {detail.file && (
        <p className="w-full min-w-0 text-xs break-all text-muted" data-testid="original-file">
          {t('detail.originalFile', { file: detail.file })}
        </p>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="card m-auto w-[min(28rem,calc(100vw-2rem))] p-6 text-fg backdrop:bg-ink/60"
        data-testid="delete-dialog"
      >
        <h2 id={titleId} className="text-xl font-black">
          {t('detail.deleteTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('detail.deleteText', { name: names.name(detail) })}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setOpen(false)}>
            {t('detail.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('danger', 'md')}
            onClick={confirmDelete}
            disabled={remove.isPending}
            data-testid="delete-confirm"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('detail.deleteConfirm')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
