import { readFileSync } from 'node:fs';
import type { TestClient } from './http-client.ts';

export const FORMATS_FIXTURES = new URL('../../../../packages/formats/test/fixtures/', import.meta.url);

export function formatsFixture(relativePath: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(relativePath, FORMATS_FIXTURES)));
}

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

/** `POST /api/activities` as a browser would send it: multipart/form-data, one `files` part per file. */
export async function upload(client: TestClient, files: UploadFile[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  const res = await fetch(new URL('/api/activities', client.baseUrl), {
    method: 'POST',
    headers: { cookie: client.cookieHeader(), origin: client.baseUrl, ...headers },
    body: form,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return { status: res.status, headers: res.headers, json: json as any, text };
}

/** Uploads one file and returns the created (or existing) activity id; throws otherwise. */
export async function uploadOne(client: TestClient, file: UploadFile): Promise<string> {
  const res = await upload(client, [file]);
  const result = res.json?.results?.[0];
  if (res.status !== 200 || !result?.activityId) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return result.activityId as string;
}
