import { contractMessage } from '@domestique/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormField } from '../../../components/form-field.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage, useLocalize } from '../../../i18n/use-language.ts';
import { profileKeys } from '../../../lib/profile/keys.ts';
import { toast } from '../../../lib/toast.ts';
import { cancelDeletionAtSignIn } from '../api/cancel-deletion.ts';
import { sessionQuery } from '../api/get-session.ts';
import { signIn } from '../api/sign-in.ts';
import { signUp } from '../api/sign-up.ts';
import { authErrorMessage } from '../auth-errors.ts';
import { MIN_PASSWORD_LENGTH, nameProblem, signUpProblem } from '../auth-rules.ts';
import { GoogleButton } from './google-button.tsx';
import { PasswordInput } from './password-input.tsx';
import { ScheduledDeletionNotice } from './scheduled-deletion-notice.tsx';
import { VERIFY_EMAIL_LANDING } from './verify-email-notice.tsx';

export type AuthMode = 'signIn' | 'signUp';

type Props = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  googleEnabled: boolean;
  /** Called once the account exists or the session is open; decides where to go. */
  onAuthenticated: (mode: AuthMode) => void;
};

/** Spec §2/§5/§8 Auth: one form that toggles between sign-in and sign-up. */
export function AuthForm({ mode, onModeChange, googleEnabled, onAuthenticated }: Props) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  // the account is in its deletion grace period: sign-in is refused, the cancel is offered (issue #20)
  const [locked, setLocked] = useState(false);
  const signingUp = mode === 'signUp';
  // After the toggle at the bottom of the card, keyboard focus moves to the first field of the new form (name, or
  // e-mail for sign-in) rather than staying at the bottom below everything that changed.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    document.getElementById(mode === 'signUp' ? 'name' : 'email')?.focus();
  }, [mode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signingUp) {
      const missing = nameProblem(name);
      if (missing) {
        toast.error(contractMessage(missing, language));
        document.getElementById('name')?.focus();
        return;
      }
      const problem = signUpProblem(password, confirmPassword);
      if (problem) {
        toast.error(t(`errors.${problem}`));
        return;
      }
    }
    setBusy(true);
    setLocked(false);
    try {
      const { error } = signingUp
        ? await signUp({
            name: name.trim(),
            email: email.trim(),
            password,
            marketingConsent,
            language,
            callbackURL: localize(VERIFY_EMAIL_LANDING),
          })
        : await signIn({ email: email.trim(), password });
      if (error) {
        if (error.code === 'ACCOUNT_SCHEDULED_FOR_DELETION') setLocked(true);
        else toast.error(authErrorMessage(error, t, language));
        return;
      }
      toast.success(signingUp ? t('toasts.accountCreated') : t('toasts.welcomeBack'));
      // Whatever was cached belonged to nobody (or to someone else): start this rider fresh.
      queryClient.removeQueries({ queryKey: profileKeys.all });
      onAuthenticated(mode);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    } catch {
      toast.error(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card p-6 sm:p-8">
      <h1 className="text-3xl font-black tracking-tight">
        {signingUp ? t('signUp.title') : t('signIn.title')}
      </h1>
      <p className="mt-2 text-muted">{signingUp ? t('signUp.subtitle') : t('signIn.subtitle')}</p>

      {googleEnabled && (
        <div className="mt-6">
          <GoogleButton label={signingUp ? t('google.signUp') : t('google.signIn')} />
          <div className="my-6 flex items-center gap-3 text-xs font-semibold tracking-widest text-muted uppercase">
            <span className="h-px flex-1 bg-line" />
            {t('or')}
            <span className="h-px flex-1 bg-line" />
          </div>
        </div>
      )}

      <form
        onSubmit={submit}
        className={`flex flex-col gap-4 ${googleEnabled ? '' : 'mt-6'}`}
        data-testid="auth-form"
      >
        {signingUp && (
          <FormField
            id="name"
            name="name"
            label={t('fields.name')}
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
        <FormField
          id="email"
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordInput
          id="password"
          label={t('fields.password')}
          value={password}
          onChange={setPassword}
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          hint={signingUp ? t('fields.passwordHint', { min: MIN_PASSWORD_LENGTH }) : undefined}
        />
        {signingUp && (
          <PasswordInput
            id="confirmPassword"
            label={t('fields.confirmPassword')}
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
          />
        )}
        {signingUp && (
          <div className="flex items-start gap-3">
            <input
              id="marketingConsent"
              type="checkbox"
              checked={marketingConsent}
              onChange={(event) => setMarketingConsent(event.target.checked)}
              className="mt-1 size-4 shrink-0 accent-lime-deep dark:accent-lime"
            />
            <label htmlFor="marketingConsent" className="text-sm text-muted">
              {t('fields.marketingConsent')}
            </label>
          </div>
        )}
        {!signingUp && (
          <LocalizedLink
            to="/forgot-password"
            className="self-end text-sm font-semibold text-brand-fg underline-offset-4 hover:underline"
            data-testid="forgot-password"
          >
            {t('signIn.forgotPassword')}
          </LocalizedLink>
        )}
        <button
          type="submit"
          disabled={busy}
          className={buttonClass('primary', 'lg', 'mt-1 w-full')}
          data-testid="auth-submit"
        >
          {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {signingUp ? t('signUp.submit') : t('signIn.submit')}
        </button>
      </form>
      {locked && !signingUp && (
        <ScheduledDeletionNotice
          cancel={() => cancelDeletionAtSignIn({ email: email.trim(), password, language })}
          onCancelled={() => {
            setLocked(false);
            document.querySelector<HTMLFormElement>('[data-testid="auth-form"]')?.requestSubmit();
          }}
        />
      )}

      <p className="mt-5 text-xs text-muted">
        <Trans
          t={t}
          i18nKey="privacyNote"
          components={{
            terms: (
              <LocalizedLink to="/terms" className="font-semibold text-fg underline underline-offset-2" />
            ),
            privacy: (
              <LocalizedLink to="/privacy" className="font-semibold text-fg underline underline-offset-2" />
            ),
          }}
        />
      </p>
      <p className="mt-6 border-t border-line pt-5 text-center text-sm">
        {signingUp ? t('signUp.haveAccount') : t('signIn.noAccount')}{' '}
        <button
          type="button"
          onClick={() => {
            switched.current = true;
            onModeChange(signingUp ? 'signIn' : 'signUp');
          }}
          className="font-semibold text-brand-fg underline-offset-4 hover:underline"
          data-testid="auth-toggle"
        >
          {signingUp ? t('signUp.switch') : t('signIn.switch')}
        </button>
      </p>
    </div>
  );
}
