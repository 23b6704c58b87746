import {
  LTHR_MAX,
  LTHR_MIN,
  MAX_HR_MAX,
  MAX_HR_MIN,
  RESTING_HR_MAX,
  RESTING_HR_MIN,
} from '@domestique/contract';
import { HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field.tsx';
import type { DraftField, ProfileDraft } from '../profile-draft.ts';
import type { FieldErrors } from './profile-fields.tsx';

type Props = {
  draft: ProfileDraft;
  onChange: (patch: Partial<ProfileDraft>) => void;
  onBlur?: (field: DraftField) => void;
  errors: FieldErrors;
};

const FIELDS = [
  { field: 'lthr', id: 'profile-lthr', min: LTHR_MIN, max: LTHR_MAX },
  { field: 'maxHr', id: 'profile-max-hr', min: MAX_HR_MIN, max: MAX_HR_MAX },
  { field: 'restingHr', id: 'profile-resting-hr', min: RESTING_HR_MIN, max: RESTING_HR_MAX },
] as const;

/**
 * LTHR, max HR and resting HR (settings only; each optional). They set the heart-rate zones and the training load of
 * rides without power (hrTSS); changing one re-scores past rides on the server.
 */
export function HeartRateFields({ draft, onChange, onBlur, errors }: Props) {
  const { t } = useTranslation('profile');
  return (
    <div className="space-y-5">
      <p className="flex gap-3 rounded-2xl bg-surface-2 p-4 text-sm text-muted">
        <HeartPulse className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
        {t('hints.heartRate')}
      </p>
      {FIELDS.map(({ field, id, min, max }) => (
        <FormField
          key={field}
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          label={t(`fields.${field}`)}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          onBlur={() => onBlur?.(field)}
          error={errors[field]}
          hint={t(`hints.${field}`)}
          data-testid={id}
        />
      ))}
    </div>
  );
}
