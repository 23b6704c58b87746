import {
  COACH_GENDERS,
  EXPERIENCE_LEVELS,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PRIMARY_GOALS,
  WEIGHT_UNITS,
} from '@domestique/contract';
import { Gauge, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { LANGUAGE_META } from '../../../i18n/language.ts';
import { type DraftField, needsGuardianConsent, type ProfileDraft } from '../profile-draft.ts';
import { ChoiceCards } from './choice-cards.tsx';
import { CoachAvatar } from './coach-avatar.tsx';

export type FieldErrors = Partial<Record<DraftField, string | null>>;

type Props = {
  draft: ProfileDraft;
  onChange: (patch: Partial<ProfileDraft>) => void;
  onBlur?: (field: DraftField) => void;
  errors: FieldErrors;
  /** The wizard hides labels that repeat the step's question; the settings editor shows them all. */
  compact?: boolean;
};

export function NameField({ draft, onChange, onBlur, errors }: Props) {
  const { t } = useTranslation('profile');
  return (
    <FormField
      id="profile-name"
      label={t('fields.name')}
      autoComplete="nickname"
      value={draft.name}
      onChange={(event) => onChange({ name: event.target.value })}
      onBlur={() => onBlur?.('name')}
      error={errors.name}
      placeholder={t('placeholders.name')}
      maxLength={NAME_MAX_LENGTH}
    />
  );
}

export function EmailField({ draft, onChange, onBlur, errors }: Props) {
  const { t } = useTranslation('profile');
  return (
    <FormField
      id="profile-email"
      type="email"
      inputMode="email"
      autoComplete="email"
      label={t('fields.email')}
      value={draft.email}
      onChange={(event) => onChange({ email: event.target.value })}
      onBlur={() => onBlur?.('email')}
      error={errors.email}
      hint={t('hints.email')}
    />
  );
}

export function AgeField({ draft, onChange, onBlur, errors }: Props) {
  const { t } = useTranslation('profile');
  return (
    <div className="space-y-3">
      <FormField
        id="profile-age"
        type="number"
        inputMode="numeric"
        min={14}
        max={99}
        step={1}
        label={t('fields.age')}
        value={draft.age}
        onChange={(event) => onChange({ age: event.target.value })}
        onBlur={() => onBlur?.('age')}
        error={errors.age}
        hint={t('hints.age')}
      />
      {needsGuardianConsent(draft) && (
        <p
          className="flex gap-3 rounded-2xl border border-ember/40 bg-ember/10 p-4 text-sm"
          role="note"
          data-testid="guardian-consent"
        >
          <ShieldCheck className="size-5 shrink-0 text-ember-deep dark:text-ember" aria-hidden="true" />
          {t('hints.minorConsent')}
        </p>
      )}
    </div>
  );
}

export function WeightField({ draft, onChange, onBlur, errors }: Props) {
  const { t } = useTranslation('profile');
  return (
    <div className="space-y-4">
      <FormField
        id="profile-weight"
        type="number"
        inputMode="decimal"
        min={1}
        step="0.1"
        label={t('fields.weight', { unit: draft.weightUnit })}
        value={draft.weight}
        onChange={(event) => onChange({ weight: event.target.value })}
        onBlur={() => onBlur?.('weight')}
        error={errors.weight}
      />
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold">{t('fields.weightUnit')}</legend>
        <div
          className="inline-flex rounded-full border border-line bg-surface-2 p-1"
          data-testid="unit-toggle"
        >
          {WEIGHT_UNITS.map((unit) => (
            <label
              key={unit}
              className="cursor-pointer rounded-full px-5 py-1.5 text-sm font-semibold text-muted transition-colors has-checked:bg-ink has-checked:text-paper has-focus-visible:outline-3 has-focus-visible:outline-focus dark:has-checked:bg-lime dark:has-checked:text-ink"
            >
              <input
                type="radio"
                name="weightUnit"
                value={unit}
                checked={draft.weightUnit === unit}
                onChange={() => onChange({ weightUnit: unit })}
                className="sr-only"
              />
              {t(`units.${unit}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function FtpField({ draft, onChange, onBlur, errors }: Props) {
  const { t } = useTranslation('profile');
  return (
    <div className="space-y-4">
      <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-surface p-4 has-checked:border-lime-deep dark:has-checked:border-lime">
        <input
          id="profile-knows-ftp"
          type="checkbox"
          checked={draft.knowsFtp}
          onChange={(event) => onChange({ knowsFtp: event.target.checked })}
          className="mt-1 size-4 shrink-0 accent-lime-deep dark:accent-lime"
          data-testid="knows-ftp"
        />
        <span>
          <span className="block font-semibold">{t('fields.knowsFtp')}</span>
          <span className="mt-0.5 block text-sm text-muted">{t('hints.knowsFtp')}</span>
        </span>
      </label>
      {draft.knowsFtp ? (
        <FormField
          id="profile-ftp"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={t('fields.ftp')}
          value={draft.ftp}
          onChange={(event) => onChange({ ftp: event.target.value })}
          onBlur={() => onBlur?.('ftp')}
          error={errors.ftp}
        />
      ) : (
        <p className="flex gap-3 rounded-2xl bg-surface-2 p-4 text-sm text-muted">
          <Gauge className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
          {t('hints.ftpEstimate')}
        </p>
      )}
    </div>
  );
}

export function ExperienceField({ draft, onChange, errors, compact }: Props) {
  const { t } = useTranslation('profile');
  return (
    <ChoiceCards
      name="experienceLevel"
      legend={t('fields.experienceLevel')}
      legendHidden={compact}
      value={draft.experienceLevel}
      onChange={(experienceLevel) => onChange({ experienceLevel })}
      error={errors.experienceLevel}
      options={EXPERIENCE_LEVELS.map((level) => ({
        value: level,
        label: t(`levels.${level}.label`),
        description: t(`levels.${level}.description`),
      }))}
    />
  );
}

export function GoalField({ draft, onChange, errors, compact }: Props) {
  const { t } = useTranslation('profile');
  return (
    <ChoiceCards
      name="primaryGoal"
      legend={t('fields.primaryGoal')}
      legendHidden={compact}
      value={draft.primaryGoal}
      onChange={(primaryGoal) => onChange({ primaryGoal })}
      error={errors.primaryGoal}
      options={PRIMARY_GOALS.map((goal) => ({
        value: goal,
        label: t(`goals.${goal}.label`),
        description: t(`goals.${goal}.description`),
      }))}
    />
  );
}

export function PreferencesFields({ draft, onChange, errors }: Props) {
  const { t } = useTranslation('profile');
  return (
    <div className="space-y-6">
      <ChoiceCards
        name="coachGender"
        legend={t('fields.coachGender')}
        value={draft.coachGender}
        onChange={(coachGender) => onChange({ coachGender })}
        columns="grid-cols-2"
        stacked
        error={errors.coachGender}
        options={COACH_GENDERS.map((gender) => ({
          value: gender,
          label: t(`coachGenders.${gender}`),
          icon: <CoachAvatar gender={gender} />,
        }))}
      />
      <ChoiceCards
        name="interfaceLanguage"
        legend={t('fields.interfaceLanguage')}
        value={draft.interfaceLanguage}
        onChange={(interfaceLanguage) => onChange({ interfaceLanguage })}
        columns="grid-cols-1 sm:grid-cols-3"
        error={errors.interfaceLanguage}
        options={LANGUAGES.map((code) => ({
          value: code,
          label: LANGUAGE_META[code].name,
          icon: <LanguageFlag code={code} className="h-5 w-7.5" />,
        }))}
      />
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={draft.marketingConsent}
          onChange={(event) => onChange({ marketingConsent: event.target.checked })}
          className="mt-1 size-4 shrink-0 accent-lime-deep dark:accent-lime"
          data-testid="profile-marketing"
        />
        <span className="text-sm text-muted">{t('fields.marketingConsent')}</span>
      </label>
    </div>
  );
}

/** The inputs of one wizard step (spec §2 Onboarding steps 1–8). */
export function StepFields({ step, ...props }: Props & { step: number }) {
  switch (step) {
    case 1:
      return <NameField {...props} />;
    case 2:
      return <EmailField {...props} />;
    case 3:
      return <AgeField {...props} />;
    case 4:
      return <WeightField {...props} />;
    case 5:
      return <FtpField {...props} />;
    case 6:
      return <ExperienceField {...props} />;
    case 7:
      return <GoalField {...props} />;
    default:
      return <PreferencesFields {...props} />;
  }
}
