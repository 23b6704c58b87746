import { UNAVAILABLE_REASONS } from '@domestique/coach';
import type { PlanChangeView, UnavailableInput } from '@domestique/contract';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddUnavailable } from '../api/add-unavailable-days.ts';
import { useUnavailable } from '../api/list-unavailable-days.ts';
import { useRemoveUnavailable } from '../api/remove-unavailable-days.ts';
import { formatDay } from '../plan-dates.ts';
import { FieldMessage, serverFieldMessages } from './field-bits.tsx';

/**
 * Days the rider cannot ride (ill, travelling, other), a range at a time: the coach moves the key sessions off them and
 * drops the rest, each change with its sentence. Removing a range puts back what can still be put back.
 */
export function UnavailablePanel({
  today,
  onChanges,
}: {
  today: string;
  onChanges: (changes: PlanChangeView[]) => void;
}) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const id = useId();
  const list = useUnavailable();
  const add = useAddUnavailable(language);
  const remove = useRemoveUnavailable(language);
  const [input, setInput] = useState<UnavailableInput>({ from: today, to: today, reason: 'travel' });
  const errors = serverFieldMessages(add.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(input, {
      onSuccess: (saved) => onChanges(saved.changes),
      onError: (error) => {
        if (Object.keys(serverFieldMessages(error)).length === 0) toast.error(t('errors.generic'));
      },
    });
  };
  const upcoming = (list.data?.items ?? []).filter((r) => r.to >= today);
  return (
    <section className="card space-y-4 p-5" aria-labelledby={`${id}-title`} data-testid="unavailable-panel">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('unavailable.title')}
        </h2>
        <p className="text-sm text-muted">{t('unavailable.hint')}</p>
      </div>
      <form className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-semibold">
            {t('unavailable.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="field-input h-10 px-2 py-1.5 text-sm"
            value={input.from}
            min={today}
            onChange={(e) =>
              setInput({
                ...input,
                from: e.target.value,
                to: [input.to, e.target.value].sort()[1] ?? e.target.value,
              })
            }
            aria-invalid={errors.from ? true : undefined}
            data-testid="unavailable-from"
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-semibold">
            {t('unavailable.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="field-input h-10 px-2 py-1.5 text-sm"
            value={input.to}
            min={input.from}
            onChange={(e) => setInput({ ...input, to: e.target.value })}
            aria-invalid={errors.to ? true : undefined}
            data-testid="unavailable-to"
          />
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-xs font-semibold">
            {t('unavailable.reason')}
          </label>
          <select
            id={`${id}-reason`}
            className="field-input h-10 py-1.5"
            value={input.reason}
            onChange={(e) => setInput({ ...input, reason: e.target.value as UnavailableInput['reason'] })}
            data-testid="unavailable-reason"
          >
            {UNAVAILABLE_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`unavailable.reasons.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'sm', 'h-10')}
          disabled={add.isPending}
          data-testid="unavailable-add"
        >
          {t('unavailable.add')}
        </button>
        <div className="col-span-2 sm:col-span-4">
          <FieldMessage id={`${id}-error`} message={errors.from ?? errors.to ?? errors.reason} />
        </div>
      </form>
      {upcoming.length > 0 && (
        <ul className="divide-y divide-line" data-testid="unavailable-list">
          {upcoming.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-semibold">{t(`unavailable.reasons.${r.reason}`)}</span>{' '}
                {r.from === r.to
                  ? formatDay(r.from, language)
                  : t('unavailable.range', {
                      from: formatDay(r.from, language),
                      to: formatDay(r.to, language),
                    })}
              </span>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(r.id, {
                    onSuccess: (done) => onChanges(done.changes),
                    onError: () => toast.error(t('errors.generic')),
                  })
                }
                aria-label={t('unavailable.removeLabel', { from: formatDay(r.from, language) })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('unavailable.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
