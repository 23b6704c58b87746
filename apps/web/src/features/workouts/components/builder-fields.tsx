import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A compact labelled number input for the builder's rows, its error tied to it (aria-describedby). */
export function NumberInput({
  id,
  label,
  value,
  onChange,
  error,
  min,
  max,
  step,
  suffix,
  testId,
  className = '',
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  min?: number;
  max?: number;
  step?: number;
  suffix?: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        className="field-input h-10 py-1.5 tabular-nums"
        value={Number.isFinite(value) ? value : ''}
        min={min}
        max={max}
        step={step}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        data-testid={testId}
      />
      {suffix && <p className="mt-1 text-xs text-muted tabular-nums">{suffix}</p>}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p
      id={id}
      className="mt-1 flex items-start gap-1 text-xs font-medium text-danger"
      data-testid="builder-error"
    >
      <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {error}
    </p>
  );
}
