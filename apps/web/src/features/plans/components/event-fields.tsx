import type { EventPriority } from '@domestique/coach';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from './field-bits.tsx';

const label = 'mb-1.5 block text-sm font-semibold';

export type EventAnswers = { hasEvent: boolean; eventDate: string; eventPriority: EventPriority };

/**
 * The optional event of a plan — "I have an event", its date (today or later) and priority A/B — as the wizard and
 * the "Change plan" form both ask it. `id` is the form's `useId`, so the date's error is `${id}-event-error` as the
 * form's own field messages expect.
 */
export function EventFields({
  id,
  answers,
  onChange,
  minDate,
  error,
  testIdPrefix,
}: {
  id: string;
  answers: EventAnswers;
  onChange: (patch: Partial<EventAnswers>) => void;
  minDate: string;
  error: string | undefined;
  /** e.g. `plan-change`: `plan-change-has-event`, `plan-change-event-date` for the browser tests */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation('plans');
  return (
    <>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={answers.hasEvent}
          onChange={(e) => onChange({ hasEvent: e.target.checked })}
          data-testid={testIdPrefix ? `${testIdPrefix}-has-event` : undefined}
        />
        {t('plans:wizard.hasEvent')}
      </label>
      {answers.hasEvent && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-event`} className={label}>
              {t('plans:wizard.eventDate')}
            </label>
            <input
              id={`${id}-event`}
              type="date"
              className="field-input"
              min={minDate}
              value={answers.eventDate}
              onChange={(e) => onChange({ eventDate: e.target.value })}
              data-testid={testIdPrefix ? `${testIdPrefix}-event-date` : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-event-error` : undefined}
            />
            <FieldMessage id={`${id}-event-error`} message={error} />
          </div>
          <fieldset>
            <legend className={label}>{t('plans:wizard.priority')}</legend>
            {(['A', 'B'] as const).map((p) => (
              <label key={p} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-priority`}
                  checked={answers.eventPriority === p}
                  onChange={() => onChange({ eventPriority: p })}
                />
                {t(`plans:wizard.priority${p}`)}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </>
  );
}
