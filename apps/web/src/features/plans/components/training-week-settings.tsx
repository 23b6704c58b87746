import type { Profile, ProfileInput } from '@domestique/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { useSaveProfile } from '../../../lib/profile/put-profile.ts';
import { toast } from '../../../lib/toast.ts';
import { useAfterPlanChange } from '../api/plans-api.ts';
import { capitalized, WEEKDAY_ORDER, type Weekday, weekdayNames } from '../plan-dates.ts';
import { FieldMessage } from './field-bits.tsx';

/** The browser's IANA time zones (the server checks the name again); the rider's own first when it is missing. */
function timeZones(current: string | null): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return current && !all.includes(current) ? [current, ...all] : all;
}

/** The profile as PUT /api/profile takes it, with the coach's three fields replaced. */
export function withTrainingWeek(
  profile: Profile,
  week: { timezone: string | null; weeklyHours: number | null; days: Weekday[] },
): ProfileInput {
  return {
    name: profile.name,
    email: profile.email,
    age: profile.age,
    weight: profile.weight,
    weight_unit: profile.weight_unit,
    ftp: profile.ftp,
    knows_ftp: profile.knows_ftp,
    experience_level: profile.experience_level,
    primary_goal: profile.primary_goal,
    timezone: week.timezone,
    weekly_hours: week.weeklyHours,
    available_days: week.days.length ? week.days : null,
  };
}

/**
 * Settings → Training week: the rider's time zone (it decides which day is "today" for the plan), weekly hours and
 * riding days. The active plan is re-planned from today when hours or days change, and says so in its change log.
 */
export function TrainingWeekSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const id = useId();
  const save = useSaveProfile();
  const changed = useAfterPlanChange();
  const zones = useMemo(() => timeZones(profile.timezone), [profile.timezone]);
  const [timezone, setTimezone] = useState(profile.timezone ?? '');
  const [hours, setHours] = useState(profile.weekly_hours ? String(profile.weekly_hours) : '');
  const [days, setDays] = useState<Weekday[]>(profile.available_days ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const names = weekdayNames(language, 'long');
  const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const n = Number(hours.replace(',', '.'));
    const weeklyHours = hours.trim() === '' ? null : Number.isFinite(n) ? n : (hours as unknown as number);
    save.mutate(withTrainingWeek(profile, { timezone: timezone || null, weeklyHours, days }), {
      onSuccess: () => {
        changed();
        toast.success(t('settings.saved'));
      },
      onError: (error) => {
        if (error instanceof HttpError && Object.keys(error.fields).length) {
          setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.message])));
        } else toast.error(t('errors.generic'));
      },
    });
  };

  return (
    <section
      className="card space-y-4 p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
      data-testid="training-week"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('settings.weekTitle')}
        </h2>
        <p className="text-sm text-muted">{t('settings.weekHint')}</p>
      </div>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={`${id}-tz`} className="mb-1.5 block text-sm font-semibold">
            {t('settings.timezone')}
          </label>
          <div className="flex flex-wrap gap-2">
            <select
              id={`${id}-tz`}
              className="field-input min-w-0 flex-1"
              value={timezone}
              onChange={(e) => setTimezone(e.target.value)}
              aria-invalid={errors.timezone ? true : undefined}
              data-testid="timezone"
            >
              <option value="">{t('settings.timezoneUnset')}</option>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            {detected && detected !== timezone && (
              <button
                type="button"
                className={buttonClass('secondary', 'sm', 'h-11')}
                onClick={() => setTimezone(detected)}
              >
                {t('settings.useDetected', { zone: detected.replaceAll('_', ' ') })}
              </button>
            )}
          </div>
          <FieldMessage id={`${id}-tz-error`} message={errors.timezone} />
        </div>
        <div className="max-w-48">
          <label htmlFor={`${id}-hours`} className="mb-1.5 block text-sm font-semibold">
            {t('wizard.weeklyHours')}
          </label>
          <input
            id={`${id}-hours`}
            className="field-input"
            inputMode="decimal"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
            aria-invalid={errors.weekly_hours ? true : undefined}
            data-testid="settings-hours"
          />
          <FieldMessage id={`${id}-hours-error`} message={errors.weekly_hours} />
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-semibold">{t('wizard.days')}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAY_ORDER.map((d, i) => (
              <label key={d} className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3">
                <input
                  type="checkbox"
                  checked={days.includes(d)}
                  onChange={(e) =>
                    setDays(
                      e.target.checked
                        ? WEEKDAY_ORDER.filter((x) => x === d || days.includes(x))
                        : days.filter((x) => x !== d),
                    )
                  }
                />
                {capitalized(names[i] ?? d)}
              </label>
            ))}
          </div>
          <FieldMessage id={`${id}-days-error`} message={errors.available_days} />
        </fieldset>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending}>
          {t('settings.save')}
        </button>
      </form>
    </section>
  );
}
