import type { StrengthSessionDetail } from '@domestique/contract';
import { CalendarCheck, Dumbbell, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormField } from '../../../components/form-field.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { formatDate, formatNumber, formatShortDuration } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteStrengthLog } from '../api/delete-strength-log.ts';
import { useLogStrength } from '../api/log-strength.ts';

/** CR-10 points the log offers (the server takes whole points 1–10). */
export const RPE_POINTS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/** Today in the browser's calendar, `YYYY-MM-DD` (the server checks it against the profile's time zone). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function Exercises({ session }: { session: StrengthSessionDetail }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  return (
    <ol className="space-y-2" data-testid="strength-exercises">
      {session.exercises.map((e, i) => {
        const sets = formatNumber(e.sets, language);
        const amount =
          e.reps !== null
            ? t(e.perSide ? 'strength.repsPerSide' : 'strength.reps', {
                sets,
                reps: formatNumber(e.reps, language),
              })
            : t(e.perSide ? 'strength.holdPerSide' : 'strength.hold', {
                sets,
                seconds: formatNumber(e.holdS ?? 0, language),
              });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a session's exercises are fixed, in order
          <li key={i} className="rounded-2xl border border-line p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{e.name}</span>
              <span className="text-sm tabular-nums">
                {amount}{' '}
                <span className="text-muted">
                  · {t('strength.rest', { value: formatShortDuration(e.restS) })}
                </span>
              </span>
            </p>
            <p className="mt-1 text-sm text-muted">{e.cue}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** "Log as done": the day, the actual minutes and how hard it felt; its estimated load joins that day's load. */
function LogForm({ session }: { session: StrengthSessionDetail }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const id = useId();
  const log = useLogStrength(session.id, language);
  const [date, setDate] = useState(localToday);
  const [minutes, setMinutes] = useState(String(Math.round(session.durationS / 60)));
  const [rpe, setRpe] = useState(String(session.rpe));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const durationS = Math.round(Number(minutes) * 60);
    try {
      const saved = await log.mutateAsync({ date, durationS, rpe: Number(rpe) });
      toast.success(
        t('strength.logSaved', {
          value: formatNumber(saved.tss, language),
          date: formatDate(saved.date, language),
        }),
      );
    } catch (error) {
      if (error instanceof HttpError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.message])));
      } else toast.error(t('strength.logFailed'));
    }
  };
  return (
    <form className="grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate data-testid="strength-log-form">
      <FormField
        id={`${id}-date`}
        label={t('strength.logDate')}
        type="date"
        value={date}
        max={localToday()}
        onChange={(e) => setDate(e.target.value)}
        error={errors.date}
      />
      <FormField
        id={`${id}-minutes`}
        label={t('strength.logMinutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={240}
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        error={errors.durationS}
      />
      <div>
        <label htmlFor={`${id}-rpe`} className="mb-1.5 block text-sm font-semibold">
          {t('strength.logRpe')}
        </label>
        <select
          id={`${id}-rpe`}
          className="field-input"
          value={rpe}
          onChange={(e) => setRpe(e.target.value)}
          aria-describedby={`${id}-rpe-hint`}
        >
          {RPE_POINTS.map((point) => (
            <option key={point} value={point}>
              {point} — {t(`strength.rpeLevels.${point}`)}
            </option>
          ))}
        </select>
        {errors.rpe && <p className="mt-1.5 text-sm font-medium text-danger">{errors.rpe}</p>}
      </div>
      <p id={`${id}-rpe-hint`} className="text-xs text-muted sm:col-span-3">
        {t('strength.loadHint')}
      </p>
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'sm:col-span-3 sm:justify-self-start')}
        disabled={log.isPending}
        data-testid="strength-log-submit"
      >
        <CalendarCheck className="size-4" aria-hidden="true" />
        {t('strength.logSubmit')}
      </button>
    </form>
  );
}

function Logs({ session }: { session: StrengthSessionDetail }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const remove = useDeleteStrengthLog();
  if (session.logs.length === 0) return <p className="text-sm text-muted">{t('strength.logsEmpty')}</p>;
  return (
    <ul className="space-y-2" data-testid="strength-logs">
      {session.logs.map((log) => (
        <li
          key={log.id}
          className="flex items-center justify-between gap-3 rounded-2xl bg-surface-2 px-3 py-2 text-sm"
        >
          <span className="tabular-nums">
            {t('strength.logItem', {
              date: formatDate(log.date, language),
              minutes: formatNumber(log.durationS / 60, language),
              rpe: formatNumber(log.rpe, language),
              tss: formatNumber(log.tss, language),
            })}
          </span>
          <button
            type="button"
            className={buttonClass('ghost', 'icon')}
            aria-label={t('strength.logDelete')}
            disabled={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync(log.id);
                toast.success(t('strength.logDeleted'));
              } catch {
                toast.error(t('strength.logFailed'));
              }
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A strength session's page body: why, what to do (exercises), logging it, and when it was done. */
export function StrengthView({ session }: { session: StrengthSessionDetail }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-2">
        {(
          [
            [
              'duration',
              t('numbers.duration'),
              t('strength.minutes', { value: formatNumber(session.durationS / 60, language) }),
            ],
            ['rpe', t('strength.intendedRpe'), formatNumber(session.rpe, language)],
            [
              'load',
              t('strength.estimatedLoad'),
              t('strength.load', { value: formatNumber(session.load.tss, language) }),
            ],
          ] as const
        ).map(([key, label, value]) => (
          <div key={key} className="min-w-0 rounded-2xl bg-surface-2 p-3">
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="mt-1 font-display text-base font-black whitespace-nowrap tabular-nums sm:text-lg">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section className="card p-4 sm:p-5" aria-labelledby="strength-purpose">
        <h2 id="strength-purpose" className="font-bold">
          {t('detail.purpose')}
        </h2>
        <p className="mt-1">{session.purpose}</p>
        <p className="mt-2 text-sm text-muted">{session.description}</p>
      </section>
      <section className="card p-4 sm:p-5" aria-labelledby="strength-exercises-title">
        <h2 id="strength-exercises-title" className="mb-3 flex items-center gap-2 font-bold">
          <Dumbbell className="size-5 text-brand-fg" aria-hidden="true" />
          {t('strength.exercises')}
        </h2>
        <Exercises session={session} />
      </section>
      <section className="card p-4 sm:p-5" aria-labelledby="strength-log-title">
        <h2 id="strength-log-title" className="mb-3 font-bold">
          {t('strength.logTitle')}
        </h2>
        <LogForm session={session} />
        <h3 className="mt-5 mb-2 text-sm font-bold">{t('strength.logsTitle')}</h3>
        <Logs session={session} />
      </section>
    </div>
  );
}
