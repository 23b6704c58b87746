import { afterEach, describe, expect, it, vi } from 'vitest';
import { type UploadFailure, uploadRideFile } from '../src/features/activities/api/upload-activity.ts';

/** Just enough XMLHttpRequest to drive the upload: records what was sent, answers what the test says. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const ride = () => new File([new Uint8Array([1, 2, 3])], 'morning.fit');

describe('uploadRideFile', () => {
  it('posts one file as multipart in the UI language and reports progress and the result', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const promise = uploadRideFile(ride(), { language: 'pt', onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/activities', true]);
    expect(xhr.headers['accept-language']).toBe('pt');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('morning.fit');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.respond(200, {
      results: [
        {
          filename: 'morning.fit',
          status: 'rejected',
          activityId: null,
          error: { code: 'fit_crc', message: 'Arquivo corrompido' },
          duplicate: null,
          warnings: [],
        },
      ],
    });
    await expect(promise).resolves.toMatchObject({
      status: 'rejected',
      error: { message: 'Arquivo corrompido' },
    });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with the status and the server’s code when the request fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const promise = uploadRideFile(ride(), { language: 'en', onProgress: () => {} });
    (FakeXhr.last as FakeXhr).respond(413, { error: { code: 'payload_too_large', message: 'Too large' } });
    await expect(promise).rejects.toEqual({
      kind: 'http',
      status: 413,
      code: 'payload_too_large',
      message: 'Too large',
    } satisfies UploadFailure);
  });

  it('waits out a 503 for its Retry-After and sends the file again, up to 5 attempts', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      const progress: number[] = [];
      const promise = uploadRideFile(ride(), { language: 'en', onProgress: (f) => progress.push(f) });
      const busy = { error: { code: 'service_unavailable', message: 'Busy' } };
      const first = FakeXhr.last as FakeXhr;
      first.respond(503, busy, { 'retry-after': '2' });
      await vi.advanceTimersByTimeAsync(1900);
      expect(FakeXhr.last).toBe(first); // still waiting
      await vi.advanceTimersByTimeAsync(200);
      const second = FakeXhr.last as FakeXhr;
      expect(second).not.toBe(first);
      expect((second.body?.get('file') as File | undefined)?.name).toBe('morning.fit');
      second.respond(200, {
        results: [
          {
            filename: 'morning.fit',
            status: 'created',
            activityId: 'a1',
            error: null,
            duplicate: null,
            warnings: [],
          },
        ],
      });
      await expect(promise).resolves.toMatchObject({ status: 'created', activityId: 'a1' });
      expect(progress).toEqual([0, 1]);

      // Still busy after 5 attempts: the failure is the rider's to see.
      const stubborn = uploadRideFile(ride(), { language: 'en', onProgress: () => {} });
      const outcome = stubborn.catch((failure: unknown) => failure);
      for (let i = 0; i < 5; i++) {
        (FakeXhr.last as FakeXhr).respond(503, busy, { 'retry-after': '1' });
        await vi.advanceTimersByTimeAsync(1000);
      }
      await expect(outcome).resolves.toMatchObject({
        kind: 'http',
        status: 503,
        code: 'service_unavailable',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects as a network failure when the connection drops', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const promise = uploadRideFile(ride(), { language: 'en', onProgress: () => {} });
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(promise).rejects.toEqual({ kind: 'network' });
  });
});
