import type { StrengthSessionSummary } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatNumber } from '../../../lib/ride-format.ts';

/** One strength or mobility session in the list: what it trains, where, how long, its estimated load. */
export function StrengthCard({ session }: { session: StrengthSessionSummary }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  return (
    <li>
      <LocalizedLink
        to={`/workouts/${session.id}`}
        className="card flex h-full flex-col gap-2 p-4 transition-colors hover:border-fg/40"
        data-testid="strength-card"
      >
        <span className="flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-surface-2 px-2 py-0.5">
            {t(`strength.focus.${session.focus}`)}
          </span>
          <span className="rounded-full bg-surface-2 px-2 py-0.5">
            {t(`strength.settings.${session.setting}`)}
          </span>
        </span>
        <span className="font-display text-lg leading-snug font-bold">{session.name}</span>
        <span className="text-sm text-muted">{session.description}</span>
        <span className="mt-auto flex flex-wrap gap-x-3 text-sm tabular-nums text-muted">
          <span>{t('strength.minutes', { value: formatNumber(session.durationS / 60, language) })}</span>
          <span>{t('strength.rpe', { value: formatNumber(session.rpe, language) })}</span>
          <span>{t('strength.load', { value: formatNumber(session.load.tss, language) })}</span>
        </span>
      </LocalizedLink>
    </li>
  );
}
