import type { UploadResult } from '@domestique/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Copy, FileUp, LoaderCircle, UploadCloud, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { activityKeys, dashboardKeys, progressKeys } from '../../../lib/query-keys.ts';
import { formatDate, formatNumber } from '../../../lib/ride-format.ts';
import { useRideNames } from '../../../lib/use-ride-names.ts';
import {
  isRideFileName,
  RIDE_FILE_ACCEPT,
  type UploadFailure,
  uploadRideFile,
} from '../api/upload-activity.ts';
import { createCoalescer } from '../refresh-coalescer.ts';
import { WarningList } from './ride-warnings.tsx';

type UploadState =
  | { status: 'queued' | 'uploading'; progress: number }
  | {
      status: UploadResult['status'];
      progress: 1;
      activityId: string | null;
      message: string | null;
      duplicate: UploadResult['duplicate'];
      warnings: UploadResult['warnings'];
    }
  | { status: 'failed'; progress: number; message: string };
type Upload = { key: string; name: string } & UploadState;

/** Files uploading at once: enough to keep the line busy, few enough that each bar moves. */
const PARALLEL_UPLOADS = 2;

function StatusIcon({ upload }: { upload: Upload }) {
  switch (upload.status) {
    case 'created':
      return <CheckCircle2 className="size-5 text-success" aria-hidden="true" />;
    case 'duplicate':
      return <Copy className="size-5 text-muted" aria-hidden="true" />;
    case 'rejected':
    case 'failed':
      return <CircleAlert className="size-5 text-danger" aria-hidden="true" />;
    default:
      return <LoaderCircle className="size-5 animate-spin text-brand-fg" aria-hidden="true" />;
  }
}

/** Why a file is a duplicate, naming the ride it duplicates. */
function DuplicateReason({ duplicate }: { duplicate: NonNullable<UploadResult['duplicate']> }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const names = useRideNames();
  const { startTime } = duplicate.activity;
  const name = names.name(duplicate.activity);
  return (
    <p className="mt-1 text-sm text-muted" data-testid="upload-duplicate" data-reason={duplicate.reason}>
      {duplicate.reason === 'same_file'
        ? t('upload.sameFile', { name })
        : t(duplicate.reason === 'replaced' ? 'upload.replaced' : 'upload.sameRide', {
            name,
            date: formatDate(startTime, language),
          })}
    </p>
  );
}

const isFinished = (upload: Upload) => upload.status !== 'queued' && upload.status !== 'uploading';

/** Results at a glance, [label, count] per outcome present, in a fixed order (in progress first). */
function useSummary() {
  const { t } = useTranslation('activities');
  return (uploads: Upload[]): [string, number][] => {
    const count = (statuses: Upload['status'][]) => uploads.filter((u) => statuses.includes(u.status)).length;
    const groups: [string, number][] = [
      [t('upload.inProgress'), count(['queued', 'uploading'])],
      [t('upload.status.created'), count(['created'])],
      [t('upload.status.duplicate'), count(['duplicate'])],
      [t('upload.status.rejected'), count(['rejected', 'failed'])],
    ];
    return groups.filter(([, n]) => n > 0);
  };
}

/**
 * Drag-and-drop zone and file picker; each file is its own request with its own progress bar and result. The ride
 * list, progress and dashboard are refreshed for new rides through a coalescer: a 1,000-file batch refetches them a
 * few times, not once per file.
 */
export function UploadPanel({ prominent = false }: { prominent?: boolean }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [open, setOpen] = useState(true);
  const summary = useSummary();
  const listId = useId();
  const counter = useRef(0);
  const refresh = useMemo(
    () =>
      createCoalescer(() => {
        void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: progressKeys.all });
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() });
      }),
    [queryClient],
  );
  useEffect(() => () => refresh.flush(), [refresh]);

  // a file dropped beside the zone must not make the browser leave the page to open it
  useEffect(() => {
    const keep = (event: Event) => {
      if ((event as globalThis.DragEvent).dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const update = (key: string, state: UploadState) =>
    setUploads((list) => list.map((u) => (u.key === key ? { key: u.key, name: u.name, ...state } : u)));

  const uploadOne = async (key: string, file: File) => {
    if (!isRideFileName(file.name)) {
      update(key, { status: 'failed', progress: 0, message: t('upload.unsupported') });
      return;
    }
    update(key, { status: 'uploading', progress: 0 });
    try {
      const result = await uploadRideFile(file, {
        language,
        onProgress: (progress) => update(key, { status: 'uploading', progress }),
      });
      update(key, {
        status: result.status,
        progress: 1,
        activityId: result.activityId,
        message: result.error?.message ?? null,
        duplicate: result.duplicate,
        warnings: result.warnings,
      });
      if (result.status === 'created') refresh.request();
    } catch (error) {
      const failure = error as UploadFailure;
      const message =
        failure.kind === 'http'
          ? failure.status === 413
            ? t('upload.tooLarge')
            : failure.message || t('upload.failed')
          : t('upload.network');
      update(key, { status: 'failed', progress: 0, message });
    }
  };

  const start = (files: File[]) => {
    if (files.length === 0) return;
    const added = files.map((file) => {
      counter.current += 1;
      return { file, key: `u${counter.current}` };
    });
    setUploads((list) => [
      ...added.map(({ file, key }) => ({ key, name: file.name, status: 'queued' as const, progress: 0 })),
      ...list,
    ]);
    const queue = [...added];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await uploadOne(next.key, next.file);
    };
    // the batch is done: show its last rides now rather than after the coalescing delay
    void Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker)).then(() =>
      refresh.flush(),
    );
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    start([...event.dataTransfer.files]);
  };

  return (
    <section className="space-y-3" aria-label={t('upload.title')}>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-[var(--radius-card)] border-2 border-dashed p-6 text-center transition-colors has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus sm:p-8 ${
          dragging ? 'border-brand-fg bg-lime/10' : 'border-line bg-surface hover:border-fg/40'
        } ${prominent ? 'kit-stripes' : ''}`}
        data-testid="upload-zone"
      >
        <UploadCloud className="size-9 text-brand-fg" aria-hidden="true" />
        <span className="font-display text-lg font-bold">{t('upload.drop')}</span>
        <span className="text-sm text-muted">{t('upload.formats')}</span>
        <span className={buttonClass('primary', 'sm', 'mt-2')}>
          <FileUp className="size-4" aria-hidden="true" />
          {t('upload.choose')}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={RIDE_FILE_ACCEPT}
          className="sr-only"
          data-testid="upload-input"
          onChange={(event) => {
            start([...(event.target.files ?? [])]);
            event.target.value = ''; // the same file can be picked again
          }}
        />
      </label>

      {uploads.length > 0 && (
        <div className="card overflow-hidden" data-testid="upload-results">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-line/70 p-3 sm:px-4">
            <div className="min-w-0">
              <h3 className="text-sm font-bold">{t('upload.results')}</h3>
              <p className="text-sm text-muted" role="status" data-testid="upload-summary">
                {summary(uploads)
                  .map(([label, count]) => `${label}: ${formatNumber(count, language)}`)
                  .join(' · ')}
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setOpen((value) => !value)}
                data-testid="upload-toggle"
              >
                {open ? t('upload.hide') : t('upload.show')}
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setUploads((list) => list.filter((u) => !isFinished(u)))}
                disabled={!uploads.some(isFinished)}
                data-testid="upload-clear"
              >
                <X className="size-4" aria-hidden="true" />
                {t('upload.clear')}
              </button>
            </div>
          </div>
          {/* Bounded: a batch of rides must not push the ride list thousands of pixels down on a phone. */}
          <div id={listId} hidden={!open}>
            <ScrollRegion
              label={t('upload.results')}
              className="max-h-[24rem] overflow-y-auto"
              testId="upload-scroll"
            >
              <ul className="divide-y divide-line/70" aria-live="polite" data-testid="upload-list">
                {uploads.map((upload) => (
                  <li
                    key={upload.key}
                    className="flex items-start gap-3 p-3 sm:px-4"
                    data-testid="upload-item"
                    data-status={upload.status}
                  >
                    <span className="mt-0.5 shrink-0">
                      <StatusIcon upload={upload} />
                    </span>
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                        <p className="min-w-0 truncate font-medium" title={upload.name}>
                          {upload.name}
                        </p>
                        <p className="text-sm font-semibold" data-testid="upload-status">
                          {t(`upload.status.${upload.status}`)}
                        </p>
                      </div>
                      {(upload.status === 'queued' || upload.status === 'uploading') && (
                        <progress
                          className="mt-2 h-1.5 w-full overflow-hidden rounded-full accent-[var(--brand-fg)]"
                          max={1}
                          value={upload.progress}
                          aria-label={t('upload.progress', { name: upload.name })}
                        />
                      )}
                      {'message' in upload && upload.message && (
                        <p className="mt-1 text-sm text-danger" data-testid="upload-reason">
                          {upload.message}
                        </p>
                      )}
                      {'duplicate' in upload && upload.duplicate && (
                        <DuplicateReason duplicate={upload.duplicate} />
                      )}
                      {'warnings' in upload && upload.warnings.length > 0 && (
                        <div className="mt-1.5">
                          <WarningList warnings={upload.warnings} testId="upload-warning" />
                        </div>
                      )}
                      {'activityId' in upload && upload.activityId && (
                        <LocalizedLink
                          to={`/activities/${upload.activityId}`}
                          className="mt-1 inline-block text-sm font-semibold text-brand-fg underline"
                        >
                          {t('upload.open')}
                        </LocalizedLink>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </ScrollRegion>
          </div>
        </div>
      )}
    </section>
  );
}
