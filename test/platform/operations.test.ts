// Operations basics: readiness names the failing part; configuration is validated once, clearly.
import { loadConfig, parseSchedule } from "../../src/config";
import { startDevServer, type DevServer } from "../../src/temporal/devServer";
import { onServer } from "../support/templateDatabase";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { Client as PgClient } from "pg";
import { openDatabase } from "../../src/db/client";

describe("readiness", () => {
  let temporal: DevServer;
  let svc: TestService;
  beforeAll(async () => {
    temporal = await startDevServer({ cli: process.env.TEST_TEMPORAL_CLI!, dataDir: null, headless: true, namespace: "default" });
    svc = await startTestService({ env: { TEMPORAL_ADDRESS: temporal.address } });
  });
  afterAll(async () => {
    await svc.close();
    await temporal.stop();
  });

  it("reports a stopped Temporal as 503 naming it, while /healthz stays up", async () => {
    const anon = client(svc.url);
    expect((await anon.get("/readyz")).status).toBe(200);
    await temporal.stop();
    const res = await eventually(async () => {
      const r = await anon.get("/readyz");
      return r.status === 503 ? r : null;
    });
    expect(res.body).toMatchObject({ statusCode: 503, error: "Service Unavailable", code: "NOT_READY", message: "Not ready: temporal" });
    expect(res.body.checks.database).toBe("ok");
    expect(res.body.checks.temporal).toMatch(/^unavailable/);
    expect((await anon.get("/healthz")).status).toBe(200);
  });
});

describe("configuration", () => {
  it("applies the contract's defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      temporalAddress: undefined,
      temporalNamespace: "default",
      taskQueue: "compliance",
      apiKeyPrefix: "cmp",
      apiEnv: "test",
      publicBaseUrl: "http://127.0.0.1:3000",
      webhookRetryScheduleMs: [30_000, 120_000, 600_000, 3_600_000, 14_400_000],
      webhookAllowPrivateTargets: false,
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(loadConfig({ API_ENV: "live" }).webhookAllowPrivateTargets).toBe(false);
    expect(config.databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
  });

  it("names every bad value in one clear message", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", API_ENV: "prod", TEMPORAL_ADDRESS: "nohost" })).toThrow(
      /Invalid configuration:\n  PORT: .*\n  DATABASE_URL: must start with postgresql:\/\/\n  TEMPORAL_ADDRESS: must be host:port\n  API_ENV: /,
    );
    expect(() => loadConfig({ WEBHOOK_RETRY_SCHEDULE: "30s,soon" })).toThrow(/WEBHOOK_RETRY_SCHEDULE: "soon" is not a duration/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE: /);
  });

  it("reads retry schedules in ms, s, m and h", () => {
    expect(parseSchedule("250ms,1s,2m,1h")).toEqual([250, 1000, 120_000, 3_600_000]);
  });
});

// Migrating takes a session advisory lock on the server (PGlite admits one process per directory).
(process.env.TEST_DATABASE_URL ? describe : describe.skip)("migrating on a server", () => {
  it("leaves no migration lock behind: an admin command migrates while a migrated service still runs", async () => {
    // An empty database of its own, not a copy of the run's migrated template: the engine must run here,
    // take its lock and release it.
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_lock_${Date.now().toString(36)}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const running = await openDatabase({ databaseUrl, dataDir: "/nonexistent" }, { migrate: true, poolSize: 4 });
    const probe = new PgClient({ connectionString: databaseUrl });
    await probe.connect();
    try {
      const held = await probe.query(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(held.rows[0].n).toBe(0);
      // What `npm run admin` does: it migrates on open. With the lock left held it waited 10 s and failed.
      const started = Date.now();
      const admin = await openDatabase({ databaseUrl, dataDir: "/nonexistent" }, { migrate: true, poolSize: 1 });
      await admin.close();
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      await probe.end();
      await running.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});

// A row lock on a server holds an operation mid-way; PGlite's single connection cannot be held there.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)("stopping", () => {
  it("closes the database only after an operation whose client has left has finished", async () => {
    const svc = await startTestService();
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    const created = await api.post("/api/v1/applications", {
      entityType: "INDIVIDUAL",
      name: "Late Leaver",
      individual: { firstName: "Late", lastName: "Leaver" },
    });
    expect(created.status).toBe(201);
    const lock = new PgClient({ connectionString: svc.env.DATABASE_URL });
    await lock.connect();
    try {
      await lock.query("BEGIN");
      await lock.query(`SELECT id FROM "Application" WHERE id = $1 FOR UPDATE`, [created.body.id]);
      // The client sends the submit and leaves while it waits on the lock.
      const leaving = new AbortController();
      const submit = fetch(`${svc.url}/api/v1/applications/${created.body.id}/submit`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: "{}",
        signal: leaving.signal,
      }).catch(() => null);
      await new Promise((r) => setTimeout(r, 500));
      leaving.abort();
      await submit;

      let stopped = false;
      const stopping = svc.stop().then(() => (stopped = true));
      await new Promise((r) => setTimeout(r, 1_000));
      expect(stopped).toBe(false); // still waiting for the submit, database open
      await lock.query("COMMIT");
      await stopping;
      const { rows } = await lock.query(`SELECT status::text FROM "Application" WHERE id = $1`, [created.body.id]);
      expect(rows[0].status).toBe("SUBMITTED");
    } finally {
      await lock.end();
      await svc.close().catch(() => undefined); // drops the test database (the service is already stopped)
    }
  }, 60_000);
});
