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
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
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

  it('rejects as a network failure when the connection drops', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const promise = uploadRideFile(ride(), { language: 'en', onProgress: () => {} });
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(promise).rejects.toEqual({ kind: 'network' });
  });
});
