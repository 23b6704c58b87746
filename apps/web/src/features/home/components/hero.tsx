import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';

/** A decorative ride profile: elevation in the background, the power line riding over it. */
function RideIllustration() {
  return (
    <div
      className="relative overflow-hidden rounded-[1.75rem] bg-ink p-5 text-paper shadow-2xl ring-1 ring-white/10 sm:p-7"
      aria-hidden="true"
    >
      <div className="kit-stripes absolute inset-y-0 right-0 w-1/3 opacity-60" />
      <div className="relative flex items-baseline justify-between font-mono text-xs text-paper/60">
        <span>FTP 268 W</span>
        <span>4.0 W/kg</span>
      </div>
      <svg viewBox="0 0 320 170" className="relative mt-4 w-full" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="hero-elev" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#c8f03c" stopOpacity="0.35" />
            <stop offset="1" stopColor="#c8f03c" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path
          d="M0 150 L40 132 L75 138 L110 96 L150 70 L185 88 L220 44 L255 60 L290 30 L320 40 L320 170 L0 170 Z"
          fill="url(#hero-elev)"
        />
        <path
          d="M0 150 L40 132 L75 138 L110 96 L150 70 L185 88 L220 44 L255 60 L290 30 L320 40"
          fill="none"
          stroke="#c8f03c"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path
          d="M0 110 H60 V80 H100 V112 H140 V66 H180 V112 H220 V58 H262 V112 H320"
          fill="none"
          stroke="#ff6a3d"
          strokeWidth="2.5"
          strokeDasharray="0"
          opacity="0.9"
        />
        {[80, 160, 240].map((x) => (
          <line key={x} x1={x} x2={x} y1="0" y2="170" stroke="white" strokeOpacity="0.06" />
        ))}
      </svg>
      <div className="relative mt-4 grid grid-cols-3 gap-2 font-mono text-[0.7rem] text-paper/70">
        <span className="rounded-lg bg-white/5 px-2 py-1.5">Z2 · 45′</span>
        <span className="rounded-lg bg-ember/20 px-2 py-1.5 text-[#ffb59c]">4×8′ Z4</span>
        <span className="rounded-lg bg-lime/15 px-2 py-1.5 text-lime">TSS 72</span>
      </div>
    </div>
  );
}

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden">
      <div className="kit-stripes pointer-events-none absolute -top-24 -right-24 h-72 w-72 rotate-12 rounded-full opacity-50 blur-[1px]" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-8 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium">
            <span className="size-2 rounded-full bg-ember" aria-hidden="true" />
            {t('hero.badge')}
          </p>
          <h1 className="mt-5 text-[2.5rem] leading-[1.04] font-black tracking-tight sm:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LocalizedLink to="/trial" className={buttonClass('primary', 'lg')} data-testid="hero-cta">
              {t('hero.cta')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </LocalizedLink>
            <a href="#how-it-works" className={buttonClass('secondary', 'lg')}>
              {t('hero.secondaryCta')}
            </a>
          </div>
          <p className="mt-6 max-w-xl text-xs text-muted">{t('hero.disclaimer')}</p>
        </div>
        <RideIllustration />
      </div>
    </section>
  );
}
