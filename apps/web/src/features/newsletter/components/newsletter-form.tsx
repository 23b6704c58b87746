import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { useSubscribeToNewsletter } from '../api/subscribe.ts';

export type Outcome = 'success' | 'already' | 'invalid' | 'error' | 'consentRequired' | null;

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Footer newsletter box: a real double opt-in subscription through the API. */
export function NewsletterForm() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [consent, setConsent] = useState(false);
  const consentId = useId();
  const subscribe = useSubscribeToNewsletter();
  const inputId = useId();
  const messageId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!looksLikeEmail(value)) {
      setOutcome('invalid');
      return;
    }
    if (!consent) {
      setOutcome('consentRequired');
      document.getElementById(consentId)?.focus();
      return;
    }
    setOutcome(null);
    subscribe.mutate(
      { email: value, language },
      {
        onSuccess: (result) => {
          setOutcome(result.status === 'already_subscribed' ? 'already' : 'success');
          if (result.status !== 'already_subscribed') setEmail('');
        },
        onError: (error) => {
          setOutcome(error instanceof HttpError && error.status === 400 ? 'invalid' : 'error');
        },
      },
    );
  };

  const good = outcome === 'success' || outcome === 'already';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="newsletter-form">
      <label htmlFor={inputId} className="sr-only">
        {t('footer.newsletter.placeholder')}
      </label>
      <div className="flex flex-col gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('footer.newsletter.placeholder')}
          aria-invalid={outcome === 'invalid'}
          aria-describedby={messageId}
          className="field-input min-w-0 flex-1 rounded-full"
        />
        <button type="submit" className={buttonClass('primary', 'md')} disabled={subscribe.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {subscribe.isPending ? t('footer.newsletter.sending') : t('footer.newsletter.button')}
        </button>
      </div>
      <div className="flex items-start gap-2.5">
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          aria-invalid={outcome === 'consentRequired'}
          className="mt-0.5 size-4 shrink-0 accent-lime-deep dark:accent-lime"
        />
        <label
          htmlFor={consentId}
          className={`text-xs ${outcome === 'consentRequired' ? 'text-danger' : 'text-muted'}`}
        >
          {t('footer.newsletter.consent')}
        </label>
      </div>
      <p id={messageId} role="status" aria-live="polite" className="min-h-5 text-sm">
        {outcome && (
          <span className={`inline-flex items-start gap-1.5 ${good ? 'text-success' : 'text-danger'}`}>
            {good ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            {t(`footer.newsletter.${outcome}`)}
          </span>
        )}
      </p>
    </form>
  );
}
