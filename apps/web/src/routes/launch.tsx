import { Laptop, Rocket, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { buttonClass } from '../components/button-styles.ts';
import { CapabilityList } from '../components/capability-list.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { capabilitiesWith } from '../lib/capabilities.ts';
import { PublicShell } from './public-shell.tsx';

export const INSTALL_TARGETS = [
  ['ios', Smartphone],
  ['android', Smartphone],
  ['desktop', Laptop],
] as const;

export default function LaunchPage() {
  const { t } = useTranslation('launch');
  usePageMeta(t('meta.title'), t('meta.description'));
  const steps = t('steps.items', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <PublicShell>
      <div className="mx-auto max-w-4xl px-4 pt-14 sm:px-6">
        <Rocket className="size-10 text-brand-fg" aria-hidden="true" />
        <h1 className="mt-4 text-4xl font-black tracking-tight sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted">{t('subtitle')}</p>
        <LocalizedLink
          to="/auth?mode=signup"
          className={buttonClass('primary', 'lg', 'mt-8')}
          data-testid="launch-cta"
        >
          {t('cta')}
        </LocalizedLink>

        <section aria-labelledby="status-title" className="card mt-12 border-l-4 border-l-ember p-6">
          <h2 id="status-title" className="text-xl font-bold">
            {t('status.title')}
          </h2>
          <p className="mt-2 text-muted">{t('status.intro')}</p>
          {/* What works and what is next come from lib/capabilities.ts, the list every public page reads. */}
          <CapabilityList status="available" variant="plain" testId="launch-available" />
          {capabilitiesWith('planned').length > 0 && (
            <>
              <h3 className="mt-5 font-bold">{t('status.next')}</h3>
              <CapabilityList status="planned" variant="plain" testId="launch-planned" />
            </>
          )}
        </section>

        <section aria-labelledby="steps-title" className="mt-12">
          <h2 id="steps-title" className="text-2xl font-extrabold">
            {t('steps.title')}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="card p-5">
                <span
                  className="grid size-9 place-items-center rounded-full bg-lime font-mono font-bold text-ink"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-bold">{step.title}</h3>
                <p className="mt-1.5 text-sm text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="install-title" className="mt-12">
          <h2 id="install-title" className="text-2xl font-extrabold">
            {t('install.title')}
          </h2>
          <ul className="mt-6 space-y-3">
            {INSTALL_TARGETS.map(([key, Icon]) => (
              <li key={key} className="flex gap-3 rounded-2xl bg-surface-2 p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-fg" aria-hidden="true" />
                <span>{t(`install.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <BackHomeLink label={t('backHome')} className="mt-10" />
      </div>
    </PublicShell>
  );
}
