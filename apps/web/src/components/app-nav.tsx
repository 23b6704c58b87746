import { Activity, CalendarRange, Dumbbell, LayoutDashboard, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLanguage } from '../i18n/language.ts';
import { LocalizedLink } from './localized-link.tsx';

const ITEMS = [
  { to: '/dashboard', key: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/plans', key: 'nav.plan', icon: CalendarRange },
  { to: '/activities', key: 'nav.activities', icon: Activity },
  { to: '/progress', key: 'nav.progress', icon: TrendingUp },
  { to: '/workouts', key: 'nav.workouts', icon: Dumbbell },
] as const;

/** The signed-in sections, as a tab row under the header (fits 360 px; the current one is marked for screen readers). */
export function AppNav() {
  const { t } = useTranslation('common');
  const current = stripLanguage(useLocation().pathname);
  return (
    <nav aria-label={t('nav.appNav')} className="border-t border-line/50">
      <ul className="mx-auto flex w-full max-w-6xl gap-1 overflow-x-auto px-2 sm:px-4">
        {ITEMS.map(({ to, key, icon: Icon }) => {
          const active = current === to || current.startsWith(`${to}/`);
          return (
            <li key={to}>
              <LocalizedLink
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`flex h-11 items-center gap-1.5 border-b-2 px-2.5 text-sm sm:px-3 font-semibold whitespace-nowrap transition-colors ${
                  active ? 'border-brand-fg text-fg' : 'border-transparent text-muted hover:text-fg'
                }`}
                data-testid={`nav-${to.slice(1)}`}
              >
                <Icon className="size-4 max-[400px]:hidden" aria-hidden="true" />
                {t(key)}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
