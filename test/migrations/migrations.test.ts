// Migrations (spec 2.8, 4.9; contract "Migration archive layout"): archives built here with yazl,
// uploaded over real HTTP, run by a real worker on the Temporal dev server.
import { randomBytes } from "node:crypto";
import { readdirSync, type Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { MIGRATION_ID } from "../../src/temporal/search";
import { verifyAuditChain } from "../../src/domain/audit/trail";
import { buildZip, personDoc, renameEntry } from "./archives";
import { itemsOf, requireNothingByDefault, settled, uploadArchive } from "./support";
import { startDispatcher } from "../../src/pollers";
import { createLogger } from "../../src/logger";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

async function account() {
  const acc = await svc.newAccount();
  const api = client(svc.url, acc.key);
  await requireNothingByDefault(api);
  return { ...acc, api };
}

async function onboardingWorkflow(accountId: string, requiredFields: string[], requiredDocuments: string[]) {
  return svc.db.prisma.onboardingWorkflow.create({ data: { accountId, name: "Standard KYC", requiredFields, requiredDocuments } });
}

const MANIFEST = [
  "folder,entityType,name,email,country,tin,dateOfBirth,registrationNumber",
  "Jane Doe,INDIVIDUAL,Jane Doe,jane@example.com,LU,1980020112345,1980-02-01,",
  "Acme Holdings,BUSINESS,Acme Holdings SA,ops@acme.example,LU,LU12345678,,B123456",
  "Max Muster,INDIVIDUAL,Max Muster,,DE,,,",
].join("\n");

function cleanArchive() {
  return buildZip([
    { name: "manifest.csv", content: MANIFEST },
    { name: "Jane Doe/passport.txt", content: personDoc("Passport", { Name: "Jane Doe", "Date of birth": "01/02/1980", Nationality: "LU" }) },
    { name: "Jane Doe/utility_bill.txt", content: personDoc("Proof of address", { Address: "12 Rue Verte, L-1234 Luxembourg, LU" }) },
    {
      name: "Acme Holdings/certificate_of_incorporation.txt",
      content: personDoc("Certificate of incorporation", { "Company name": "Acme Holdings SA", "Registration number": "B123456", Director: "Anna Berg" }),
    },
    {
      name: "Acme Holdings/register_of_directors.txt",
      content: personDoc("Register of directors", { Director: "Anna Berg", "Controlling person": "Carl Dahl" }),
    },
    {
      name: "Max Muster/id_card.txt",
      content: personDoc("Identity card", { Name: "Max Muster", "Date of birth": "1975-06-30", Address: "Hauptstr. 1, 10115 Berlin, DE" }),
    },
    { name: "Max Muster/notes.txt", content: "Met at the fund's investor day." },
  ]);
}

describe("a clean archive", () => {
  it("completes with one application per folder, its documents, key persons and the right counts", async () => {
    const { api, key, accountId } = await account();
    const up = await uploadArchive(svc.url, key, await cleanArchive(), {
      labels: ["fund-ii", "wave-1"],
      complianceChecks: JSON.stringify({ screening: true }),
    });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({
      accountId,
      name: "Test migration",
      sourceType: "UPLOAD",
      labels: ["fund-ii", "wave-1"],
      complianceChecks: { screening: true, idVerification: false },
    });
    const done = await settled(api, up.body.id);
    expect(done).toMatchObject({
      status: "COMPLETED",
      isPreparing: false,
      bulkStage: null,
      discoveredApplicationCount: 3,
      discoveredFileCount: 6,
      extractedFileCount: 6,
      fileCount: 6,
      taskCount: 0, // notes.txt is OTHER with a review task, which is not missing data
      itemCounts: { total: 3, queued: 0, inProgress: 0, completed: 3, missingData: 0, failed: 0, cancelled: 0 },
    });
    expect(done.recentExtractedFileNames).toHaveLength(6);
    expect(done.recentExtractedFileNames[5]).toBe("Max Muster/notes.txt");
    expect(done.startedAt).not.toBeNull();
    expect(done.completedAt).not.toBeNull();

    const items = await itemsOf(api, up.body.id);
    const jane = items.find((i) => i.folder === "Jane Doe")!;
    expect(jane.data.fields["individual.dateOfBirth"]).toEqual({ value: "1980-02-01", source: "manifest" });
    expect(jane.data.fields["individual.address"]).toEqual({
      value: { street: "12 Rue Verte", postCode: "L-1234", city: "Luxembourg", country: "LU" },
      source: "Jane Doe/utility_bill.txt",
    });
    expect(jane.data.checks?.screening).toMatch(/^queued: the key persons are screened/);

    const app = await api.get(`/api/v1/applications/${jane.applicationId}`);
    expect(app.body).toMatchObject({
      name: "Jane Doe",
      entityType: "INDIVIDUAL",
      email: "jane@example.com",
      labels: [{ name: "fund-ii" }, { name: "wave-1" }].map(expect.objectContaining),
    });
    const acme = await api.get(`/api/v1/applications/${items.find((i) => i.folder === "Acme Holdings")!.applicationId}`);
    expect(acme.body.entityType).toBe("BUSINESS");
    expect(acme.body.individuals.map((p: { firstName: string; lastName: string; role: string }) => `${p.firstName} ${p.lastName} ${p.role}`).sort()).toEqual([
      "Anna Berg DIRECTOR",
      "Carl Dahl CONTROLLING_PERSON",
    ]);
    const docs = await svc.db.prisma.document.findMany({ where: { accountId }, orderBy: { fileName: "asc" } });
    expect(docs.map((d) => [d.fileName, d.type, d.subType])).toEqual([
      ["certificate_of_incorporation.txt", "CERTIFICATE_OF_REGISTRATION", null],
      ["id_card.txt", "ID_CARD", "ID_CARD"],
      ["notes.txt", "OTHER", null],
      ["passport.txt", "ID_CARD", "PASSPORT"],
      ["register_of_directors.txt", "REGISTER_OF_DIRECTORS", null],
      ["utility_bill.txt", "PROOF_OF_ADDRESS", null],
    ]);
    // Validation waits for the import's own creation to finish, then covers every document.
    const validated = await eventually(async () => {
      const rows = await svc.db.prisma.document.findMany({ where: { accountId }, select: { validationStartedAt: true, validatedAt: true } });
      return rows.every((d) => d.validatedAt) && rows;
    }, 30_000);
    for (const d of validated) expect(d.validationStartedAt!.getTime()).toBeGreaterThanOrEqual(new Date(done.completedAt).getTime());
    // Each application's audit trail is one intact hash chain that starts with what the import wrote,
    // in order (validation appends its own entries afterwards).
    for (const item of items) expect(await verifyAuditChain(svc.db.prisma, item.applicationId!)).toMatchObject({ ok: true });
    const trail = async (folder: string) =>
      (
        await svc.db.prisma.auditLog.findMany({ where: { applicationId: items.find((i) => i.folder === folder)!.applicationId! }, orderBy: { seq: "asc" } })
      ).map((e) => e.eventType);
    expect((await trail("Acme Holdings")).slice(0, 5)).toEqual([
      "application.created",
      "individual.added",
      "individual.added",
      "document.uploaded",
      "document.uploaded",
    ]);
    expect((await trail("Max Muster")).slice(0, 4)).toEqual(["application.created", "document.uploaded", "document.uploaded", "task.created"]);
    // Sent to the customer's webhooks: the import is their own doing, not the operator's.
    const events = await svc.db.prisma.outboxEvent.groupBy({ by: ["event"], where: { accountId, operatorOnly: false }, _count: { _all: true } });
    expect(Object.fromEntries(events.map((e) => [e.event, e._count._all]))).toMatchObject({ "application.created": 3, "document.uploaded": 6 });
  });
});

describe("several workers", () => {
  it("validate each of a migration's documents in exactly one batch, whichever dispatcher claims it", async () => {
    // The service's worker runs one dispatcher; two more stand for further worker replicas.
    const extra = [1, 2].map(() => startDispatcher({ db: svc.db.prisma, temporal: svc.temporal, config: svc.config, logger: createLogger("silent") }));
    try {
      const { key, accountId } = await account();
      const up = await uploadArchive(svc.url, key, await cleanArchive());
      expect(up.status).toBe(201);
      await settled(client(svc.url, key), up.body.id);
      const documents = await eventually(async () => {
        const docs = await svc.db.prisma.document.findMany({ where: { accountId }, include: { validations: true } });
        return docs.length === 6 && docs.every((d) => d.validatedAt) ? docs : null;
      }, 60_000);
      // Each document was claimed into one batch, and that batch is the run that validated it.
      for (const doc of documents) {
        expect(doc.validationBatchId).toMatch(/^document-validation-batch-/);
        for (const validation of doc.validations) expect(validation.jobId).toBe(doc.validationBatchId);
      }
      // Temporal ran exactly the claimed batches: no document went into a second one.
      const claimed = new Set(documents.map((d) => d.validationBatchId));
      const runs: string[] = [];
      for await (const run of svc.temporal.workflow.list({
        query: `WorkflowType = 'documentValidationBatchWorkflow' AND TaskQueue = '${svc.config.taskQueue}' AND AccountId = '${accountId}'`,
      })) {
        runs.push(run.workflowId);
      }
      expect(new Set(runs)).toEqual(claimed);
      expect(runs).toHaveLength(claimed.size);
    } finally {
      await Promise.all(extra.map((d) => d.stop()));
    }
  });
});

describe("validation against the onboarding workflow", () => {
  it("ends an item missing required data in MISSING_DATA with one task per missing field and document", async () => {
    const { api, key, accountId } = await account();
    const workflow = await onboardingWorkflow(
      accountId,
      ["email", "individual.dateOfBirth", "individual.address", "business.registrationNumber"],
      ["ID_CARD", "PROOF_OF_ADDRESS"],
    );
    const zip = await buildZip([
      { name: "manifest.csv", content: MANIFEST },
      { name: "Jane Doe/passport.txt", content: personDoc("Passport", { Name: "Jane Doe" }) },
      { name: "Jane Doe/utility_bill.txt", content: personDoc("Proof of address", { Address: "12 Rue Verte, L-1234 Luxembourg, LU" }) },
      { name: "Max Muster/cv.txt", content: "Curriculum vitae\nMax Muster" },
    ]);
    const up = await uploadArchive(svc.url, key, zip, { workflowId: workflow.id });
    expect(up.status).toBe(201);
    const done = await settled(api, up.body.id);
    // Jane: complete. Max: no email, no date of birth, no address, neither document. Acme: manifest
    // row without files: no documents.
    expect(done.itemCounts).toEqual({ total: 3, queued: 0, inProgress: 0, completed: 1, missingData: 2, failed: 0, cancelled: 0 });
    const items = await itemsOf(api, up.body.id);
    const max = items.find((i) => i.folder === "Max Muster")!;
    expect(max.status).toBe("MISSING_DATA");
    expect(max.missing).toEqual(["email", "individual.dateOfBirth", "individual.address", "document:ID_CARD", "document:PROOF_OF_ADDRESS"]);
    expect(max.taskCount).toBe(5);
    const acme = items.find((i) => i.folder === "Acme Holdings")!;
    expect(acme.missing).toEqual(["document:ID_CARD", "document:PROOF_OF_ADDRESS"]);
    expect(done.taskCount).toBe(7);
    const tasks = await svc.db.prisma.task.findMany({ where: { applicationId: max.applicationId! }, orderBy: { title: "asc" } });
    expect(tasks.map((t) => [t.type, t.entityType, t.title])).toEqual([
      ["MISSING_DATA", "APPLICATION", "Missing document: ID_CARD"],
      ["MISSING_DATA", "APPLICATION", "Missing document: PROOF_OF_ADDRESS"],
      ["MISSING_DATA", "APPLICATION", "Missing field: email"],
      ["MISSING_DATA", "APPLICATION", "Missing field: individual.address"],
      ["MISSING_DATA", "APPLICATION", "Missing field: individual.dateOfBirth"],
    ]);
  });

  it("counts outstanding missing-data tasks only: taskCount falls as they are resolved", async () => {
    const { api, key, accountId } = await account();
    const workflow = await onboardingWorkflow(accountId, ["individual.dateOfBirth"], ["PROOF_OF_ADDRESS"]);
    const zip = await buildZip([
      { name: "Max Muster/notes.txt", content: "Met at the fund's investor day." }, // unsure type: a DOCUMENT_REVIEW task too
    ]);
    const up = await uploadArchive(svc.url, key, zip, { workflowId: workflow.id });
    const done = await settled(api, up.body.id);
    const [max] = await itemsOf(api, up.body.id);
    const tasks = await svc.db.prisma.task.findMany({ where: { applicationId: max.applicationId! }, orderBy: { title: "asc" } });
    expect(tasks.map((t) => t.type).sort()).toEqual(["DOCUMENT_REVIEW", "MISSING_DATA", "MISSING_DATA"]);
    expect(done.taskCount).toBe(2);
    expect(max.taskCount).toBe(2);

    const missingDob = tasks.find((t) => t.title === "Missing field: individual.dateOfBirth")!;
    expect((await api.patch(`/api/v1/tasks/${missingDob.id}`, { status: "RESOLVED" })).status).toBe(200);
    const review = tasks.find((t) => t.type === "DOCUMENT_REVIEW")!;
    expect((await api.patch(`/api/v1/tasks/${review.id}`, { status: "RESOLVED" })).status).toBe(200);
    expect((await api.get(`/api/v1/migrations/${up.body.id}`)).body.taskCount).toBe(1);
    expect((await itemsOf(api, up.body.id))[0].taskCount).toBe(1);
    // Reopened, it counts again.
    await api.patch(`/api/v1/tasks/${missingDob.id}`, { status: "PENDING" });
    expect((await api.get(`/api/v1/migrations/${up.body.id}`)).body.taskCount).toBe(2);
  });

  it("migrates JSON items (sourceType API) through the same stages", async () => {
    const { api } = await account();
    const res = await api.post("/api/v1/migrations", {
      name: "From the old CRM",
      items: [
        { folder: "Ann Lee", email: "ann@example.com", country: "GB", dateOfBirth: "1990-01-31" },
        { folder: "Zed Corp", entityType: "BUSINESS", registrationNumber: "12345", country: "IE" },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sourceType: "API",
      status: expect.stringMatching(/UPLOADING|MIGRATING/),
      discoveredApplicationCount: null,
      itemCounts: { total: 2 },
    });
    const done = await settled(api, res.body.id);
    expect(done.itemCounts.completed).toBe(2);
  });
});

describe("the account's default onboarding workflow", () => {
  it("applies when a migration names none: an investor without identity document or date of birth ends missingData", async () => {
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    const res = await api.post("/api/v1/migrations", {
      name: "No workflow named",
      items: [
        { name: "Ann Lee", email: "ann@example.com", country: "GB" },
        { name: "Zed Corp", entityType: "BUSINESS", registrationNumber: "12345", country: "IE" },
      ],
    });
    expect(res.status).toBe(201);
    const done = await settled(api, res.body.id);
    expect(done.itemCounts).toMatchObject({ total: 2, completed: 0, missingData: 2 });
    const items = await itemsOf(api, res.body.id);
    const ann = items.find((i) => i.folder === "Ann Lee")!;
    expect(ann.missing).toEqual(["individual.dateOfBirth", "individual.nationality", "individual.address", "document:ID_CARD", "document:PROOF_OF_ADDRESS"]);
    const zed = items.find((i) => i.folder === "Zed Corp")!;
    expect(zed.missing).toEqual(["document:CERTIFICATE_OF_REGISTRATION", "document:REGISTER_OF_DIRECTORS", "document:REGISTER_OF_SHAREHOLDERS"]);
    // One task per missing field or document.
    const annTasks = await svc.db.prisma.task.findMany({ where: { applicationId: ann.applicationId!, type: "MISSING_DATA" } });
    expect(annTasks).toHaveLength(5);
    expect(done.taskCount).toBe(8);
  });

  it("is listed, editable like any other, and the edit applies to the next migration", async () => {
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    const listed = (await api.get("/api/v1/onboarding-workflows")).body as { id: string; isDefault: boolean; requiredDocuments: string[] }[];
    const preset = listed.find((w) => w.isDefault)!;
    expect(preset.requiredDocuments).toEqual(expect.arrayContaining(["individual:ID_CARD", "business:REGISTER_OF_DIRECTORS"]));
    const edited = await api.patch(`/api/v1/onboarding-workflows/${preset.id}`, { requiredFields: ["email"], requiredDocuments: ["W_9"] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: preset.id, isDefault: true, requiredFields: ["email"], requiredDocuments: ["W_9"] });
    const res = await api.post("/api/v1/migrations", { name: "After the edit", items: [{ name: "Bo Ek", country: "SE" }] });
    await settled(api, res.body.id);
    const [bo] = await itemsOf(api, res.body.id);
    expect(bo).toMatchObject({ status: "MISSING_DATA", missing: ["email", "document:W_9"] });
  });

  it("is created once for an account that had none, however many first uses race", async () => {
    const account = await svc.db.prisma.account.create({ data: { name: "Older account" } }); // as before the default existed
    const { key } = await svc.newKey(account.id);
    const api = client(svc.url, key);
    const lists = await Promise.all(Array.from({ length: 5 }, () => api.get("/api/v1/onboarding-workflows")));
    for (const list of lists) expect(list.status).toBe(200);
    const workflows = await svc.db.prisma.onboardingWorkflow.findMany({ where: { accountId: account.id } });
    expect(workflows).toHaveLength(1);
    expect((await svc.db.prisma.account.findUniqueOrThrow({ where: { id: account.id } })).defaultWorkflowId).toBe(workflows[0].id);
  });

  it("applies when an application names none: submitting opens a task per missing document of its entity type", async () => {
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    const app = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Cleo Park", individual: { firstName: "Cleo", lastName: "Park" } });
    expect(app.body.workflowId).toBeNull();
    expect((await api.post(`/api/v1/applications/${app.body.id}/submit`)).status).toBe(200);
    const tasks = await svc.db.prisma.task.findMany({ where: { applicationId: app.body.id, type: "MISSING_DOCUMENT" }, orderBy: { documentType: "asc" } });
    expect(tasks.map((t) => t.documentType)).toEqual(["ID_CARD", "PROOF_OF_ADDRESS"]);
  });
});

describe("JSON items name their investor", () => {
  it("takes an item's name without a folder (there is no archive), and still takes folder where given", async () => {
    const { api } = await account();
    const res = await api.post("/api/v1/migrations", {
      name: "Names only",
      items: [
        { name: "Nora Quist", email: "nora@example.com", country: "SE" },
        { folder: "Olaf Berg", email: "olaf@example.com", country: "NO" },
      ],
    });
    expect(res.status).toBe(201);
    await settled(api, res.body.id);
    const items = await itemsOf(api, res.body.id);
    expect(items.map((i) => i.folder).sort()).toEqual(["Nora Quist", "Olaf Berg"]);
    for (const item of items) expect(item.applicationId).toEqual(expect.any(String));
    const nora = await api.get(`/api/v1/applications/${items.find((i) => i.folder === "Nora Quist")!.applicationId}`);
    expect(nora.body).toMatchObject({ name: "Nora Quist", email: "nora@example.com" });
  });

  it("refuses an item with neither name nor folder, and a name given twice", async () => {
    const { api } = await account();
    const nameless = await api.post("/api/v1/migrations", { name: "Nameless", items: [{ email: "who@example.com" }] });
    expect(nameless.status).toBe(400);
    expect(nameless.body.details).toEqual([{ path: "items.0.name", message: expect.stringMatching(/name is required/) }]);
    const twice = await api.post("/api/v1/migrations", { name: "Twice", items: [{ name: "Ann Lee" }, { name: "Ann Lee" }] });
    expect(twice.status).toBe(400);
    expect(twice.body.details).toEqual([{ path: "items.1.name", message: 'duplicate name "Ann Lee"' }]);
  });
});

/**
 * Every file under `dir`, down to `depth` levels, so a test sees whatever a migration wrote. Read
 * without blocking and without following links: the API, the worker and this test's HTTP client share
 * this event loop, and a synchronous walk of a busy host's whole temp directory (clones of the
 * repository, 900,000 entries) held it for 52-200 s, past the server's 65 s keep-alive timeout, while
 * undici's idle timers count a stalled loop as half a second: the next request went out on a pooled
 * connection the server was closing, and was reset before any answer.
 */
async function filesUnder(dir: string, depth = Infinity): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return []; // vanished meanwhile (another test's temp file)
  }
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return depth > 1 ? filesUnder(full, depth - 1) : [];
      return [full];
    }),
  );
  return nested.flat();
}

describe("hostile archives", () => {
  it("refuses zip-slip, absolute paths, symlinks and bombs item by item, writing nothing outside its place", async () => {
    const { api, key } = await account();
    const built = await buildZip([
      { name: "Good Person/passport.txt", content: personDoc("Passport", { Name: "Good Person" }) },
      { name: "xx/evil-slip-4711.txt", content: "escaped" },
      { name: "Zabs/evil-abs-4711.txt", content: "absolute" },
      { name: "Linker/link", content: "/etc/passwd", mode: 0o120777 },
      { name: "Bomber/bomb.txt", content: Buffer.alloc(20 * 1024 * 1024) },
      { name: "Bomber/fine.txt", content: "fine" },
    ]);
    // yazl refuses to write these names; same-length renames put them in the finished archive.
    const zip = renameEntry(renameEntry(built, "xx/evil-slip-4711.txt", "../evil-slip-4711.txt"), "Zabs/evil-abs-4711.txt", "/abs/evil-abs-4711.txt");
    expect(zip.length).toBeLessThan(200_000); // the bomb is small compressed
    const up = await uploadArchive(svc.url, key, zip);
    expect(up.status).toBe(201);
    const done = await settled(api, up.body.id);
    expect(done.status).toBe("COMPLETED");
    expect(done.itemCounts).toMatchObject({ total: 5, completed: 1, failed: 4 });
    const items = await itemsOf(api, up.body.id);
    const reasons = Object.fromEntries(items.map((i) => [i.folder, i.error]));
    expect(reasons).toEqual({
      "Good Person": null,
      "..": "path escapes the archive: ../evil-slip-4711.txt",
      "/abs/evil-abs-4711.txt": "absolute path refused: /abs/evil-abs-4711.txt",
      Linker: "symbolic link refused: Linker/link",
      Bomber: expect.stringMatching(/^compression ratio \d+:1 exceeds 100:1 \(possible zip bomb\): Bomber\/bomb.txt$/),
    });
    expect(items.filter((i) => i.status === "FAILED").every((i) => i.applicationId === null)).toBe(true);
    // The service writes under its data directory, and an archive's working copy at the temp directory's top.
    const written = [...(await filesUnder(svc.dataDir)), ...(await filesUnder(os.tmpdir(), 2))];
    expect(written.filter((f) => /evil-(slip|abs)-4711|bomb\.txt/.test(f))).toEqual([]);
    const staged = written.filter((f) => f.includes(up.body.id));
    expect(staged.every((f) => f.startsWith(path.join(svc.dataDir, "objects", "accounts")))).toBe(true);
    expect(staged.some((f) => f.endsWith("passport.txt"))).toBe(true);
    expect(staged.some((f) => f.endsWith("fine.txt"))).toBe(false);
  });

  it("fails a corrupt archive with a reason and creates no items", async () => {
    const { api, key, accountId } = await account();
    const good = await cleanArchive();
    const corrupt = Buffer.concat([good.subarray(0, 200), Buffer.alloc(300, 7), good.subarray(500)]);
    for (const zip of [Buffer.from("this is not a zip file at all"), corrupt]) {
      const up = await uploadArchive(svc.url, key, zip);
      expect(up.status).toBe(201);
      const done = await settled(api, up.body.id);
      expect(done).toMatchObject({ status: "FAILED", failureReason: expect.stringMatching(/archive/i), itemCounts: { total: 0 }, isPreparing: false });
    }
    expect(await svc.db.prisma.application.count({ where: { accountId } })).toBe(0);
  });
});

/** `n` JSON items, enough to pause a run in the middle. */
const manyItems = (n: number) =>
  Array.from({ length: n }, (_v, i) => ({ folder: `Investor ${String(i).padStart(4, "0")}`, email: `i${i}@example.com`, country: "LU" }));

describe("control", () => {
  it("pauses (no new items), resumes to completion, and answers repeats with the same state", async () => {
    const { api } = await account();
    const created = await api.post("/api/v1/migrations", { name: "Big", items: manyItems(300) });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const paused = await api.post(`/api/v1/migrations/${id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe("PAUSED");
    expect((await api.post(`/api/v1/migrations/${id}/pause`)).body.status).toBe("PAUSED");
    // Items under way finish; then nothing moves while paused.
    const still = await eventually(async () => {
      const m = (await api.get(`/api/v1/migrations/${id}`)).body;
      return m.itemCounts.inProgress === 0 ? m : undefined;
    });
    await new Promise((r) => setTimeout(r, 1500));
    const later = (await api.get(`/api/v1/migrations/${id}`)).body;
    expect(later.status).toBe("PAUSED");
    expect(later.itemCounts).toEqual(still.itemCounts);
    expect(later.itemCounts.completed).toBeLessThan(300);

    const resumed = await api.post(`/api/v1/migrations/${id}/resume`);
    expect(resumed.status).toBe(200);
    expect(["UPLOADING", "MIGRATING"]).toContain(resumed.body.status); // UPLOADING when paused before its run began
    const done = await settled(api, id, 120_000);
    expect(done.itemCounts).toMatchObject({ total: 300, completed: 300 });
    expect((await api.post(`/api/v1/migrations/${id}/resume`)).status).toBe(409);
    expect((await api.post(`/api/v1/migrations/${id}/pause`)).status).toBe(409);
    expect((await api.post(`/api/v1/migrations/${id}/cancel`)).body.code).toBe("INVALID_TRANSITION");
  });

  it("cancels the remaining items, idempotently", async () => {
    const { api } = await account();
    const created = await api.post("/api/v1/migrations", { name: "To cancel", items: manyItems(300) });
    const id = created.body.id;
    await api.post(`/api/v1/migrations/${id}/pause`);
    const cancelled = await api.post(`/api/v1/migrations/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("CANCELLED");
    const counts = cancelled.body.itemCounts;
    expect(counts.queued + counts.inProgress).toBe(0);
    expect(counts.cancelled).toBeGreaterThan(0);
    expect(counts.completed + counts.cancelled).toBe(300);
    const again = await api.post(`/api/v1/migrations/${id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body.itemCounts).toEqual(counts);
    expect((await api.post(`/api/v1/migrations/${id}/resume`)).status).toBe(409);
    // Nothing is created for a cancelled item afterwards.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await api.get(`/api/v1/migrations/${id}`)).body.itemCounts).toEqual(counts);
  });

  it("cancels while the archive is being unpacked: the items it then finds are born cancelled", async () => {
    const { api, key } = await account();
    const entries = Array.from({ length: 1500 }, (_v, i) => ({
      name: `Person ${Math.floor(i / 5)}/doc-${i}.txt`,
      content: `Name: Person ${Math.floor(i / 5)}`,
    }));
    const up = await uploadArchive(svc.url, key, await buildZip(entries));
    expect(up.status).toBe(201);
    await eventually(async () => (await api.get(`/api/v1/migrations/${up.body.id}`)).body.isPreparing, 30_000, 20);
    expect((await api.post(`/api/v1/migrations/${up.body.id}/cancel`)).body.status).toBe("CANCELLED");
    await svc.temporal.workflow.getHandle(`migration-${up.body.id}`).result();
    const done = (await api.get(`/api/v1/migrations/${up.body.id}`)).body;
    expect(done.status).toBe("CANCELLED");
    expect(done.itemCounts).toMatchObject({ total: 300, queued: 0, inProgress: 0, completed: 0, cancelled: 300 });
  });

  it("restarts a stalled run whose workflow is gone", async () => {
    const { api } = await account();
    const created = await api.post("/api/v1/migrations", { name: "Stalls", items: manyItems(50) });
    const id = created.body.id;
    await api.post(`/api/v1/migrations/${id}/pause`);
    await svc.temporal.workflow.getHandle(`migration-${id}`).terminate("simulated loss of the run");
    await svc.db.prisma.migration.update({ where: { id }, data: { status: "MIGRATING" } }); // as if it stalled mid-run
    const kicked = await api.post(`/api/v1/migrations/${id}/resume`);
    expect(kicked.status).toBe(200);
    const done = await settled(api, id);
    expect(done.itemCounts).toMatchObject({ total: 50, completed: 50 });
    const description = await svc.temporal.workflow.getHandle(`migration-${id}`).describe();
    expect(description.typedSearchAttributes.get(MIGRATION_ID)).toBe(id);
  });
});

describe("reading", () => {
  it("lists migrations newest first with a cursor, and hides another account's as not found", async () => {
    const owner = await account();
    const stranger = await account();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await owner.api.post("/api/v1/migrations", { name: `M${i}`, items: manyItems(1) })).body.id);
    const first = await owner.api.get("/api/v1/migrations?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.items.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    const second = await owner.api.get(`/api/v1/migrations?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });

    const missing = await stranger.api.get("/api/v1/migrations/00000000-0000-0000-0000-000000000000");
    const foreign = await stranger.api.get(`/api/v1/migrations/${ids[0]}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await stranger.api.post(`/api/v1/migrations/${ids[0]}/pause`)).status).toBe(404);
    expect((await stranger.api.get("/api/v1/migrations")).body.items).toEqual([]);
  });

  it("answers 400 with details for bad input", async () => {
    const { api, key, accountId } = await account();
    const res = await api.post("/api/v1/migrations", { name: "", items: [{ folder: "A" }, { folder: "A" }], complianceChecks: { screening: "yes" } });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["complianceChecks.screening", "name"]);
    const twice = await api.post("/api/v1/migrations", { name: "Twice", items: [{ folder: "A" }, { folder: "A" }] });
    expect(twice.status).toBe(400);
    expect(twice.body.details).toEqual([{ path: "items.1.folder", message: 'duplicate folder "A"' }]);
    const noFile = await fetch(`${svc.url}/api/v1/migrations`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}` },
      body: (() => {
        const f = new FormData();
        f.append("name", "x");
        return f;
      })(),
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).details).toEqual([{ path: "file", message: expect.stringMatching(/required/) }]);
    const badChecks = await uploadArchive(svc.url, key, await cleanArchive(), { complianceChecks: "{not json" });
    expect(badChecks.status).toBe(400);
    expect(badChecks.body.details).toEqual([{ path: "complianceChecks", message: "must be a JSON object string" }]);
    const badWorkflow = await uploadArchive(svc.url, key, await cleanArchive(), { workflowId: "nope" });
    expect(badWorkflow.status).toBe(400);
    expect(badWorkflow.body.details).toEqual([{ path: "workflowId", message: "no such workflow in this account" }]);
    // Refused uploads leave no archive behind in the store.
    const filesUnder = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [e.name]));
    // (removed right after the refusal is answered)
    await eventually(async () => filesUnder(path.join(svc.dataDir, "objects", "accounts", accountId)).length === 0, 5_000);
  });

  it("refuses an archive over MAX_UPLOAD_BYTES with 413", async () => {
    const small = await startTestService({ env: { MAX_UPLOAD_BYTES: "2048" } });
    try {
      const { key } = await small.newAccount();
      const big = await buildZip([{ name: "A/noise.bin", content: randomBytes(20_000) }]);
      const res = await uploadArchive(small.url, key, big);
      expect(res.status).toBe(413);
      expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
    } finally {
      await small.close();
    }
  });

  it("documents the routes in OpenAPI, the multipart body too", async () => {
    const doc = (await client(svc.url).get("/api/v1/openapi.json")).body;
    const post = doc.paths["/api/v1/migrations"].post;
    expect(Object.keys(post.requestBody.content).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(post.responses["413"]).toBeDefined();
    for (const action of ["pause", "resume", "cancel"]) expect(doc.paths[`/api/v1/migrations/{migrationId}/${action}`].post).toBeDefined();
    expect(doc.paths["/api/v1/migrations/{migrationId}"].get).toBeDefined();
  });
});
