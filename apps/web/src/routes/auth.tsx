import { CalendarRange, Gauge, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthShell } from '../components/auth-shell.tsx';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useAuthConfig } from '../features/auth/api/get-config.ts';
import { useSession } from '../features/auth/api/get-session.ts';
import { AuthForm, type AuthMode } from '../features/auth/components/auth-form.tsx';
import { useLocalize } from '../i18n/use-language.ts';

export const AUTH_POINTS = [
  { Icon: Sparkles, key: 'plan' },
  { Icon: Gauge, key: 'ftp' },
  { Icon: CalendarRange, key: 'rides' },
] as const;

function AuthAside() {
  const { t } = useTranslation('auth');
  return (
    <div className="kit-stripes relative overflow-hidden rounded-[2rem] bg-ink p-10 text-paper">
      <p className="eyebrow text-lime">{t('aside.eyebrow')}</p>
      <p className="mt-3 max-w-md font-display text-4xl leading-tight font-black">{t('aside.title')}</p>
      <ul className="mt-8 space-y-4">
        {AUTH_POINTS.map(({ Icon, key }) => (
          <li key={key} className="flex items-center gap-3 text-paper/85">
            <span className="grid size-9 place-items-center rounded-xl bg-lime text-ink">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {t(`aside.points.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §2 Auth. An authenticated visitor goes back where they came from, else to /dashboard. */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>(params.get('mode') === 'signup' ? 'signUp' : 'signIn');
  const session = useSession();
  const config = useAuthConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalize();
  // While a form submission navigates on its own, the "already signed in" redirect must not race it.
  const handledHere = useRef(false);
  usePageMeta(mode === 'signUp' ? t('meta.signUpTitle') : t('meta.signInTitle'), t('meta.description'));

  const from = (location.state as { from?: string } | null)?.from;
  if (session.isPending) return <PageSpinner />;
  if (session.data && !handledHere.current) return <Navigate to={from ?? localize('/dashboard')} replace />;

  return (
    <AuthShell aside={<AuthAside />}>
      <AuthForm
        mode={mode}
        onModeChange={setMode}
        googleEnabled={config.data?.googleEnabled === true}
        onAuthenticated={(done) => {
          handledHere.current = true;
          // Spec §4: sign-up → /onboarding; sign-in → /dashboard (or the guarded page that sent the rider here).
          navigate(done === 'signUp' ? localize('/onboarding') : (from ?? localize('/dashboard')), {
            replace: true,
          });
        }}
      />
      {params.get('error') && (
        <p className="mt-4 rounded-xl bg-danger/10 p-3 text-sm text-danger" role="alert">
          {/* a Google sign-in refused because the account is locked for deletion: the emailed link cancels it */}
          {params.get('error') === 'ACCOUNT_SCHEDULED_FOR_DELETION'
            ? t('scheduledDeletion.google')
            : t('errors.oauth')}
        </p>
      )}
      <div className="mt-6 text-center">
        <BackHomeLink label={t('backHome')} />
      </div>
    </AuthShell>
  );
}
