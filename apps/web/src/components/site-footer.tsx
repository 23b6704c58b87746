import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../i18n/i18n.ts';
import { LocalizedLink } from './localized-link.tsx';
import { LogoMark } from './logo.tsx';
import { SocialIcon, type SocialNetwork } from './social-icons.tsx';

export const SOCIAL_LINKS: Record<SocialNetwork, string> = {
  twitter: 'https://x.com/domestiqueapp',
  instagram: 'https://www.instagram.com/domestiqueapp',
  linkedin: 'https://www.linkedin.com/company/domestiqueapp',
  facebook: 'https://www.facebook.com/domestiqueapp',
};

const linkClass = 'rounded text-sm text-muted underline-offset-4 hover:text-fg hover:underline';

/** Spec §2 Home footer: Company (About Us, Contact mailto), Legal, social links and the newsletter box. */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <footer className="mt-24 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_0.8fr_0.8fr_1.6fr]">
        <div>
          <LocalizedLink to="/" className="inline-flex items-center gap-2.5 rounded-lg">
            <LogoMark className="size-9" />
            <span className="font-display text-lg font-extrabold">Domestique</span>
          </LocalizedLink>
          <p className="mt-3 max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
          <h2 className="sr-only">{t('footer.social.title')}</h2>
          <ul className="mt-5 flex gap-2" aria-label={t('footer.social.title')}>
            {(Object.keys(SOCIAL_LINKS) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a
                  href={SOCIAL_LINKS[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${network}`)}
                  className="grid size-10 place-items-center rounded-full border border-line text-muted transition-colors hover:border-fg/40 hover:text-fg"
                >
                  <SocialIcon network={network} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="eyebrow text-fg">
            {t('footer.company.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <LocalizedLink to="/about" className={linkClass}>
                {t('footer.company.about')}
              </LocalizedLink>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                {t('footer.company.contact')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="eyebrow text-fg">
            {t('footer.legal.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <LocalizedLink to="/privacy" className={linkClass}>
                {t('footer.legal.privacy')}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/terms" className={linkClass}>
                {t('footer.legal.terms')}
              </LocalizedLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter" className="rounded-2xl bg-surface-2 p-5">
          <h2 id="footer-newsletter" className="font-display text-lg font-bold">
            {t('footer.newsletter.title')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">{t('footer.newsletter.text')}</p>
          {newsletter}
        </section>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted sm:px-6">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
