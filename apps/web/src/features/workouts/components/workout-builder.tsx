import { deriveWorkoutMetrics, validateWorkout, WORKOUT_LIMITS, workoutProfile } from '@domestique/coach';
import type { WorkoutDetail } from '@domestique/contract';
import { contractMessage } from '@domestique/contract/messages';
import { Save } from 'lucide-react';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage, useLocalize } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveWorkout } from '../api/save-workout.ts';
import { type DraftNode, problemFields, toWorkout, type WorkoutDraft } from '../builder-draft.ts';
import { FieldError } from './builder-fields.tsx';
import { NodeList } from './node-editor.tsx';
import { ProfileChart } from './profile-chart.tsx';
import { WorkoutNumbers } from './workout-numbers.tsx';

const TEXT_FIELDS = new Set(['name', 'description', 'purpose']);
/** FTP-free numbers need some FTP to compute with; IF, TSS and zones do not depend on it. */
const NOMINAL_FTP_W = 100;

/**
 * The workout builder: name and texts, steps and repeats (add, remove, reorder, duplicate), targets (band, ramp, free
 * ride, all-out), durations or open steps, cadence and cues; the chart and the derived numbers follow every edit
 * (the coach's own functions, the same numbers as the server's). Coach's validateWorkout marks each field; the
 * server's answer is shown the same way.
 */
export function WorkoutBuilder({
  initial,
  workoutId,
  ftp,
}: {
  initial: WorkoutDraft;
  /** Own workout being edited; null for a new one or a copy. */
  workoutId: string | null;
  ftp: WorkoutDetail['ftp'];
}) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const id = useId();
  const save = useSaveWorkout(workoutId, language);
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const edit = useCallback(
    (change: (nodes: readonly DraftNode[]) => readonly DraftNode[]) =>
      setDraft((d) => ({ ...d, steps: change(d.steps) })),
    [],
  );

  const workout = useMemo(() => toWorkout(draft), [draft]);
  const problems = useMemo(() => validateWorkout(workout), [workout]);
  const stepProblems = problems.filter((p) => !TEXT_FIELDS.has(String(p.path[0])));
  // field messages, worded by the contract as the server words them: rules of the steps at once (they drive the
  // chart), texts after a first save attempt
  const errors = useMemo(() => {
    const fields: Record<string, string> = {};
    for (const [path, code] of Object.entries(problemFields(problems))) {
      if (submitted || !TEXT_FIELDS.has(path)) fields[path] = contractMessage(code, language);
    }
    return { ...serverErrors, ...fields };
  }, [problems, serverErrors, submitted, language]);

  const ftpW = ftp?.watts ?? null;
  const preview = useMemo(() => {
    if (stepProblems.length > 0) return null;
    const metrics = deriveWorkoutMetrics(workout.steps, ftpW ?? NOMINAL_FTP_W);
    return {
      profile: workoutProfile(workout.steps),
      metrics: {
        ...metrics,
        timeInZonesS: [...metrics.timeInZonesS],
        normalizedPowerW: ftpW ? metrics.normalizedPowerW : null,
        workKj: ftpW ? metrics.workKj : null,
      },
    };
  }, [stepProblems.length, workout.steps, ftpW]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (problems.length > 0) {
      toast.error(contractMessage('validation_error', language));
      return;
    }
    try {
      const saved = await save.mutateAsync(workout);
      toast.success(t('builder.saved'));
      navigate(localize(`/workouts/${saved.id}`));
    } catch (error) {
      if (error instanceof HttpError && Object.keys(error.fields).length > 0) {
        setServerErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.message])));
        toast.error(contractMessage('validation_error', language));
      } else toast.error(error instanceof HttpError ? error.message : t('builder.saveFailed'));
    }
  };

  return (
    <form
      className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]"
      onSubmit={submit}
      noValidate
      data-testid="workout-builder"
    >
      <div className="min-w-0 space-y-4">
        <section className="card space-y-3 p-4 sm:p-5" aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`} className="font-bold">
            {t('builder.about')}
          </h2>
          <div>
            <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-semibold">
              {t('builder.name')}
            </label>
            <input
              id={`${id}-name`}
              className="field-input"
              value={draft.name}
              maxLength={WORKOUT_LIMITS.maxNameLength}
              aria-invalid={errors.name ? true : undefined}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              data-testid="builder-name"
            />
            <FieldError id={`${id}-name-error`} error={errors.name} />
          </div>
          <div>
            <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-semibold">
              {t('builder.description')}
            </label>
            <textarea
              id={`${id}-description`}
              className="field-input min-h-20"
              value={draft.description}
              maxLength={WORKOUT_LIMITS.maxTextLength}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
            <FieldError id={`${id}-description-error`} error={errors.description} />
          </div>
          <div>
            <label htmlFor={`${id}-purpose`} className="mb-1.5 block text-sm font-semibold">
              {t('builder.purpose')}
            </label>
            <textarea
              id={`${id}-purpose`}
              className="field-input min-h-16"
              value={draft.purpose}
              maxLength={WORKOUT_LIMITS.maxTextLength}
              onChange={(e) => setDraft({ ...draft, purpose: e.target.value })}
            />
            <FieldError id={`${id}-purpose-error`} error={errors.purpose} />
          </div>
        </section>
        <section className="card p-4 sm:p-5" aria-labelledby={`${id}-steps`}>
          <h2 id={`${id}-steps`} className="font-bold">
            {t('builder.steps')}
          </h2>
          <FieldError id={`${id}-steps-error`} error={errors.steps} />
          <NodeList nodes={draft.steps} parent={[]} edit={edit} errors={errors} ftpW={ftpW} />
        </section>
      </div>
      <aside
        className="min-w-0 space-y-4 lg:sticky lg:top-20 lg:self-start"
        aria-labelledby={`${id}-preview`}
      >
        <section className="card space-y-3 p-4 sm:p-5">
          <h2 id={`${id}-preview`} className="font-bold">
            {t('builder.preview')}
          </h2>
          {preview ? (
            <>
              <ProfileChart profile={preview.profile} ftpW={ftpW} height={180} />
              <WorkoutNumbers metrics={preview.metrics} ftpEstimated={ftp?.source === 'answers'} narrow />
            </>
          ) : (
            <p className="text-sm text-muted" data-testid="builder-fix">
              {t('builder.fix')}
            </p>
          )}
        </section>
        <button
          type="submit"
          className={buttonClass('primary', 'lg', 'w-full')}
          disabled={save.isPending}
          data-testid="builder-save"
        >
          <Save className="size-5" aria-hidden="true" />
          {save.isPending ? t('builder.saving') : t('builder.save')}
        </button>
      </aside>
    </form>
  );
}
