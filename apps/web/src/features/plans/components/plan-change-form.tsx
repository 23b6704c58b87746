import type { PlanChangeView, PlanView } from '@domestique/contract';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { type PlanChangeAnswers, planChangeDefaults, toPlanUpdate } from '../plan-change-answers.ts';
import { ChangeNotice } from './change-notice.tsx';
import { EventFields } from './event-fields.tsx';
import { FieldMessage, serverFieldMessages } from './field-bits.tsx';
import { GoalField } from './goal-field.tsx';

const label = 'mb-1.5 block text-sm font-semibold';

/**
 * "Change plan" on the overview: a new goal, length, events (added, moved, re-prioritised or removed) or strength
 * for the active plan. The server re-plans from today and keeps the past (PATCH /api/plans/active); the change comes
 * back with its sentence, shown here, and joins "Why did my plan change?". Hours and days live in Settings → Training
 * week.
 */
export function PlanChangeForm({ plan }: { plan: PlanView }) {
  const { t } = useTranslation(['plans', 'profile']);
  const language = useLanguage();
  const id = useId();
  const update = useUpdatePlan(language);
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<PlanChangeAnswers>(() => planChangeDefaults(plan.input));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<PlanChangeView[] | null>(null);
  // new event names alone are a rename: the server changes no session, and the notice says the names were kept
  const [renamed, setRenamed] = useState(false);
  const set = <K extends keyof PlanChangeAnswers>(key: K, value: PlanChangeAnswers[K]) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    // "Nothing changed" is no longer true once an answer changes
    setErrors(({ form: _, ...fields }) => fields);
  };
  const fieldProps = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const body = toPlanUpdate(answers, plan.input);
    if (!body) {
      setErrors({ form: t('plans:change.nothing') });
      return;
    }
    update.mutate(body, {
      onSuccess: (result) => {
        setMade(result.changes);
        setRenamed(result.changes.length === 0 && Object.keys(body).every((key) => key === 'events'));
        setOpen(false);
        setAnswers(planChangeDefaults(result.plan.input));
      },
      onError: (error) => {
        const fields = serverFieldMessages(error);
        if (Object.keys(fields).length) setErrors(fields);
        else if (error instanceof HttpError) setErrors({ form: error.message });
        else toast.error(t('plans:errors.generic'));
      },
    });
  };

  return (
    <section className="card space-y-3 p-5" data-testid="plan-change">
      <div>
        <h2 className="text-lg font-bold">{t('plans:change.title')}</h2>
        <p className="text-sm text-muted">{t('plans:change.hint')}</p>
      </div>
      {made && (
        <div className="space-y-2">
          <ChangeNotice
            changes={made}
            empty={renamed ? t('plans:notice.renamed') : undefined}
            onClose={() => setMade(null)}
          />
          <LocalizedLink
            to="/plans/changes"
            className="text-sm font-semibold text-brand-fg underline underline-offset-4"
          >
            {t('plans:overview.changes')}
          </LocalizedLink>
        </div>
      )}
      {!open ? (
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          onClick={() => {
            setAnswers(planChangeDefaults(plan.input));
            setErrors({});
            setOpen(true);
          }}
          data-testid="plan-change-open"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('plans:change.open')}
        </button>
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate data-testid="plan-change-form">
          <div className="grid gap-4 sm:grid-cols-2">
            <GoalField
              id={id}
              value={answers.goal}
              onChange={(goal) => set('goal', goal)}
              error={errors.goal}
            />
            <div>
              <label htmlFor={`${id}-weeks`} className={label}>
                {t('plans:wizard.weeks')}
              </label>
              <input
                id={`${id}-weeks`}
                className="field-input"
                inputMode="numeric"
                value={answers.weeks}
                onChange={(e) => set('weeks', e.target.value)}
                data-testid="plan-change-weeks"
                {...fieldProps('weeks')}
              />
              <FieldMessage id={`${id}-weeks-error`} message={errors.weeks} />
            </div>
          </div>
          <EventFields
            id={id}
            rows={answers.events}
            onChange={(events) => {
              // the server's event messages point at rows by index: after a removal they would land on the wrong row
              if (events.length < answers.events.length) setErrors({});
              set('events', events);
            }}
            minDate={plan.today}
            errors={errors}
            testIdPrefix="plan-change"
          />
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={answers.strength}
              onChange={(e) => set('strength', e.target.checked)}
              data-testid="plan-change-strength"
            />
            {t('plans:wizard.strength')}
          </label>
          <FieldMessage id={`${id}-form-error`} message={errors.form} />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonClass('primary', 'md')}
              disabled={update.isPending}
              data-testid="plan-change-submit"
            >
              {t('plans:change.submit')}
            </button>
            <button type="button" className={buttonClass('ghost', 'md')} onClick={() => setOpen(false)}>
              {t('plans:change.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
