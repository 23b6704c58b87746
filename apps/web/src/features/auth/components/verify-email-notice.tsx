import { MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage, useLocalize } from '../../../i18n/use-language.ts';
import type { SessionUser } from '../api/get-session.ts';
import { sendVerificationEmail } from '../api/send-verification-email.ts';
import { authErrorMessage } from '../auth-errors.ts';

/**
 * Where the verification link lands. The auth service redirects there after checking the token, adding `error` when
 * the token is expired or invalid; `verified` marks the arrival so the dashboard can confirm what happened.
 */
export const VERIFY_EMAIL_LANDING = '/dashboard?verified=1';

type Arrival = 'verified' | 'failed' | null;

/** What the verification link's redirect says, read once on arrival (the URL is cleaned afterwards). */
export function verificationArrival(params: URLSearchParams): Arrival {
  if (params.get('verified') !== '1') return null;
  return params.get('error') ? 'failed' : 'verified';
}

/**
 * Riders may start unverified (web-contracts.md): this reminds them, with a way to get the link again. Arriving from
 * the link, it says the address is verified (checked against the session, not just the URL) or that the link failed.
 */
export function VerifyEmailNotice({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const [arrival] = useState(() => verificationArrival(params));
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');

  // A reload or a shared URL must not announce it again.
  useEffect(() => {
    if (!params.has('verified') && !params.has('error')) return;
    const next = new URLSearchParams(params);
    next.delete('verified');
    next.delete('error');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  if (user.emailVerified) {
    if (arrival !== 'verified') return null;
    return (
      <p
        role="status"
        className="mb-6 flex items-center gap-3 rounded-2xl border border-success/40 bg-success/10 p-4 text-sm"
        data-testid="email-verified"
      >
        <MailCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
        {t('verify.done', { email: user.email })}
      </p>
    );
  }
  const resend = async () => {
    setState('sending');
    try {
      const { error } = await sendVerificationEmail({
        email: user.email,
        callbackURL: localize(VERIFY_EMAIL_LANDING),
      });
      setState(error ? authErrorMessage(error, t, language) : 'sent');
    } catch {
      setState(t('errors.generic'));
    }
  };
  return (
    <div
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-ember/40 bg-ember/10 p-4 text-sm sm:flex-row sm:items-center"
      data-testid="verify-email"
    >
      <MailWarning className="size-5 shrink-0 text-ember-deep dark:text-ember" aria-hidden="true" />
      <p className="flex-1">
        {arrival === 'failed' ? (
          <span role="alert" className="block font-semibold" data-testid="verify-email-failed">
            {t('verify.failed')}
          </span>
        ) : null}
        {t('verify.text', { email: user.email })}
      </p>
      <p role="status" aria-live="polite" className="contents">
        {state === 'sent' ? (
          <span className="font-semibold">{t('verify.sent')}</span>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={state === 'sending'}
            className="self-start rounded-full border border-fg/20 px-3 py-1.5 font-semibold hover:bg-surface sm:self-auto"
          >
            {t('verify.resend')}
          </button>
        )}
      </p>
      {state !== 'idle' && state !== 'sending' && state !== 'sent' && (
        <p role="alert" className="text-danger">
          {state}
        </p>
      )}
    </div>
  );
}
