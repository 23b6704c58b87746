import { Apple, ArrowRight, Check, ExternalLink, Rocket, Smartphone } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { buttonClass } from '../components/button-styles.ts';
import { CapabilityList } from '../components/capability-list.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { OnboardingCarousel } from '../features/trial/components/onboarding-carousel.tsx';
import { useLocalize } from '../i18n/use-language.ts';
import { capabilitiesWith } from '../lib/capabilities.ts';
import { PublicShell } from './public-shell.tsx';

export const REQUIREMENTS = ['beta', 'runner', 'devices'] as const;

export default function TrialPage() {
  const { t } = useTranslation('trial');
  const localize = useLocalize();
  usePageMeta(t('meta.title'), t('meta.description'));
  // Our PWA: the phone opens the launch page, from which it installs and signs in.
  const appUrl = `${window.location.origin}${localize('/launch')}`;
  // What works today and what is planned, never mixed, both from lib/capabilities.ts (the one list).
  const anyPlanned = capabilitiesWith('planned').length > 0;
  return (
    <PublicShell>
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p
            className="inline-flex items-center gap-2 rounded-full bg-lime px-3 py-1 text-sm font-semibold text-ink"
            data-testid="trial-badge"
          >
            {t('badge')}
          </p>
          <h1 className="mt-5 text-4xl font-black tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-4 text-lg text-muted">{t('subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LocalizedLink
              to="/auth?mode=signup"
              className={buttonClass('primary', 'lg')}
              data-testid="get-started"
            >
              {t('getStarted')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </LocalizedLink>
            <LocalizedLink to="/launch" className={buttonClass('secondary', 'lg')} data-testid="launch-app">
              <Rocket className="size-5" aria-hidden="true" />
              {t('launchApp')}
            </LocalizedLink>
          </div>
        </div>

        <div className="mt-16 grid gap-10 lg:grid-cols-[1.15fr_0.85fr]">
          <div className="min-w-0">
            <OnboardingCarousel />
          </div>
          <div className="min-w-0 space-y-6">
            <section aria-labelledby="open-title" className="card p-6">
              <h2 id="open-title" className="text-xl font-bold">
                {t('open.title')}
              </h2>
              <p className="mt-2 text-sm text-muted">{t('open.text')}</p>
              <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row">
                <div className="rounded-2xl bg-white p-3 ring-1 ring-line">
                  <QRCodeSVG
                    value={appUrl}
                    size={148}
                    level="M"
                    role="img"
                    aria-label={t('open.qrAlt')}
                    data-testid="qr-code"
                  />
                </div>
                <a href={appUrl} className={buttonClass('dark', 'md')} data-testid="open-link">
                  <ExternalLink className="size-4" aria-hidden="true" />
                  {t('open.link')}
                </a>
              </div>
            </section>
            <section aria-labelledby="req-title" className="card p-6">
              <h2 id="req-title" className="text-xl font-bold">
                {t('requirements.title')}
              </h2>
              <ul className="mt-4 space-y-3">
                {REQUIREMENTS.map((key) => (
                  <li key={key} className="flex gap-3 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-fg" aria-hidden="true" />
                    <span>{t(`requirements.items.${key}`)}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-5 grid gap-2 text-sm">
                <p className="flex gap-3 rounded-xl bg-surface-2 p-3">
                  <Apple className="size-4 shrink-0" aria-hidden="true" />
                  {t('requirements.ios')}
                </p>
                <p className="flex gap-3 rounded-xl bg-surface-2 p-3">
                  <Smartphone className="size-4 shrink-0" aria-hidden="true" />
                  {t('requirements.android')}
                </p>
              </div>
            </section>
          </div>
        </div>

        <section aria-labelledby="features-title" className="mt-16" id="features">
          <h2 id="features-title" className="text-2xl font-extrabold">
            {t('features.title')}
          </h2>
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            <div>
              <h3 className="text-lg font-bold">{t('features.now.title')}</h3>
              <CapabilityList status="available" testId="features-now" />
            </div>
            {anyPlanned && (
              <div>
                <h3 className="text-lg font-bold">{t('features.soon.title')}</h3>
                <CapabilityList status="planned" testId="features-soon" />
              </div>
            )}
          </div>
        </section>
        <BackHomeLink label={t('backHome')} className="mt-10" />
      </div>
    </PublicShell>
  );
}
