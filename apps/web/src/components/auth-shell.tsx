import { type ReactNode, useRef } from 'react';
import { useHeaderClearance } from './header-clearance.ts';
import { LanguageSelect } from './language-select.tsx';
import { LocalizedLink } from './localized-link.tsx';
import { Wordmark } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** Focused layout for auth screens: brand on a striped panel, the form on a card. */
export function AuthShell({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const header = useRef<HTMLElement>(null);
  useHeaderClearance(header);
  return (
    <div className="flex min-h-dvh flex-col">
      <header
        ref={header}
        data-page-header
        className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        <LocalizedLink to="/" className="rounded-lg">
          <Wordmark compact />
        </LocalizedLink>
        <div className="flex items-center gap-2">
          <LanguageSelect />
          <ThemeToggle />
        </div>
      </header>
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 grid-cols-1 items-start gap-10 px-4 pt-6 pb-16 sm:px-6 lg:grid-cols-[1fr_28rem] lg:items-center"
      >
        {aside ? <div className="hidden lg:block">{aside}</div> : <div className="hidden lg:block" />}
        <div className="w-full min-w-0">{children}</div>
      </main>
    </div>
  );
}
