import type { PlanChangeView } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { ChangeItem } from './change-item.tsx';

/** The plan's latest change with its sentence (and undo when the coach made it), and the way to all of them. */
export function LatestChange({ change }: { change: PlanChangeView | null }) {
  const { t } = useTranslation('plans');
  return (
    <div className="space-y-3" data-testid="latest-change">
      {change ? (
        <ChangeItem change={change} compact />
      ) : (
        <p className="text-sm text-muted">{t('changes.none')}</p>
      )}
      <LocalizedLink
        to="/plans/changes"
        className="inline-block text-sm font-semibold text-brand-fg underline-offset-4 hover:underline"
      >
        {t('dashboard.allChanges')}
      </LocalizedLink>
    </div>
  );
}
