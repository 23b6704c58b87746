import type { SessionStatus } from '@domestique/contract';
import { useTranslation } from 'react-i18next';

const TONES: Record<SessionStatus, string> = {
  planned: 'bg-surface-2 text-muted',
  completed: 'bg-lime/25 text-fg ring-1 ring-lime-deep/40',
  partial: 'bg-amber-400/25 text-fg ring-1 ring-amber-600/40',
  missed: 'bg-danger/10 text-danger ring-1 ring-danger/30',
  skipped: 'bg-surface-2 text-muted',
  moved: 'bg-surface-2 text-muted',
};

/** A planned session's status, in words (never colour alone). */
export function StatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('plans');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
      data-testid={`status-${status}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
