// The sessions of the load benchmark (bench/load.ts): what a reviewer and an intake integration do,
// step by step. Each step builds its request from the session's context and reads what the next
// steps need from its response.
export interface Credentials {
  accountId: string;
  key: string;
}

export interface BuiltRequest {
  method: "GET" | "POST" | "PATCH" | "PUT";
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** A signed URL: sent without the API key. */
  raw?: boolean;
}

export interface Step {
  /** The route template the figures are reported under. */
  route: string;
  /** null when a prerequisite is missing (an earlier step failed): the session restarts. */
  build(context: Record<string, any>): BuiltRequest | null;
  /** Reads the 2xx response; false marks it as an error (a GraphQL answer with `errors`). */
  after?(body: any, context: Record<string, any>): boolean | void;
}

type Names = { first: string[]; last: string[] };

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The list filters a review screen offers, rotated. */
function listFilter(names: Names): Record<string, string | number> {
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
  return pick<Record<string, string | number>>([
    { status: "SUBMITTED", limit: 20 },
    { entityTypes: "BUSINESS", orderBy: "name", order: "asc", limit: 20 },
    { status: "PENDING,SUBMITTED", createdFrom: since, limit: 50 },
    { search: pick(names.last), limit: 20 },
  ]);
}

const DASHBOARD = `query Dashboard($limit: Int) {
  applications(filter: { status: [SUBMITTED] }, limit: $limit) { items { id name status riskLevel createdAt individuals { firstName lastName } } nextCursor }
  tasks(limit: 10) { items { id status title createdAt } nextCursor }
}`;

/** A reviewer: lists with filters and follows the cursor, opens applications, searches, checks tasks. */
export function reviewSession(names: Names): Step[] {
  const itemIds = (body: any, context: Record<string, any>) => {
    context.ids = (body.items as { id: string }[]).map((a) => a.id);
    context.cursor = body.nextCursor;
  };
  return [
    {
      route: "GET /applications",
      build: (c) => ((c.filter = listFilter(names)), { method: "GET", path: `/api/v1/applications?${query(c.filter)}` }),
      after: itemIds,
    },
    {
      route: "GET /applications (next page)",
      build: (c) => (c.cursor ? { method: "GET", path: `/api/v1/applications?${query({ ...c.filter, cursor: c.cursor })}` } : null),
      after: itemIds,
    },
    {
      route: "GET /applications/:id",
      build: (c) => (c.ids?.length ? { method: "GET", path: `/api/v1/applications/${encodeURIComponent(pick(c.ids as string[]))}` } : null),
    },
    {
      route: "GET /platform/search",
      build: () => ({
        method: "GET",
        path: `/api/v1/platform/search?${query({ q: Math.random() < 0.5 ? pick(names.last) : `${pick(names.first)} ${pick(names.last)}` })}`,
      }),
    },
    { route: "GET /tasks", build: () => ({ method: "GET", path: `/api/v1/tasks?${query({ limit: 20 })}` }) },
    {
      route: "POST /graphql",
      build: () => ({ method: "POST", path: "/graphql", body: JSON.stringify({ query: DASHBOARD, variables: { limit: 20 } }) }),
      after: (body) => !body?.errors,
    },
  ];
}

/** An intake integration: creates an application, records a hit and its verdict, adds a document. */
export function intakeSession(names: Names, baseUrl: string, pdf: Buffer): Step[] {
  return [
    {
      route: "POST /applications",
      build: (c) => {
        const [firstName, lastName] = [pick(names.first), pick(names.last)];
        c.name = `${firstName} ${lastName}`;
        return {
          method: "POST",
          path: "/api/v1/applications",
          body: JSON.stringify({
            entityType: "INDIVIDUAL",
            name: c.name,
            email: `load-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
            individual: { firstName, lastName },
          }),
        };
      },
      after: (body, c) => void (c.applicationId = body.id),
    },
    {
      route: "POST /screening/hits",
      build: (c) =>
        c.applicationId
          ? {
              method: "POST",
              path: "/api/v1/screening/hits",
              body: JSON.stringify({ applicationId: c.applicationId, title: `${c.name} in the news`, type: "ADVERSE_MEDIA", status: "NOT_REVIEWED" }),
            }
          : null,
      after: (body, c) => void (c.hitId = body.id),
    },
    {
      route: "PATCH /screening/hits/:id",
      build: (c) =>
        c.hitId
          ? {
              method: "PATCH",
              path: `/api/v1/screening/hits/${c.hitId}`,
              body: JSON.stringify({ status: pick(["FALSE_POSITIVE", "CONFIRMED"]), note: "Reviewed under load" }),
            }
          : null,
    },
    {
      route: "POST /documents/uploads",
      build: (c) =>
        c.applicationId
          ? { method: "POST", path: "/api/v1/documents/uploads", body: JSON.stringify({ fileName: "proof-of-address.pdf", contentType: "application/pdf" }) }
          : null,
      after: (body, c) => {
        c.uploadKey = body.key;
        const url = new URL(body.uploadUrl);
        // The local store signs URLs on the API's own origin; another origin would need its own client.
        c.uploadPath = url.origin === new URL(baseUrl).origin ? url.pathname + url.search : null;
      },
    },
    {
      route: "PUT upload URL",
      build: (c) => (c.uploadPath ? { method: "PUT", path: c.uploadPath, body: pdf, headers: { "content-type": "application/pdf" }, raw: true } : null),
    },
    {
      route: "POST /documents",
      build: (c) =>
        c.uploadKey
          ? {
              method: "POST",
              path: "/api/v1/documents",
              body: JSON.stringify({
                applicationId: c.applicationId,
                type: "PROOF_OF_ADDRESS",
                fileName: "proof-of-address.pdf",
                key: c.uploadKey,
                contentType: "application/pdf",
              }),
            }
          : null,
    },
  ];
}
