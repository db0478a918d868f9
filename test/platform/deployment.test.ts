// The production compose file (issue 18): valid by the Compose specification's own validator, every
// variable it sets one the service reads, one object store, one database and one Temporal for every
// replica, migrations applied once before the roles start, and an image on Node 24 LTS.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { ENVIRONMENT_READ, loadConfig } from "../../src/config";

const ROOT = path.resolve(__dirname, "../..");
const COMPOSE = path.join(ROOT, "docker-compose.yml");

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
}

/** The file as Compose resolves it (anchors and merges applied). */
function resolved(): { services: Record<string, Service> } {
  return parse(readFileSync(COMPOSE, "utf8"), { merge: true });
}

const ROLES = ["api", "worker", "migrate", "admin"];

describe("docker-compose.yml", () => {
  it("is valid by Compose's own validator (Debian's docker-compose config)", () => {
    const check = spawnSync("docker-compose", ["-f", COMPOSE, "config", "-q"], { encoding: "utf8" });
    if (check.error) throw new Error("docker-compose is not installed: apt-get install docker-compose (.ci/run does)");
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  });

  it("sets only variables the service reads, and values its config accepts", () => {
    const { services } = resolved();
    for (const role of ROLES) {
      const env = services[role].environment ?? {};
      const unread = Object.keys(env).filter((name) => !ENVIRONMENT_READ.includes(name));
      expect({ role, unread }).toEqual({ role, unread: [] });
      expect(() => loadConfig(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])))).not.toThrow();
    }
  });

  it("gives every replica the same S3 store, database and Temporal, and creates the bucket", () => {
    const { services } = resolved();
    const shared = ["OBJECT_STORE_URL", "S3_ENDPOINT", "DATABASE_URL", "TEMPORAL_ADDRESS", "TEMPORAL_NAMESPACE", "TEMPORAL_TASK_QUEUE"];
    const of = (role: string) => Object.fromEntries(shared.map((name) => [name, services[role].environment?.[name]]));
    expect(of("api").OBJECT_STORE_URL).toMatch(/^s3:\/\//);
    for (const role of ["worker", "migrate", "admin"]) expect(of(role)).toEqual(of("api"));
    const bucket = new URL(String(of("api").OBJECT_STORE_URL)).host;
    expect(JSON.stringify(services["minio-bucket"].entrypoint)).toContain(`mc mb --ignore-existing store/${bucket}`);
    expect(services.api.deploy?.replicas).toBe(2);
    expect(services.worker.deploy?.replicas).toBe(2);
  });

  it("applies migrations once, before any replica starts, which then do not migrate", () => {
    const { services } = resolved();
    expect(services.migrate.command).toEqual(["npm", "run", "db:migrate"]);
    for (const role of ["api", "worker"]) {
      expect(services[role].depends_on?.migrate).toEqual({ condition: "service_completed_successfully" });
      expect(services[role].environment?.MIGRATE_ON_START).toBe("false");
    }
  });

  it("runs the maintained Temporal images: server, admin-tools for schema and namespace, the UI", () => {
    const { services } = resolved();
    const images = Object.values(services).map((s) => s.image ?? "");
    expect(images.some((i) => i.startsWith("temporalio/auto-setup"))).toBe(false);
    expect(services.temporal.image).toMatch(/^temporalio\/server:/);
    expect(services["temporal-schema"].image).toMatch(/^temporalio\/admin-tools:/);
    expect(services["temporal-namespace"].image).toMatch(/^temporalio\/admin-tools:/);
    expect(services["temporal-ui"].image).toMatch(/^temporalio\/ui:/);
    // Every search attribute the code sets is created.
    const namespaceScript = readFileSync(path.join(ROOT, "deploy/temporal/setup-namespace.sh"), "utf8");
    for (const attribute of ["AccountId", "MigrationId"]) expect(namespaceScript).toContain(attribute);
    for (const script of ["setup-schema.sh", "setup-namespace.sh"]) {
      expect(existsSync(path.join(ROOT, "deploy/temporal", script))).toBe(true);
      execFileSync("sh", ["-n", path.join(ROOT, "deploy/temporal", script)]);
    }
  });

  it("checks the API's health on /readyz", () => {
    expect(resolved().services.api.healthcheck?.test.join(" ")).toContain("/readyz");
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
