import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { useFinishStrava } from '../features/connections/api/finish-strava.ts';
import { HttpError } from '../lib/http.ts';
import { AppShell } from './app-shell.tsx';

/**
 * Where Strava sends the rider back. The query (code, state, scope — or error) is posted to the server once: it
 * checks the state is this rider's, fresh and unused, checks the granted scope and exchanges the code itself.
 */
export default function StravaCallbackPage() {
  const { t } = useTranslation('connections');
  const [params] = useSearchParams();
  const finish = useFinishStrava();
  const sent = useRef(false);
  usePageMeta(t('stravaCallback.title'), t('providers.strava.description'));
  useEffect(() => {
    if (sent.current) return; // the state is single-use: never post it twice
    sent.current = true;
    const value = (key: string) => params.get(key) ?? undefined;
    finish.mutate({
      state: value('state') ?? '',
      code: value('code'),
      scope: value('scope'),
      error: value('error'),
    });
  }, [finish, params]);
  const failed = finish.isError;
  const message = failed
    ? finish.error instanceof HttpError
      ? finish.error.message
      : t('sync.offline')
    : null;
  return (
    <AppShell>
      <div className="card mx-auto max-w-md p-8 text-center" data-testid="strava-callback">
        {finish.isSuccess ? (
          <>
            <CircleCheck className="mx-auto size-12 text-brand-fg" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-black">{t('stravaCallback.connected')}</h1>
            <p className="mt-2 text-muted" data-testid="strava-callback-message">
              {t('stravaCallback.importing')}
            </p>
          </>
        ) : failed ? (
          <div role="alert">
            <CircleX className="mx-auto size-12 text-danger" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-black">{t('stravaCallback.failed')}</h1>
            <p className="mt-2 text-muted" data-testid="strava-callback-message">
              {message}
            </p>
          </div>
        ) : (
          <p className="flex items-center justify-center gap-2 text-muted">
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            {t('stravaCallback.finishing')}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <LocalizedLink
            to="/activities"
            className={buttonClass('primary', 'md')}
            data-testid="strava-to-rides"
          >
            {t('stravaCallback.toRides')}
          </LocalizedLink>
          <LocalizedLink to="/settings" className={buttonClass('secondary', 'md')}>
            {t('stravaCallback.toSettings')}
          </LocalizedLink>
        </div>
      </div>
    </AppShell>
  );
}
