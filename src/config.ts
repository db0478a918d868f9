// Every environment variable is read and validated here, once, at start.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const durationPattern = /^(\d+)(ms|s|m|h)$/;

/** "30s,2m,10m,1h,4h" → milliseconds. */
export function parseSchedule(value: string): number[] {
  return value.split(",").map((part) => {
    const match = durationPattern.exec(part.trim());
    if (!match) throw new Error(`"${part}" is not a duration like 30s, 2m or 1h`);
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as "ms" | "s" | "m" | "h"];
    return Number(match[1]) * unit;
  });
}

/** MIGRATION_MAX_ZIP_ENTRIES' default: far above a real migration's files, far below a hostile directory's. */
export const DEFAULT_MAX_ZIP_ENTRIES = 50_000;

/** One ownership structure's declared limits (OWNERSHIP_MAX_*; src/domain/ownership/limits.ts enforces them). */
export const DEFAULT_OWNERSHIP_LIMITS = { maxNodes: 500, maxEdges: 2_000, maxDepth: 30, maxNameLength: 300 } as const;
/** Above any limit a deployment may set: what the request schemas refuse outright. */
export const OWNERSHIP_HARD_LIMITS = { maxNodes: 5_000, maxEdges: 20_000, maxDepth: 1_000, maxNameLength: 1_000 } as const;

/** The key as SECRETS_KEY gives it: standard or URL-safe base64 of exactly 32 bytes; null otherwise. */
export function parseSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, "base64");
  return key.length === 32 ? key : null;
}

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const secretsKey = z.string().transform((value, ctx) => {
  const key = parseSecretsKey(value);
  if (!key) ctx.addIssue({ code: "custom", message: "must be the base64 of 32 random bytes (openssl rand -base64 32)" });
  return key ?? Buffer.alloc(0);
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgresql://")
    .optional(),
  /**
   * Most live watchlist entries, all lists together, a process holds in memory for screening (about
   * 100 bytes each, docs/screening-matching.md); 0 holds none and screening reads the database.
   */
  SCREENING_RESIDENT_ENTRIES: z.coerce.number().int().min(0).default(2_000_000),
  /** Threads an API process screens /match in, off its event loop (a server database only; PGlite screens on the loop); 0: on the loop. */
  MATCH_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  /** A /match request's screening is stopped after this long (waiting for a thread included) and answers 503 TIMEOUT. */
  MATCH_DEADLINE_MS: z.coerce.number().int().positive().default(10_000),
  /** /match requests one API key may have screening at once per API process; more answer 429. */
  MATCH_CONCURRENCY_PER_KEY: z.coerce.number().int().positive().default(2),
  /** /match requests one account's keys together may have screening at once per API process; more answer 429. */
  MATCH_CONCURRENCY_PER_ACCOUNT: z.coerce.number().int().positive().default(4),
  /** CPU-heavy requests (ownership writes, /match) one account's keys together may have running at once per API process; more answer 429. 0: no cap. */
  HEAVY_REQUESTS_PER_ACCOUNT: z.coerce.number().int().min(0).default(4),
  /** Connections this process keeps to a PostgreSQL server (README "Configuration" says how to size it). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  /** A connection to the PostgreSQL server not made within this long fails (the request answers 503), never hangs. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** PostgreSQL ends a statement running longer than this. Unset: REQUEST_TIMEOUT_MS in an API process, 10 minutes in a worker. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** How often a worker's reconciler looks for work whose workflow closed without finishing it, and how old a start must be to be looked at. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(15_000),
  RECONCILE_GRACE_MS: z.coerce.number().int().positive().default(30_000),
  DATA_DIR: z.string().min(1).default(".data"),
  TEMPORAL_ADDRESS: z
    .string()
    .regex(/^[^:\s]+:\d+$/, "must be host:port")
    .optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default("default"),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default("compliance"),
  API_KEY_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9]{1,15}$/, "lowercase letters and digits, 2 to 16")
    .default("cmp"),
  API_ENV: z.enum(["test", "live"]).default("test"),
  PUBLIC_BASE_URL: z.string().url().optional(),
  WEBHOOK_RETRY_SCHEDULE: z.string().default("30s,2m,10m,1h,4h"),
  /** Whether webhook URLs may reach loopback or private addresses: off on every deployment unless an operator sets it (a sandbox's tenants must not read its network). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool.optional(),
  /** Whether scheduled list sources (lists:source:add) may be fetched from loopback or private addresses. */
  LIST_SOURCE_ALLOW_PRIVATE_TARGETS: bool.optional(),
  /** Plain http list sources on a live deployment (an operator's private mirror without TLS); off: live fetches https only, so no one on the path can rewrite a list. */
  LIST_SOURCE_ALLOW_HTTP: bool.default(false),
  /** Largest list file a source may deliver, counted after HTTP decompression (a small gzip body must not fill the store). */
  LIST_SOURCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 ** 3),
  OBJECT_STORE_URL: z
    .string()
    .regex(/^s3:\/\/[^/]+/, "must look like s3://bucket")
    .optional(),
  /** The service's own way to the S3-compatible store (MinIO, …); unset: AWS S3. */
  S3_ENDPOINT: z.string().url().optional(),
  /** The store as clients reach it, when that differs (e.g. http://minio:9000 inside compose, http://localhost:9000 outside): signed URLs name this host. */
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  AWS_REGION: z.string().min(1).default("us-east-1"),
  /** The store's credentials; unset: the AWS SDK's own chain (instance role, profile, …). */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  /** Each role applies pending migrations at start; a deployment with a one-shot migration step turns it off. */
  MIGRATE_ON_START: bool.default(true),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(512 * 1024 * 1024),
  /** How long after its URL expired an upload never registered is kept; then the retention sweep deletes it. */
  UPLOAD_GRACE_PERIOD: z
    .string()
    .default("24h")
    .refine((v) => durationPattern.test(v.trim()), "must be a duration like 30m or 24h")
    .transform((v) => parseSchedule(v)[0]),
  /** Subscriptions (SSE streams on /graphql) one API key may hold open on one API process. */
  SUBSCRIPTIONS_MAX_PER_KEY: z.coerce.number().int().positive().default(20),
  /** Most entries a migration archive may list; more are refused with 400 before anything is created. */
  MIGRATION_MAX_ZIP_ENTRIES: z.coerce.number().int().positive().default(DEFAULT_MAX_ZIP_ENTRIES),
  /** The declared limits of one ownership structure (docs/ownership.md "Limits"); a write past one is refused before any work. */
  OWNERSHIP_MAX_NODES: z.coerce.number().int().positive().max(OWNERSHIP_HARD_LIMITS.maxNodes).default(DEFAULT_OWNERSHIP_LIMITS.maxNodes),
  OWNERSHIP_MAX_EDGES: z.coerce.number().int().positive().max(OWNERSHIP_HARD_LIMITS.maxEdges).default(DEFAULT_OWNERSHIP_LIMITS.maxEdges),
  OWNERSHIP_MAX_DEPTH: z.coerce.number().int().positive().max(OWNERSHIP_HARD_LIMITS.maxDepth).default(DEFAULT_OWNERSHIP_LIMITS.maxDepth),
  OWNERSHIP_MAX_NAME_LENGTH: z.coerce.number().int().positive().max(OWNERSHIP_HARD_LIMITS.maxNameLength).default(DEFAULT_OWNERSHIP_LIMITS.maxNameLength),
  /** Subscriptions all keys together may hold open on one API process; past it the next is refused with 503. */
  SUBSCRIPTIONS_MAX_PER_PROCESS: z.coerce.number().int().positive().default(1000),
  /** Trusted documents on /graphql: `live` keys (or `all` keys) run only the operations registered in GRAPHQL_TRUSTED_DOCUMENTS_FILE; `off`: any operation. */
  GRAPHQL_TRUSTED_DOCUMENTS: z.enum(["off", "live", "all"]).default("off"),
  /** The registered operations, `{"<sha256>": "<document>"}` (written by `npm run admin -- graphql:persist`). */
  GRAPHQL_TRUSTED_DOCUMENTS_FILE: z.string().min(1).default("graphql/trusted-documents.json"),
  /** Magic test inputs (docs/sandbox.md); unset: on where API_ENV=test. Never on a live deployment. */
  SANDBOX_ENABLED: bool.optional(),
  /** Serves Prometheus metrics at GET /metrics on this port (unauthenticated: keep it internal); unset: off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Largest JSON request body (uploads and the multipart migration keep MAX_UPLOAD_BYTES). */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** An API request still unanswered after this long answers 503 (its work may still finish). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Unset: on for API_ENV=live, off for test deployments (sandboxes, CI, benchmarks hammer one key). */
  RATE_LIMIT_ENABLED: bool.optional(),
  /** Requests one API key may make per window, counted in the database across every replica. */
  RATE_LIMIT_REQUESTS: z.coerce.number().int().positive().default(6000),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(60),
  /** Encrypts webhook secrets and the service's signing keys at rest: base64 of 32 bytes. Required when API_ENV=live. */
  SECRETS_KEY: secretsKey.optional(),
  /** Former SECRETS_KEY values, comma-separated: still decrypt until `npm run admin -- secrets:rotate` has run. */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .transform((value, ctx) => {
      const keys = value
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean)
        .map(parseSecretsKey);
      if (keys.some((k) => !k)) ctx.addIssue({ code: "custom", message: "must be comma-separated keys, each the base64 of 32 bytes" });
      return keys.filter((k): k is Buffer => k !== null);
    })
    .optional(),
  /** Unset: on for API_ENV=live, off for test deployments. Counts failed authentications, /readyz and /objects per client address. */
  UNAUTHENTICATED_RATE_LIMIT_ENABLED: bool.optional(),
  UNAUTHENTICATED_RATE_LIMIT_REQUESTS: z.coerce.number().int().positive().default(300),
  UNAUTHENTICATED_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(60),
  /** Express's "trust proxy": hops (e.g. 1 behind one proxy), or comma-separated addresses/subnets; unset: the socket's address is the client's. */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[\w.:/,\s-]+)$/, "a hop count or comma-separated addresses/subnets (loopback, 10.0.0.0/8, …)")
    .refine((v) => v !== "true", "name the hops or addresses: trusting every address lets any client choose its own")
    .transform((v) =>
      /^\d+$/.test(v)
        ? Number(v)
        : v
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean),
    )
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Adverse-media search over HTTP (src/domain/screening/media/provider.ts); needs MEDIA_SEARCH_API_KEY. */
  MEDIA_SEARCH_URL: z.string().url().optional(),
  MEDIA_SEARCH_API_KEY: z.string().min(1).optional(),
  /** A JSON file of articles keyed by name (tests, the demo); instead of MEDIA_SEARCH_URL. */
  MEDIA_SEARCH_FILE: z.string().min(1).optional(),
  MEDIA_SEARCH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Optional OpenAI-compatible chat-completions endpoint that rewrites a story's extractive description; unset: off. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
});

export type MediaSearchConfig = { kind: "http"; url: string; apiKey: string; timeoutMs: number } | { kind: "file"; path: string } | null;
export type LlmConfig = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;

/** Which media search (if any) the variables ask for; a half-configured one stops the process. */
function mediaSearchConfig(e: z.output<typeof envSchema>): MediaSearchConfig {
  if (e.MEDIA_SEARCH_URL && e.MEDIA_SEARCH_FILE)
    throw new ConfigError("Invalid configuration:\n  MEDIA_SEARCH_FILE: set MEDIA_SEARCH_URL or MEDIA_SEARCH_FILE, not both");
  if (e.MEDIA_SEARCH_FILE) return { kind: "file", path: path.resolve(e.MEDIA_SEARCH_FILE) };
  if (!e.MEDIA_SEARCH_URL) return null;
  if (!e.MEDIA_SEARCH_API_KEY) throw new ConfigError("Invalid configuration:\n  MEDIA_SEARCH_API_KEY: required with MEDIA_SEARCH_URL");
  return { kind: "http", url: e.MEDIA_SEARCH_URL, apiKey: e.MEDIA_SEARCH_API_KEY, timeoutMs: e.MEDIA_SEARCH_TIMEOUT_MS };
}

/** Keys given here (in the environment or as files) are passed to the S3 client; unset: the SDK finds its own. */
function s3Credentials(e: z.output<typeof envSchema>) {
  if (!e.AWS_ACCESS_KEY_ID || !e.AWS_SECRET_ACCESS_KEY) return undefined;
  return { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, sessionToken: e.AWS_SESSION_TOKEN };
}

function llmConfig(e: z.output<typeof envSchema>): LlmConfig {
  if (!e.LLM_BASE_URL) return null;
  if (!e.LLM_MODEL) throw new ConfigError("Invalid configuration:\n  LLM_MODEL: required with LLM_BASE_URL");
  return { baseUrl: e.LLM_BASE_URL.replace(/\/$/, ""), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS };
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * The secrets a deployment may hand over as a file instead (`<VAR>_FILE=/run/secrets/…`, as Docker
 * and Kubernetes mount secrets), so their values never sit in the environment or in `docker inspect`.
 */
export const SECRET_FILE_VARIABLES = [
  "DATABASE_URL",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "MEDIA_SEARCH_API_KEY",
  "LLM_API_KEY",
  "SECRETS_KEY",
  "SECRETS_KEY_PREVIOUS",
] as const;

export type ReadSecretFile = (filePath: string) => string;

const readSecretFile: ReadSecretFile = (filePath) => readFileSync(filePath, "utf8");

/**
 * Replaces each `<VAR>_FILE` of SECRET_FILE_VARIABLES by `<VAR>` with the file's content (trailing line
 * breaks dropped, as `$(cat file)` would). Messages name the variable and the file, never the content.
 */
function resolveSecretFiles(env: Record<string, string>, read: ReadSecretFile = readSecretFile): Record<string, string> {
  const resolved = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (file === undefined) continue;
    delete resolved[`${name}_FILE`];
    if (env[name] !== undefined) {
      problems.push(`  ${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    let value: string;
    try {
      value = read(file).replace(/[\r\n]+$/, "");
    } catch (err) {
      problems.push(`  ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
      continue;
    }
    if (value === "") problems.push(`  ${name}_FILE: ${file} is empty`);
    else resolved[name] = value;
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return resolved;
}

/**
 * Every environment variable a process of the service reads: the schema above, the `_FILE` variants
 * of its secrets, the ones the Temporal tooling and tracing read. A deployment that sets anything else
 * sets it for nothing (a test holds docker-compose.yml to this list).
 */
export const ENVIRONMENT_READ: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...SECRET_FILE_VARIABLES.map((name) => `${name}_FILE`),
  "TEMPORAL_CLI",
  "TEMPORAL_WORKFLOW_BUNDLE",
  "NODE_ENV",
  // Tracing (src/observability/tracing.ts) reads these itself; the OpenTelemetry SDK reads the rest of OTEL_*.
  "OTEL_SDK_DISABLED",
  "OTEL_TRACES_EXPORTER",
  "OTEL_EXPORTER_OTLP_ENDPOINT",
  "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
  "OTEL_SERVICE_NAME",
];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, readSecret: ReadSecretFile = readSecretFile) {
  // Empty strings count as unset, as a shell user would expect from `FOO= npm start`.
  const present = resolveSecretFiles(
    Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")),
    readSecret,
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  let webhookRetryScheduleMs: number[];
  try {
    webhookRetryScheduleMs = parseSchedule(e.WEBHOOK_RETRY_SCHEDULE);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  WEBHOOK_RETRY_SCHEDULE: ${(err as Error).message}`);
  }
  if (e.SANDBOX_ENABLED && e.API_ENV === "live")
    throw new ConfigError("Invalid configuration:\n  SANDBOX_ENABLED: the sandbox runs on test deployments only (API_ENV=test)");
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    screeningResidentEntries: e.SCREENING_RESIDENT_ENTRIES,
    matchPool: {
      threads: e.MATCH_WORKERS,
      deadlineMs: e.MATCH_DEADLINE_MS,
      perKey: e.MATCH_CONCURRENCY_PER_KEY,
      perAccount: e.MATCH_CONCURRENCY_PER_ACCOUNT,
    },
    heavyRequestsPerAccount: e.HEAVY_REQUESTS_PER_ACCOUNT,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    /** Null: chosen per role (REQUEST_TIMEOUT_MS for a process that serves the API, WORKER_STATEMENT_TIMEOUT_MS otherwise). */
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS ?? null,
    reconcile: { intervalMs: e.RECONCILE_INTERVAL_MS, graceMs: e.RECONCILE_GRACE_MS },
    dataDir,
    temporalAddress: e.TEMPORAL_ADDRESS,
    temporalNamespace: e.TEMPORAL_NAMESPACE,
    taskQueue: e.TEMPORAL_TASK_QUEUE,
    apiKeyPrefix: e.API_KEY_PREFIX,
    apiEnv: e.API_ENV,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ""),
    webhookRetryScheduleMs,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? false,
    objectStoreUrl: e.OBJECT_STORE_URL,
    s3: { endpoint: e.S3_ENDPOINT, publicEndpoint: e.S3_PUBLIC_ENDPOINT ?? e.S3_ENDPOINT, region: e.AWS_REGION, credentials: s3Credentials(e) },
    migrateOnStart: e.MIGRATE_ON_START,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    /** UPLOAD_GRACE_PERIOD in ms: an upload never registered is deleted this long after its URL expired. */
    uploadGraceMs: e.UPLOAD_GRACE_PERIOD,
    migrationMaxZipEntries: e.MIGRATION_MAX_ZIP_ENTRIES,
    ownershipLimits: {
      maxNodes: e.OWNERSHIP_MAX_NODES,
      maxEdges: e.OWNERSHIP_MAX_EDGES,
      maxDepth: e.OWNERSHIP_MAX_DEPTH,
      maxNameLength: e.OWNERSHIP_MAX_NAME_LENGTH,
    },
    subscriptionsMaxPerKey: e.SUBSCRIPTIONS_MAX_PER_KEY,
    subscriptionsMaxPerProcess: e.SUBSCRIPTIONS_MAX_PER_PROCESS,
    trustedDocuments: { mode: e.GRAPHQL_TRUSTED_DOCUMENTS, file: path.resolve(e.GRAPHQL_TRUSTED_DOCUMENTS_FILE) },
    /** The sandbox's magic inputs (src/domain/sandbox): test deployments only, whatever SANDBOX_ENABLED says. */
    sandbox: e.API_ENV === "test" && (e.SANDBOX_ENABLED ?? true),
    maxBodyBytes: e.MAX_BODY_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    rateLimit: (e.RATE_LIMIT_ENABLED ?? e.API_ENV === "live") ? { requests: e.RATE_LIMIT_REQUESTS, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS } : null,
    unauthenticatedRateLimit:
      (e.UNAUTHENTICATED_RATE_LIMIT_ENABLED ?? e.API_ENV === "live")
        ? { requests: e.UNAUTHENTICATED_RATE_LIMIT_REQUESTS, windowSeconds: e.UNAUTHENTICATED_RATE_LIMIT_WINDOW_SECONDS }
        : null,
    trustProxy: e.TRUST_PROXY,
    /** Null: a test deployment's own key from the database (src/domain/encryption/keyring.ts); a live one refuses to start. */
    secretsKeys: e.SECRETS_KEY ? { current: e.SECRETS_KEY, previous: e.SECRETS_KEY_PREVIOUS ?? [] } : null,
    logLevel: e.LOG_LEVEL,
    metricsPort: e.METRICS_PORT,
    /** Adverse-media search; null: adverse-media screening is off. */
    mediaSearch: mediaSearchConfig(e),
    /** The optional LLM step of adverse-media stories; null: extractive descriptions only. */
    llm: llmConfig(e),
    /** Where webhooks may be sent (checked on subscription and at delivery). */
    webhookUrlPolicy: { requireHttps: e.API_ENV === "live", allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? false },
    /** Where scheduled list sources may be fetched from, through the webhook's address checks: https on live unless LIST_SOURCE_ALLOW_HTTP; private targets per LIST_SOURCE_ALLOW_PRIVATE_TARGETS (default: as webhooks). */
    listSourceUrlPolicy: {
      requireHttps: e.API_ENV === "live" && !e.LIST_SOURCE_ALLOW_HTTP,
      allowPrivateTargets: e.LIST_SOURCE_ALLOW_PRIVATE_TARGETS ?? e.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? false,
    },
    /** Largest list file a scheduled source may deliver, after decompression (LIST_SOURCE_MAX_BYTES). */
    listSourceMaxBytes: e.LIST_SOURCE_MAX_BYTES,
    /** Where the running server answers the admin CLI (PGlite admits one process). */
    adminSocketPath: path.join(dataDir, "admin.sock"),
  };
}
