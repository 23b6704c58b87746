import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionDetails } from '../../../components/capability-list.tsx';

export const FAQ_ITEMS = ['expo', 'export', 'safety', 'devices', 'accuracy'] as const;
export type FaqItem = (typeof FAQ_ITEMS)[number];

/** Spec §4: one item open at a time; clicking the open item closes it. */
export function nextOpenItem(current: FaqItem | null, clicked: FaqItem): FaqItem | null {
  return current === clicked ? null : clicked;
}

export function FaqAccordion() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState<FaqItem | null>(null);
  const baseId = useId();
  return (
    <section id="faq" aria-labelledby={`${baseId}-title`} className="mx-auto max-w-3xl px-4 pt-24 sm:px-6">
      <h2 id={`${baseId}-title`} className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t('faq.title')}
      </h2>
      <div className="mt-10 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
        {FAQ_ITEMS.map((item) => {
          const expanded = open === item;
          const buttonId = `${baseId}-${item}-q`;
          const panelId = `${baseId}-${item}-a`;
          return (
            <div key={item} data-testid={`faq-${item}`}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen((current) => nextOpenItem(current, item))}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold transition-colors hover:bg-surface-2 sm:px-6"
                >
                  <span>{t(`faq.items.${item}.q`)}</span>
                  <ChevronDown
                    className={`size-5 shrink-0 text-muted transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`}
                    aria-hidden="true"
                  />
                </button>
              </h3>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-muted sm:px-6"
              >
                <p>{t(`faq.items.${item}.a`)}</p>
                {/* The connections that work today and what each reads and sends: the list the legal pages show. */}
                {item === 'devices' && <ConnectionDetails className="mt-3 text-sm" />}
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
