import { EVENT_PRIORITIES, PLAN_LIMITS } from '@domestique/coach';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import type { EventRow } from '../event-answers.ts';
import { FieldMessage } from './field-bits.tsx';

const label = 'mb-1.5 block text-sm font-semibold';

/**
 * One event of the list: its name (optional: "Gran Fondo Serra"), its date, its priority (A, B or C, with what that priority does to the plan under it) and a
 * remove button. `errors` are the server's messages for this row's date and priority.
 */
export function EventRowFields({
  id,
  number,
  row,
  onChange,
  onRemove,
  minDate,
  errors,
  testIdPrefix,
}: {
  /** unique per row: the fields' ids and their error messages derive from it */
  id: string;
  /** 1-based, as the rider reads it ("Event 2") */
  number: number;
  row: EventRow;
  onChange: (row: EventRow) => void;
  onRemove: () => void;
  minDate: string;
  errors: { name: string | undefined; date: string | undefined; priority: string | undefined };
  testIdPrefix: string;
}) {
  const { t } = useTranslation('plans');
  const invalid = (message: string | undefined, name: string) => ({
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-${name}-error` : `${id}-hint`,
  });
  return (
    <fieldset className="rounded-xl border border-line p-4" data-testid={`${testIdPrefix}-event`}>
      <legend className="px-1 text-sm font-bold">{t('events.label', { n: number })}</legend>
      <div className="mb-3">
        <label htmlFor={`${id}-name`} className={label}>
          {t('events.name')}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          className="field-input"
          maxLength={PLAN_LIMITS.eventName.max}
          placeholder={t('events.namePlaceholder')}
          value={row.name}
          onChange={(e) => onChange({ ...row, name: e.target.value })}
          data-testid={`${testIdPrefix}-event-name`}
          {...invalid(errors.name, 'name')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-date`} className={label}>
            {t('events.date')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="field-input"
            min={minDate}
            value={row.date}
            onChange={(e) => onChange({ ...row, date: e.target.value })}
            data-testid={`${testIdPrefix}-event-date`}
            {...invalid(errors.date, 'date')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-priority`} className={label}>
            {t('events.priority')}
          </label>
          <select
            id={`${id}-priority`}
            className="field-input"
            value={row.priority}
            onChange={(e) => onChange({ ...row, priority: e.target.value as EventRow['priority'] })}
            data-testid={`${testIdPrefix}-event-priority`}
            {...invalid(errors.priority, 'priority')}
          >
            {EVENT_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`events.priorities.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass('ghost', 'md', 'justify-self-start')}
          onClick={onRemove}
          aria-label={t('events.removeLabel', { n: number })}
          data-testid={`${testIdPrefix}-event-remove`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('events.remove')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
        {t(`events.hints.${row.priority}`)}
      </p>
      <FieldMessage id={`${id}-name-error`} message={errors.name} />
      <FieldMessage id={`${id}-date-error`} message={errors.date} />
      <FieldMessage id={`${id}-priority-error`} message={errors.priority} />
    </fieldset>
  );
}
