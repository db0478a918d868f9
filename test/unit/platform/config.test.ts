// Every environment variable is validated once at start (CONTRACT "Environment"): the defaults the
// contract names, and a message naming the variable and what it wants when one is wrong.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, ENVIRONMENT_READ, loadConfig, parseSchedule, SECRET_FILE_VARIABLES } from "../../../src/config";

const messageOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("accepted");
};

describe("loadConfig", () => {
  it("applies the contract's defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: path.resolve(".data"),
      temporalAddress: undefined,
      temporalNamespace: "default",
      taskQueue: "compliance",
      apiKeyPrefix: "cmp",
      apiEnv: "test",
      publicBaseUrl: "http://127.0.0.1:3000",
      webhookRetryScheduleMs: [30_000, 120_000, 600_000, 3_600_000, 14_400_000],
      webhookAllowPrivateTargets: false,
      rateLimit: null,
    });
  });

  it("turns https-only and the private-target ban on for live deployments, with rate limiting", () => {
    const live = loadConfig({ API_ENV: "live" });
    expect(live.webhookUrlPolicy).toEqual({ requireHttps: true, allowPrivateTargets: false });
    expect(live.webhookAllowPrivateTargets).toBe(false);
    expect(live.rateLimit).toEqual({ requests: 6000, windowSeconds: 60 });
    expect(loadConfig({ API_ENV: "live", WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" }).webhookUrlPolicy.allowPrivateTargets).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "0" }).webhookUrlPolicy).toEqual({ requireHttps: false, allowPrivateTargets: false });
  });

  it("lets webhooks and list sources reach private addresses only when an operator says so, test deployments included", () => {
    for (const env of [{}, { API_ENV: "test" }, { API_ENV: "live" }]) {
      const config = loadConfig(env);
      expect(config.webhookUrlPolicy.allowPrivateTargets).toBe(false);
      expect(config.listSourceUrlPolicy.allowPrivateTargets).toBe(false);
    }
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" }).listSourceUrlPolicy.allowPrivateTargets).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", LIST_SOURCE_ALLOW_PRIVATE_TARGETS: "false" }).listSourceUrlPolicy.allowPrivateTargets).toBe(
      false,
    );
  });

  it("fetches list sources over https only on live deployments, unless LIST_SOURCE_ALLOW_HTTP names a private mirror; caps their size", () => {
    expect(loadConfig({}).listSourceUrlPolicy.requireHttps).toBe(false);
    expect(loadConfig({ API_ENV: "live" }).listSourceUrlPolicy.requireHttps).toBe(true);
    expect(loadConfig({ API_ENV: "live", LIST_SOURCE_ALLOW_HTTP: "true" }).listSourceUrlPolicy.requireHttps).toBe(false);
    expect(loadConfig({}).listSourceMaxBytes).toBe(4 * 1024 ** 3);
    expect(loadConfig({ LIST_SOURCE_MAX_BYTES: "1048576" }).listSourceMaxBytes).toBe(1048576);
    expect(() => loadConfig({ LIST_SOURCE_MAX_BYTES: "0" })).toThrow(/LIST_SOURCE_MAX_BYTES/);
  });

  it("counts an empty variable as unset, as `FOO= npm start` means", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("derives the public base URL from the listen address, without a trailing slash", () => {
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "8080" }).publicBaseUrl).toBe("http://0.0.0.0:8080");
    expect(loadConfig({ PUBLIC_BASE_URL: "https://api.example.com/" }).publicBaseUrl).toBe("https://api.example.com");
  });

  it("caps migration archive entries (50,000) and open subscriptions per key (20) unless told otherwise", () => {
    expect(loadConfig({}).migrationMaxZipEntries).toBe(50_000);
    expect(loadConfig({ MIGRATION_MAX_ZIP_ENTRIES: "1000" }).migrationMaxZipEntries).toBe(1000);
    expect(() => loadConfig({ MIGRATION_MAX_ZIP_ENTRIES: "0" })).toThrow("MIGRATION_MAX_ZIP_ENTRIES");
    expect(loadConfig({}).subscriptionsMaxPerKey).toBe(20);
    expect(loadConfig({ SUBSCRIPTIONS_MAX_PER_KEY: "5" }).subscriptionsMaxPerKey).toBe(5);
  });

  it("keeps an upload never registered 24 hours past its URL's expiry unless UPLOAD_GRACE_PERIOD says otherwise, and refuses a period it cannot read", () => {
    expect(loadConfig({}).uploadGraceMs).toBe(24 * 3_600_000);
    expect(loadConfig({ UPLOAD_GRACE_PERIOD: "30m" }).uploadGraceMs).toBe(30 * 60_000);
    expect(messageOf({ UPLOAD_GRACE_PERIOD: "a day" })).toContain("UPLOAD_GRACE_PERIOD: must be a duration like 30m or 24h");
  });

  it("names every wrong variable and what it wants, in one message", () => {
    const message = messageOf({ PORT: "70000", DATABASE_URL: "mysql://x", TEMPORAL_ADDRESS: "localhost", API_ENV: "prod", OBJECT_STORE_URL: "gs://bucket" });
    expect(message.split("\n")[0]).toBe("Invalid configuration:");
    expect(message).toContain("  PORT: ");
    expect(message).toContain("  DATABASE_URL: must start with postgresql://");
    expect(message).toContain("  TEMPORAL_ADDRESS: must be host:port");
    expect(message).toContain("  API_ENV: ");
    expect(message).toContain("  OBJECT_STORE_URL: must look like s3://bucket");
  });

  it("refuses a retry schedule it cannot read, quoting the part", () => {
    expect(messageOf({ WEBHOOK_RETRY_SCHEDULE: "30s,2 minutes" })).toBe(
      'Invalid configuration:\n  WEBHOOK_RETRY_SCHEDULE: "2 minutes" is not a duration like 30s, 2m or 1h',
    );
  });

  it("refuses an API key prefix that would not read as one", () => {
    expect(messageOf({ API_KEY_PREFIX: "Cmp_" })).toContain("API_KEY_PREFIX: lowercase letters and digits, 2 to 16");
  });
});

describe("secrets as files (<VAR>_FILE, as Docker secrets are mounted)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "config-secrets-"));
  const secret = (name: string, content: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };

  it("reads the database URL and the S3 keys from their files, without the trailing line break", () => {
    const config = loadConfig({
      DATABASE_URL_FILE: secret("database_url", "postgresql://compliance:s3cr3t@postgres:5432/compliance\n"),
      AWS_ACCESS_KEY_ID_FILE: secret("s3_access_key_id", "compliance-service\r\n"),
      AWS_SECRET_ACCESS_KEY_FILE: secret("s3_secret_access_key", "0123456789abcdef"),
      OBJECT_STORE_URL: "s3://documents",
    });
    expect(config.databaseUrl).toBe("postgresql://compliance:s3cr3t@postgres:5432/compliance");
    expect(config.s3.credentials).toEqual({ accessKeyId: "compliance-service", secretAccessKey: "0123456789abcdef", sessionToken: undefined });
  });

  it("reads each file once, at start", () => {
    const read = jest.fn(() => "postgresql://a:b@db/c");
    loadConfig({ DATABASE_URL_FILE: "/run/secrets/database_url" }, read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith("/run/secrets/database_url");
  });

  it("validates a value read from a file as it would the variable, without quoting it", () => {
    const message = messageOf({ DATABASE_URL_FILE: secret("bad_url", "mysql://root:hunter2@db/x") });
    expect(message).toBe("Invalid configuration:\n  DATABASE_URL: must start with postgresql://");
    expect(message).not.toContain("hunter2");
  });

  it("refuses a variable set both ways, a file it cannot read and an empty file, naming each", () => {
    const message = messageOf({
      DATABASE_URL: "postgresql://a:b@db/c",
      DATABASE_URL_FILE: secret("database_url_both", "postgresql://a:b@db/c"),
      AWS_SECRET_ACCESS_KEY_FILE: path.join(dir, "missing"),
      LLM_API_KEY_FILE: secret("empty", "\n"),
    });
    expect(message).toContain("  DATABASE_URL_FILE: set DATABASE_URL or DATABASE_URL_FILE, not both");
    expect(message).toContain(`  AWS_SECRET_ACCESS_KEY_FILE: cannot read ${path.join(dir, "missing")} (ENOENT)`);
    expect(message).toContain(`  LLM_API_KEY_FILE: ${path.join(dir, "empty")} is empty`);
  });

  it("leaves the S3 credentials to the AWS SDK's own chain when none are given", () => {
    expect(loadConfig({}).s3.credentials).toBeUndefined();
    expect(loadConfig({ AWS_ACCESS_KEY_ID: "only-the-id" }).s3.credentials).toBeUndefined();
  });

  it("lists every _FILE variant among the variables the service reads", () => {
    for (const name of SECRET_FILE_VARIABLES) expect(ENVIRONMENT_READ).toContain(`${name}_FILE`);
  });
});

describe("parseSchedule", () => {
  it("reads ms, s, m and h, with spaces around the commas", () => {
    expect(parseSchedule("250ms, 1s ,2m,1h")).toEqual([250, 1000, 120_000, 3_600_000]);
  });

  it("refuses units it does not know and empty parts", () => {
    expect(() => parseSchedule("1d")).toThrow('"1d" is not a duration like 30s, 2m or 1h');
    expect(() => parseSchedule("30s,,2m")).toThrow('"" is not a duration');
    expect(() => parseSchedule("-5s")).toThrow();
  });
});
