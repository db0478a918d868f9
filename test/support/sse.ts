// A GraphQL subscription over server-sent events, read with plain fetch as a browser's EventSource
// would: `event: next` carries one execution result, `event: complete` ends the stream.
interface ExecutionResultBody<T = any> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface Subscription<T = any> {
  status: number;
  contentType: string | null;
  /** The next result, or null once the stream has completed; fails after the deadline. */
  next(timeoutMs?: number): Promise<ExecutionResultBody<T> | null>;
  /** Every result until the stream completes. */
  rest(timeoutMs?: number): Promise<ExecutionResultBody<T>[]>;
  /** Hangs up, as a closed browser tab does. */
  close(): void;
}

export async function subscribe<T = any>(baseUrl: string, key: string, query: string, variables: Record<string, unknown> = {}): Promise<Subscription<T>> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let completed = false;

  /** The next `next` or `complete` event; comments (keep-alive pings) are skipped. */
  async function readEvent(): Promise<ExecutionResultBody<T> | null> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = block.split("\n").filter((line) => line && !line.startsWith(":"));
        const event = fields
          .find((l) => l.startsWith("event:"))
          ?.slice(6)
          .trim();
        const data = fields
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        if (event === "complete") return null;
        if (event === "next" || (!event && data)) return JSON.parse(data) as ExecutionResultBody<T>;
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  }

  const next = async (timeoutMs = 30_000) => {
    if (completed) return null;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs)));
    try {
      const result = await Promise.race([readEvent(), deadline]);
      if (result === null) completed = true;
      return result;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    next,
    rest: async (timeoutMs = 60_000) => {
      const until = Date.now() + timeoutMs;
      const results: ExecutionResultBody<T>[] = [];
      for (let r = await next(timeoutMs); r; r = await next(Math.max(1, until - Date.now()))) results.push(r);
      return results;
    },
    close: () => abort.abort(),
  };
}
