import type { DataExport } from '@domestique/contract';
import { Download, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDateTime, formatNumber } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useLatestExport } from '../api/get-latest-export.ts';
import { useRequestExport } from '../api/request-export.ts';

const megabytes = (bytes: number | null) => (bytes == null ? 0 : Math.max(0.1, bytes / 1_000_000));

/**
 * Settings → Your data → "Download my data": asks for the archive, shows it building (the server builds it in the
 * background and emails a link too), then the download link until it expires; after that, or a failure, the button
 * again. The section's own card, so the account-deletion card can sit beside it.
 */
export function DataExportSection() {
  const { t } = useTranslation('exports');
  const language = useLanguage();
  const id = useId();
  const latest = useLatestExport();
  const request = useRequestExport(language);
  const current: DataExport | null = latest.data?.export ?? null;
  const building = current?.status === 'building' || request.isPending;
  const ask = () =>
    request.mutate(undefined, {
      onError: () => toast.error(t('failedToStart')),
    });
  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-labelledby={`${id}-title`} data-testid="data-export">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">{t('hint')}</p>
      </div>
      <div role="status" aria-live="polite" className="text-sm" data-testid="data-export-status">
        {building && (
          <p className="flex items-start gap-2 font-semibold">
            <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
            {t('building')}
          </p>
        )}
        {!building && current?.status === 'ready' && current.downloadUrl && (
          <div className="space-y-2 rounded-2xl bg-surface-2 p-4">
            <p className="font-semibold">
              {t('ready', { size: formatNumber(megabytes(current.bytes), language, 1) })}
            </p>
            <a
              href={current.downloadUrl}
              download
              className={buttonClass('primary', 'md')}
              data-testid="data-export-link"
            >
              <Download className="size-4" aria-hidden="true" />
              {t('download')}
            </a>
            <p className="text-xs text-muted">
              {t('until', { date: formatDateTime(current.expiresAt, language) })}
            </p>
          </div>
        )}
        {!building && current?.status === 'expired' && <p className="text-muted">{t('expired')}</p>}
        {!building && current?.status === 'failed' && <p className="text-danger">{t('failed')}</p>}
      </div>
      {!building && current?.status !== 'ready' && (
        <button
          type="button"
          className={buttonClass('primary', 'md')}
          onClick={ask}
          data-testid="data-export-request"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('request')}
        </button>
      )}
      {!building && current?.status === 'ready' && (
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={ask}>
          {t('again')}
        </button>
      )}
    </section>
  );
}
