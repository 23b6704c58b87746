import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage, useLocalize } from '../../../i18n/use-language.ts';
import { toast } from '../../../lib/toast.ts';
import { signInWithGoogle } from '../api/sign-in.ts';
import { authErrorMessage } from '../auth-errors.ts';

function GoogleGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.2.8 3.9 1.5l2.7-2.6C16.9 3 14.7 2 12 2 6.5 2 2 6.5 2 12s4.5 10 10 10c5.8 0 9.6-4.1 9.6-9.8 0-.7-.1-1.2-.2-1.7H12Z"
      />
      <path
        fill="#4285F4"
        d="M21.4 10.5H12v3.9h5.5c-.3 1.4-1.1 2.5-2.3 3.3l3.6 2.8c2.1-2 3.3-4.9 3.3-8.3 0-.6-.1-1.2-.2-1.7Z"
      />
      <path fill="#FBBC05" d="M6.3 14.3a6 6 0 0 1 0-4.6L2.6 6.9a10 10 0 0 0 0 10.2l3.7-2.8Z" />
      <path
        fill="#34A853"
        d="M12 22c2.7 0 5-.9 6.8-2.5l-3.6-2.8c-.9.7-2.2 1.2-3.2 1.2-3.9 0-5.3-2.5-5.7-3.6l-3.7 2.8C4.3 19.9 7.9 22 12 22Z"
      />
    </svg>
  );
}

/** Google sign-in / sign-up (spec §2 Auth), shown only when the server has a Google client configured. */
export function GoogleButton({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const localize = useLocalize();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { error } = await signInWithGoogle({
        callbackURL: localize('/dashboard'),
        newUserCallbackURL: localize('/onboarding'),
        errorCallbackURL: localize('/auth'),
      });
      if (error) {
        toast.error(authErrorMessage(error, t, language));
        setBusy(false);
      }
    } catch {
      toast.error(t('errors.generic'));
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={start}
      disabled={busy}
      className={buttonClass('secondary', 'lg', 'w-full')}
      data-testid="google-button"
    >
      <GoogleGlyph />
      {label}
    </button>
  );
}
