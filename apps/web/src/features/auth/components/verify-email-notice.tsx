import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-language.ts';
import type { SessionUser } from '../api/get-session.ts';
import { sendVerificationEmail } from '../api/send-verification-email.ts';
import { authErrorMessage } from '../auth-errors.ts';

/** Riders may start unverified (web-contracts.md); this reminds them, with a way to get the link again. */
export function VerifyEmailNotice({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  const localize = useLocalize();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  if (user.emailVerified) return null;
  const resend = async () => {
    setState('sending');
    try {
      const { error } = await sendVerificationEmail({
        email: user.email,
        callbackURL: localize('/dashboard'),
      });
      setState(error ? authErrorMessage(error, t) : 'sent');
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
      <p className="flex-1">{t('verify.text', { email: user.email })}</p>
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
