import { CircleX, FileUp, Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { AppShell } from './app-shell.tsx';

/**
 * Spec §2/§8 Garmin callback. No authorisation can be in flight while connecting is not built (no state is ever
 * stored), so any arrival here is answered with the spec's error texts for what the query holds — and with a note
 * saying why, so a rider holding a valid-looking code isn't left wondering what expired. Nothing here asks the rider
 * to try again: the spec's "Try Again" (to the connect screen, whose Connect button is disabled) waits for the
 * connection itself; until then the way forward is importing files.
 */
export function callbackProblem(params: URLSearchParams): { key: string; values?: Record<string, string> } {
  const error = params.get('error');
  if (error) return { key: 'callback.errors.authorization', values: { error } };
  if (!params.get('code') || !params.get('state')) return { key: 'callback.errors.invalidResponse' };
  return { key: 'callback.errors.expired' };
}

export default function GarminCallbackPage() {
  const { t } = useTranslation('garmin');
  const [params] = useSearchParams();
  usePageMeta(t('meta.callbackTitle'), t('meta.description'));
  const problem = callbackProblem(params);
  return (
    <AppShell>
      <div className="card mx-auto max-w-md p-8 text-center" role="alert" data-testid="garmin-callback-error">
        <CircleX className="mx-auto size-12 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('callback.failedTitle')}</h1>
        <p className="mt-2 text-muted" data-testid="garmin-callback-message">
          {t(problem.key, problem.values)}
        </p>
        <p
          className="mt-4 flex gap-3 rounded-xl border border-ember/40 bg-ember/10 p-3 text-left text-sm"
          role="note"
          data-testid="garmin-not-available"
        >
          <Info className="size-5 shrink-0 text-ember-deep dark:text-ember" aria-hidden="true" />
          <span>
            <Trans
              t={t}
              i18nKey="callback.notAvailable"
              components={{
                activities: <LocalizedLink to="/activities" className="font-semibold underline" />,
              }}
            />
          </span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <LocalizedLink
            to="/activities"
            className={buttonClass('primary', 'md')}
            data-testid="garmin-import"
          >
            <FileUp className="size-4" aria-hidden="true" />
            {t('callback.importRides')}
          </LocalizedLink>
          <LocalizedLink to="/dashboard" className={buttonClass('secondary', 'md')}>
            {t('callback.returnToDashboard')}
          </LocalizedLink>
        </div>
      </div>
    </AppShell>
  );
}
