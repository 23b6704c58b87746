import { EARLIEST_FTP_DAY, type FtpChangeEffect } from '@domestique/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { formatDate, formatNumber } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddFtpEntry } from '../api/add-ftp-entry.ts';

/** Today as the rider's browser sees it (YYYY-MM-DD): the default day and the latest one the picker offers. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Settings → FTP: an FTP with the day it took effect (today by default, back-dated for the years before). The rides
 * from that day until the next FTP re-score; the reply says how many, and whether it became today's FTP.
 */
export function FtpDatedEntry() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const id = useId();
  const add = useAddFtpEntry();
  const [watts, setWatts] = useState('');
  const [day, setDay] = useState(today);
  const [errors, setErrors] = useState<{ ftpW?: string; effectiveDate?: string }>({});

  /** The first and last re-scored rides by date ("" when none was). */
  const rescoredRides = (rescored: FtpChangeEffect['rescored']): string => {
    if (rescored.count === 0 || !rescored.firstStart || !rescored.lastStart) return '';
    const first = formatDate(rescored.firstStart, language);
    const last = formatDate(rescored.lastStart, language);
    return first === last ? t('ftp.rescoredOne', { first }) : t('ftp.rescoredSpan', { first, last });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const n = Number(watts.replace(',', '.'));
    add.mutate(
      { ftpW: watts.trim() === '' ? Number.NaN : n, effectiveDate: day },
      {
        onSuccess: (saved) => {
          setWatts('');
          const { rescored, becomesCurrent } = saved.effect;
          toast.success(
            [
              t('ftp.saved', {
                value: formatNumber(saved.entry.ftpW, language),
                date: formatDate(day, language),
              }),
              t('ftp.rescored', { count: rescored.count, rides: formatNumber(rescored.count, language) }),
              // which rides: a count alone does not tell the rider whether the ride they had in mind was among them
              rescoredRides(rescored),
              becomesCurrent ? t('ftp.nowCurrent') : t('ftp.notCurrent', { value: saved.currentFtpW ?? '' }),
            ]
              .filter(Boolean)
              .join(' '),
          );
        },
        onError: (error) => {
          if (error instanceof HttpError && Object.keys(error.fields).length > 0) {
            setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.message])));
          } else toast.error(t('toasts.unexpected'));
        },
      },
    );
  };

  const field = (name: 'ftpW' | 'effectiveDate') =>
    errors[name] ? (
      <p
        id={`${id}-${name}-error`}
        className="mt-1 text-sm text-danger"
        role="alert"
        data-testid={`ftp-${name}-error`}
      >
        {errors[name]}
      </p>
    ) : null;

  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-labelledby={`${id}-title`} data-testid="ftp-dated">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('ftp.title')}
        </h2>
        <p className="text-sm text-muted">{t('ftp.hint')}</p>
      </div>
      <form className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={`${id}-watts`} className="mb-1.5 block text-sm font-semibold">
            {t('ftp.watts')}
          </label>
          <input
            id={`${id}-watts`}
            className="field-input"
            inputMode="numeric"
            value={watts}
            onChange={(e) => setWatts(e.target.value)}
            aria-invalid={errors.ftpW ? true : undefined}
            aria-describedby={errors.ftpW ? `${id}-ftpW-error` : undefined}
            data-testid="ftp-dated-watts"
          />
          {field('ftpW')}
        </div>
        <div>
          <label htmlFor={`${id}-day`} className="mb-1.5 block text-sm font-semibold">
            {t('ftp.from')}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            className="field-input"
            value={day}
            min={EARLIEST_FTP_DAY}
            max={today()}
            onChange={(e) => setDay(e.target.value)}
            aria-invalid={errors.effectiveDate ? true : undefined}
            aria-describedby={errors.effectiveDate ? `${id}-effectiveDate-error` : undefined}
            data-testid="ftp-dated-day"
          />
          {field('effectiveDate')}
        </div>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={add.isPending}>
          {t('ftp.add')}
        </button>
      </form>
      <p className="text-sm text-muted">
        {t('ftp.rule')}{' '}
        <LocalizedLink to="/progress" className="text-brand-fg underline">
          {t('ftp.history')}
        </LocalizedLink>
      </p>
    </section>
  );
}
