import type { SummaryPeriod } from '@domestique/coach';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveSummaryEmailSettings, useSummaryEmailSettings } from '../api/summary-emails.ts';

const KINDS: readonly SummaryPeriod[] = ['week', 'month'];

/** Settings → Summary e-mails: the weekly and the monthly one, each on or off (both on by default). */
export function SummaryEmailSettings() {
  const { t } = useTranslation('summaries');
  const id = useId();
  const settings = useSummaryEmailSettings();
  const save = useSaveSummaryEmailSettings();
  const toggle = (kind: SummaryPeriod, on: boolean) =>
    save.mutate({ [kind]: on }, { onError: () => toast.error(t('emails.saveFailed')) });
  return (
    <section
      className="card space-y-4 p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
      data-testid="summary-emails"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('emails.title')}
        </h2>
        <p className="text-sm text-muted">{t('emails.hint')}</p>
      </div>
      {settings.data ? (
        <div className="space-y-3">
          {KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-lime-deep dark:accent-lime"
                checked={settings.data[kind]}
                disabled={save.isPending}
                onChange={(e) => toggle(kind, e.target.checked)}
                data-testid={`summary-email-${kind}`}
              />
              <span>
                <span className="font-semibold">{t(`emails.${kind}`)}</span>
                <span className="block text-muted">{t(`emails.${kind}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('emails.loadFailed')}
        </p>
      ) : (
        <div className="skeleton h-16 w-full" aria-hidden="true" />
      )}
    </section>
  );
}
