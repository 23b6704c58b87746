import type { UiLanguage } from '../i18n/language.ts';

/**
 * A language's flag (spec §3: a language has a code, a name and a flag) drawn as inline SVG: flag emoji are two
 * regional-indicator letters that only a colour-emoji font draws, and without one (Windows, many Linux desktops and
 * browsers in kiosk mode) they showed as empty boxes or bare letters. Simplified shapes, 3:2, decorative: the
 * language's name is always written beside it.
 */
export function LanguageFlag({ code, className = 'h-4 w-6' }: { code: UiLanguage; className?: string }) {
  return (
    <svg
      viewBox="0 0 60 40"
      className={`shrink-0 overflow-hidden rounded-sm ring-1 ring-line ${className}`}
      aria-hidden="true"
      focusable="false"
      data-testid={`flag-${code}`}
    >
      {FLAGS[code]}
    </svg>
  );
}

const FLAGS: Record<UiLanguage, React.ReactNode> = {
  // United Kingdom: blue field, white and red saltires, white and red crosses.
  en: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
    </>
  ),
  // Brazil: green field, yellow rhombus, blue globe.
  pt: (
    <>
      <rect width="60" height="40" fill="#009739" />
      <path d="M30 4 56 20 30 36 4 20Z" fill="#FEDD00" />
      <circle cx="30" cy="20" r="8.5" fill="#012169" />
    </>
  ),
  // Spain: red, yellow twice as tall, red.
  es: (
    <>
      <rect width="60" height="40" fill="#AA151B" />
      <rect y="10" width="60" height="20" fill="#F1BF00" />
    </>
  ),
};
