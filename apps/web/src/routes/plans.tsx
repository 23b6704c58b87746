import { Bike, ClipboardList, Gauge, Smartphone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button-styles.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { AppShell } from './app-shell.tsx';

export const NOW_ITEMS = [
  { key: 'profile', Icon: UserRound, to: '/settings' },
  { key: 'ftp', Icon: Gauge, to: '/settings' },
  { key: 'install', Icon: Smartphone, to: '/launch' },
  { key: 'rides', Icon: Bike, to: '/activities' },
] as const;

/** Where 'Browse Plans' leads: plans are not built yet, and this page says so plainly. */
export default function PlansPage() {
  const { t } = useTranslation('plans');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <AppShell>
      <div className="mx-auto max-w-3xl">
        <div className="kit-stripes rounded-[2rem] bg-ink p-8 text-paper sm:p-10">
          <ClipboardList className="size-10 text-lime" aria-hidden="true" />
          <p className="eyebrow mt-5 text-lime">{t('badge')}</p>
          <h1 className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-paper/80">{t('text')}</p>
        </div>
        <h2 className="mt-10 text-2xl font-extrabold">{t('now.title')}</h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {NOW_ITEMS.map(({ key, Icon, to }) => (
            <li key={key} className="card flex flex-col p-5">
              <Icon className="size-6 text-brand-fg" aria-hidden="true" />
              <h3 className="mt-3 font-bold">{t(`now.items.${key}.title`)}</h3>
              <p className="mt-1 flex-1 text-sm text-muted">{t(`now.items.${key}.text`)}</p>
              <LocalizedLink
                to={to}
                className="mt-3 self-start text-sm font-semibold text-brand-fg underline-offset-4 hover:underline"
              >
                {t(`now.items.${key}.link`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
        <LocalizedLink to="/dashboard" className={buttonClass('secondary', 'md', 'mt-10')}>
          {t('backToDashboard')}
        </LocalizedLink>
      </div>
    </AppShell>
  );
}
