// Retention and erasure (docs/retention-and-erasure.md), through real HTTP, the database, the object
// store and Temporal: an erased application leaves no personal value anywhere, and its audit chain
// still verifies, before and after, by the operator's `audit:verify`.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { addDocument, pdfWith, uploadBytes } from "../support/documents";
import { workflowIds } from "../../src/temporal/workflowIds";
import { EVENT_NAMES } from "../../src/domain/events/inputs";
import { startReceiver } from "../support/receiver";
import { archiveKeyOf } from "../../src/domain/migrations/service";
import { itemsOf, settled } from "../migrations/support";
import { entryHash } from "../../src/domain/audit/seal";
import { GENESIS_HASH, hashedFieldsOf } from "../../src/domain/audit/trail";
import { ensureRetentionSchedule, RETENTION_SWEEP_EVERY_MS } from "../../src/temporal/dailySchedules";

let svc: TestService;
let api: ReturnType<typeof client>;
let accountId: string;
beforeAll(async () => {
  svc = await startTestService({ worker: true });
  const account = await svc.newAccount();
  accountId = account.accountId;
  api = client(svc.url, account.key);
});
afterAll(() => svc.close());

const ROOT = path.join(__dirname, "../..");

function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "admin", "--", ...args], { cwd: ROOT, env: { ...process.env, ...svc.env, NODE_OPTIONS: "" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function auditVerify() {
  const run = await admin("audit:verify", "--account", accountId);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as { applicationsChecked: number; entriesChecked: number; broken: unknown[] };
}

/** A closed case whose every personal value carries `tag`, so it can be searched for by value. */
async function closedCase(tag: string, dateOfBirth = "1931-07-19", more?: (id: string) => Promise<void>) {
  const firstName = `Quintessa${tag}`;
  const lastName = `Vandermolen${tag}`;
  const email = `quintessa.${tag.toLowerCase()}@example.com`;
  const noteText = `Met Ms Zyxgarden${tag} at her home`;
  const created = await api.post("/api/v1/applications", {
    entityType: "INDIVIDUAL",
    name: `${firstName} ${lastName}`,
    email,
    individual: {
      firstName,
      lastName,
      dateOfBirth: "1931-07-18",
      placeOfBirth: `Zyxburg${tag}`,
      nationality: "LU",
      tins: [{ tin: `TIN${tag}771`, issuedBy: "LU" }],
    },
  });
  expect(created.status).toBe(201);
  const id: string = created.body.id;
  const individualId: string = created.body.individuals[0].id;
  const business = await api.post(`/api/v1/applications/${id}/businesses`, {
    role: "SHAREHOLDER",
    name: `Zyxcorp${tag} Holdings`,
    registrationNumber: `B${tag}0042`,
    country: "LU",
  });
  expect(business.status).toBe(201);
  // A corrected birth date: the audit trail now holds the value before and after.
  expect((await api.patch(`/api/v1/applications/${id}/individuals/${individualId}`, { dateOfBirth })).status).toBe(200);
  const docBytes = await pdfWith(["IDENTITY CARD", `${firstName} ${lastName}`, `Born ${dateOfBirth}`]);
  const doc = await addDocument(api, id, "ID_CARD", docBytes, { fileName: `passport-${lastName}.pdf` });
  const attachment = Buffer.from(`Scan of ${firstName}'s utility bill ${tag}`);
  const attachmentKey = await uploadBytes(api, attachment, "bill.txt", "text/plain");
  expect((await api.post("/api/v1/notes", { entityType: "APPLICATION", entityId: id, content: noteText })).status).toBe(201);
  expect(
    (
      await api.post("/api/v1/notes", {
        entityType: "DOCUMENT",
        entityId: doc.id,
        content: `Bill of ${lastName}`,
        attachments: [{ key: attachmentKey, fileName: "bill.txt", contentType: "text/plain" }],
      })
    ).status,
  ).toBe(201);
  await more?.(id);
  await eventually(async () => (await svc.db.prisma.document.findUnique({ where: { id: doc.id } }))?.validatedAt);
  expect((await api.post(`/api/v1/applications/${id}/submit`)).status).toBe(200);
  expect((await api.post(`/api/v1/applications/${id}/approve`)).status).toBe(200);
  return {
    id,
    values: [firstName, lastName, dateOfBirth, email, noteText, `Zyxburg${tag}`, `TIN${tag}771`, `Zyxcorp${tag}`, `B${tag}0042`],
    files: [docBytes, attachment],
  };
}

/** Every table's rows (all columns, as JSON text) that contain `value`, case-insensitively. */
async function rowsHolding(value: string): Promise<string[]> {
  const tables = await svc.db.prisma.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const found: string[] = [];
  const hex = Buffer.from(value).toString("hex");
  for (const { table_name } of tables) {
    const [{ n }] = await svc.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table_name}" t WHERE to_jsonb(t)::text ILIKE '%' || $1 || '%' OR to_jsonb(t)::text ILIKE '%' || $2 || '%'`,
      value,
      hex,
    );
    if (n > 0) found.push(`${table_name} (${n})`);
  }
  return found;
}

/** Every object-store file holding any of `values` or whose bytes are one of `files`. */
function objectsHolding(values: string[], files: Buffer[]): string[] {
  const root = path.join(svc.dataDir, "objects");
  const hashes = new Set(files.map((f) => createHash("sha256").update(f).digest("hex")));
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const bytes = readFileSync(full);
        if (hashes.has(createHash("sha256").update(bytes).digest("hex")) || values.some((v) => bytes.includes(v) || full.includes(v))) found.push(full);
      }
    }
  };
  walk(root);
  return found;
}

describe("retention and erasure", () => {
  it("refuses erasure with the rule that applies: not closed, within retention (with its end), under legal hold", async () => {
    const open = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Open Case", individual: { firstName: "Open", lastName: "Case" } });
    const notClosed = await api.post(`/api/v1/applications/${open.body.id}/erasure`);
    expect(notClosed.status).toBe(409);
    expect(notClosed.body).toMatchObject({ statusCode: 409, error: "Conflict", code: "APPLICATION_NOT_CLOSED" });

    expect((await api.get("/api/v1/settings/retention")).body).toEqual({ retentionYears: 5 });
    const { id } = await closedCase("Refused");
    const within = await api.post(`/api/v1/applications/${id}/erasure`);
    expect(within.status).toBe(409);
    expect(within.body.code).toBe("RETENTION_PERIOD");
    const ends = new Date();
    ends.setUTCFullYear(ends.getUTCFullYear() + 5);
    expect(within.body.message).toContain(`until ${ends.toISOString().slice(0, 10)}`);

    expect((await api.request("PUT", "/api/v1/settings/retention", { retentionYears: 0 })).body).toEqual({ retentionYears: 0 });
    const hold = await api.request("PUT", `/api/v1/applications/${id}/legal-hold`, { reason: "Court order 2026/117" });
    expect(hold.status).toBe(200);
    expect(hold.body).toMatchObject({ applicationId: id, active: true, reason: "Court order 2026/117" });
    const held = await api.post(`/api/v1/applications/${id}/erasure`);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe("LEGAL_HOLD");
    expect(held.body.message).toContain("Court order 2026/117");

    expect((await api.delete(`/api/v1/applications/${id}/legal-hold`)).body).toMatchObject({ active: false, reason: null });
    expect((await api.post(`/api/v1/applications/${id}/erasure`)).status).toBe(200);
    expect((await api.request("PUT", "/api/v1/settings/retention", { retentionYears: 5 })).status).toBe(200);
  });

  it("leaves retention, legal holds and erasure to an admin (403 naming the permission); every role reads the policy", async () => {
    const approver = client(svc.url, (await svc.newKey(accountId, { role: "approver" })).key);
    const open = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Role Case", individual: { firstName: "Role", lastName: "Case" } });
    for (const res of [
      await approver.request("PUT", "/api/v1/settings/retention", { retentionYears: 1 }),
      await approver.request("PUT", `/api/v1/applications/${open.body.id}/legal-hold`, { reason: "mine" }),
      await approver.delete(`/api/v1/applications/${open.body.id}/legal-hold`),
      await approver.post(`/api/v1/applications/${open.body.id}/erasure`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining('"admin"') });
    }
    const viewer = client(svc.url, (await svc.newKey(accountId, { role: "viewer" })).key);
    expect((await viewer.get("/api/v1/settings/retention")).body).toEqual({ retentionYears: 5 });
  });

  it("rejects a retention policy out of range and a blank hold reason (400)", async () => {
    expect((await api.request("PUT", "/api/v1/settings/retention", { retentionYears: -1 })).status).toBe(400);
    expect((await api.request("PUT", "/api/v1/settings/retention", { retentionYears: 2.5 })).status).toBe(400);
    const open = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Hold Case", individual: { firstName: "Hold", lastName: "Case" } });
    expect((await api.request("PUT", `/api/v1/applications/${open.body.id}/legal-hold`, { reason: "  " })).status).toBe(400);
    expect((await api.post(`/api/v1/applications/00000000-0000-7000-8000-000000000000/erasure`)).status).toBe(404);
  });

  it("erases an application past retention: its personal values are in no table and no stored file, and audit:verify passes before and after", async () => {
    // Every path personal data takes: webhook payloads, a screening hit on a key person, a replayable response.
    const receiver = await startReceiver();
    expect((await api.post("/api/v1/webhooks", { url: receiver.url, events: [...EVENT_NAMES] })).status).toBe(201);
    const kase = await closedCase("Erased", "1931-07-19", async (id) => {
      const pep = await api.post(
        `/api/v1/applications/${id}/individuals`,
        { role: "CONTROLLING_PERSON", firstName: "ZorbekErased", lastName: "Sandbox-Pep", dateOfBirth: "1944-04-04" },
        { "Idempotency-Key": "erasure-test-pep" },
      );
      expect(pep.status).toBe(201);
      await eventually(async () => (await svc.db.prisma.screeningHit.count({ where: { applicationId: id } })) > 0);
    });
    kase.values.push("ZorbekErased", "1944-04-04");
    await eventually(async () => (await svc.db.prisma.webhookDelivery.count({ where: { applicationId: kase.id, status: "SUCCEEDED" } })) >= 3);
    for (const value of kase.values) expect({ value, rows: await rowsHolding(value) }).not.toEqual({ value, rows: [] });
    expect(await rowsHolding("ZorbekErased")).toEqual(expect.arrayContaining([expect.stringMatching(/^ScreeningHit|^WebhookDelivery|^IdempotencyKey/)]));
    expect(objectsHolding(kase.values, kase.files)).not.toEqual([]);
    const before = await auditVerify();
    expect(before.broken).toEqual([]);
    const chainBefore = await svc.db.prisma.auditLog.findMany({ where: { applicationId: kase.id }, orderBy: { seq: "asc" } });

    await svc.db.prisma.application.update({ where: { id: kase.id }, data: { decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });
    const erased = await api.post(`/api/v1/applications/${kase.id}/erasure`);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ applicationId: kase.id, erasedNow: true, objectsDeleted: 2 });

    for (const value of kase.values) expect({ value, rows: await rowsHolding(value) }).toEqual({ value, rows: [] });
    expect(objectsHolding(kase.values, kase.files)).toEqual([]);
    await receiver.close();
    const after = await auditVerify();
    expect(after.broken).toEqual([]);
    expect(after.entriesChecked).toBe(before.entriesChecked + 1);

    // The chain is the same chain: each entry's hash unchanged, one erasure entry appended.
    const chainAfter = await svc.db.prisma.auditLog.findMany({ where: { applicationId: kase.id }, orderBy: { seq: "asc" } });
    expect(chainAfter.slice(0, -1).map((e) => e.hash)).toEqual(chainBefore.map((e) => e.hash));
    expect(chainAfter.at(-1)).toMatchObject({ eventType: "application.erased", prevHash: chainBefore.at(-1)!.hash });
    expect(await svc.db.prisma.auditKey.findUnique({ where: { applicationId: kase.id } })).toBeNull();

    const read = await api.get(`/api/v1/applications/${kase.id}`);
    expect(read.body).toMatchObject({ name: "Erased application", email: null, status: "APPROVED", legalHold: false, erasedAt: erased.body.erasedAt });
    const trail = await api.get(`/api/v1/audit-logs?applicationId=${kase.id}&order=asc`);
    expect(trail.status).toBe(200);
    expect(trail.text).not.toContain("1931-07");

    const again = await api.post(`/api/v1/applications/${kase.id}/erasure`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ applicationId: kase.id, erasedNow: false, erasedAt: erased.body.erasedAt });
    expect(await svc.db.prisma.auditLog.count({ where: { applicationId: kase.id } })).toBe(chainAfter.length);

    // The tombstone takes no more changes: they would bring personal data back.
    const patch = await api.patch(`/api/v1/applications/${kase.id}`, { name: "Quintessa Again" });
    expect(patch.status).toBe(409);
    expect(patch.body.code).toBe("APPLICATION_ERASED");
    expect((await api.post("/api/v1/notes", { entityType: "APPLICATION", entityId: kase.id, content: "Quintessa called again" })).body.code).toBe(
      "APPLICATION_ERASED",
    );
    expect((await api.request("PUT", `/api/v1/applications/${kase.id}/legal-hold`, { reason: "late" })).body.code).toBe("APPLICATION_ERASED");
  });

  it("erases an application a migration brought: the item's folder and gathered data go too", async () => {
    const migration = await api.post("/api/v1/migrations", {
      name: "From the old CRM",
      items: [{ folder: "Xavotta Quellmarsh", email: "xavotta.q@example.com", country: "GB", dateOfBirth: "1952-12-24" }],
    });
    expect(migration.status).toBe(201);
    await settled(api, migration.body.id);
    const [item] = await itemsOf(api, migration.body.id);
    const id = item.applicationId!;
    const values = ["Xavotta", "Quellmarsh", "1952-12-24", "xavotta.q@example.com"];
    for (const value of values) expect(await rowsHolding(value)).toEqual(expect.arrayContaining([expect.stringMatching(/^MigrationItem/)]));
    expect((await api.post(`/api/v1/applications/${id}/submit`)).status).toBe(200);
    expect((await api.post(`/api/v1/applications/${id}/approve`)).status).toBe(200);
    await svc.db.prisma.application.update({ where: { id }, data: { decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });
    // A worker that crashed after the unpack committed, before it deleted the uploaded zip: the archive
    // (every investor of the migration) is still in the store, and erasure must delete it.
    const archiveKey = archiveKeyOf(accountId, migration.body.id);
    await svc.objectStore.putBytes(archiveKey, Buffer.from(`Xavotta Quellmarsh/passport.txt ${values.join(" ")}`), { contentType: "application/zip" });
    await svc.db.prisma.migration.update({ where: { id: migration.body.id }, data: { archiveKey, unpackedAt: new Date() } });
    expect(objectsHolding(values, [])).not.toEqual([]);

    expect((await api.post(`/api/v1/applications/${id}/erasure`)).status).toBe(200);
    expect(objectsHolding(values, [])).toEqual([]);
    for (const value of values) expect({ value, rows: await rowsHolding(value) }).toEqual({ value, rows: [] });
    expect((await auditVerify()).broken).toEqual([]);
  });

  it("re-seals a chain written under hash version 1 when it erases it, and the chain verifies after", async () => {
    const kase = await closedCase("Legacy");
    // Entries as written before hash version 2: rehash the chain under version 1.
    const entries = await svc.db.prisma.auditLog.findMany({ where: { applicationId: kase.id }, orderBy: { seq: "asc" } });
    let prevHash = GENESIS_HASH;
    for (const e of entries) {
      const hash = entryHash(hashedFieldsOf(e, prevHash), 1);
      await svc.db.prisma.auditLog.update({ where: { id: e.id }, data: { hashVersion: 1, prevHash, hash } });
      prevHash = hash;
    }
    expect((await auditVerify()).broken).toEqual([]);

    await svc.db.prisma.application.update({ where: { id: kase.id }, data: { decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });
    expect((await api.post(`/api/v1/applications/${kase.id}/erasure`)).status).toBe(200);
    expect((await auditVerify()).broken).toEqual([]);
    const last = await svc.db.prisma.auditLog.findFirstOrThrow({ where: { applicationId: kase.id }, orderBy: { seq: "desc" } });
    expect((last.event as { changes: { erasure: { after: unknown } } }).changes.erasure.after).toMatchObject({
      resealedFromVersion1: entries.length,
      version1HeadHash: prevHash,
    });
    for (const value of kase.values) expect(await rowsHolding(value)).toEqual([]);
  });

  it("the retention sweep erases applications past retention, finishes one a crash left half-erased, and leaves one within retention and one under legal hold", async () => {
    const past = await closedCase("SweptPast", "1929-03-01");
    const within = await closedCase("SweptWithin", "1929-03-02");
    const held = await closedCase("SweptHeld", "1929-03-03");
    // Half-erased: a crash after an erasure deleted the files, before its rows committed.
    const half = await closedCase("SweptHalf", "1929-03-04");
    for (const d of await svc.db.prisma.document.findMany({ where: { applicationId: half.id } })) await svc.objectStore.delete(d.key);
    const longAgo = new Date(Date.now() - 6 * 365 * 86_400_000);
    await svc.db.prisma.application.updateMany({ where: { id: { in: [past.id, held.id, half.id] } }, data: { decidedAt: longAgo } });
    expect((await api.request("PUT", `/api/v1/applications/${held.id}/legal-hold`, { reason: "Regulator inquiry" })).status).toBe(200);

    const result = await svc.temporal.workflow.execute("retentionSweepWorkflow", {
      taskQueue: svc.config.taskQueue,
      workflowId: workflowIds.retentionSweep(new Date()),
      args: [{}],
    });
    expect(result).toMatchObject({ erased: 2, refused: 0 });

    const state = async (id: string) => (await svc.db.prisma.application.findUniqueOrThrow({ where: { id } })).erasedAt;
    expect(await state(past.id)).not.toBeNull();
    expect(await state(half.id)).not.toBeNull();
    for (const value of half.values) expect(await rowsHolding(value)).toEqual([]);
    expect(objectsHolding([...past.values, ...half.values], [...past.files, ...half.files])).toEqual([]);
    expect(await state(within.id)).toBeNull();
    expect(await state(held.id)).toBeNull();
    for (const value of past.values) expect(await rowsHolding(value)).toEqual([]);
    for (const kept of [within, held]) for (const value of kept.values) expect(await rowsHolding(value)).not.toEqual([]);
    expect((await auditVerify()).broken).toEqual([]);

    // A second run, as an operator starts one, finds nothing left to erase.
    const rerun = await admin("retention:sweep");
    expect(rerun.code).toBe(0);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ erased: 0, refused: 0 });
  });

  it("runs the sweep daily from the Temporal Schedule retention-sweep", async () => {
    await ensureRetentionSchedule(svc.temporal, svc.config.taskQueue);
    await ensureRetentionSchedule(svc.temporal, svc.config.taskQueue); // a second worker's pass changes nothing
    const schedule = await svc.temporal.schedule.getHandle("retention-sweep").describe();
    expect(schedule.action).toMatchObject({ type: "startWorkflow", workflowType: "retentionSweepWorkflow", workflowId: "retention-sweep" });
    expect(schedule.spec.intervals).toEqual([expect.objectContaining({ every: RETENTION_SWEEP_EVERY_MS })]);
  });
});
