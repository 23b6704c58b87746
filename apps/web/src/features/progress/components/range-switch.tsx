/** A small segmented control: a group of toggle buttons, the current one pressed. */
export function RangeSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <fieldset
      className="inline-flex max-w-full flex-wrap rounded-full border border-line bg-surface-2 p-1"
      data-testid={testId}
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold transition-colors ${
              active ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'
            }`}
            data-value={option.value}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
