import { RIDER_LEVELS } from '@domestique/coach';
import type { PlanPreview, Profile } from '@domestique/contract';
import { ArrowLeft, Check, Eye } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage, useLocalize } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePlan } from '../api/create-plan.ts';
import { usePreviewPlan } from '../api/preview-plan.ts';
import { type EventRow, hasAEvent } from '../event-answers.ts';
import { shownWeeks, toPlanCreate, type WizardAnswers, wizardDefaults } from '../wizard-answers.ts';
import { EventFields } from './event-fields.tsx';
import { FieldMessage, serverFieldMessages } from './field-bits.tsx';
import { GoalField } from './goal-field.tsx';
import { PlanPreviewView } from './plan-preview.tsx';
import { WizardDays } from './wizard-days.tsx';

const label = 'mb-1.5 block text-sm font-semibold';

/**
 * The plan wizard (issue 9): goal, level, FTP known or not, weekly hours, the days with the longest the rider can
 * train on each, start, length, an optional event and strength. "See my plan" asks the server for the plan these
 * answers give (nothing stored; the server checks them and words any problem in the rider's language); the rider
 * then creates it or goes back to the answers.
 */
export function PlanWizard({ profile, today }: { profile: Profile | null | undefined; today: string }) {
  const { t } = useTranslation(['plans', 'profile']);
  const language = useLanguage();
  const id = useId();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [answers, setAnswers] = useState<WizardAnswers>(() => wizardDefaults(profile, today));
  const [preview, setPreview] = useState<PlanPreview | null>(null);
  const previewPlan = usePreviewPlan(language);
  const create = useCreatePlan(language);
  const errors = serverFieldMessages(previewPlan.error ?? create.error);
  const set = <K extends keyof WizardAnswers>(key: K, value: WizardAnswers[K]) =>
    setAnswers((a) => ({ ...a, [key]: value }));
  const setEvents = (events: EventRow[]) => {
    // the server's event messages point at rows by index: after a removal they would land on the wrong row
    if (events.length < answers.events.length) {
      previewPlan.reset();
      create.reset();
    }
    set('events', events);
  };
  const weeks = shownWeeks(answers);

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    previewPlan.mutate(toPlanCreate(answers), {
      onSuccess: (p) => {
        setPreview(p);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        if (!(error instanceof HttpError) || Object.keys(error.fields).length === 0)
          toast.error(t('plans:wizard.failed'));
      },
    });
  };
  const onCreate = () =>
    create.mutate(toPlanCreate(answers), {
      onSuccess: () => {
        toast.success(t('plans:wizard.created'));
        navigate(localize('/plans'), { replace: true });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        setPreview(null);
        if (!(error instanceof HttpError) || Object.keys(error.fields).length === 0)
          toast.error(t('plans:wizard.failed'));
      },
    });

  if (preview)
    return (
      <div className="space-y-5" data-testid="plan-preview">
        <PlanPreviewView preview={preview} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            onClick={onCreate}
            disabled={create.isPending}
            data-testid="plan-create"
          >
            <Check className="size-4" aria-hidden="true" />
            {t('plans:wizard.create')}
          </button>
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setPreview(null)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('plans:wizard.back')}
          </button>
        </div>
      </div>
    );

  const fieldProps = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="space-y-6" onSubmit={onPreview} noValidate data-testid="plan-wizard">
      <section className="card space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('plans:wizard.aboutYou')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <GoalField
            id={id}
            value={answers.goal}
            onChange={(goal) => set('goal', goal)}
            error={errors.goal}
          />
          <div>
            <label htmlFor={`${id}-level`} className={label}>
              {t('plans:wizard.level')}
            </label>
            <select
              id={`${id}-level`}
              className="field-input"
              value={answers.level}
              onChange={(e) => set('level', e.target.value as WizardAnswers['level'])}
              {...fieldProps('level')}
            >
              {RIDER_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`profile:levels.${l}.label`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset>
          <legend className={label}>{t('plans:wizard.ftp')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {([true, false] as const).map((known) => (
              <label key={String(known)} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-ftp-known`}
                  checked={answers.ftpKnown === known}
                  onChange={() => set('ftpKnown', known)}
                  data-testid={known ? 'ftp-known' : 'ftp-unknown'}
                />
                {t(known ? 'plans:wizard.ftpKnown' : 'plans:wizard.ftpUnknown')}
              </label>
            ))}
          </div>
          {answers.ftpKnown ? (
            <div className="mt-2 max-w-48">
              <label htmlFor={`${id}-ftpW`} className="sr-only">
                {t('plans:wizard.ftpWatts')}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={`${id}-ftpW`}
                  className="field-input"
                  inputMode="numeric"
                  value={answers.ftpW}
                  onChange={(e) => set('ftpW', e.target.value)}
                  {...fieldProps('ftpW')}
                />
                <span className="text-sm text-muted">W</span>
              </div>
            </div>
          ) : (
            <p className="mt-1 text-sm text-muted">{t('plans:wizard.ftpUnknownHint')}</p>
          )}
          <FieldMessage id={`${id}-ftpW-error`} message={errors.ftpW} />
        </fieldset>
      </section>

      <section className="card space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('plans:wizard.yourWeek')}</h2>
        <div className="max-w-48">
          <label htmlFor={`${id}-hours`} className={label}>
            {t('plans:wizard.weeklyHours')}
          </label>
          <input
            id={`${id}-hours`}
            className="field-input"
            inputMode="decimal"
            value={answers.weeklyHours}
            onChange={(e) => set('weeklyHours', e.target.value)}
            data-testid="weekly-hours"
            {...fieldProps('weeklyHours')}
          />
          <FieldMessage id={`${id}-weeklyHours-error`} message={errors.weeklyHours} />
        </div>
        <WizardDays days={answers.days} onChange={(days) => set('days', days)} error={errors.availability} />
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={answers.strength}
            onChange={(e) => set('strength', e.target.checked)}
            data-testid="wizard-strength"
          />
          {t('plans:wizard.strength')}
        </label>
      </section>

      <section className="card space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('plans:wizard.when')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-start`} className={label}>
              {t('plans:wizard.startDate')}
            </label>
            <input
              id={`${id}-start`}
              type="date"
              className="field-input"
              min={today}
              value={answers.startDate}
              onChange={(e) => set('startDate', e.target.value)}
              {...fieldProps('startDate')}
            />
            <FieldMessage id={`${id}-startDate-error`} message={errors.startDate} />
          </div>
          <div>
            <label htmlFor={`${id}-weeks`} className={label}>
              {t('plans:wizard.weeks')}
            </label>
            <input
              id={`${id}-weeks`}
              className="field-input"
              inputMode="numeric"
              value={weeks}
              onChange={(e) => setAnswers((a) => ({ ...a, weeks: e.target.value, weeksTyped: true }))}
              {...fieldProps('weeks')}
            />
            {weeks === '' && hasAEvent(answers.events) && (
              <p className="mt-1 text-sm text-muted">{t('plans:events.weeksToEvent')}</p>
            )}
            <FieldMessage id={`${id}-weeks-error`} message={errors.weeks} />
          </div>
        </div>
        <EventFields
          id={id}
          rows={answers.events}
          onChange={setEvents}
          minDate={today}
          errors={errors}
          testIdPrefix="wizard"
        />
      </section>

      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        disabled={previewPlan.isPending}
        data-testid="plan-preview-button"
      >
        <Eye className="size-5" aria-hidden="true" />
        {t('plans:wizard.preview')}
      </button>
    </form>
  );
}
