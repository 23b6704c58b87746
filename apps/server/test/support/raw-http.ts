import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  json: any;
}

/**
 * One request over node:http exactly as written: no cookie jar, and the path is sent byte for byte (fetch and
 * `new URL` would normalise `/./`, `/x/../` and `%2e` on the client before the server ever sees them).
 */
export function rawRequest(
  baseUrl: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(opts.body));
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method: opts.method ?? 'GET', path: opts.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** A JSON POST as a browser would send it (Origin set: the auth library refuses cross-site writes). */
export function rawPost(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return rawRequest(baseUrl, {
    method: 'POST',
    path,
    headers: { origin: baseUrl, ...headers },
    body: JSON.stringify(body),
  });
}
