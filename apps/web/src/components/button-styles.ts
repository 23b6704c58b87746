/** Shared button looks, so links and buttons that act alike look alike. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[background-color,color,border-color,transform,box-shadow] duration-150 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-50 disabled:active:translate-y-0 select-none';

const variants = {
  primary:
    'bg-lime text-ink shadow-[0_8px_24px_-12px_rgb(150_190_20/0.9)] hover:bg-[#d6f764] disabled:hover:bg-lime',
  secondary: 'border border-line bg-surface text-fg hover:border-fg/40 hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  dark: 'bg-ink text-paper hover:bg-ink/85 dark:bg-paper dark:text-ink dark:hover:bg-paper/85',
  danger: 'border border-danger/40 bg-surface text-danger hover:bg-danger/10',
} as const;

const sizes = {
  sm: 'h-9 px-4 text-sm',
  md: 'min-h-11 px-5 py-2 text-[0.95rem] text-center',
  lg: 'min-h-13 px-7 py-3 text-base text-center leading-tight',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
