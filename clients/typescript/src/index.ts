// The compliance API's TypeScript client: openapi-fetch over the types openapi-typescript generates
// from openapi.json (src/schema.ts; `npm run clients:generate` rewrites it), plus the helpers an
// integrator needs: cursor pagination, Idempotency-Key and retries on POST, webhook verification.
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema";
import { resilientFetch, type RetryOptions } from "./retry";

export type { components, operations, paths } from "./schema";
export { paginate, unwrap, ApiError, type Page } from "./pagination";
export { resilientFetch, type RetryOptions } from "./retry";
export { verifyWebhook, WebhookVerificationError, type WebhookEvent } from "./webhooks";

export type ComplianceClient = Client<paths>;

export interface ComplianceClientOptions {
  /** The server's root, e.g. `http://127.0.0.1:3000` (paths carry `/api/v1`). */
  baseUrl: string;
  /** `cmp_test_…` or `cmp_live_…`, sent as `Authorization: Bearer`. */
  apiKey: string;
  retry?: RetryOptions;
  /** The fetch to wrap (default: the global one). */
  fetch?: typeof fetch;
}

/** A typed client: `client.GET("/api/v1/tasks/{taskId}", { params: { path: { taskId } } })`. */
export function createComplianceClient(options: ComplianceClientOptions): ComplianceClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: resilientFetch(options.fetch ?? globalThis.fetch, options.retry),
  });
}
