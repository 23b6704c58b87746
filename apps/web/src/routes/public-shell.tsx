import type { ReactNode } from 'react';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';

/** Header, main landmark and footer shared by the marketing and legal pages. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter newsletter={<NewsletterForm />} />
    </div>
  );
}
