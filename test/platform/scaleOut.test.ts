// The production shape on one machine: two API processes and two worker processes,
// each started the way the image starts them (`src/api.ts`, `src/workerMain.ts`, its own DATA_DIR),
// sharing one PostgreSQL database, one Temporal server and one S3-compatible store (moto). What one
// replica writes, every other reads; what the workers do happens once.
//
// It needs a PostgreSQL server (processes cannot share an embedded PGlite): it runs in the suite's
// PostgreSQL pass (TEST_DATABASE_URL, as `.ci/run` sets) and is skipped in the embedded pass.
import { fork, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { Client as PgClient } from "pg";
import { openDatabase, type Database } from "../../src/db/client";
import { createAccount, createKey } from "../../src/domain/accounts/admin";
import { freePort } from "../../src/temporal/devServer";
import { addDocument, pdfWith } from "../support/documents";
import { createApplication } from "../support/factories";
import { client, eventually } from "../support/http";
import { settled } from "../migrations/support";
import { startReceiver } from "../support/receiver";
import { startS3Server } from "../support/s3";

const serverUrl = process.env.TEST_DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;
const ROOT = path.resolve(__dirname, "..", "..");

interface Replica {
  role: "api" | "worker";
  child: ChildProcess;
  dataDir: string;
  url?: string;
}

let s3: Awaited<ReturnType<typeof startS3Server>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let db: Database;
let databaseName: string;
const replicas: Replica[] = [];

/** Starts one role in its own process, as `npm run start:api` / `start:worker` do. */
async function startReplica(role: Replica["role"], env: Record<string, string>): Promise<Replica> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `compliance-${role}-`));
  const port = role === "api" ? await freePort() : 0;
  const child = fork(path.join(ROOT, "src", role === "api" ? "api.ts" : "workerMain.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const replica: Replica = { role, child, dataDir };
  replicas.push(replica);
  if (role === "api") {
    replica.url = `http://127.0.0.1:${port}`;
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`API replica exited with ${child.exitCode}`);
        return (await fetch(`${replica.url}/readyz`).catch(() => null))?.status === 200;
      },
      // Four processes start at once, each compiling the sources: minutes on a loaded host.
      200_000,
      250,
    );
  }
  return replica;
}

async function stopReplica(replica: Replica) {
  if (replica.child.exitCode === null) {
    await new Promise<void>((resolve) => {
      replica.child.once("exit", () => resolve());
      replica.child.kill("SIGTERM");
    });
  }
  rmSync(replica.dataDir, { recursive: true, force: true });
}

onServer("two APIs and two workers on one database, one Temporal and one object store", () => {
  let api1: ReturnType<typeof client>;
  let api2: ReturnType<typeof client>;

  beforeAll(async () => {
    s3 = await startS3Server();
    const credentials = { AWS_ACCESS_KEY_ID: "test", AWS_SECRET_ACCESS_KEY: "test", AWS_REGION: "us-east-1" };
    await new S3Client({
      endpoint: s3.endpoint,
      forcePathStyle: true,
      region: credentials.AWS_REGION,
      credentials: { accessKeyId: "test", secretAccessKey: "test" },
    }).send(new CreateBucketCommand({ Bucket: "compliance-scale" }));
    receiver = await startReceiver();

    databaseName = `scale_${randomBytes(6).toString("hex")}`;
    const admin = new PgClient({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    // Migrations run once, before the replicas start (the compose file's one-shot `migrate` service).
    db = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }, { migrate: true, poolSize: 2 });

    const shared = {
      ...credentials,
      DATABASE_URL: url.toString(),
      MIGRATE_ON_START: "false",
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
      TEMPORAL_TASK_QUEUE: `scale-${randomBytes(4).toString("hex")}`,
      OBJECT_STORE_URL: "s3://compliance-scale/shared",
      S3_ENDPOINT: s3.endpoint,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", // the receiver listens on loopback
    };
    const [a1, a2] = await Promise.all([
      startReplica("api", shared),
      startReplica("api", shared),
      startReplica("worker", shared),
      startReplica("worker", shared),
    ]);

    const account = await createAccount(db.prisma, { name: "Scale-out account" });
    const { key } = await createKey(db.prisma, "cmp", { accountId: account.id, env: "test" });
    api1 = client(a1.url!, key);
    api2 = client(a2.url!, key);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(replicas.map(stopReplica));
    await db?.close();
    if (databaseName) {
      const admin = new PgClient({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    await receiver?.close();
    await s3?.stop();
  }, 60_000);

  test("a document uploaded through API 1 is validated by a worker and downloaded through API 2", async () => {
    const app = await createApplication(api1, {
      name: "Anna Schmidt",
      individual: { firstName: "Anna", lastName: "Schmidt", address: { street: "12 Rue Neuve", city: "Luxembourg", postCode: "L-1234", country: "LU" } },
    });
    const bytes = await pdfWith([
      "Electricity bill",
      "Name: Anna Schmidt",
      `Date: ${new Date().toISOString().slice(0, 10)}`,
      "Address: 12 Rue Neuve, L-1234 Luxembourg",
    ]);
    const registered = await addDocument(api1, app.id, "PROOF_OF_ADDRESS", bytes);
    expect(registered.url).toContain(`${s3.endpoint}/compliance-scale/shared/`);

    // A worker (whichever took the task) read the bytes from the shared store to validate them.
    const validated = await eventually(
      async () => {
        const res = await api2.get(`/api/v1/documents/${registered.id}`);
        return res.body.validated ? res.body : null;
      },
      60_000,
      250,
    );
    // The name and the address were read from the bytes in the shared store, not from a local disk.
    const results = validated.validations.flatMap((v: { results: { key: string; isValid: boolean }[] }) => v.results);
    expect(results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "proof_of_address.name_match", isValid: true }),
        expect.objectContaining({ key: "proof_of_address.address_match", isValid: true }),
      ]),
    );
    expect(validated.url).toContain(`${s3.endpoint}/compliance-scale/shared/`);
    const download = await fetch(validated.url);
    expect(download.status).toBe(200);
    const downloaded = Buffer.from(await download.arrayBuffer());
    expect(createHash("sha256").update(downloaded).digest("hex")).toBe(registered.sha256);
  }, 120_000);

  test("each event reaches a subscriber once, whichever API wrote it and whichever worker dispatched it", async () => {
    const sub = await api1.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
    expect(sub.status).toBe(201);
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => createApplication(i % 2 ? api1 : api2, { name: `Investor ${i}` })));
    const ids = new Set(created.map((a) => a.id));
    const deliveries = () => receiver.received.filter((r) => ids.has(JSON.parse(r.rawBody.toString("utf8")).data.entityId));
    await eventually(async () => deliveries().length >= ids.size, 60_000, 250);
    // Give the other dispatcher the time to send a duplicate, if it were going to.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(deliveries()).toHaveLength(ids.size);
    expect(new Set(deliveries().map((r) => r.headers["webhook-id"])).size).toBe(ids.size);
    expect(new Set(deliveries().map((r) => JSON.parse(r.rawBody.toString("utf8")).data.entityId))).toEqual(ids);
  }, 120_000);

  test("a migration's items become applications once, with two workers and two APIs", async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ name: `Migrated Investor ${i}`, email: `migrated${i}@example.com`, country: "LU" }));
    const res = await api1.post("/api/v1/migrations", { name: "Scale-out book", items });
    expect(res.status).toBe(201);
    const done = await settled(api2, res.body.id, 120_000);
    expect(done.itemCounts.total).toBe(40);
    expect(done.itemCounts.failed).toBe(0);
    const linked = await db.prisma.migrationItem.findMany({ where: { migrationId: res.body.id }, select: { applicationId: true } });
    expect(new Set(linked.map((i) => i.applicationId)).size).toBe(40);
    // No stray application from a second attempt at an item: the account holds exactly those 40 by name.
    const migrated = await db.prisma.application.findMany({ where: { name: { startsWith: "Migrated Investor " } }, select: { id: true } });
    expect(migrated).toHaveLength(40);
    expect(new Set(migrated.map((a) => a.id))).toEqual(new Set(linked.map((i) => i.applicationId)));
  }, 180_000);
});
