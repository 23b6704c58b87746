import { FEELS } from '@domestique/coach';
import type { RideFeedbackView } from '@domestique/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { toast } from '../../../lib/toast.ts';
import { useRideFeedback } from '../api/get-ride-feedback.ts';
import { useSaveRideFeedback } from '../api/save-ride-feedback.ts';
import { FieldMessage, serverFieldMessages } from './field-bits.tsx';

const RPE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * How the ride felt: effort (RPE 1–10, CR-10), and — only for a ride that did a planned session — against that
 * session (too easy, right, too hard). A ride no plan held (an old upload, an unplanned ride) is asked how it felt,
 * never how it compared with a plan. The coach's progression rules run with it; what they changed comes back with its
 * sentence.
 */
export function RideFeedbackCard({ activityId }: { activityId: string }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const id = useId();
  const stored = useRideFeedback(activityId, language);
  const save = useSaveRideFeedback(activityId, language);
  const [rpe, setRpe] = useState<number | null>(null);
  const [feel, setFeel] = useState<RideFeedbackView['feel']>(null);
  // what the rider picked and has not saved yet is theirs: a refetch of the stored answer must not undo it
  const [touched, setTouched] = useState(false);
  const saved = stored.data?.feedback ?? null;
  // the ride's planned session; until the read answers nothing is asked against a plan
  const session = stored.data?.session ?? null;
  useEffect(() => {
    if (saved && !touched) {
      setRpe(saved.rpe);
      setFeel(saved.feel);
    }
  }, [saved, touched]);
  const errors = serverFieldMessages(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { rpe, feel: session ? feel : null },
      {
        onSuccess: () => toast.success(t('feedback.saved')),
        onError: (error) => {
          if (Object.keys(serverFieldMessages(error)).length === 0) toast.error(t('errors.generic'));
        },
      },
    );
  };
  return (
    <section
      className="card min-w-0 space-y-4 p-4 sm:p-6"
      aria-labelledby={`${id}-title`}
      data-testid="ride-feedback"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {session ? t('feedback.title') : t('feedback.titleUnplanned')}
        </h2>
        <p className="text-sm text-muted" data-testid="feedback-hint">
          {session ? t('feedback.hint') : t('feedback.hintUnplanned')}
        </p>
      </div>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="text-sm font-semibold">{t('feedback.rpe')}</legend>
          <div className="mt-1.5 grid grid-cols-5 gap-1 sm:grid-cols-10">
            {RPE.map((v) => (
              <label
                key={v}
                className={`grid h-11 cursor-pointer place-items-center rounded-xl border text-sm font-semibold has-[:focus-visible]:ring-2 ${
                  rpe === v ? 'border-fg bg-ink text-paper dark:bg-paper dark:text-ink' : 'border-line'
                }`}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`${id}-rpe`}
                  checked={rpe === v}
                  onChange={() => {
                    setTouched(true);
                    setRpe(v);
                  }}
                  data-testid={`rpe-${v}`}
                />
                {v}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-muted">{t('feedback.rpeHint')}</p>
          <FieldMessage id={`${id}-rpe-error`} message={errors.rpe} />
        </fieldset>
        {session && (
          <fieldset data-testid="feedback-feel">
            <legend className="text-sm font-semibold">
              {t('feedback.feelPlanned', { name: session.name })}
            </legend>
            <div className="mt-1.5 grid grid-cols-3 gap-1">
              {FEELS.map((f) => (
                <label
                  key={f}
                  className={`grid min-h-11 cursor-pointer place-items-center rounded-xl border px-1 text-center text-sm font-semibold has-[:focus-visible]:ring-2 ${
                    feel === f ? 'border-fg bg-ink text-paper dark:bg-paper dark:text-ink' : 'border-line'
                  }`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-feel`}
                    checked={feel === f}
                    onChange={() => {
                      setTouched(true);
                      setFeel(f);
                    }}
                    data-testid={`feel-${f}`}
                  />
                  {t(`feedback.feels.${f}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <button
          type="submit"
          className={buttonClass('primary', 'md')}
          disabled={save.isPending}
          data-testid="feedback-save"
        >
          {t('feedback.save')}
        </button>
      </form>
      {save.data && save.data.changes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm" role="status">
          {save.data.changes.map((c) => (
            <li key={c.id}>{c.sentence}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
