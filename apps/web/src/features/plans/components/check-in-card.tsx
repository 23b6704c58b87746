import type { CheckInDayState, CheckInInput, CheckInView, PlanChangeView } from '@domestique/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useHealthConsent } from '../../../lib/consents/get-consents.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveCheckIn } from '../api/save-check-in.ts';
import { FieldMessage, serverFieldMessages } from './field-bits.tsx';

export const CHECK_IN_ITEMS = ['sleep', 'fatigue', 'soreness', 'stress', 'motivation'] as const;
type Item = (typeof CHECK_IN_ITEMS)[number];
const SCALE = [1, 2, 3, 4, 5] as const;
/** Each answer's words (literal keys, so the catalog check sees every one). */
const SCALE_WORDS = {
  sleep: [
    'checkIn.scales.sleep.1',
    'checkIn.scales.sleep.2',
    'checkIn.scales.sleep.3',
    'checkIn.scales.sleep.4',
    'checkIn.scales.sleep.5',
  ],
  fatigue: [
    'checkIn.scales.fatigue.1',
    'checkIn.scales.fatigue.2',
    'checkIn.scales.fatigue.3',
    'checkIn.scales.fatigue.4',
    'checkIn.scales.fatigue.5',
  ],
  soreness: [
    'checkIn.scales.soreness.1',
    'checkIn.scales.soreness.2',
    'checkIn.scales.soreness.3',
    'checkIn.scales.soreness.4',
    'checkIn.scales.soreness.5',
  ],
  stress: [
    'checkIn.scales.stress.1',
    'checkIn.scales.stress.2',
    'checkIn.scales.stress.3',
    'checkIn.scales.stress.4',
    'checkIn.scales.stress.5',
  ],
  motivation: [
    'checkIn.scales.motivation.1',
    'checkIn.scales.motivation.2',
    'checkIn.scales.motivation.3',
    'checkIn.scales.motivation.4',
    'checkIn.scales.motivation.5',
  ],
} as const;
const BAND_TONES = {
  good: 'bg-lime/25',
  fair: 'bg-sky-500/15',
  poor: 'bg-amber-400/25',
  veryPoor: 'bg-danger/10',
} as const;

/** Starting answers: the check-in already made today, or the middle of every scale. */
function initial(checkIn: CheckInView | null) {
  const scales = Object.fromEntries(CHECK_IN_ITEMS.map((i) => [i, checkIn?.[i] ?? 3])) as Record<
    Item,
    number
  >;
  return {
    scales,
    restingHr: checkIn?.restingHrBpm ? String(checkIn.restingHrBpm) : '',
    hrv: checkIn?.hrvMs ? String(checkIn.hrvMs) : '',
  };
}

/** Blank → null; a number as typed; anything else goes as typed so the server words the problem (never dropped). */
const optionalNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : (text as unknown as number);
};

/**
 * Today's check-in (sleep, fatigue, soreness, stress, motivation on 1–5; resting HR and HRV if the rider has them):
 * readiness comes back, and when it is poor the coach eases today's session — the card says what changed and why.
 */
export function CheckInCard({ checkIn, hasPlan }: { checkIn: CheckInView | null; hasPlan: boolean }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const id = useId();
  const save = useSaveCheckIn(language);
  const [editing, setEditing] = useState(checkIn === null);
  const [answers, setAnswers] = useState(() => initial(checkIn));
  const [changes, setChanges] = useState<PlanChangeView[] | null>(null);
  const [todayPlan, setTodayPlan] = useState<CheckInDayState | null>(null);
  const errors = serverFieldMessages(save.error);
  // resting HR and HRV are health data: asked only with the rider's consent (Settings → Consents); while it loads
  // or after a failed read they stay hidden, so nothing is sent that the server would refuse
  const healthConsent = useHealthConsent()?.status === 'granted';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...answers.scales,
      restingHrBpm: healthConsent ? optionalNumber(answers.restingHr) : null,
      hrvMs: healthConsent ? optionalNumber(answers.hrv) : null,
    } as CheckInInput;
    save.mutate(body, {
      onSuccess: (saved) => {
        setChanges(saved.changes);
        setTodayPlan(saved.todayPlan);
        setEditing(false);
      },
      onError: (error) => {
        if (Object.keys(serverFieldMessages(error)).length === 0) toast.error(t('errors.generic'));
      },
    });
  };

  const shown = save.data?.checkIn ?? checkIn;
  if (!editing && shown)
    return (
      <div className="space-y-3" data-testid="check-in-done">
        <div className={`rounded-2xl p-4 ${BAND_TONES[shown.readiness.band]}`}>
          <p className="text-sm font-semibold">{t('checkIn.readiness')}</p>
          <p className="font-display text-3xl font-black tabular-nums" data-testid="readiness-score">
            {Math.round(shown.readiness.score)}
            <span className="text-base font-semibold"> / 100</span>
          </p>
          <p className="text-sm font-semibold" data-testid="readiness-band">
            {t(`checkIn.bands.${shown.readiness.band}`)}
          </p>
          {shown.readiness.restingHrDelta !== null && (
            <p className="mt-1 text-xs">
              {t('checkIn.hrDelta', { value: Math.round(shown.readiness.restingHrDelta) })}
            </p>
          )}
          {shown.readiness.hrvLow && <p className="mt-1 text-xs">{t('checkIn.hrvLow')}</p>}
        </div>
        {changes !== null && (
          <div role="status" data-testid="check-in-changes">
            {changes.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {changes.map((c) => (
                  <li key={c.id} data-testid="change-sentence">
                    {c.sentence}
                  </li>
                ))}
              </ul>
            ) : (
              // a day with nothing planned says so: "rest" and "your session stays as planned" never together
              <p className="text-sm text-muted" data-testid="check-in-no-change">
                {t(
                  todayPlan === 'rest'
                    ? 'checkIn.restDay'
                    : todayPlan === 'sessions' || (todayPlan === null && hasPlan)
                      ? 'checkIn.noChange'
                      : 'checkIn.noPlan',
                )}
              </p>
            )}
          </div>
        )}
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(true)}>
          {t('checkIn.edit')}
        </button>
      </div>
    );

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="check-in-form">
      <p className="text-sm text-muted">{t('checkIn.intro')}</p>
      {CHECK_IN_ITEMS.map((item) => (
        <fieldset key={item}>
          <legend className="text-sm font-semibold">{t(`checkIn.items.${item}`)}</legend>
          <div className="mt-1.5 grid grid-cols-5 gap-1">
            {SCALE.map((v) => (
              <label
                key={v}
                className={`grid h-11 cursor-pointer place-items-center rounded-xl border text-sm font-semibold has-[:focus-visible]:ring-2 ${
                  answers.scales[item] === v
                    ? 'border-fg bg-ink text-paper dark:bg-paper dark:text-ink'
                    : 'border-line'
                }`}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`${id}-${item}`}
                  value={v}
                  checked={answers.scales[item] === v}
                  onChange={() => setAnswers({ ...answers, scales: { ...answers.scales, [item]: v } })}
                  aria-label={t(SCALE_WORDS[item][v - 1]!)}
                  data-testid={`check-in-${item}-${v}`}
                />
                <span aria-hidden="true">{v}</span>
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-muted" aria-hidden="true">
            {t(SCALE_WORDS[item][answers.scales[item] - 1]!)}
          </p>
        </fieldset>
      ))}
      {!healthConsent && (
        <p className="text-sm">
          <LocalizedLink
            to="/settings#consents"
            className="font-semibold underline underline-offset-2"
            data-testid="check-in-health-consent-link"
          >
            {t('checkIn.healthConsentLink')}
          </LocalizedLink>
        </p>
      )}
      {healthConsent && (
        <div className="grid grid-cols-2 gap-3" data-testid="check-in-health-fields">
          <div>
            <label htmlFor={`${id}-hr`} className="mb-1 block text-xs font-semibold">
              {t('checkIn.restingHr')}
            </label>
            <input
              id={`${id}-hr`}
              className="field-input h-10 py-1.5"
              inputMode="numeric"
              value={answers.restingHr}
              onChange={(e) => setAnswers({ ...answers, restingHr: e.target.value })}
              aria-invalid={errors.restingHrBpm ? true : undefined}
            />
            <FieldMessage id={`${id}-hr-error`} message={errors.restingHrBpm} />
          </div>
          <div>
            <label htmlFor={`${id}-hrv`} className="mb-1 block text-xs font-semibold">
              {t('checkIn.hrv')}
            </label>
            <input
              id={`${id}-hrv`}
              className="field-input h-10 py-1.5"
              inputMode="decimal"
              value={answers.hrv}
              onChange={(e) => setAnswers({ ...answers, hrv: e.target.value })}
              aria-invalid={errors.hrvMs ? true : undefined}
            />
            <FieldMessage id={`${id}-hrv-error`} message={errors.hrvMs} />
          </div>
        </div>
      )}
      <button
        type="submit"
        className={buttonClass('primary', 'md')}
        disabled={save.isPending}
        data-testid="check-in-save"
      >
        {t('checkIn.save')}
      </button>
    </form>
  );
}
