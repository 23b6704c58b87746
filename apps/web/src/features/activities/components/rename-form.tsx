import { type ActivityDetail, RIDE_NAME_MAX_LENGTH } from '@domestique/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { toast } from '../../../lib/toast.ts';
import { useRenameActivity } from '../api/rename-activity.ts';

/**
 * The inline rename form of a ride's title (activity-actions.tsx). Its own chunk: the name's limit comes from the
 * contract, which brings zod — loaded when the rider asks to rename, not with every ride page.
 */
export default function RenameForm({
  detail,
  defaultName,
  onDone,
}: {
  detail: ActivityDetail;
  defaultName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('activities');
  const rename = useRenameActivity(detail.id);
  const [name, setName] = useState(detail.name ?? '');
  const inputId = useId();
  const hintId = useId();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await rename.mutateAsync(name.trim() || null);
          onDone();
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
      <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone}>
        {t('detail.cancel')}
      </button>
      <p id={hintId} className="w-full text-xs text-muted" data-testid="rename-hint">
        {t('detail.nameDefaultHint', { name: defaultName })}
      </p>
    </form>
  );
}
