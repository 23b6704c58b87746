import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRaw } from './fake-http.ts';

/**
 * A pass-through for a real OpenAI-compatible endpoint (the coach chat's evaluation against a real model): forwards
 * each chat completion as it is and records the names of the tools the model called in its replies.
 */
export async function startRecordingProxy(target: string) {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    (async () => {
      const body = await readRaw(req);
      const upstream = await fetch(`${target.replace(/\/$/, '')}${(req.url ?? '').replace(/^\/v1/, '')}`, {
        method: req.method,
        headers: {
          'content-type': 'application/json',
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        },
        body: req.method === 'GET' ? undefined : body,
      });
      const text = await upstream.text();
      try {
        const json = JSON.parse(text) as {
          choices?: { message?: { tool_calls?: { function?: { name?: string } }[] } }[];
        };
        for (const c of json.choices?.[0]?.message?.tool_calls ?? []) calls.push(String(c.function?.name));
      } catch {
        // not JSON: the app reads it as the failure it is
      }
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      res.end(text);
    })().catch((e: unknown) => {
      res.writeHead(502);
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    /** Tool names called since the last `take()`. */
    take: () => calls.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
