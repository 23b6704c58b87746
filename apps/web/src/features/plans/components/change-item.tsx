import type { PlanChangeView } from '@domestique/contract';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useUndoChange } from '../api/undo-plan-change.ts';
import { formatDay, formatPlanDuration } from '../plan-dates.ts';

type Side = NonNullable<PlanChangeView['from']>;

/** One side of a change in a few words: the session and its day, an FTP, a family's level, or the weeks rebuilt. */
export function sideText(
  side: Side | null,
  language: string,
  words: { level: (level: number) => string; fromWeek: (week: number) => string },
): string | null {
  if (!side) return null;
  const parts: string[] = [];
  if (side.session) parts.push(`${side.session.name} (${formatPlanDuration(side.session.durationS)})`);
  if (side.date) parts.push(formatDay(side.date, language));
  if (side.ftpW !== null) parts.push(`${side.ftpW} W`);
  if (side.level !== null && !side.session) parts.push(words.level(side.level));
  if (side.fromWeek !== null) parts.push(words.fromWeek(side.fromWeek + 1));
  return parts.length ? parts.join(' · ') : null;
}

/**
 * A change of the plan: its sentence in the rider's language, from → to, who made it, and undo where the server allows
 * it (or why not: the rider's own change, a day past, changed since…).
 */
export function ChangeItem({ change, compact = false }: { change: PlanChangeView; compact?: boolean }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const undo = useUndoChange(language);
  const words = {
    level: (level: number) => t('changes.level', { level }),
    fromWeek: (week: number) => t('changes.fromWeek', { week }),
  };
  // changes decided together undo together (the server undoes the group): the button and the toast say so
  const linked = change.undo.linked.length;
  const from = sideText(change.from, language, words);
  const to = sideText(change.to, language, words);
  return (
    <article className="space-y-2" data-testid="change-item">
      <p className="font-medium" data-testid="change-sentence">
        {change.sentence}
      </p>
      {!compact && (from || to) && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {from && (
            <>
              <dt className="text-muted">{t('changes.from')}</dt>
              <dd>{from}</dd>
            </>
          )}
          {to && (
            <>
              <dt className="text-muted">{t('changes.to')}</dt>
              <dd>{to}</dd>
            </>
          )}
        </dl>
      )}
      {linked > 0 && !change.undoneAt && (
        <p className="text-xs text-muted" data-testid="change-linked">
          {t('changes.linked', { count: linked })}
        </p>
      )}
      <p className="text-xs text-muted">
        {t(`changes.origin.${change.origin}`)} · {formatDay(change.decidedOn, language)}
        {change.undoneAt && ` · ${t('changes.undone')}`}
      </p>
      {change.undo.possible ? (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={undo.isPending}
          data-testid="change-undo"
          onClick={() =>
            undo.mutate(change.id, {
              onSuccess: (r) =>
                toast.success(
                  r.changes.length > 1
                    ? `${t('changes.undoneTogether', { count: r.changes.length })} ${r.change.sentence}`
                    : r.change.sentence,
                ),
              onError: (error) =>
                toast.error(error instanceof HttpError ? error.message : t('errors.generic')),
            })
          }
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {linked > 0 ? t('changes.undoLinked', { count: linked + 1 }) : t('changes.undo')}
        </button>
      ) : (
        change.undo.refusal &&
        !compact && (
          <p className="text-xs text-muted" data-testid="undo-refusal">
            {t(`changes.refusals.${change.undo.refusal}`)}
          </p>
        )
      )}
    </article>
  );
}
