import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles.ts';
import { resetLanguageChoice } from '../../../components/language-choice.ts';
import { useLocalize } from '../../../i18n/use-language.ts';
import { clearAllSessionDrafts } from '../../../lib/session-draft.ts';
import { toast } from '../../../lib/toast.ts';
import { authKeys } from '../api/keys.ts';
import { signOut } from '../api/sign-out.ts';

/** Spec §2 Dashboard: sign out, then go to /. Cached rider data is dropped with the session. */
export function SignOutButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { error } = await signOut();
      if (error) {
        toast.error(error.message ?? t('errors.generic'));
        return;
      }
      resetLanguageChoice();
      clearAllSessionDrafts();
      navigate(localize('/'), { replace: true });
      queryClient.clear();
      queryClient.setQueryData(authKeys.session(), null);
    } catch {
      toast.error(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={run}
      disabled={busy}
      className={buttonClass('ghost', compact ? 'icon' : 'sm')}
      aria-label={compact ? t('nav.signOut') : undefined}
      data-testid="sign-out"
    >
      <LogOut className="size-4" aria-hidden="true" />
      {!compact && t('nav.signOut')}
    </button>
  );
}
