import { Settings } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppNav } from '../components/app-nav.tsx';
import { buttonClass } from '../components/button-styles.ts';
import { useHeaderClearance } from '../components/header-clearance.ts';
import { LanguageSelect } from '../components/language-select.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { LogoMark } from '../components/logo.tsx';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { useSession } from '../features/auth/api/get-session.ts';
import { SignOutButton } from '../features/auth/components/sign-out-button.tsx';
import { useSaveInterfaceLanguage } from '../features/profile/api/put-language.ts';
import { i18n } from '../i18n/i18n.ts';
import type { UiLanguage } from '../i18n/language.ts';
import { useProfile } from '../lib/profile/get-profile.ts';
import { useBrowserTimeZone } from '../lib/profile/time-zone.ts';
import { toast } from '../lib/toast.ts';

/** Header of the signed-in area: brand → dashboard, language, theme, settings and sign out. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const signedIn = Boolean(session.data);
  const saveLanguage = useSaveInterfaceLanguage();
  const header = useRef<HTMLElement>(null);
  useHeaderClearance(header);
  // the first signed-in page of a rider without a time zone saves the browser's (Settings says so and can change it)
  useBrowserTimeZone(useProfile({ enabled: signedIn }).data);
  // A signed-in rider's choice is kept in the profile: it outlives a reload and wins over the stored language.
  const chooseLanguage = (language: UiLanguage) =>
    saveLanguage.mutate(language, {
      onError: () => toast.error(i18n.t('common:language.saveFailed')),
    });
  return (
    <div className="flex min-h-dvh flex-col">
      <header
        ref={header}
        data-page-header
        className="sticky top-0 z-40 border-b border-line/70 bg-canvas/85 backdrop-blur-md"
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <LocalizedLink
            to={signedIn ? '/dashboard' : '/'}
            className="flex items-center gap-2.5 rounded-lg"
            aria-label={t('nav.dashboard')}
          >
            <LogoMark />
            <span className="hidden font-display text-lg font-extrabold tracking-tight sm:inline">
              Domestique
            </span>
          </LocalizedLink>
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguageSelect className="max-sm:w-[9rem]" onChoose={signedIn ? chooseLanguage : undefined} />
            <ThemeToggle />
            {/* Settings and sign-out are icons below 768 px, as on a phone: from 640 px their labels beside the
                logo, the language and the theme crowded the bar (es "Cerrar sesión" wrapped to two lines). */}
            {signedIn && (
              <>
                <LocalizedLink
                  to="/settings"
                  className={buttonClass('ghost', 'icon', 'md:hidden')}
                  aria-label={t('nav.settings')}
                >
                  <Settings className="size-5" aria-hidden="true" />
                </LocalizedLink>
                <LocalizedLink
                  to="/settings"
                  className={buttonClass('ghost', 'sm', 'whitespace-nowrap max-md:hidden')}
                  data-testid="settings-link"
                >
                  <Settings className="size-4" aria-hidden="true" />
                  {t('nav.settings')}
                </LocalizedLink>
                <span className="md:hidden">
                  <SignOutButton compact />
                </span>
                <span className="whitespace-nowrap max-md:hidden">
                  <SignOutButton />
                </span>
              </>
            )}
          </div>
        </div>
        {signedIn && <AppNav />}
        {/* Same height as the tabs while the session loads, so the page below doesn't jump when they appear. */}
        {session.isPending && <div className="h-11 border-t border-line/50" aria-hidden="true" />}
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
