import type { IncomingMessage, ServerResponse } from 'node:http';

/** Reads a request body as the providers accept it: form-encoded, JSON, or query-style parameters. */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readRaw(req);
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return {};
  if (type.includes('application/json')) return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
}

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body ?? null));
}
