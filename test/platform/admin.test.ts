// The admin CLI works while the server runs (embedded PGlite is reached through the server's socket),
// and with no server running, when it opens the database itself.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { copyEmbeddedTemplate } from "../support/templateDatabase";
import { client } from "../support/http";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

const ROOT = path.join(__dirname, "../..");

// Asynchronous on purpose: the server answering the CLI runs in this very process.
function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; json: () => any }> {
  return adminWith({}, ...args);
}

function adminWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; json: () => any }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "admin", "--", ...args], { cwd: ROOT, env: { ...process.env, ...svc.env, NODE_OPTIONS: "", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr, json: () => JSON.parse(stdout) }));
  });
}

describe("npm run admin", () => {
  it("creates an account and a key that works at once, lists and revokes it", async () => {
    const account = await admin("account:create", "--name", "Globex Capital");
    expect(account.code).toBe(0);
    const { id: accountId, name } = account.json();
    expect(name).toBe("Globex Capital");

    const created = await admin("key:create", "--account", accountId, "--name", "integration", "--user", "grace.hopper@globex.example");
    expect(created.code).toBe(0);
    const key = created.json();
    expect(key).toMatchObject({ env: "test", expiresAt: null });
    expect(key.key).toMatch(/^cmp_test_/);

    const api = client(svc.url, key.key);
    const viewer = await api.graphql(`{ viewer { accountId userName } }`);
    expect(viewer.body.data.viewer).toEqual({ accountId, userName: "Grace Hopper" });

    const listed = (await admin("key:list", "--account", accountId)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: key.id, env: "test", name: "integration", user: "grace.hopper@globex.example", revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(key.key.slice(-20));
    expect(Object.keys(listed[0])).toEqual(expect.arrayContaining(["id", "env", "name", "user", "createdAt", "expiresAt", "revokedAt", "lastUsedAt"]));

    const revoked = await admin("key:revoke", "--id", key.id);
    expect(revoked.code).toBe(0);
    expect(revoked.json()).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
    expect((await api.get("/api/v1/applications")).status).toBe(401);
  });

  it("prints the key's user id, which GET /api/v1/users lists and assignees take", async () => {
    const { id: accountId } = (await admin("account:create", "--name", "Hooli Funds")).json();
    const created = (await admin("key:create", "--account", accountId, "--user", "ada.lovelace@hooli.example")).json();
    expect(created.userId).toEqual(expect.any(String));
    const listed = (await admin("key:list", "--account", accountId)).json();
    expect(listed[0]).toMatchObject({ user: "ada.lovelace@hooli.example", userId: created.userId });

    const api = client(svc.url, created.key);
    const users = await api.get("/api/v1/users");
    expect(users.status).toBe(200);
    expect(users.body).toEqual([{ id: created.userId, email: "ada.lovelace@hooli.example", name: "Ada Lovelace", role: null }]);
    const viaGraphql = await api.graphql(`{ users { id email name role } }`);
    expect(viaGraphql.body.data.users).toEqual(users.body);

    const app = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Charles Babbage" });
    const assigned = await api.patch(`/api/v1/applications/${app.body.id}`, { assignees: [users.body[0].id] });
    expect(assigned.body.assignees).toEqual([created.userId]);

    // Another account's users stay out of sight.
    const other = await svc.newAccount({ user: "someone.else@example.com" });
    const theirs = (await client(svc.url, other.key).get("/api/v1/users")).body as { email: string }[];
    expect(theirs.map((u) => u.email)).toEqual(["someone.else@example.com"]);
  });

  it("issues operator and expiring keys", async () => {
    const { id: accountId } = (await admin("account:create", "--name", "Initech")).json();
    const operator = (await admin("key:create", "--account", accountId, "--operator", "--expires-at", "2099-01-01T00:00:00Z")).json();
    expect(operator).toMatchObject({ operator: true, expiresAt: "2099-01-01T00:00:00.000Z" });
  });

  it("fails with a clear message and a non-zero exit on bad arguments", async () => {
    const missing = await admin("key:create");
    expect(missing.code).not.toBe(0);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toMatch(/--account is required/);

    const unknownAccount = await admin("key:list", "--account", "nope");
    expect(unknownAccount.code).not.toBe(0);
    expect(unknownAccount.stderr).toMatch(/Account not found/);

    const badDate = await admin("key:create", "--account", "x", "--expires-at", "tomorrow");
    expect(badDate.stderr).toMatch(/ISO 8601/);

    const unknownCommand = await admin("frobnicate");
    expect(unknownCommand.code).not.toBe(0);
    expect(unknownCommand.stderr).toMatch(/Unknown command "frobnicate"/);
  });
});

describe("npm run admin with no server running", () => {
  it("opens the database itself: creates an account and a key, lists and revokes it", async () => {
    // A data folder no server answers in: the CLI opens its embedded database (a copy of the migrated
    // template) or, on PostgreSQL, the service's database directly.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-direct-"));
    if (!svc.env.DATABASE_URL) copyEmbeddedTemplate(dataDir);
    const direct = (...args: string[]) => adminWith({ DATA_DIR: dataDir }, ...args);

    const account = await direct("account:create", "--name", "Umbrella Holdings");
    expect(account.code).toBe(0);
    const { id: accountId } = account.json();
    const created = await direct("key:create", "--account", accountId, "--name", "direct", "--role", "viewer");
    expect(created.code).toBe(0);
    const key = created.json();
    expect(key).toMatchObject({ env: "test", expiresAt: null, operator: false, role: "viewer" });
    expect(key.key).toMatch(/^cmp_test_/);

    const listed = (await direct("key:list", "--account", accountId)).json();
    expect(listed).toEqual([expect.objectContaining({ id: key.id, name: "direct", role: "viewer", revokedAt: null })]);
    expect((await direct("key:revoke", "--id", key.id)).json()).toMatchObject({ id: key.id, revokedAt: expect.any(String) });

    const bad = await direct("key:create", "--account", accountId, "--role", "owner");
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--role must be one of/);
  });
});
