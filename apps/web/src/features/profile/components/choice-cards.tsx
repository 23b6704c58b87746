import type { ReactNode } from 'react';

type Option<T extends string> = { value: T; label: string; description?: string; icon?: ReactNode };

type Props<T extends string> = {
  name: string;
  legend: string;
  legendHidden?: boolean;
  options: Option<T>[];
  value: T | '';
  onChange: (value: T) => void;
  columns?: string;
  error?: string | null | undefined;
  /** Icon above the label, centred: for narrow two-column choices such as the coach avatars. */
  stacked?: boolean;
};

/** Single choice as large tappable cards; real radio inputs underneath, so arrows and Tab work as expected. */
export function ChoiceCards<T extends string>({
  name,
  legend,
  legendHidden,
  options,
  value,
  onChange,
  columns = 'sm:grid-cols-2',
  error,
  stacked = false,
}: Props<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className={legendHidden ? 'sr-only' : 'mb-2 text-sm font-semibold'}>{legend}</legend>
      <div className={`grid gap-2.5 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer gap-3 rounded-2xl ${stacked ? 'flex-col items-center text-center' : 'items-start'} border border-line bg-surface p-4 transition-colors hover:border-fg/40 has-checked:border-lime-deep has-checked:bg-lime/15 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus dark:has-checked:border-lime`}
            data-testid={`option-${name}-${option.value}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon && <span className="shrink-0">{option.icon}</span>}
            <span className="min-w-0">
              <span className="block font-semibold">{option.label}</span>
              {option.description && (
                <span className="mt-0.5 block text-sm text-muted">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p
          id={errorId}
          className="mt-2 text-sm font-medium text-danger"
          role="alert"
          data-testid="field-error"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
