import {
  Activity,
  CalendarRange,
  Dumbbell,
  LayoutDashboard,
  MessageSquareText,
  TrendingUp,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLanguage } from '../i18n/language.ts';
import { LocalizedLink } from './localized-link.tsx';

const ITEMS = [
  { to: '/dashboard', key: 'nav.dashboard', short: 'nav.short.dashboard', icon: LayoutDashboard },
  { to: '/plans', key: 'nav.plan', short: 'nav.short.plan', icon: CalendarRange },
  { to: '/activities', key: 'nav.activities', short: 'nav.short.activities', icon: Activity },
  { to: '/progress', key: 'nav.progress', short: 'nav.short.progress', icon: TrendingUp },
  { to: '/workouts', key: 'nav.workouts', short: 'nav.short.workouts', icon: Dumbbell },
  // a tab from 1024 px only (a sixth does not fit a phone, nor Spanish's labels at 640 px): below, the dashboard's
  // latest-summary card links to every summary
  { to: '/summaries', key: 'nav.summaries', short: null, icon: MessageSquareText },
] as const;

/**
 * The signed-in sections, as a tab row under the header; the current one is marked for screen readers. On a phone the
 * five share the width equally, each an icon over a short label ("Entrenos" for es "Entrenamientos"): a row that
 * scrolled sideways hid the fifth tab at 360 px with nothing to say it was there. From 640 px, icon and full label
 * side by side. Both keep the 44 px height the header reserves while the session loads.
 */
export function AppNav() {
  const { t } = useTranslation('common');
  const current = stripLanguage(useLocation().pathname);
  return (
    <nav aria-label={t('nav.appNav')} className="border-t border-line/50">
      <ul className="mx-auto grid w-full max-w-6xl grid-cols-5 px-1 sm:flex sm:gap-1 sm:overflow-x-auto sm:px-4">
        {ITEMS.map(({ to, key, short, icon: Icon }) => {
          const active = current === to || current.startsWith(`${to}/`);
          return (
            <li key={to} className={short ? 'min-w-0 sm:shrink-0' : 'max-lg:hidden'}>
              <LocalizedLink
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`flex h-11 flex-col items-center justify-center gap-0.5 border-b-2 px-0.5 text-[11px] leading-tight font-semibold whitespace-nowrap transition-colors sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm ${
                  active ? 'border-brand-fg text-fg' : 'border-transparent text-muted hover:text-fg'
                }`}
                data-testid={`nav-${to.slice(1)}`}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {short && <span className="sm:hidden">{t(short)}</span>}
                <span className="max-sm:hidden">{t(key)}</span>
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
