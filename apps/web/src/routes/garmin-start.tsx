import { Activity, CalendarArrowUp, CircleCheck, Info, Lock, Watch } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { type SessionUser, useSession } from '../features/auth/api/get-session.ts';
import { useConnections } from '../features/connections/api/list-connections.ts';
import { startGarmin } from '../features/garmin/garmin-api.ts';
import { AppShell } from './app-shell.tsx';

/**
 * Spec §2 Garmin connect. Connect asks the server to store a state and PKCE verifier for this rider and goes to
 * Garmin's authorisation page; the secret parts never reach the browser. Without GARMIN_CLIENT_ID on the server
 * the page says so and offers no Connect button. `?userId=<my id>` starts at once (spec §2).
 */
function ConnectCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('garmin');
  const connections = useConnections();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const autoStarted = useRef(false);
  const garmin = connections.data?.find((c) => c.provider === 'garmin');

  const connect = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { authorizeUrl } = await startGarmin();
      window.location.assign(authorizeUrl);
    } catch {
      // spec §8: saving the state failed → 'Failed to start Garmin connection. Please try again.'
      setFailed(true);
      setBusy(false);
    }
  };

  const autoStart = params.get('userId') === user.id && garmin?.configured === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, when the configuration is known
  useEffect(() => {
    if (autoStart && !autoStarted.current) {
      autoStarted.current = true;
      void connect();
    }
  }, [autoStart]);

  if (connections.isPending) return <PageSpinner />;
  if (connections.isError) return <ErrorState onRetry={() => connections.refetch()} />;
  const configured = garmin?.configured ?? false;

  return (
    <div className="card mx-auto max-w-lg p-6 sm:p-8" data-testid="garmin-connect">
      <span className="grid size-12 place-items-center rounded-2xl bg-ink text-lime">
        <Watch className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-black">{t('connect.title')}</h1>
      <p className="mt-2 text-muted">{t('connect.text')}</p>
      <h2 className="mt-6 text-sm font-semibold">{t('connect.scopesTitle')}</h2>
      <ul className="mt-3 space-y-2.5">
        <li className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm">
          <Activity className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
          {t('connect.scopes.read')}
        </li>
        <li className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm">
          <CalendarArrowUp className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
          {t('connect.scopes.write')}
        </li>
      </ul>
      {garmin && garmin.status === 'active' && (
        <p
          className="mt-6 flex gap-3 rounded-xl bg-surface-2 p-3 text-sm"
          data-testid="garmin-already-connected"
        >
          <CircleCheck className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
          {t('connect.alreadyConnected')}
        </p>
      )}
      {!configured && (
        <p
          id="garmin-not-configured"
          className="mt-6 flex gap-3 rounded-xl border border-ember/40 bg-ember/10 p-3 text-sm"
          role="note"
          data-testid="garmin-not-configured"
        >
          <Info className="size-5 shrink-0 text-ember-deep dark:text-ember" aria-hidden="true" />
          <span>
            <Trans
              t={t}
              i18nKey="connect.notConfigured"
              components={{
                activities: <LocalizedLink to="/activities" className="font-semibold underline" />,
                code: <code className="font-mono text-xs" />,
              }}
            />
          </span>
        </p>
      )}
      {failed && (
        <p
          className="mt-6 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm"
          role="alert"
          data-testid="garmin-start-error"
        >
          {t('connect.startFailed')}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <LocalizedLink to="/dashboard" className={buttonClass('secondary', 'md')} data-testid="garmin-cancel">
          {t('connect.cancel')}
        </LocalizedLink>
        {configured && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void connect()}
            className={buttonClass('primary', 'md')}
            data-testid="garmin-connect-button"
          >
            {busy ? t('connect.busy') : t('connect.button')}
          </button>
        )}
      </div>
    </div>
  );
}

export default function GarminStartPage() {
  const { t } = useTranslation('garmin');
  const session = useSession();
  const location = useLocation();
  usePageMeta(t('meta.startTitle'), t('meta.description'));

  let body: React.ReactNode;
  if (session.isPending) body = <PageSpinner />;
  else if (session.isError) body = <ErrorState onRetry={() => session.refetch()} />;
  else if (!session.data)
    body = (
      <div className="card mx-auto max-w-md p-8 text-center" data-testid="garmin-auth-required">
        <Lock className="mx-auto size-10 text-muted" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('authRequired.title')}</h1>
        <p className="mt-2 text-muted">{t('authRequired.text')}</p>
        <LocalizedLink
          to="/auth"
          state={{ from: `${location.pathname}${location.search}` }}
          className={buttonClass('primary', 'lg', 'mt-6')}
        >
          {t('authRequired.signIn')}
        </LocalizedLink>
      </div>
    );
  else body = <ConnectCard user={session.data} />;

  return <AppShell>{body}</AppShell>;
}
