// Every cursor list answers `{items, nextCursor}`; nextCursor is null on the last page.

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** An error answer, in the API's error shape (`{statusCode, error, message, code, details?}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const b = body as { code?: string; message?: string } | undefined;
    super(`${status}${b?.code ? ` ${b.code}` : ""}: ${b?.message ?? "request failed"}`);
    this.name = "ApiError";
  }

  get code(): string | undefined {
    return (this.body as { code?: string } | undefined)?.code;
  }
}

interface Result<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The data of an openapi-fetch result, or an ApiError. */
export async function unwrap<D>(result: Promise<Result<D>> | Result<D>): Promise<D> {
  const { data, error, response } = await result;
  if (error !== undefined || !response.ok) throw new ApiError(response.status, error);
  return data as D;
}

/**
 * Every item of a cursor list, page after page:
 * `for await (const app of paginate((cursor) => client.GET("/api/v1/applications", { params: { query: { cursor, limit: 50 } } })))`.
 */
export async function* paginate<T>(fetchPage: (cursor: string | undefined) => Promise<Result<Page<T>>>): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const page = await unwrap(fetchPage(cursor));
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
