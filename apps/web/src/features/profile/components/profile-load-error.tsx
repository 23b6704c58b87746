import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';

/**
 * The profile could not be read (a 404 is "no profile yet" and never lands here). Settings and onboarding show this
 * instead of an empty form: saving one would overwrite the rider's real profile.
 */
export function ProfileLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <div className="card mx-auto max-w-md p-8 text-center" role="alert" data-testid="profile-load-error">
      <CloudOff className="mx-auto size-10 text-muted" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold">{t('loadError.title')}</h2>
      <p className="mt-2 text-muted">{t('loadError.text')}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass('secondary', 'md', 'mt-6')}
        data-testid="profile-retry"
      >
        <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden="true" />
        {t('loadError.retry')}
      </button>
    </div>
  );
}

/** The dashboard keeps its layout (N/A where the profile would be) and says why, with a retry. */
export function ProfileLoadNotice({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <div
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-line bg-surface-2 p-4 text-sm sm:flex-row sm:items-center"
      role="alert"
      data-testid="profile-load-error"
    >
      <CloudOff className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <p className="flex-1">{t('loadError.dashboard')}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="self-start rounded-full border border-fg/20 px-3 py-1.5 font-semibold hover:bg-surface sm:self-auto"
        data-testid="profile-retry"
      >
        {t('loadError.retry')}
      </button>
    </div>
  );
}
