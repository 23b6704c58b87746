import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-styles.ts';

/** The server could not be reached even after the retries. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="grid min-h-[50dvh] place-items-center px-4" role="alert">
      <div className="max-w-sm text-center">
        <CloudOff className="mx-auto size-10 text-muted" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">{t('offline.title')}</h1>
        <p className="mt-2 text-muted">{t('offline.text')}</p>
        <button type="button" onClick={onRetry} className={buttonClass('secondary', 'md', 'mt-6')}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('offline.retry')}
        </button>
      </div>
    </div>
  );
}
