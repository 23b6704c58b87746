import type { SummaryPeriod } from '@domestique/coach';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useEmailPreview } from '../api/summary-emails.ts';

/**
 * "Preview the e-mail": the latest summary's mail as the rider would get it, in a sandboxed frame (no scripts, no
 * same-origin: the mail's HTML cannot reach the app).
 */
export function EmailPreview({ period, language }: { period: SummaryPeriod; language: string }) {
  const { t } = useTranslation('summaries');
  const id = useId();
  const [open, setOpen] = useState(false);
  const preview = useEmailPreview(period, language, open);
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={buttonClass('secondary', 'md')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid="email-preview-toggle"
      >
        <Mail className="size-4" aria-hidden="true" />
        {open ? t('emails.hidePreview') : t('emails.preview')}
      </button>
      {open && (
        <div id={id} className="card overflow-hidden p-0">
          {preview.data ? (
            <iframe
              title={t('emails.previewTitle')}
              sandbox=""
              srcDoc={preview.data}
              className="h-[36rem] w-full border-0 bg-white"
              data-testid="email-preview"
            />
          ) : preview.isError ? (
            <p role="alert" className="p-4 text-sm text-danger">
              {t('emails.previewFailed')}
            </p>
          ) : (
            <div className="skeleton h-64 w-full" aria-hidden="true" />
          )}
        </div>
      )}
    </div>
  );
}
