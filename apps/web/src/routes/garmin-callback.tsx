import { contractMessage, isContractMessageCode } from '@domestique/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarArrowUp, CircleCheck, CircleX, RefreshCw, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { connectionKeys } from '../features/connections/api/keys.ts';
import {
  type CallbackMessage,
  callbackProblem,
  completeGarmin,
  type GarminErrorCode,
  serverProblem,
} from '../features/garmin/garmin-api.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { AppShell } from './app-shell.tsx';

type Outcome =
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'error'; key: CallbackMessage | GarminErrorCode; error?: string };

/**
 * Spec §2/§4 Garmin callback: reads code, state and error from the query; the server validates the state against
 * the signed-in rider, exchanges the code and deletes the state. States loading, success, error, each message of
 * the spec's §8 catalogue. Deviation: "Import Activities Now" opens /activities (where the last 30 days arrive),
 * not /trial, the beta page.
 */
export default function GarminCallbackPage() {
  const { t } = useTranslation('garmin');
  const language = useLanguage();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  usePageMeta(t('meta.callbackTitle'), t('meta.description'));
  const early = callbackProblem(params);
  const [outcome, setOutcome] = useState<Outcome>(early ? { kind: 'error', ...early } : { kind: 'loading' });
  const hasEarlyProblem = early !== null;
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (hasEarlyProblem || !code || !state) return;
    let live = true;
    completeGarmin(code, state).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
        if (live) setOutcome({ kind: 'success' });
      },
      (error: unknown) => {
        if (live) setOutcome({ kind: 'error', key: serverProblem(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [hasEarlyProblem, code, state, queryClient]);

  let body: React.ReactNode;
  if (outcome.kind === 'loading')
    body = (
      <div data-testid="garmin-callback-loading" aria-busy="true">
        <p className="sr-only">{t('callback.loading')}</p>
        <PageSpinner />
      </div>
    );
  else if (outcome.kind === 'success')
    body = (
      <div className="card mx-auto max-w-md p-8 text-center" data-testid="garmin-callback-success">
        <CircleCheck className="mx-auto size-12 text-brand-fg" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('callback.successTitle')}</h1>
        <p className="mt-2 text-muted">{t('callback.successText')}</p>
        <h2 className="mt-6 text-left text-sm font-semibold">{t('callback.nextTitle')}</h2>
        <ul className="mt-3 space-y-2.5 text-left">
          <li className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm">
            <RefreshCw className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
            {t('callback.next.sync')}
          </li>
          <li className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm">
            <CalendarArrowUp className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
            {t('callback.next.workouts')}
          </li>
          <li className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm">
            <TrendingUp className="size-5 shrink-0 text-brand-fg" aria-hidden="true" />
            {t('callback.next.progress')}
          </li>
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <LocalizedLink
            to="/dashboard"
            className={buttonClass('secondary', 'md')}
            data-testid="garmin-dashboard"
          >
            {t('callback.goToDashboard')}
          </LocalizedLink>
          <LocalizedLink
            to="/activities"
            className={buttonClass('primary', 'md')}
            data-testid="garmin-import"
          >
            {t('callback.importNow')}
          </LocalizedLink>
        </div>
      </div>
    );
  else
    body = (
      <div className="card mx-auto max-w-md p-8 text-center" role="alert" data-testid="garmin-callback-error">
        <CircleX className="mx-auto size-12 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{t('callback.failedTitle')}</h1>
        <p className="mt-2 text-muted" data-testid="garmin-callback-message">
          {isContractMessageCode(outcome.key)
            ? contractMessage(outcome.key, language)
            : t(`callback.errors.${outcome.key}`, { error: outcome.error })}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <LocalizedLink
            to="/start-garmin-oauth"
            className={buttonClass('primary', 'md')}
            data-testid="garmin-try-again"
          >
            {t('callback.tryAgain')}
          </LocalizedLink>
          <LocalizedLink to="/dashboard" className={buttonClass('secondary', 'md')}>
            {t('callback.returnToDashboard')}
          </LocalizedLink>
        </div>
      </div>
    );
  return <AppShell>{body}</AppShell>;
}
