import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';

/** Spec §2: any other path shows 'Oops! Page not found' with a link home; the path is logged. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  usePageMeta(t('notFound.metaTitle'), t('notFound.metaDescription'));
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main id="main" className="kit-stripes grid min-h-dvh place-items-center px-4">
      <div className="card max-w-md px-8 py-10 text-center">
        <Compass className="mx-auto size-10 text-brand-fg" aria-hidden="true" />
        <p className="mt-4 font-display text-6xl font-black tracking-tight">404</p>
        <h1 className="mt-2 text-xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-2 text-muted">{t('notFound.text')}</p>
        <LocalizedLink to="/" className={buttonClass('primary', 'md', 'mt-6')}>
          {t('notFound.home')}
        </LocalizedLink>
      </div>
    </main>
  );
}

export default NotFoundPage;
