import { LoaderCircle } from 'lucide-react';
import { i18n } from '../i18n/i18n.ts';

/** Full-area loading state (also the router's first-load fallback, so no hooks that could suspend). */
export function PageSpinner({ label }: { label?: string }) {
  const text = label ?? i18n.t('loading', { ns: 'common' });
  return (
    <div className="grid min-h-[50dvh] place-items-center" role="status" aria-live="polite" aria-busy="true">
      <div className="flex flex-col items-center gap-3 text-muted">
        <LoaderCircle className="size-8 animate-spin text-brand-fg" aria-hidden="true" />
        <span className={label ? 'text-sm' : 'sr-only'}>{text}</span>
      </div>
    </div>
  );
}
