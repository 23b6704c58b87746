import type { ReactNode } from 'react';

/** A titled card of a page (the ride, the workout, progress): an icon and a heading, an optional action, the content. */
export function Panel({
  title,
  icon,
  action,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card min-w-0 p-4 sm:p-6" aria-label={title} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2.5 text-lg font-bold">
          <span className="text-brand-fg">{icon}</span>
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
