import type { ReactNode } from 'react';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { useSession } from '../features/auth/api/get-session.ts';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';

/** Header, main landmark and footer shared by the marketing and legal pages. */
export function PublicShell({ children }: { children: ReactNode }) {
  // A signed-in rider reading the marketing pages gets the way to the dashboard, not "Sign in" / "Try it free".
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={Boolean(session.data)} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter newsletter={<NewsletterForm />} />
    </div>
  );
}
