import { ArrowLeft } from 'lucide-react';
import { buttonClass } from './button-styles.ts';
import { LocalizedLink } from './localized-link.tsx';

export function BackHomeLink({ label, className = '' }: { label: string; className?: string }) {
  return (
    <LocalizedLink to="/" className={buttonClass('secondary', 'md', className)} data-testid="back-home">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </LocalizedLink>
  );
}
