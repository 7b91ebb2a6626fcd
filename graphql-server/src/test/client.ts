export interface RestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface GqlResponse<T = any> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }>;
}

/** A test browser: real HTTP to the test server, with one cookie jar. */
export class TestClient {
  private cookies = new Map<string, string>();
  /** Sent with every request, e.g. an X-Forwarded-For of its own (the app trusts its loopback proxy). */
  readonly headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async raw(
    method: string,
    path: string,
    init: { body?: string | FormData | Blob | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const res = await fetch(this.baseUrl + path, {
      method,
      body: init.body,
      headers: { ...this.headers, ...(this.cookies.size ? { cookie: this.cookieHeader } : {}), ...init.headers },
      redirect: 'manual',
    });
    this.remember(res.headers);
    return res;
  }

  async rest<T = any>(method: string, path: string, body?: unknown): Promise<RestResponse<T>> {
    const res = await this.raw(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>> {
    const res = await this.raw('POST', '/graphql', {
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json' },
    });
    const json = (await res.json()) as GqlResponse<T>;
    return { ...json, status: res.status };
  }

  /** GraphQL multipart request (graphql-upload), e.g. for images. */
  async gqlUpload<T = any>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { name: string; type: string; data: Uint8Array }>,
  ): Promise<GqlResponse<T>> {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables }));
    const map: Record<string, string[]> = {};
    Object.keys(files).forEach((variablePath, i) => {
      map[String(i)] = [`variables.${variablePath}`];
    });
    form.set('map', JSON.stringify(map));
    Object.values(files).forEach((file, i) => {
      form.set(String(i), new Blob([file.data], { type: file.type }), file.name);
    });
    const res = await this.raw('POST', '/graphql', { body: form, headers: { 'apollo-require-preflight': 'true' } });
    const json = (await res.json()) as GqlResponse<T>;
    return { ...json, status: res.status };
  }
}
