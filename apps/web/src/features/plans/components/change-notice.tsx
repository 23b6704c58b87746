import type { MoveWarning, PlanChangeView } from '@domestique/contract';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What an action just did: each change's sentence, and the warnings of a move that broke a rule. */
export function ChangeNotice({
  changes,
  warnings = [],
  empty,
  onClose,
}: {
  changes: PlanChangeView[];
  warnings?: MoveWarning[];
  /** What to say when nothing changed, instead of the general "nothing needed to change". */
  empty?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  return (
    <div className="card relative border-lime-deep/40 p-4 pr-12" role="status" data-testid="change-notice">
      <p className="text-sm font-semibold">
        {changes.length ? t('notice.title') : (empty ?? t('notice.none'))}
      </p>
      {changes.length > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          {changes.map((c) => (
            <li key={c.id} data-testid="change-sentence">
              {c.sentence}
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-danger" data-testid="move-warnings">
          {warnings.map((w) => (
            <li key={w}>{t(`warnings.${w}`)}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="absolute top-2 right-2 grid size-10 place-items-center rounded-full hover:bg-surface-2"
        onClick={onClose}
        aria-label={t('notice.close')}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
