// Webhook secrets and the service's signing keys are encrypted at rest. A copy of the
// database (every text column of every table) holds no webhook secret in plain text, before and after
// a rotation through the API; deliveries still verify with the official Standard Webhooks library; the
// key rotates with `secrets:rotate`; rows stored plain before encryption are sealed at start.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { startReceiver, type Received } from "../support/receiver";
import { loadServiceSecrets } from "../../src/domain/accounts/bootstrap";
import { loadSecretKeyring } from "../../src/domain/encryption/keyring";
import { keyIdOf } from "../../src/domain/encryption/secretBox";
import { runCommand } from "../../src/cli/commands";
import { ConfigError } from "../../src/config";

const firstKey = randomBytes(32);
let svc: TestService;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  svc = await startTestService({ worker: true, env: { SECRETS_KEY: firstKey.toString("base64") } });
});
afterAll(async () => {
  await svc.close();
  await receiver.close();
});

/** Every place of the database, by table and column, where `needle` appears in a text rendering of a value. */
async function wherePlain(needle: string): Promise<string[]> {
  const columns = await svc.db.prisma.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [{ n }] = await svc.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos("${column_name}"::text, $1) > 0`,
      needle,
    );
    if (n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** The secret as issued and its key material (what the Standard Webhooks HMAC is keyed with). */
const needlesOf = (secret: string) => [secret, secret.slice("whsec_".length), Buffer.from(secret.slice("whsec_".length), "base64").toString("hex")];

function verified(got: Received, secret: string): unknown {
  const headers = Object.fromEntries(Object.entries(got.headers).map(([k, v]) => [k, String(v)]));
  return new StandardWebhook(secret).verify(got.rawBody.toString("utf8"), headers);
}

const storedRow = (id: string) => svc.db.prisma.webhook.findUniqueOrThrow({ where: { id } });

describe("webhook secrets at rest", () => {
  let api: ReturnType<typeof client>;
  let hook: { id: string; secret: string };
  beforeAll(async () => {
    const account = await svc.newAccount();
    api = client(svc.url, account.key);
    const created = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
    expect(created.status).toBe(201);
    hook = created.body;
  });

  it("stores the secret sealed under SECRETS_KEY, and nowhere in the database in plain text", async () => {
    const row = await storedRow(hook.id);
    expect(row.secret).toMatch(new RegExp(`^v1:${keyIdOf(firstKey)}:`));
    for (const needle of needlesOf(hook.secret)) expect({ needle, found: await wherePlain(needle) }).toEqual({ needle, found: [] });
  });

  it("signs deliveries the official verifier accepts with the secret as issued", async () => {
    await createApplication(api);
    await eventually(async () => receiver.received.length >= 1);
    expect(verified(receiver.received[0], hook.secret)).toMatchObject({ event: "application.created" });
  });

  it("keeps a rotated secret and the previous one sealed, and signs with both during the overlap", async () => {
    const rotated = await api.post(`/api/v1/webhooks/${hook.id}/rotate-secret`, { overlapSeconds: 3600 });
    expect(rotated.status).toBe(200);
    const row = await storedRow(hook.id);
    expect(row.previousSecret).toMatch(/^v1:/);
    for (const needle of [...needlesOf(hook.secret), ...needlesOf(rotated.body.secret)])
      expect({ needle, found: await wherePlain(needle) }).toEqual({ needle, found: [] });
    const before = receiver.received.length;
    await createApplication(api);
    await eventually(async () => receiver.received.length > before);
    const got = receiver.received[before];
    expect(verified(got, rotated.body.secret)).toMatchObject({ event: "application.created" });
    expect(verified(got, hook.secret)).toMatchObject({ event: "application.created" });
    hook = { id: hook.id, secret: rotated.body.secret };
  });

  it("reports a test-send (ping) the receiver can verify", async () => {
    const before = receiver.received.length;
    const ping = await api.post(`/api/v1/webhooks/${hook.id}/test`, {});
    expect(ping.body).toMatchObject({ ok: true, statusCode: 200 });
    // A test-send is not an event (spec 6.1): a signed body marked test.
    expect(verified(receiver.received[before], hook.secret)).toMatchObject({ test: true, webhookId: hook.id });
  });

  it("moves every stored secret under a new key with secrets:rotate, and deliveries still verify", async () => {
    const secondKey = randomBytes(32);
    // A restart with SECRETS_KEY=<new> and SECRETS_KEY_PREVIOUS=<old>, then the admin command.
    const config = { ...svc.config, secretsKeys: { current: secondKey, previous: [firstKey] } };
    await loadServiceSecrets(svc.db.prisma, config);
    const result = (await runCommand({ db: svc.db.prisma, config, temporal: null }, "secrets:rotate", {})) as {
      keyId: string;
      webhooks: number;
      serviceSecrets: number;
    };
    expect(result).toMatchObject({ keyId: keyIdOf(secondKey), serviceSecrets: 2 });
    expect(result.webhooks).toBeGreaterThanOrEqual(1);
    const row = await storedRow(hook.id);
    expect([row.secret, row.previousSecret].map((v) => v!.split(":")[1])).toEqual([keyIdOf(secondKey), keyIdOf(secondKey)]);
    const signingKeys = await svc.db.prisma.serviceSecret.findMany({ where: { name: { in: ["cursor-signing-key", "object-url-signing-key"] } } });
    expect(signingKeys.map((s) => s.value.split(":").slice(0, 2).join(":"))).toEqual([`v1:${keyIdOf(secondKey)}`, `v1:${keyIdOf(secondKey)}`]);
    // Run again, nothing is left to move.
    expect(await runCommand({ db: svc.db.prisma, config, temporal: null }, "secrets:rotate", {})).toMatchObject({ webhooks: 0, serviceSecrets: 0 });
    const before = receiver.received.length;
    await createApplication(api);
    await eventually(async () => receiver.received.length > before);
    expect(verified(receiver.received[before], hook.secret)).toMatchObject({ event: "application.created" });
  });

  it("seals a secret stored in plain text before encryption when a process starts, and it keeps signing", async () => {
    const legacy = `whsec_${randomBytes(32).toString("base64")}`;
    await svc.db.prisma.webhook.update({ where: { id: hook.id }, data: { secret: legacy, previousSecret: null, previousSecretExpiresAt: null } });
    expect(await wherePlain(legacy.slice("whsec_".length))).toEqual(["Webhook.secret"]); // the scan finds what is there
    await loadServiceSecrets(svc.db.prisma, svc.config);
    expect((await storedRow(hook.id)).secret).toMatch(/^v1:/);
    expect(await wherePlain(legacy.slice("whsec_".length))).toEqual([]);
    const before = receiver.received.length;
    await createApplication(api);
    await eventually(async () => receiver.received.length > before);
    expect(verified(receiver.received[before], legacy)).toMatchObject({ event: "application.created" });
  });
});

describe("npm run admin -- secrets:rotate", () => {
  it("runs through the running server's admin socket and leaves every sealed value under SECRETS_KEY", async () => {
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      // Asynchronous: the server answering the CLI runs in this very process.
      const child = spawn("npm", ["run", "admin", "--", "secrets:rotate"], {
        cwd: path.join(__dirname, "../.."),
        env: { ...process.env, ...svc.env, NODE_OPTIONS: "" },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => (stdout += d));
      child.stderr.on("data", (d) => (stderr += d));
      child.on("close", (code) => resolve({ code, stdout, stderr }));
    });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: "" });
    expect(JSON.parse(run.stdout)).toMatchObject({ keyId: keyIdOf(firstKey), webhooks: expect.any(Number), serviceSecrets: expect.any(Number) });
    const webhooks = await svc.db.prisma.webhook.findMany();
    const services = await svc.db.prisma.serviceSecret.findMany({ where: { name: { in: ["cursor-signing-key", "object-url-signing-key"] } } });
    const sealed = [...webhooks.flatMap((w) => [w.secret, w.previousSecret]), ...services.map((s) => s.value)].filter((v): v is string => v !== null);
    expect(sealed.length).toBeGreaterThan(2);
    for (const value of sealed) expect(value.startsWith(`v1:${keyIdOf(firstKey)}:`)).toBe(true);
  });
});

describe("the service's signing keys", () => {
  it("are stored sealed", async () => {
    const rows = await svc.db.prisma.serviceSecret.findMany({ where: { name: { in: ["cursor-signing-key", "object-url-signing-key"] } } });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.value).toMatch(/^v1:[0-9a-f]{8}:/);
  });

  it("stop a live deployment that has no SECRETS_KEY, saying what to set", async () => {
    await expect(loadSecretKeyring(svc.db.prisma, { apiEnv: "live", secretsKeys: null })).rejects.toThrow(ConfigError);
    await expect(loadSecretKeyring(svc.db.prisma, { apiEnv: "live", secretsKeys: null })).rejects.toThrow(/SECRETS_KEY: required when API_ENV=live/);
  });

  it("stop `npm start` with API_ENV=live and no SECRETS_KEY, before it serves anything", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-live-"));
    try {
      const run = spawnSync("npm", ["start"], {
        cwd: path.join(__dirname, "../.."),
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          API_ENV: "live",
          DATA_DIR: dataDir,
          PORT: "0",
          TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
          LOG_LEVEL: "silent",
        },
        encoding: "utf8",
        timeout: 120_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/SECRETS_KEY: required when API_ENV=live .*openssl rand -base64 32/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
