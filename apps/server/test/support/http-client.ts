/**
 * A tiny HTTP client over real fetch with a cookie jar, like a browser tab: it keeps `Set-Cookie`s, sends them back,
 * and sets Origin on writes (the auth library rejects cross-site form posts).
 */
export class TestClient {
  readonly baseUrl: string;
  readonly cookies = new Map<string, string>();
  headers: Record<string, string> = {};

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const headers: Record<string, string> = { ...this.headers, ...extraHeaders };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    if (method !== 'GET') headers.origin ??= this.baseUrl;
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      redirect: 'manual',
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    return { status: res.status, headers: res.headers, json: json as any, text };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body ?? {}, headers);
  }
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, body, headers);
  }

  async signUp(email: string, password = 'Tr41ning-Days!', name = 'Rider') {
    const res = await this.post('/api/auth/sign-up/email', { email, password, name, language: 'en' });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    return res;
  }
}
