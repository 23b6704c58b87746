import { type UploadResult, uploadResponseSchema } from '@domestique/contract';

/** Extensions the server decodes; `.gz` of each is accepted too. */
export const RIDE_FILE_EXTENSIONS = ['.fit', '.tcx', '.gpx'] as const;
/** For the file picker's `accept`. */
export const RIDE_FILE_ACCEPT = [...RIDE_FILE_EXTENSIONS, '.gz'].join(',');

/** Whether a file name looks like a ride file (the server still checks the bytes). */
export function isRideFileName(name: string): boolean {
  const lower = name.toLowerCase().replace(/\.gz$/, '');
  return RIDE_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export type UploadFailure =
  | { kind: 'http'; status: number; code: string; message: string; retryAfterS?: number }
  | { kind: 'network' };

/** Attempts at one file while the server answers 503 (busy with other uploads, or its database restarting). */
export const UPLOAD_ATTEMPTS = 5;
/** Longest wait between two attempts, whatever Retry-After says. */
const MAX_RETRY_WAIT_S = 30;

type UploadOptions = { language: string; onProgress: (fraction: number) => void; signal?: AbortSignal };

/**
 * POST /api/activities with one file (multipart). XMLHttpRequest rather than fetch because only it reports upload
 * progress; one request per file gives each file its own progress bar and result. `language` goes in Accept-Language
 * so a rejected file's reason comes back in the UI language. A 503 (the server holds as many uploads in memory as
 * it allows, or its database is restarting; nothing was stored) is retried after its Retry-After, up to
 * UPLOAD_ATTEMPTS times in all.
 */
export async function uploadRideFile(file: File, options: UploadOptions): Promise<UploadResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await uploadOnce(file, options);
    } catch (error) {
      const failure = error as UploadFailure;
      const busy = failure.kind === 'http' && failure.status === 503;
      if (!busy || attempt >= UPLOAD_ATTEMPTS || options.signal?.aborted) throw failure;
      options.onProgress(0);
      await wait(Math.min(MAX_RETRY_WAIT_S, Math.max(1, failure.retryAfterS ?? 2)) * 1000, options.signal);
    }
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject({ kind: 'network' } satisfies UploadFailure);
    });
  });
}

function uploadOnce(file: File, options: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/activities');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', options.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject({ kind: 'network' } satisfies UploadFailure);
    xhr.onabort = () => reject({ kind: 'network' } satisfies UploadFailure);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadResponseSchema.safeParse(body);
        const result = parsed.success ? parsed.data.results[0] : undefined;
        if (result) {
          options.onProgress(1);
          resolve(result);
          return;
        }
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      const retryAfterS = Number(xhr.getResponseHeader('retry-after'));
      reject({
        kind: 'http',
        status: xhr.status,
        code: error?.code ?? 'http_error',
        message: error?.message ?? xhr.statusText,
        ...(Number.isFinite(retryAfterS) && retryAfterS > 0 ? { retryAfterS } : {}),
      } satisfies UploadFailure);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
