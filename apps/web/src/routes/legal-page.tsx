import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PublicShell } from './public-shell.tsx';

type Section = { id: string; title: string; paragraphs: string[]; items?: string[] };

/**
 * Privacy (9 sections + contact) and Terms (13 sections) share one layout: a contents list and numbered sections.
 * `extras` adds, after a section's text, what lib/capabilities.ts renders (the service as it is today, what each
 * connection reads and sends), so the legal pages describe the same product as the rest of the site.
 */
export function LegalPage({
  namespace,
  extras = {},
}: {
  namespace: 'privacy' | 'terms';
  extras?: Record<string, ReactNode>;
}) {
  const { t } = useTranslation(namespace);
  usePageMeta(t('meta.title'), t('meta.description'));
  const sections = t('sections', { returnObjects: true }) as Section[];
  const contact = t('contact', { returnObjects: true }) as { title: string; paragraphs: string[] } | string;
  return (
    <PublicShell>
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-12">
        <nav aria-labelledby="toc-title" className="hidden lg:block">
          <div className="sticky top-24">
            <p id="toc-title" className="eyebrow text-muted">
              {t('title')}
            </p>
            <ol className="mt-4 space-y-2 border-l border-line text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent pl-3 text-muted hover:border-lime hover:text-fg"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-3 text-sm font-medium text-muted" data-testid="last-updated">
            {t('lastUpdated')}
          </p>
          <p className="mt-6 text-lg">{t('intro')}</p>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="mt-10 scroll-mt-24"
              data-testid="legal-section"
            >
              <h2 className="text-2xl font-bold">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 text-muted marker:text-brand-fg">
                  {section.items.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              )}
              {extras[section.id]}
            </section>
          ))}
          {typeof contact === 'object' && contact && (
            <section id="contact-details" className="mt-10 rounded-2xl bg-surface-2 p-6">
              <h2 className="text-2xl font-bold">{contact.title}</h2>
              {contact.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 text-muted">
                  {paragraph}
                </p>
              ))}
            </section>
          )}
          <BackHomeLink label={t('backHome')} className="mt-10" />
        </article>
      </div>
    </PublicShell>
  );
}
