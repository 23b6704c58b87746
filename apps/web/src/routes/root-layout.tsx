import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';

export function RootLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-lime px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
