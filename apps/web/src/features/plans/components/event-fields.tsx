import { PLAN_LIMITS } from '@domestique/coach';
import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { type EventRow, eventFieldKey, newEventRow } from '../event-answers.ts';
import { EventRowFields } from './event-row-fields.tsx';
import { FieldMessage } from './field-bits.tsx';

/**
 * A plan's events — none, one or several, each with its date (today or later) and priority A, B or C — as the wizard
 * and the "Change plan" form both ask them. `id` is the form's `useId`; `errors` are the form's server messages
 * (serverFieldMessages), read here per row (`events.1.date`) and for the list (`events`).
 */
export function EventFields({
  id,
  rows,
  onChange,
  minDate,
  errors,
  testIdPrefix,
}: {
  id: string;
  rows: EventRow[];
  onChange: (rows: EventRow[]) => void;
  minDate: string;
  errors: Record<string, string>;
  /** e.g. `plan-change`: `plan-change-add-event`, `plan-change-event-date` for the browser tests */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('plans');
  const rowId = (row: EventRow) => `${id}-${row.key}`;
  // a row just added gets the focus, so a keyboard or screen-reader user lands on its date
  const count = useRef(rows.length);
  useEffect(() => {
    const last = rows.at(-1);
    if (rows.length > count.current && last) document.getElementById(`${rowId(last)}-date`)?.focus();
    count.current = rows.length;
  });
  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold">{t('events.title')}</h3>
        <p className="text-sm text-muted">{t(rows.length ? 'events.hint' : 'events.none')}</p>
      </div>
      {rows.map((row, i) => (
        <EventRowFields
          key={row.key}
          id={rowId(row)}
          number={i + 1}
          row={row}
          onChange={(changed) => onChange(rows.map((r) => (r.key === row.key ? changed : r)))}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
          minDate={minDate}
          errors={{
            name: errors[eventFieldKey(i, 'name')],
            date: errors[eventFieldKey(i, 'date')],
            priority: errors[eventFieldKey(i, 'priority')],
          }}
          testIdPrefix={testIdPrefix}
        />
      ))}
      <FieldMessage id={`${id}-events-error`} message={errors.events} />
      {rows.length < PLAN_LIMITS.events.max && (
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          onClick={() => onChange([...rows, newEventRow(rows)])}
          data-testid={`${testIdPrefix}-add-event`}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t(rows.length ? 'events.addAnother' : 'events.add')}
        </button>
      )}
    </div>
  );
}
