// The production compose file: valid by the Compose specification's own validator,
// every variable it sets one the service reads, one object store, one database and one Temporal for
// every replica, migrations applied once before the roles start, and an image on Node 24 LTS. Only the
// entry point is published; PostgreSQL, Temporal and MinIO stay on an internal network; secrets come
// from files, never from the configuration; the service has its own MinIO user, not the root one.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { ENVIRONMENT_READ, loadConfig } from "../../src/config";

const ROOT = path.resolve(__dirname, "../..");
const COMPOSE = path.join(ROOT, "docker-compose.yml");
const EXAMPLES = path.join(ROOT, "secrets.example");

type Port = string | { published?: number | string; target?: number; host_ip?: string };

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  entrypoint?: string[] | string;
  environment?: Record<string, string | number | null>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  ports?: Port[];
  networks?: Record<string, unknown> | string[];
  profiles?: string[];
  secrets?: (string | { source: string })[];
}

interface Compose {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean } | null>;
  secrets: Record<string, { file: string }>;
}

/** The file as Compose resolves it (anchors, merges and ${…} defaults applied), and its text. */
function composeConfig(): { text: string; config: Compose } {
  const run = spawnSync("docker-compose", ["-f", COMPOSE, "config"], { encoding: "utf8" });
  if (run.error) throw new Error("docker-compose is not installed: apt-get install docker-compose (.ci/run does)");
  if (run.status !== 0) throw new Error(run.stderr);
  return { text: run.stdout, config: parse(run.stdout) as Compose };
}

const { text, config } = composeConfig();
const { services } = config;

const ROLES = ["api", "worker", "migrate", "admin"];
/** What holds the data and runs the work: never published, only on the internal network. */
const BACKEND = ["postgres", "temporal-postgres", "temporal-schema", "temporal", "temporal-namespace", "temporal-ui", "minio", "minio-init"];
const SECRET_NAME = /(PASSWORD|PWD|SECRET|SECRET_KEY|SECRET_ACCESS_KEY|ACCESS_KEY_ID|API_KEY|TOKEN|ROOT_USER|DATABASE_URL)$/;

const secretsOf = (name: string) => (services[name].secrets ?? []).map((s) => (typeof s === "string" ? s : s.source));
const networksOf = (name: string) => {
  const networks = services[name].networks ?? [];
  return Array.isArray(networks) ? networks : Object.keys(networks);
};
const environmentOf = (name: string) => Object.fromEntries(Object.entries(services[name].environment ?? {}).map(([k, v]) => [k, String(v)]));
/** The secret a `<VAR>_FILE=/run/secrets/<name>` variable names. */
const secretFileOf = (name: string, variable: string) => {
  const file = environmentOf(name)[`${variable}_FILE`] ?? "";
  return /^\/run\/secrets\/([\w.-]+)$/.exec(file)?.[1];
};
/** Reads `/run/secrets/<name>` from secrets.example/, as the container would from secrets/. */
const readExample = (file: string) => {
  const name = /^\/run\/secrets\/([\w.-]+)$/.exec(file)?.[1];
  if (!name) throw new Error(`${file} is not a Docker secret`);
  return readFileSync(path.join(EXAMPLES, name), "utf8");
};
const hostIpOf = (port: Port) => (typeof port === "string" ? (port.split(":").length === 3 ? port.split(":")[0] : "0.0.0.0") : (port.host_ip ?? "0.0.0.0"));

describe("docker-compose.yml", () => {
  it("is valid by Compose's own validator (Debian's docker-compose config)", () => {
    const check = spawnSync("docker-compose", ["-f", COMPOSE, "config", "-q"], { encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  });

  it("sets only variables the service reads, values its config accepts, and mounts the secrets they name", () => {
    for (const role of ROLES) {
      const env = environmentOf(role);
      const unread = Object.keys(env).filter((name) => !ENVIRONMENT_READ.includes(name));
      expect({ role, unread }).toEqual({ role, unread: [] });
      expect(() => loadConfig(env, readExample)).not.toThrow();
      const named = Object.entries(env)
        .filter(([k]) => k.endsWith("_FILE"))
        .map(([, v]) => v.replace("/run/secrets/", ""));
      expect({ role, unmounted: named.filter((name) => !secretsOf(role).includes(name)) }).toEqual({ role, unmounted: [] });
    }
  });

  it("gives every replica the same S3 store, database and Temporal, and creates the bucket", () => {
    const shared = ["OBJECT_STORE_URL", "S3_ENDPOINT", "DATABASE_URL_FILE", "TEMPORAL_ADDRESS", "TEMPORAL_NAMESPACE", "TEMPORAL_TASK_QUEUE"];
    const of = (role: string) => Object.fromEntries(shared.map((name) => [name, environmentOf(role)[name]]));
    expect(of("api").OBJECT_STORE_URL).toMatch(/^s3:\/\//);
    for (const role of ["worker", "migrate", "admin"]) expect(of(role)).toEqual(of("api"));
    const bucket = new URL(String(of("api").OBJECT_STORE_URL)).host;
    expect(environmentOf("minio-init").BUCKET).toBe(bucket);
    expect(readFileSync(path.join(ROOT, "deploy/minio/setup.sh"), "utf8")).toContain('mc mb --ignore-existing "store/$BUCKET"');
    expect(services.api.deploy?.replicas).toBe(2);
    expect(services.worker.deploy?.replicas).toBe(2);
  });

  it("publishes one port, the entry point's, which balances the API replicas and passes only the bucket's signed URLs to MinIO", () => {
    const published = Object.entries(services).filter(([, s]) => (s.ports ?? []).length > 0 && !(s.profiles ?? []).length);
    expect(published.map(([name]) => name)).toEqual(["proxy"]);
    const nginx = readFileSync(path.join(ROOT, "deploy/proxy/nginx.conf"), "utf8");
    expect(nginx).toContain(`server api:${environmentOf("api").PORT} resolve;`);
    const bucket = new URL(environmentOf("api").OBJECT_STORE_URL).host;
    const locations = [...nginx.matchAll(/^\s*location\s+(\S+)/gm)].map((m) => m[1]);
    expect(locations.sort()).toEqual([`/${bucket}/`, "/"].sort());
    // Signed URLs and the API's links name the entry point, which reaches the store.
    for (const role of ROLES) expect(environmentOf(role).S3_PUBLIC_ENDPOINT).toBe(environmentOf(role).PUBLIC_BASE_URL);
  });

  it("keeps PostgreSQL, Temporal and MinIO unpublished on an internal network", () => {
    expect(config.networks.back?.internal).toBe(true);
    for (const name of BACKEND) {
      expect({ name, ports: services[name].ports ?? [] }).toEqual({ name, ports: [] });
      expect({ name, networks: networksOf(name) }).toEqual({ name, networks: ["back"] });
    }
    for (const role of ["migrate", "admin"]) expect(networksOf(role)).toEqual(["back"]);
  });

  it("opens the Temporal UI and the MinIO console to operators only by profile, on the host's loopback", () => {
    const opsOnly = Object.entries(services).filter(([, s]) => (s.profiles ?? []).includes("ops"));
    expect(opsOnly.map(([name]) => name).sort()).toEqual(["ops-proxy", "temporal-ui"]);
    const ports = services["ops-proxy"].ports ?? [];
    expect(ports.length).toBe(2);
    for (const port of ports) expect(hostIpOf(port)).toBe("127.0.0.1");
    const ops = readFileSync(path.join(ROOT, "deploy/proxy/ops.conf"), "utf8");
    expect(ops).toContain("temporal-ui:8080");
    expect(ops).toContain("minio:9001");
  });

  it("holds no secret value: every secret is a file under the git-ignored secrets/ folder", () => {
    expect(text).not.toContain("compliance-secret");
    expect(text).not.toMatch(/password=/i);
    for (const [name, s] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(s.environment ?? {})) {
        expect({ name, variable, secretInPlain: SECRET_NAME.test(variable) }).toEqual({ name, variable, secretInPlain: false });
        // No credentials inside a URL either (postgresql://user:password@host).
        expect({ name, variable, value: String(value) }).not.toEqual({ name, variable, value: expect.stringMatching(/:\/\/[^/@\s]+:[^/@\s]*@/) });
      }
    }
    for (const example of readdirSync(EXAMPLES).filter((f) => f !== "README.md"))
      expect(text).not.toContain(readFileSync(path.join(EXAMPLES, example), "utf8").trim());
    for (const [name, secret] of Object.entries(config.secrets)) {
      expect(path.relative(ROOT, secret.file)).toBe(path.join("secrets", name));
      expect(existsSync(path.join(EXAMPLES, name))).toBe(true);
    }
    expect(readFileSync(path.join(ROOT, ".gitignore"), "utf8")).toMatch(/^secrets\/$/m);
    expect(readFileSync(path.join(ROOT, ".dockerignore"), "utf8")).toMatch(/^secrets$/m);
  });

  it("reads PostgreSQL's and Temporal's database passwords from secrets", () => {
    expect(secretFileOf("postgres", "POSTGRES_PASSWORD")).toBe("postgres_password");
    expect(secretFileOf("temporal-postgres", "POSTGRES_PASSWORD")).toBe("temporal_db_password");
    expect(secretFileOf("temporal-schema", "SQL_PASSWORD")).toBe("temporal_db_password");
    expect(secretFileOf("temporal", "POSTGRES_PWD")).toBe("temporal_db_password");
    // Those two images read the environment only: the wrapper exports the variable from its file.
    expect(services["temporal-schema"].entrypoint).toEqual(["/bin/sh", "/deploy/file-env.sh", "SQL_PASSWORD", "/bin/sh", "/deploy/setup-schema.sh"]);
    expect(services.temporal.entrypoint).toEqual(["/bin/sh", "/deploy/file-env.sh", "POSTGRES_PWD", "/etc/temporal/entrypoint.sh"]);
  });

  it("gives the service its own MinIO user, limited to the bucket, never the root keys", () => {
    const root = [secretFileOf("minio", "MINIO_ROOT_USER"), secretFileOf("minio", "MINIO_ROOT_PASSWORD")];
    expect(root).toEqual(["minio_root_user", "minio_root_password"]);
    const holders = Object.keys(services).filter((name) => secretsOf(name).some((s) => root.includes(s)));
    expect(holders.sort()).toEqual(["minio", "minio-init"]);
    for (const role of ROLES) {
      expect([secretFileOf(role, "AWS_ACCESS_KEY_ID"), secretFileOf(role, "AWS_SECRET_ACCESS_KEY")]).toEqual(["s3_access_key_id", "s3_secret_access_key"]);
      expect(loadConfig(environmentOf(role), readExample).s3.credentials?.accessKeyId).not.toBe(readExample("/run/secrets/minio_root_user").trim());
    }
    expect(secretsOf("minio-init")).toEqual(expect.arrayContaining(["s3_access_key_id", "s3_secret_access_key"]));
  });

  it("creates that user with a policy on the bucket's objects only (deploy/minio/setup.sh against a recording mc)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "minio-init-"));
    mkdirSync(path.join(dir, "bin"));
    // Records each call; keeps the policy document it is given; answers `user info` without a policy.
    writeFileSync(
      path.join(dir, "bin/mc"),
      '#!/bin/sh\necho "$*" >> "$TMPDIR/calls"\n[ "$2 $3" = "policy create" ] && cp "$6" "$TMPDIR/policy.kept"\nexit 0\n',
      { mode: 0o755 },
    );
    const bucket = environmentOf("minio-init").BUCKET;
    execFileSync("sh", [path.join(ROOT, "deploy/minio/setup.sh")], {
      env: { PATH: `${path.join(dir, "bin")}:${process.env.PATH}`, TMPDIR: dir, SECRETS_DIR: EXAMPLES, BUCKET: bucket },
      stdio: "pipe",
    });
    const calls = readFileSync(path.join(dir, "calls"), "utf8").trim().split("\n");
    const user = readExample("/run/secrets/s3_access_key_id").trim();
    const secret = readExample("/run/secrets/s3_secret_access_key").trim();
    expect(calls).toEqual([
      `mb --ignore-existing store/${bucket}`,
      `admin policy create store compliance-service ${path.join(dir, "policy.json")}`,
      `admin user add store ${user} ${secret}`,
      `admin user info store ${user}`,
      `admin policy attach store compliance-service --user ${user}`,
    ]);
    const policy = JSON.parse(readFileSync(path.join(dir, "policy.kept"), "utf8")) as { Statement: { Effect: string; Action: string[]; Resource: string[] }[] };
    const allowed = policy.Statement.flatMap((s) => s.Resource.map((resource) => ({ effect: s.Effect, resource, actions: s.Action })));
    expect(allowed.map((a) => a.resource).sort()).toEqual([`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`]);
    for (const { actions } of allowed) for (const action of actions) expect(action).toMatch(/^s3:[A-Za-z]+$/);
    expect(allowed.find((a) => a.resource.endsWith("/*"))?.actions.sort()).toEqual([
      "s3:AbortMultipartUpload",
      "s3:DeleteObject",
      "s3:GetObject",
      "s3:ListMultipartUploadParts",
      "s3:PutObject",
    ]);
  });

  it("applies migrations once, before any replica starts, which then do not migrate", () => {
    expect(services.migrate.command).toEqual(["npm", "run", "db:migrate"]);
    for (const role of ["api", "worker"]) {
      expect(services[role].depends_on?.migrate).toEqual({ condition: "service_completed_successfully" });
      expect(environmentOf(role).MIGRATE_ON_START).toBe("false");
    }
  });

  it("runs the maintained Temporal images: server, admin-tools for schema and namespace, the UI", () => {
    const images = Object.values(services).map((s) => s.image ?? "");
    expect(images.some((i) => i.startsWith("temporalio/auto-setup"))).toBe(false);
    expect(services.temporal.image).toMatch(/^temporalio\/server:/);
    expect(services["temporal-schema"].image).toMatch(/^temporalio\/admin-tools:/);
    expect(services["temporal-namespace"].image).toMatch(/^temporalio\/admin-tools:/);
    expect(services["temporal-ui"].image).toMatch(/^temporalio\/ui:/);
    // Every search attribute the code sets is created.
    const namespaceScript = readFileSync(path.join(ROOT, "deploy/temporal/setup-namespace.sh"), "utf8");
    for (const attribute of ["AccountId", "MigrationId"]) expect(namespaceScript).toContain(attribute);
    for (const script of ["temporal/setup-schema.sh", "temporal/setup-namespace.sh", "temporal/file-env.sh", "minio/setup.sh"]) {
      expect(existsSync(path.join(ROOT, "deploy", script))).toBe(true);
      execFileSync("sh", ["-n", path.join(ROOT, "deploy", script)]);
    }
  });

  it("checks the API's health on /readyz", () => {
    expect(services.api.healthcheck?.test.join(" ")).toContain("/readyz");
  });
});

describe("scripts/make-secrets.sh", () => {
  const make = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    execFileSync("sh", [path.join(ROOT, "scripts/make-secrets.sh")], { env: { ...process.env, SECRETS_DIR: dir }, stdio: "pipe" });
    return (name: string) => readFileSync(path.join(dir, name), "utf8").trim();
  };

  it("writes every secret the compose file declares, random, with a database URL on the database's password", () => {
    const first = make();
    const second = make();
    for (const name of Object.keys(config.secrets)) {
      expect(first(name)).not.toBe("");
      expect(first(name)).not.toBe(second(name));
    }
    expect(first("database_url")).toBe(`postgresql://compliance:${first("postgres_password")}@postgres:5432/compliance`);
    expect(first("s3_access_key_id")).not.toBe(first("minio_root_user"));
    expect(first("s3_secret_access_key")).not.toBe(first("minio_root_password"));
    // MinIO's limits on the keys it generates itself.
    for (const key of ["minio_root_user", "s3_access_key_id"]) expect(first(key).length).toBeLessThanOrEqual(20);
    for (const key of ["minio_root_password", "s3_secret_access_key"]) expect(first(key).length).toBeLessThanOrEqual(40);
    const env = environmentOf("api");
    const fromSecrets = (file: string) => first(file.replace("/run/secrets/", ""));
    expect(loadConfig(env, fromSecrets).databaseUrl).toBe(first("database_url"));
  });
});

describe("Dockerfile", () => {
  it("builds in stages on Node 24 LTS and runs as an unprivileged user", () => {
    const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^node:24[.-]/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
