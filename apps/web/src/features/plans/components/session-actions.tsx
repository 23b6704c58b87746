import type { PlannedSessionView, SessionAction } from '@domestique/contract';
import { ArrowRightLeft, CalendarArrowUp, SkipForward } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { type SessionCommand, useSessionAction } from '../api/act-on-session.ts';
import { useAlternatives } from '../api/list-session-alternatives.ts';
import { formatPlanDuration } from '../plan-dates.ts';
import { FieldMessage } from './field-bits.tsx';

type Mode = 'move' | 'swap' | null;

/**
 * Move (to another day of the plan, today or later), skip, or swap for an alternative of the same purpose. A move that
 * breaks one of the coach's rules is made anyway — it is the rider's call — and the warnings come back to be shown.
 */
export function SessionActions({
  session,
  today,
  planEnd,
  onDone,
}: {
  session: PlannedSessionView;
  today: string;
  planEnd: string;
  onDone: (result: SessionAction) => void;
}) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const id = useId();
  const [mode, setMode] = useState<Mode>(null);
  const [toDate, setToDate] = useState('');
  const action = useSessionAction(language);
  const alternatives = useAlternatives(mode === 'swap' ? session.uid : null, language);
  const fieldError =
    action.error instanceof HttpError
      ? (Object.values(action.error.fields)[0]?.message ?? action.error.message)
      : action.error
        ? t('errors.generic')
        : undefined;
  const run = (command: SessionCommand) =>
    action.mutate(command, {
      onSuccess: (result) => {
        setMode(null);
        onDone(result);
      },
    });
  const toggle = (next: Mode) => {
    action.reset();
    setMode(mode === next ? null : next);
  };

  return (
    <div className="mt-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-expanded={mode === 'move'}
          onClick={() => toggle('move')}
          data-testid="session-move"
        >
          <CalendarArrowUp className="size-4" aria-hidden="true" />
          {t('actions.move')}
        </button>
        {session.kind === 'ride' && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-expanded={mode === 'swap'}
            onClick={() => toggle('swap')}
            data-testid="session-swap"
          >
            <ArrowRightLeft className="size-4" aria-hidden="true" />
            {t('actions.swap')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={action.isPending}
          onClick={() => run({ action: 'skip', uid: session.uid })}
          data-testid="session-skip"
        >
          <SkipForward className="size-4" aria-hidden="true" />
          {t('actions.skip')}
        </button>
      </div>
      {mode === 'move' && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            run({ action: 'move', uid: session.uid, toDate });
          }}
        >
          <div>
            <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-semibold">
              {t('actions.moveTo')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className="field-input h-10 py-1.5"
              min={today}
              max={planEnd}
              value={toDate}
              onChange={(e) => setToDate(e.target.value)}
              data-testid="move-date"
            />
          </div>
          <button
            type="submit"
            className={buttonClass('primary', 'sm')}
            disabled={!toDate || action.isPending}
          >
            {t('actions.moveConfirm')}
          </button>
        </form>
      )}
      {mode === 'swap' && (
        <div className="mt-3">
          <p className="text-xs font-semibold">{t('actions.swapFor')}</p>
          {alternatives.isPending ? (
            <div className="skeleton mt-2 h-16" aria-hidden="true" />
          ) : alternatives.data && alternatives.data.alternatives.length > 0 ? (
            <ul className="mt-2 space-y-1.5" data-testid="alternatives">
              {alternatives.data.alternatives.map((a) => (
                <li key={a.workoutId}>
                  <button
                    type="button"
                    className="w-full rounded-xl border border-line px-3 py-2 text-left text-sm hover:bg-surface-2"
                    disabled={action.isPending}
                    onClick={() => run({ action: 'swap', uid: session.uid, workoutId: a.workoutId })}
                  >
                    <span className="font-semibold">{a.name}</span>
                    <span className="block text-xs text-muted">
                      {t('actions.alternative', {
                        duration: formatPlanDuration(a.durationS),
                        tss: Math.round(a.tss),
                        level: a.level,
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted">{t('actions.noAlternatives')}</p>
          )}
        </div>
      )}
      <FieldMessage id={`${id}-error`} message={fieldError} />
    </div>
  );
}
