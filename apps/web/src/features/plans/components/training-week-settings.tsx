import type { Profile, ProfileInput } from '@domestique/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { HttpError } from '../../../lib/http.ts';
import { useSaveProfile } from '../../../lib/profile/put-profile.ts';
import { toast } from '../../../lib/toast.ts';
import { WEEKDAY_ORDER, type Weekday } from '../plan-dates.ts';
import { riderWeek, type WizardAnswers } from '../wizard-answers.ts';
import { FieldMessage } from './field-bits.tsx';
import { WizardDays } from './wizard-days.tsx';

/** The browser's IANA time zones (the server checks the name again); the rider's own first when it is missing. */
function timeZones(current: string | null): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return current && !all.includes(current) ? [current, ...all] : all;
}

/** The profile as PUT /api/profile takes it, with the rider's week (zone, hours, days and their caps) replaced. */
export function withTrainingWeek(
  profile: Profile,
  week: { timezone: string | null; weeklyHours: number | null; days: WizardAnswers['days'] },
): ProfileInput {
  const on: Weekday[] = WEEKDAY_ORDER.filter((d) => week.days[d].on);
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
    available_days: on.length ? on : null,
    day_caps: on.length ? Object.fromEntries(on.map((d) => [d, week.days[d].maxMinutes * 60])) : null,
  };
}

/**
 * Settings → Training week: the rider's time zone (it decides which day is "today" for the plan), weekly hours and
 * riding days with the longest they can train on each — the week the plan uses (a plan writes its week into the
 * profile) and the one the wizard starts from. The active plan is re-planned from today when hours, days or a cap
 * change, and says so in its change log.
 */
export function TrainingWeekSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('plans');
  const id = useId();
  const save = useSaveProfile();
  const changed = useAfterPlanChange();
  const zones = useMemo(() => timeZones(profile.timezone), [profile.timezone]);
  const [timezone, setTimezone] = useState(profile.timezone ?? '');
  const [hours, setHours] = useState(profile.weekly_hours ? String(profile.weekly_hours) : '');
  // the profile's days with their caps; with none set, no day is ticked (each offers the default cap)
  const [days, setDays] = useState<WizardAnswers['days']>(() => {
    const week = riderWeek(profile, profile.experience_level);
    if (profile.available_days?.length) return week.days;
    return Object.fromEntries(
      WEEKDAY_ORDER.map((d) => [d, { ...week.days[d], on: false }]),
    ) as WizardAnswers['days'];
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
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
          {/* the select keeps 12rem: at 360 px the "use detected" button wraps below it instead of squeezing it */}
          <div className="flex flex-wrap gap-2">
            <select
              id={`${id}-tz`}
              className="field-input min-w-48 flex-1"
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
          <p className="mt-1.5 text-sm text-muted" data-testid="timezone-hint">
            {t('settings.timezoneHint')}
          </p>
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
        <WizardDays
          days={days}
          onChange={setDays}
          error={errors.available_days ?? Object.entries(errors).find(([k]) => k.startsWith('day_caps'))?.[1]}
        />
        <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending}>
          {t('settings.save')}
        </button>
      </form>
    </section>
  );
}
