import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  hint,
  icon,
  testId,
  estimate = false,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
  testId: string;
  /** The value is an estimate, not a measurement: `data-estimate` marks it (the hint says why). */
  estimate?: boolean;
}) {
  return (
    <div className="card relative overflow-hidden p-5">
      <div className="flex items-center justify-between">
        <p className="eyebrow text-muted">{label}</p>
        <span className="grid size-9 place-items-center rounded-xl bg-surface-2 text-brand-fg">{icon}</span>
      </div>
      <p
        className="mt-3 font-display text-3xl font-black tracking-tight tabular-nums"
        data-testid={testId}
        data-estimate={estimate ? 'true' : undefined}
      >
        {value}
      </p>
      {hint && (
        <p className="mt-1 text-sm text-muted" data-testid={`${testId}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function StatCardSkeleton() {
  return (
    <div className="card p-5" aria-hidden="true">
      <div className="skeleton h-3 w-20" />
      <div className="skeleton mt-5 h-8 w-28" />
      <div className="skeleton mt-3 h-3 w-36" />
    </div>
  );
}
