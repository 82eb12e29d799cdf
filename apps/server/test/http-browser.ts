import { CSRF_COOKIE } from '../src/plugins/csrf';

/**
 * A browser stand-in over real HTTP, for tests that talk to a spawned server process: keeps
 * cookies and echoes the XSRF token like the web client (TestClient does the same over inject).
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  /** Changes when the server restarts on another port; cookies stay. */
  constructor(public baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Headers a state-changing request needs; reads a page first when there is no XSRF cookie. */
  async unsafeHeaders(): Promise<Record<string, string>> {
    if (!this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/api/auth/me');
    return {
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': decodeURIComponent(this.cookies.get(CSRF_COOKIE) ?? ''),
      cookie: this.cookieHeader(),
    };
  }

  remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options: { signal?: AbortSignal; contentType?: string } = {},
  ): Promise<{ status: number; json: unknown; text: string }> {
    const headers: Record<string, string> =
      method === 'GET'
        ? { 'x-requested-with': 'XMLHttpRequest', cookie: this.cookieHeader() }
        : await this.unsafeHeaders();
    let payload: string | undefined;
    if (body !== undefined) {
      const contentType = options.contentType ?? 'application/json';
      headers['content-type'] = contentType;
      payload = contentType === 'application/json' ? JSON.stringify(body) : String(body);
    }
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    this.remember(response);
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json, text };
  }

  async signIn(area: 'admin' | 'agent' | 'supplier', username: string, password: string) {
    const response = await this.request('POST', '/api/auth/login', { area, username, password });
    if (response.status !== 200) {
      throw new Error(`Sign-in as ${username} failed: ${response.status} ${response.text}`);
    }
  }
}
