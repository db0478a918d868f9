// A small HTTP client for tests: real requests against the running service.
export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function client(baseUrl: string, key?: string) {
  async function request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResponse<T>> {
    const res = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
  return {
    get: <T = any>(path: string, headers?: Record<string, string>) => request<T>("GET", path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>("POST", path, body ?? {}, headers),
    patch: <T = any>(path: string, body?: unknown) => request<T>("PATCH", path, body ?? {}),
    put: <T = any>(path: string, body?: unknown) => request<T>("PUT", path, body ?? {}),
    delete: <T = any>(path: string) => request<T>("DELETE", path),
    request,
    graphql: async <T = any>(query: string, variables?: Record<string, unknown>) =>
      request<{ data: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>("POST", "/graphql", { query, variables }),
  };
}

/** Polls until `check` returns a value, or fails after the deadline (no fixed sleeps). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ""}`);
}
