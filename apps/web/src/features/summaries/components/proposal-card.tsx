import type { ChatProposal } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideProposal } from '../api/decide-proposal.ts';

/**
 * One change the coach proposed — a move, skip or swap, days the rider cannot ride, a new training week — worded by
 * the server from the engine's dry run (never by the model), with the rider's two choices. Accepted, it links to where
 * its undo is: "Why did my plan change?", or for days off the calendar, where removing them gives back what they took.
 */
export function ProposalCard({ proposal }: { proposal: ChatProposal }) {
  const { t } = useTranslation('summaries');
  const language = useLanguage();
  const decide = useDecideProposal(language);
  const kind = proposal.changes[0]?.kind;
  const daysOff = kind === 'unavailable';
  const act = (decision: 'accept' | 'dismiss') =>
    decide.mutate(
      { id: proposal.id, decision },
      {
        onSuccess: () =>
          toast.success(
            t(decision === 'dismiss' ? 'chat.dismissed' : daysOff ? 'chat.acceptedDays' : 'chat.accepted'),
          ),
        onError: (e) => toast.error(e instanceof HttpError ? e.message : t('chat.failed')),
      },
    );
  return (
    <div className="rounded-lg border border-line p-3 text-sm" data-testid="chat-proposal">
      {kind ? (
        <p
          className="text-xs font-semibold uppercase tracking-wide text-muted"
          data-testid="chat-proposal-kind"
        >
          {t(`chat.kind.${kind}`)}
        </p>
      ) : null}
      <p className="font-semibold">{proposal.summary}</p>
      {proposal.changes.some((c) => c.warnings.length > 0) ? (
        <p className="mt-1 text-muted">{t('chat.warned')}</p>
      ) : null}
      {proposal.status === 'pending' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={decide.isPending}
            onClick={() => act('accept')}
            data-testid="chat-proposal-accept"
          >
            {t('chat.accept')}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={decide.isPending}
            onClick={() => act('dismiss')}
            data-testid="chat-proposal-dismiss"
          >
            {t('chat.dismiss')}
          </button>
        </div>
      ) : (
        <p className="mt-2 text-muted" data-testid="chat-proposal-status">
          {t(`chat.status.${proposal.status}`)}
          {proposal.status === 'accepted' ? (
            <>
              {' '}
              <LocalizedLink
                to={daysOff ? '/plans/calendar' : '/plans/changes'}
                className="underline"
                data-testid="chat-proposal-changes"
              >
                {t(daysOff ? 'chat.calendarLink' : 'chat.whyLink')}
              </LocalizedLink>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}
