// Records that belong to no application, under retention (docs/retention-and-erasure.md): the log of
// screening on demand is deleted past the account's retention and erased by subject on request; uploads
// never registered are collected once their URL expired and the grace period passed. An attack test:
// the sweep must never take registered evidence, a note's attachment (also one an older note names by
// its upload key), an upload still inside its window, or another account's rows; the erasure by
// subject takes nothing of another account, treats SQL in a name as a name, and is an admin's.
import { createHash } from "node:crypto";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument, pdfWith, uploadBytes } from "../support/documents";
import { workflowIds } from "../../src/temporal/workflowIds";
import { UPLOAD_URL_TTL_SECONDS } from "../../src/storage/objectStore";
import { DEFAULT_UPLOAD_GRACE_MS } from "../../src/domain/documents/uploadSweep";

let svc: TestService;
let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;
let accountId: string;
const YEAR_MS = 365.25 * 86_400_000;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
  const a = await svc.newAccount();
  const b = await svc.newAccount();
  accountId = a.accountId;
  api = client(svc.url, a.key);
  other = client(svc.url, b.key);
}, 120_000);
afterAll(() => svc?.close());

/** Runs the retention sweep as if it were `now`. */
async function sweepAt(now: Date) {
  return svc.temporal.workflow.execute("retentionSweepWorkflow", {
    taskQueue: svc.config.taskQueue,
    workflowId: `${workflowIds.retentionSweep(new Date())}-${Math.random().toString(36).slice(2, 8)}`,
    args: [{ now: now.toISOString() }],
  });
}

const exists = async (key: string) => (await svc.objectStore.size(key)) !== null;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("uploads never registered", () => {
  it("are collected after their URL's lifetime plus the grace period; evidence, attachments and fresh uploads stay", async () => {
    const app = await createApplication(api);
    const pdf = await pdfWith(["Identity card", "Name: Kept Evidence"]);
    const doc = await addDocument(api, app.id, "ID_CARD", pdf);
    const abandoned = await uploadBytes(api, Buffer.from("never registered"), "abandoned.txt", "text/plain");
    const theirsAbandoned = await uploadBytes(other, Buffer.from("theirs, never registered"), "theirs.txt", "text/plain");
    const attached = await uploadBytes(api, Buffer.from("attached to a note"), "bill.txt", "text/plain");
    const note = await api.post("/api/v1/notes", {
      entityType: "DOCUMENT",
      entityId: doc.id,
      content: "Utility bill",
      attachments: [{ key: attached, fileName: "bill.txt", contentType: "text/plain" }],
    });
    expect(note.status).toBe(201);
    // A note written before attachments were copied names its upload's key itself: that key is evidence too.
    const legacy = await uploadBytes(api, Buffer.from("an older note's attachment"), "old.txt", "text/plain");
    await svc.db.prisma.note.create({
      data: {
        accountId,
        applicationId: app.id,
        entityType: "DOCUMENT",
        entityId: doc.id,
        content: "Older note",
        createdById: (await api.get("/api/v1/users")).body[0].id,
        attachments: [{ key: legacy, fileName: "old.txt", contentType: "text/plain" }],
      },
    });
    const noteKeys = (await svc.db.prisma.note.findMany({ where: { applicationId: app.id } })).flatMap((n) =>
      (n.attachments as { key: string }[]).map((a) => a.key),
    );
    const evidence = (await svc.db.prisma.document.findUniqueOrThrow({ where: { id: doc.id } })).key;
    const window = (UPLOAD_URL_TTL_SECONDS * 1000 + DEFAULT_UPLOAD_GRACE_MS) as number;

    // Inside the window (URL lifetime plus grace, less a minute): nothing is collected.
    const early = await sweepAt(new Date(Date.now() + window - 60_000));
    expect(early.uploadsDeleted).toBe(0);
    expect(await exists(abandoned)).toBe(true);
    expect(await exists(theirsAbandoned)).toBe(true);

    // Past it: the uploads nobody registered go, in both accounts; nothing a row names does.
    const late = await sweepAt(new Date(Date.now() + window + 60_000));
    expect(late.uploadsDeleted).toBeGreaterThanOrEqual(2);
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(theirsAbandoned)).toBe(false);
    expect(await exists(legacy)).toBe(true);
    for (const key of noteKeys) expect(await exists(key)).toBe(true);
    expect(await exists(evidence)).toBe(true);
    const served = await api.get(`/api/v1/documents/${doc.id}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await (await fetch(served.body.url)).arrayBuffer());
    expect(sha256(bytes)).toBe(doc.sha256);

    // Registering a collected upload answers 400 (nothing uploaded), the contract's body.
    const gone = await api.post("/api/v1/documents", {
      applicationId: app.id,
      type: "OTHER",
      fileName: "abandoned.txt",
      key: abandoned,
      contentType: "text/plain",
    });
    expect(gone.status).toBe(400);
    expect(gone.body.code).toBe("VALIDATION_FAILED");
  });
});

describe("the log of screening on demand", () => {
  const match = (c: ReturnType<typeof client>, properties: Record<string, string[]>) =>
    c.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties } } });

  it("is deleted past the account's retention, by the sweep; another account's policy keeps its own", async () => {
    expect((await api.request("PUT", "/api/v1/settings/retention", { retentionYears: 1 })).status).toBe(200);
    const old = await match(api, { name: ["Olga Oldlog"], birthDate: ["1970-01-01"] });
    const recent = await match(api, { name: ["Rita Recentlog"] });
    const theirsOld = await match(other, { name: ["Olga Oldlog"] });
    for (const r of [old, recent, theirsOld]) expect(r.status).toBe(200);
    const twoYearsAgo = new Date(Date.now() - 2 * YEAR_MS);
    await svc.db.prisma.screeningMatchLog.updateMany({ where: { id: { in: [old.body.id, theirsOld.body.id] } }, data: { createdAt: twoYearsAgo } });

    const result = await sweepAt(new Date());
    expect(result.matchLogsDeleted).toBe(1);
    const left = await svc.db.prisma.screeningMatchLog.findMany({ where: { id: { in: [old.body.id, recent.body.id, theirsOld.body.id] } } });
    // The other account keeps 5 years (the default): its two-year-old row stays.
    expect(left.map((l) => l.id).sort()).toEqual([recent.body.id, theirsOld.body.id].sort());
  });

  it("erases a subject on request: every query naming them however spelt, nothing else, nothing of another account", async () => {
    const named = [
      await match(api, { name: ["Jane Doe"] }),
      await match(api, { firstName: ["JANE"], lastName: ["doe"] }),
      await match(api, { name: ["Someone Else"], alias: ["  jane   doe "] }),
      await match(api, { name: ["Jane Doe"], birthDate: ["1980-02-03"] }),
    ];
    const kept = [await match(api, { name: ["Jane Doering"] }), await match(api, { name: ["Jane Doe"], birthDate: ["1999-09-09"] })];
    const theirs = await match(other, { name: ["Jane Doe"] });
    for (const r of [...named, ...kept, theirs]) expect(r.status).toBe(200);

    const injected = await api.post("/api/v1/screening/match-log/erasure", { name: "x' OR '1'='1" });
    expect(injected.status).toBe(200);
    expect(injected.body).toEqual({ deleted: 0 });

    const erased = await api.post("/api/v1/screening/match-log/erasure", { name: "Jane  DOE", birthDate: "1980-02-03" });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ deleted: named.length });
    const ids = async (rows: { body: { id: string } }[]) =>
      (await svc.db.prisma.screeningMatchLog.findMany({ where: { id: { in: rows.map((r) => r.body.id) } } })).map((l) => l.id);
    expect(await ids(named)).toEqual([]);
    expect((await ids(kept)).sort()).toEqual(kept.map((r) => r.body.id).sort());
    expect(await ids([theirs])).toEqual([theirs.body.id]);

    const graph = await api.graphql(`mutation { eraseScreeningMatchLogSubject(input: { name: "Jane Doe" }) { deleted } }`);
    expect(graph.body.data.eraseScreeningMatchLogSubject).toEqual({ deleted: 1 });
    expect(await ids(kept)).toEqual([kept[0].body.id]);
  });

  it("refuses a blank name or a bad date with 400, and a key without the admin role with 403, deleting nothing", async () => {
    const row = await match(api, { name: ["Vera Viewer"] });
    for (const body of [{ name: "  " }, { name: "Vera Viewer", birthDate: "yesterday" }, { name: "Vera Viewer", extra: 1 }]) {
      const res = await api.post("/api/v1/screening/match-log/erasure", body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
    }
    const analyst = client(svc.url, (await svc.newKey(accountId, { role: "analyst" })).key);
    const refused = await analyst.post("/api/v1/screening/match-log/erasure", { name: "Vera Viewer" });
    expect(refused.status).toBe(403);
    expect(await svc.db.prisma.screeningMatchLog.count({ where: { id: row.body.id } })).toBe(1);
  });
});
