import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthShell } from '../components/auth-shell.tsx';
import { buttonClass } from '../components/button-styles.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { sessionQuery } from '../features/auth/api/get-session.ts';
import { resetPassword } from '../features/auth/api/reset-password.ts';
import { authErrorMessage } from '../features/auth/auth-errors.ts';
import { signUpProblem } from '../features/auth/auth-rules.ts';
import { PasswordInput } from '../features/auth/components/password-input.tsx';
import { useLanguage, useLocalize } from '../i18n/use-language.ts';
import { toast } from '../lib/toast.ts';

/** Step 2 of the reset flow: the e-mailed link lands here with ?token=… (or ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [tokenRejected, setTokenRejected] = useState(false);
  usePageMeta(t('reset.metaTitle'), t('meta.description'));
  const token = params.get('token') ?? '';
  const invalid = tokenRejected || token === '' || params.get('error') !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = signUpProblem(password, confirmPassword);
    if (problem) {
      toast.error(t(`errors.${problem}`));
      return;
    }
    setBusy(true);
    try {
      const { error } = await resetPassword({ newPassword: password, token });
      if (error) {
        if (error.code === 'INVALID_TOKEN') setTokenRejected(true);
        else toast.error(authErrorMessage(error, t, language));
        return;
      }
      toast.success(t('reset.success'));
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      navigate(localize('/auth'), { replace: true });
    } catch {
      toast.error(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell>
      <div className="card mx-auto max-w-md p-6 sm:p-8">
        {invalid ? (
          <div role="alert" data-testid="reset-invalid">
            <TriangleAlert className="size-10 text-ember" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-black">{t('reset.invalidTitle')}</h1>
            <p className="mt-2 text-muted">{t('reset.invalidText')}</p>
            <LocalizedLink to="/forgot-password" className={buttonClass('primary', 'md', 'mt-6')}>
              {t('reset.requestNew')}
            </LocalizedLink>
          </div>
        ) : (
          <>
            <KeyRound className="size-10 text-brand-fg" aria-hidden="true" />
            <h1 className="mt-4 text-3xl font-black tracking-tight">{t('reset.title')}</h1>
            <p className="mt-2 text-muted">{t('reset.text')}</p>
            <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
              <PasswordInput
                id="password"
                label={t('fields.newPassword')}
                value={password}
                onChange={setPassword}
                autoComplete="new-password"
              />
              <PasswordInput
                id="confirmPassword"
                label={t('fields.confirmPassword')}
                value={confirmPassword}
                onChange={setConfirmPassword}
                autoComplete="new-password"
              />
              <button
                type="submit"
                disabled={busy}
                className={buttonClass('primary', 'lg', 'w-full')}
                data-testid="reset-submit"
              >
                {t('reset.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </AuthShell>
  );
}
