import type { PlanEvent } from '@domestique/coach';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDay } from '../plan-dates.ts';

/** A plan's events, each with its day and priority (what A, B or C means is in the wizard's hints). */
export function PlanEvents({ events }: { events: readonly PlanEvent[] }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  return (
    <ul className="space-y-1.5 text-sm" data-testid="plan-events">
      {events.map((e) => (
        <li key={e.date} className="flex items-start gap-2">
          <Flag className="mt-0.5 size-4 shrink-0 text-brand-fg" aria-hidden="true" />
          <span>
            <span className="font-semibold">{formatDay(e.date, language)}</span>
            <span className="text-muted"> · {t(`events.priorities.${e.priority}`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
