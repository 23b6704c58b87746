import { type ActivityDetail, RIDE_NAME_MAX_LENGTH } from '@domestique/contract';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLocalize } from '../../../i18n/use-language.ts';
import { toast } from '../../../lib/toast.ts';
import { useRideNames } from '../../../lib/use-ride-names.ts';
import { useDeleteActivity } from '../api/delete-activity.ts';
import { useRenameActivity } from '../api/rename-activity.ts';

/**
 * The ride's name as a heading, with an inline rename form (PATCH). A ride without a name of its own shows its
 * default ("Morning ride"); emptying the field goes back to it.
 */
export function ActivityTitle({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const names = useRideNames();
  const rename = useRenameActivity(detail.id);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(detail.name ?? '');
  const inputId = useId();
  const hintId = useId();
  const defaultName = names.defaultName(detail);

  if (!editing) {
    return (
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
          onClick={() => {
            setName(detail.name ?? '');
            setEditing(true);
          }}
          data-testid="rename-start"
        >
          <Pencil className="size-4" aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await rename.mutateAsync(name.trim() || null);
          setEditing(false);
          toast.success(t('detail.renamed'));
        } catch {
          toast.error(t('detail.renameFailed'));
        }
      }}
    >
      <div className="min-w-0 grow basis-48">
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
          {t('detail.nameLabel')}
        </label>
        <input
          id={inputId}
          className="field-input"
          value={name}
          placeholder={defaultName}
          maxLength={RIDE_NAME_MAX_LENGTH}
          aria-describedby={hintId}
          onChange={(event) => setName(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the rider just asked to edit this field
          autoFocus
          data-testid="rename-input"
        />
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'md')}
        disabled={rename.isPending}
        data-testid="rename-save"
      >
        {t('detail.save')}
      </button>
      <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setEditing(false)}>
        {t('detail.cancel')}
      </button>
      <p id={hintId} className="w-full text-xs text-muted" data-testid="rename-hint">
        {t('detail.nameDefaultHint', { name: defaultName })}
      </p>
    </form>
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
