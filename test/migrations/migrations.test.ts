// Migrations (spec 2.8, 4.9; contract "Migration archive layout"): archives built here with yazl,
// uploaded over real HTTP, run by a real worker on the Temporal dev server.
import { readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { buildZip, personDoc, renameEntry } from "./archives";
import { itemsOf, settled, uploadArchive } from "./support";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

async function account() {
  const acc = await svc.newAccount();
  return { ...acc, api: client(svc.url, acc.key) };
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
    { name: "Acme Holdings/certificate_of_incorporation.txt", content: personDoc("Certificate of incorporation", { "Company name": "Acme Holdings SA", "Registration number": "B123456", Director: "Anna Berg" }) },
    { name: "Acme Holdings/register_of_directors.txt", content: personDoc("Register of directors", { Director: "Anna Berg", "Controlling person": "Carl Dahl" }) },
    { name: "Max Muster/id_card.txt", content: personDoc("Identity card", { Name: "Max Muster", "Date of birth": "1975-06-30", Address: "Hauptstr. 1, 10115 Berlin, DE" }) },
    { name: "Max Muster/notes.txt", content: "Met at the fund's investor day." },
  ]);
}

describe("a clean archive", () => {
  it("completes with one application per folder, its documents, key persons and the right counts", async () => {
    const { api, key, accountId } = await account();
    const up = await uploadArchive(svc.url, key, await cleanArchive(), { labels: ["fund-ii", "wave-1"], complianceChecks: JSON.stringify({ screening: true }) });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ accountId, name: "Test migration", sourceType: "UPLOAD", labels: ["fund-ii", "wave-1"], complianceChecks: { screening: true, idVerification: false } });
    const done = await settled(api, up.body.id);
    expect(done).toMatchObject({
      status: "COMPLETED",
      isPreparing: false,
      bulkStage: null,
      discoveredApplicationCount: 3,
      discoveredFileCount: 6,
      extractedFileCount: 6,
      fileCount: 6,
      taskCount: 1, // notes.txt is not a known document type: OTHER plus a review task
      itemCounts: { total: 3, queued: 0, inProgress: 0, completed: 3, missingData: 0, failed: 0, cancelled: 0 },
    });
    expect(done.recentExtractedFileNames).toHaveLength(6);
    expect(done.recentExtractedFileNames[5]).toBe("Max Muster/notes.txt");
    expect(done.startedAt).not.toBeNull();
    expect(done.completedAt).not.toBeNull();

    const items = await itemsOf(api, up.body.id);
    const jane = items.find((i) => i.folder === "Jane Doe")!;
    expect(jane.data.fields["individual.dateOfBirth"]).toEqual({ value: "1980-02-01", source: "manifest" });
    expect(jane.data.fields["individual.address"]).toEqual({ value: { street: "12 Rue Verte", postCode: "L-1234", city: "Luxembourg", country: "LU" }, source: "Jane Doe/utility_bill.txt" });
    expect(jane.data.checks.screening).toMatch(/^not run/);

    const app = await api.get(`/api/v1/applications/${jane.applicationId}`);
    expect(app.body).toMatchObject({ name: "Jane Doe", entityType: "INDIVIDUAL", email: "jane@example.com", labels: [{ name: "fund-ii" }, { name: "wave-1" }].map(expect.objectContaining) });
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
    const events = await svc.db.prisma.outboxEvent.groupBy({ by: ["event"], where: { accountId }, _count: { _all: true } });
    expect(Object.fromEntries(events.map((e) => [e.event, e._count._all]))).toMatchObject({ "application.created": 3, "document.uploaded": 6 });
  });
});

describe("validation against the onboarding workflow", () => {
  it("ends an item missing required data in MISSING_DATA with one task per missing field and document", async () => {
    const { api, key, accountId } = await account();
    const workflow = await onboardingWorkflow(accountId, ["email", "individual.dateOfBirth", "individual.address", "business.registrationNumber"], ["ID_CARD", "PROOF_OF_ADDRESS"]);
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
    expect(res.body).toMatchObject({ sourceType: "API", status: expect.stringMatching(/UPLOADING|MIGRATING/), discoveredApplicationCount: null, itemCounts: { total: 2 } });
    const done = await settled(api, res.body.id);
    expect(done.itemCounts.completed).toBe(2);
  });
});

/** Every file under `dir` (recursively), so a test sees whatever a migration wrote. */
function filesUnder(dir: string): string[] {
  let out: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const full = path.join(dir, name);
    try {
      const info = statSync(full);
      if (info.isDirectory()) out = out.concat(filesUnder(full));
      else out.push(full);
    } catch {
      /* vanished meanwhile (another test's temp file) */
    }
  }
  return out;
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
    const written = [...filesUnder(svc.dataDir), ...filesUnder(os.tmpdir())];
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
