import { Activity, CalendarRange, Download, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import {
  allAvailable,
  CAPABILITIES,
  type CapabilityId,
  type CapabilityStatus,
} from '../../../lib/capabilities.ts';

/**
 * Spec §2's four steps and the capabilities each one promises (lib/capabilities.ts): a step is "available now"
 * only when all of them are, so its badge cannot lag behind the product, or run ahead of it.
 */
export const HOW_IT_WORKS_STEPS = [
  { key: 'profile', Icon: UserRound, needs: ['profile'] },
  { key: 'plans', Icon: CalendarRange, needs: ['plans'] },
  { key: 'feedback', Icon: Activity, needs: ['rideImport', 'rideAnalysis', 'adaptation', 'checkIns'] },
  { key: 'export', Icon: Download, needs: ['workoutFiles', 'garmin', 'intervals'] },
] as const satisfies readonly { key: string; Icon: unknown; needs: readonly CapabilityId[] }[];

export const STEP_STATUSES = ['now', 'soon'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** Each step's badge, from the capability list (`from` lets a test pass a list where something is planned). */
export function stepStatuses(from: Record<CapabilityId, CapabilityStatus> = CAPABILITIES): StepStatus[] {
  return HOW_IT_WORKS_STEPS.map(({ needs }) => (allAvailable(needs, from) ? 'now' : 'soon'));
}

/**
 * The numbers of the steps a rider can use today, as the language lists them ("1 and 3", "1 e 3", "1 y 3"), or null
 * when every step works (the subtitle then says so instead).
 */
export function availableStepNumbers(statuses: readonly StepStatus[], language: string): string | null {
  if (statuses.every((status) => status === 'now')) return null;
  const numbers = statuses.flatMap((status, index) => (status === 'now' ? [String(index + 1)] : []));
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(numbers);
}

export function HowItWorks({
  capabilities = CAPABILITIES,
}: {
  capabilities?: Record<CapabilityId, CapabilityStatus>;
}) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const statuses = stepStatuses(capabilities);
  const available = availableStepNumbers(statuses, language);
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
          {available === null ? t('howItWorks.subtitleAll') : t('howItWorks.subtitle', { available })}
        </p>
      </div>
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_IT_WORKS_STEPS.map(({ key, Icon }, index) => {
          const status = statuses[index] ?? 'soon';
          return (
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
          );
        })}
      </ol>
    </section>
  );
}
