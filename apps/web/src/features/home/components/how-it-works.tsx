import { Activity, CalendarRange, Download, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';

/** Spec §2's four steps; `status` says plainly which ones a rider can use today. */
export const HOW_IT_WORKS_STEPS = [
  { key: 'profile', Icon: UserRound, status: 'now' },
  { key: 'plans', Icon: CalendarRange, status: 'now' },
  { key: 'feedback', Icon: Activity, status: 'now' },
  { key: 'export', Icon: Download, status: 'soon' },
] as const;

/** The numbers of the steps a rider can use today, as the language lists them ("1 and 3", "1 e 3", "1 y 3"). */
export function availableStepNumbers(language: string): string {
  const numbers = HOW_IT_WORKS_STEPS.flatMap(({ status }, index) =>
    status === 'now' ? [String(index + 1)] : [],
  );
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(numbers);
}

export function HowItWorks() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-20 sm:px-6"
    >
      <div className="max-w-2xl">
        <h2 id="how-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('howItWorks.title')}
        </h2>
        <p className="mt-3 text-lg text-muted">
          {t('howItWorks.subtitle', { available: availableStepNumbers(language) })}
        </p>
      </div>
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_IT_WORKS_STEPS.map(({ key, Icon, status }, index) => (
          <li key={key} className="card relative p-6" data-testid={`step-${key}`}>
            <span className="absolute top-5 right-5 font-mono text-sm text-muted" aria-hidden="true">
              0{index + 1}
            </span>
            <span className="grid size-11 place-items-center rounded-xl bg-lime text-ink">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-bold">{t(`howItWorks.steps.${key}.title`)}</h3>
            <p
              className={`mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                status === 'now' ? 'bg-lime/25 text-fg ring-1 ring-lime-deep/30' : 'bg-surface-2 text-muted'
              }`}
              data-testid={`step-status-${key}`}
            >
              {t(`howItWorks.status.${status}`)}
            </p>
            <p className="mt-2 text-sm text-muted">{t(`howItWorks.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
