import { LayoutDashboard, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from './button-styles.ts';
import { useHeaderClearance } from './header-clearance.ts';
import { LanguageSelect } from './language-select.tsx';
import { LocalizedLink } from './localized-link.tsx';
import { Wordmark } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * Public header (spec §2 Home): brand, language selector, theme and a mobile menu — no navigation links. The only link
 * besides the brand is the way back in: "Sign in" for a returning rider (new riders get the hero's call to action, and
 * "Try it free" in the mobile menu), or "Dashboard" for a rider who is signed in already.
 */
export function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);
  useHeaderClearance(header);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header
      ref={header}
      data-page-header
      className="sticky top-0 z-40 border-b border-line/70 bg-canvas/85 backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <LocalizedLink to="/" className="rounded-lg" aria-label={t('nav.homeAria')}>
          <Wordmark />
        </LocalizedLink>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSelect />
          <ThemeToggle />
          {/* One way in for returning riders; the call to action for new ones is the hero's (spec §2). */}
          {signedIn ? (
            <LocalizedLink
              to="/dashboard"
              className={buttonClass('secondary', 'sm')}
              data-testid="header-dashboard"
            >
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {t('nav.dashboard')}
            </LocalizedLink>
          ) : (
            <LocalizedLink to="/auth" className={buttonClass('ghost', 'sm')} data-testid="header-sign-in">
              {t('nav.signIn')}
            </LocalizedLink>
          )}
        </div>
        <button
          type="button"
          className={`${buttonClass('ghost', 'icon')} md:hidden`}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
          data-testid="mobile-menu-button"
        >
          {open ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      <div
        id={menuId}
        hidden={!open}
        className="border-t border-line bg-canvas md:hidden"
        data-testid="mobile-menu"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4">
          <div className="flex items-center justify-between gap-3">
            <LanguageSelect className="flex-1" />
            <ThemeToggle />
          </div>
          {signedIn ? (
            <LocalizedLink
              to="/dashboard"
              className={buttonClass('primary', 'md', 'w-full')}
              data-testid="menu-dashboard"
            >
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {t('nav.dashboard')}
            </LocalizedLink>
          ) : (
            <>
              <LocalizedLink to="/auth" className={buttonClass('secondary', 'md', 'w-full')}>
                {t('nav.signIn')}
              </LocalizedLink>
              <LocalizedLink to="/trial" className={buttonClass('primary', 'md', 'w-full')}>
                {t('nav.tryFree')}
              </LocalizedLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
