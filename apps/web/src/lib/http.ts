import { takeEarlyResponse } from './early-fetch.ts';

/** A non-2xx answer of our API, carrying the `{ error: { code, message, fields } }` body (DESIGN.md). */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, { code: string; message: string }>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, { code: string; message: string }>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields ?? {};
  }
}

type ErrorBody = {
  error?: { code?: string; message?: string; fields?: Record<string, { code: string; message: string }> };
};

/**
 * JSON request to our own API (same origin, session cookie). Throws HttpError on non-2xx, TypeError when offline.
 * `language` (the UI language) goes in Accept-Language, for replies whose texts follow it (library workouts).
 */
export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; language?: string } = {},
): Promise<T> {
  const early = (init.method ?? 'GET') === 'GET' ? takeEarlyResponse(path) : undefined;
  const response = await (early ??
    fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.language ? { 'accept-language': init.language } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }));
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    const error = (body as ErrorBody | null)?.error;
    throw new HttpError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return body as T;
}

/** Spec §8: definitive client errors are not retried; everything else gets TanStack Query's default 3 retries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof HttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  ) {
    return false;
  }
  return failureCount < 3;
}
