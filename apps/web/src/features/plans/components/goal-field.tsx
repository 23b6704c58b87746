import { PLAN_GOALS } from '@domestique/coach';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from './field-bits.tsx';

type Goal = (typeof PLAN_GOALS)[number];

/**
 * The plan's goal, as the wizard and the "Change plan" form both ask it. `id` is the form's `useId`: the select is
 * `${id}-goal` and its error `${id}-goal-error`, as the forms' own field messages expect.
 */
export function GoalField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: Goal;
  onChange: (goal: Goal) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('plans');
  return (
    <div>
      <label htmlFor={`${id}-goal`} className="mb-1.5 block text-sm font-semibold">
        {t('plans:wizard.goal')}
      </label>
      <select
        id={`${id}-goal`}
        className="field-input"
        value={value}
        onChange={(e) => onChange(e.target.value as Goal)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-goal-error` : undefined}
      >
        {PLAN_GOALS.map((g) => (
          <option key={g} value={g}>
            {t(`profile:goals.${g}.label`)}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-goal-error`} message={error} />
    </div>
  );
}
