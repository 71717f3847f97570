/** A fetch wrapper that keeps cookies like a browser tab, for driving the gateway in tests. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string>; body?: RequestInit['body'] } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.storeCookie(line);
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, data: data as Record<string, unknown> & Record<string, any> };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json: json ?? {}, headers });
  }

  /** A GraphQL operation over HTTP, as Apollo Client sends it. */
  async graphql<T = any>(query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>) {
    const response = await this.post('/graphql', { query, variables }, headers);
    return response.data as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  }

  private storeCookie(line: string): void {
    const [pair, ...attributes] = line.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index).trim();
    const value = pair!.slice(index + 1).trim();
    const expired = attributes.some((attribute) => /^\s*expires=thu, 01 jan 1970/i.test(attribute)) || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
