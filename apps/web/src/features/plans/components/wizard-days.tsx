import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { capitalized, formatPlanDuration, WEEKDAY_ORDER, weekdayNames } from '../plan-dates.ts';
import { DAY_CAP_MINUTES, type WizardAnswers } from '../wizard-answers.ts';
import { FieldMessage } from './field-bits.tsx';

const label = 'mb-1.5 block text-sm font-semibold';

/** The wizard's riding days, each with the longest the rider can train that day (the coach keeps every day under it). */
export function WizardDays({
  days,
  onChange,
  error,
}: {
  days: WizardAnswers['days'];
  onChange: (days: WizardAnswers['days']) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const id = useId();
  const dayNames = weekdayNames(language, 'long');
  return (
    <fieldset>
      <legend className={label}>{t('wizard.days')}</legend>
      <p className="mb-2 text-sm text-muted">{t('wizard.daysHint')}</p>
      <p className="mb-1 px-3 text-right text-xs font-semibold text-muted" aria-hidden="true">
        {t('wizard.upTo')}
      </p>
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {WEEKDAY_ORDER.map((day, i) => {
          const value = days[day];
          const setDay = (next: Partial<typeof value>) => onChange({ ...days, [day]: { ...value, ...next } });
          return (
            <li key={day} className="flex items-center justify-between gap-2 px-3 py-1.5">
              <label className="flex min-h-11 min-w-0 items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  checked={value.on}
                  onChange={(e) => setDay({ on: e.target.checked })}
                  data-testid={`day-${day}`}
                />
                <span className="truncate">{capitalized(dayNames[i] ?? day)}</span>
              </label>
              <label className="sr-only" htmlFor={`${id}-cap-${day}`}>
                {t('wizard.dayCap', { day: dayNames[i] })}
              </label>
              <select
                id={`${id}-cap-${day}`}
                className="field-input h-10 w-28 shrink-0 px-2 py-1.5 text-sm"
                value={value.maxMinutes}
                disabled={!value.on}
                onChange={(e) => setDay({ maxMinutes: Number(e.target.value) })}
              >
                {DAY_CAP_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {formatPlanDuration(m * 60)}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <FieldMessage id={`${id}-availability-error`} message={error} />
    </fieldset>
  );
}
