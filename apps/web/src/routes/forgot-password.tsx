import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../components/auth-shell.tsx';
import { buttonClass } from '../components/button-styles.ts';
import { FormField } from '../components/form-field.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { requestPasswordReset } from '../features/auth/api/request-password-reset.ts';
import { authErrorMessage } from '../features/auth/auth-errors.ts';
import { useLanguage, useLocalize } from '../i18n/use-language.ts';
import { toast } from '../lib/toast.ts';

/** Step 1 of the reset flow: ask for the address; the reply is the same whether or not it has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const localize = useLocalize();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  usePageMeta(t('forgot.metaTitle'), t('meta.description'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await requestPasswordReset({
        email: email.trim(),
        redirectTo: localize('/reset-password'),
      });
      if (error) toast.error(authErrorMessage(error, t, language));
      else setSent(true);
    } catch {
      toast.error(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell>
      <div className="card mx-auto max-w-md p-6 sm:p-8">
        {sent ? (
          <div role="status" data-testid="reset-sent">
            <MailCheck className="size-10 text-brand-fg" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-black">{t('forgot.sentTitle')}</h1>
            <p className="mt-2 text-muted">{t('forgot.sentText', { email: email.trim() })}</p>
          </div>
        ) : (
          <>
            <h1 className="text-3xl font-black tracking-tight">{t('forgot.title')}</h1>
            <p className="mt-2 text-muted">{t('forgot.text')}</p>
            <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
              <FormField
                id="email"
                name="email"
                type="email"
                label={t('fields.email')}
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
                {t('forgot.submit')}
              </button>
            </form>
          </>
        )}
        <LocalizedLink
          to="/auth"
          className="mt-6 inline-block text-sm font-semibold text-brand-fg underline-offset-4 hover:underline"
        >
          {t('forgot.backToSignIn')}
        </LocalizedLink>
      </div>
    </AuthShell>
  );
}
