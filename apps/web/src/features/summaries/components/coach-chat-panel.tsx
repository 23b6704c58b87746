import { CHAT_MESSAGE_MAX_CHARS } from '@domestique/contract';
import { MessagesSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { useProfile } from '../../../lib/profile/get-profile.ts';
import { useChatHistory } from '../api/get-chat.ts';
import { useCoachNarrator } from '../api/get-narrator.ts';
import { useSendChat } from '../api/send-chat.ts';
import { useCoachVoice } from '../use-coach-voice.ts';
import { ProposalCard } from './proposal-card.tsx';

/**
 * The coach's chat: the rider asks, the operator's model answers (labelled with its name) and may propose changes
 * (a move, skip or swap, days off, a new training week) as cards the rider accepts or dismisses. Shown only on a server with a model; a rider who has not opted in
 * is pointed to Settings instead (and nothing is sent).
 */
export function CoachChatPanel() {
  const { t } = useTranslation('summaries');
  const language = useLanguage();
  const voice = useCoachVoice();
  const id = useId();
  const narrator = useCoachNarrator();
  const profile = useProfile();
  const optedIn = profile.data?.ai_coach === true;
  const model = narrator.data?.model ?? null;
  const history = useChatHistory(language, model != null && optedIn);
  const send = useSendChat(language);
  const [message, setMessage] = useState('');

  if (model == null) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = message.trim();
    if (!text || send.isPending) return;
    send.mutate(text, { onSuccess: () => setMessage('') });
  };

  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-labelledby={`${id}-title`} data-testid="coach-chat">
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
          <MessagesSquare className="size-4 shrink-0" aria-hidden="true" />
          {t(`chat.voice.${voice}.title`)}
        </h2>
        <p className="text-sm text-muted">{t('chat.hint')}</p>
      </div>
      {!optedIn ? (
        <p className="text-sm" data-testid="coach-chat-opt-in">
          {t('chat.optIn')}{' '}
          <LocalizedLink to="/settings" className="underline">
            {t('chat.settingsLink')}
          </LocalizedLink>
        </p>
      ) : (
        <>
          <ol className="space-y-3" aria-live="polite" data-testid="coach-chat-turns">
            {history.data?.turns.map((turn) => (
              <li
                key={turn.id}
                className={
                  turn.role === 'rider'
                    ? 'ml-8 rounded-lg bg-surface-2 p-3 text-sm'
                    : 'mr-4 space-y-2 text-sm'
                }
                data-testid={turn.role === 'rider' ? 'chat-turn-rider' : 'chat-turn-coach'}
              >
                <p className="whitespace-pre-wrap break-words">{turn.text}</p>
                {turn.role === 'coach' ? (
                  <p className="text-xs text-muted" data-testid="chat-written-by">
                    {turn.model ? t('chat.writtenBy', { model: turn.model }) : t('chat.notWritten')}
                  </p>
                ) : null}
                {turn.proposals.map((p) => (
                  <ProposalCard key={p.id} proposal={p} />
                ))}
              </li>
            ))}
          </ol>
          {send.isPending ? (
            <p className="text-sm text-muted" data-testid="coach-chat-thinking">
              {t(`chat.voice.${voice}.thinking`)}
            </p>
          ) : null}
          {send.isError ? (
            <p role="alert" className="text-sm text-danger">
              {send.error instanceof HttpError ? send.error.message : t('chat.failed')}
            </p>
          ) : null}
          <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex-1 text-sm">
              <span className="sr-only">{t('chat.label')}</span>
              <textarea
                className="field-input min-h-20 w-full"
                value={message}
                maxLength={CHAT_MESSAGE_MAX_CHARS}
                placeholder={t('chat.placeholder')}
                onChange={(e) => setMessage(e.target.value)}
                data-testid="coach-chat-input"
              />
            </label>
            <button
              type="submit"
              className={buttonClass('primary', 'md')}
              disabled={send.isPending || message.trim() === ''}
              data-testid="coach-chat-send"
            >
              {t('chat.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
