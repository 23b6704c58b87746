import { ONBOARDING_STEPS } from '@domestique/contract';
import { contractMessage } from '@domestique/contract/messages';
import { ArrowLeft, ArrowRight, Check, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import {
  type DraftField,
  fieldProblem,
  isStepValid,
  type ProfileDraft,
  STEP_FIELDS,
} from '../profile-draft.ts';
import { type FieldErrors, StepFields } from './profile-fields.tsx';

type Props = {
  initialDraft: ProfileDraft;
  /** The step to open on (a reload mid-wizard comes back where it was). */
  initialStep?: number;
  /** Told of every answer and step change, so the route can keep the draft through a reload. */
  onProgress?: (progress: { step: number; draft: ProfileDraft }) => void;
  saving: boolean;
  /** Per-field messages from the server, with the step to return to. */
  serverErrors: { step: number; errors: FieldErrors } | null;
  onComplete: (draft: ProfileDraft) => void;
};

/** Spec §2/§4/§5 Onboarding: 8 steps, 'Step X of 8' and a percentage; Next only when the step is valid. */
export function OnboardingWizard({
  initialDraft,
  initialStep = 1,
  onProgress,
  saving,
  serverErrors,
  onComplete,
}: Props) {
  const { t } = useTranslation(['onboarding', 'profile']);
  const language = useLanguage();
  const [step, setStep] = useState(initialStep);
  const [draft, setDraft] = useState(initialDraft);
  const progress = useRef(onProgress);
  progress.current = onProgress;
  useEffect(() => progress.current?.({ step, draft }), [step, draft]);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [dismissedServer, setDismissedServer] = useState<ReadonlySet<DraftField>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (serverErrors) {
      setStep(serverErrors.step);
      setDismissedServer(new Set());
    }
  }, [serverErrors]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: move focus to the new step's question on every step change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const touch = (field: DraftField) => setTouched((current) => new Set(current).add(field));
  const change = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // Ticking "I know my FTP" disables Next until the FTP is typed: say so at once, beside the new box.
    const fields = Object.keys(patch) as DraftField[];
    if (patch.knowsFtp) fields.push('ftp');
    for (const field of fields) {
      touch(field);
      setDismissedServer((current) => new Set(current).add(field));
    }
  };

  const errors: FieldErrors = {};
  for (const field of STEP_FIELDS[step] ?? []) {
    const serverMessage = dismissedServer.has(field) ? null : serverErrors?.errors[field];
    const problem = touched.has(field) ? fieldProblem(field, draft) : null;
    errors[field] = serverMessage ?? (problem ? contractMessage(problem, language) : null);
  }

  const valid = isStepValid(step, draft);
  const last = step === ONBOARDING_STEPS;
  const percent = Math.round((step / ONBOARDING_STEPS) * 100);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving) return;
    if (last) onComplete(draft);
    else setStep(step + 1);
  };

  return (
    <form onSubmit={submit} noValidate className="card overflow-hidden" data-testid="onboarding-wizard">
      <div className="border-b border-line px-5 pt-5 pb-4 sm:px-8">
        <div className="flex items-center justify-between text-sm font-semibold">
          <span data-testid="step-indicator">
            {t('progress.step', { current: step, total: ONBOARDING_STEPS })}
          </span>
          <span className="font-mono text-muted" data-testid="step-percent">
            {t('progress.percent', { percent })}
          </span>
        </div>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('progress.label')}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-lime to-ember transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      <div className="px-5 py-7 sm:px-8">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight outline-none"
          data-testid="step-title"
        >
          {t(`steps.${step}.title`)}
        </h2>
        <p className="mt-1.5 text-muted">{t(`steps.${step}.subtitle`)}</p>
        <div className="mt-6">
          <StepFields step={step} draft={draft} onChange={change} onBlur={touch} errors={errors} compact />
        </div>
      </div>

      {/* At 360 px two labelled buttons must fit with room to spare (es "Anterior" + "Completar"): the footer and the
          buttons take less side padding on a phone, so Complete keeps the card's margin instead of grazing its edge. */}
      <div className="flex items-center justify-between gap-3 border-t border-line bg-surface-2/60 px-4 py-4 sm:px-8">
        <button
          type="button"
          onClick={() => setStep(step - 1)}
          disabled={step === 1 || saving}
          className={buttonClass('secondary', 'md', 'max-sm:px-4')}
          data-testid="wizard-previous"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('actions.previous')}
        </button>
        {last ? (
          <button
            type="submit"
            disabled={!valid || saving}
            className={buttonClass('primary', 'md', 'max-sm:px-4')}
            data-testid="wizard-complete"
          >
            {saving ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="size-4" aria-hidden="true" />
            )}
            {t('actions.complete')}
          </button>
        ) : (
          <button
            type="submit"
            disabled={!valid}
            className={buttonClass('primary', 'md', 'max-sm:px-4')}
            data-testid="wizard-next"
          >
            {t('actions.next')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  );
}
