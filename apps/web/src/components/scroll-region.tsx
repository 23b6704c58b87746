import { MoveHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Which sides still hide content, px tolerance for sub-pixel widths. */
function hiddenSides(element: HTMLElement): { left: boolean; right: boolean } {
  const max = element.scrollWidth - element.clientWidth;
  return { left: element.scrollLeft > 1, right: max - element.scrollLeft > 1 };
}

/**
 * A box that scrolls sideways on its own (wide tables on a phone) instead of the page. Keyboard users must be able to
 * reach and scroll it, so it takes focus and carries a name (WCAG 2.1.1, axe scrollable-region-focusable). When its
 * content is wider than the screen, it says so ("Swipe sideways…") and fades the edge that hides columns: a table cut
 * at "Avg powe" with no sign it scrolls reads as a broken table.
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
  const { t } = useTranslation('common');
  const ref = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setHidden((current) => {
        const next = hiddenSides(element);
        return next.left === current.left && next.right === current.right ? current : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  const overflows = hidden.left || hidden.right;
  return (
    <div className="min-w-0">
      {overflows && (
        <p className="mb-2 flex items-center gap-1.5 text-xs text-muted" data-testid="scroll-hint">
          <MoveHorizontal className="size-4 shrink-0" aria-hidden="true" />
          {t('scrollHint')}
        </p>
      )}
      <div className="relative">
        <section
          ref={ref}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
          tabIndex={0}
          aria-label={label}
          className={`overflow-x-auto ${className}`}
          data-testid={testId}
          data-overflows={overflows}
        >
          {children}
        </section>
        {hidden.right && (
          <div
            className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-surface to-transparent"
            aria-hidden="true"
            data-testid="scroll-fade"
          />
        )}
      </div>
    </div>
  );
}
