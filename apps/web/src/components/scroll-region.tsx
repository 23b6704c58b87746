import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways on its own (wide tables on a phone) instead of the page. Keyboard users must be able to
 * reach and scroll it, so it takes focus and carries a name (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
  testId,
}: {
  label: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section tabIndex={0} aria-label={label} className={`overflow-x-auto ${className}`} data-testid={testId}>
      {children}
    </section>
  );
}
