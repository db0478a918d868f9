// Documents end to end: signed uploads, registration, every derived field, validation on Temporal,
// the tasks it opens and closes, hiding, notes with attachments, and isolation between accounts.
import { readdirSync } from "node:fs";
import path from "node:path";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument, isoDaysAgo, pdfWith, uploadBytes } from "../support/documents";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;
let api: ReturnType<typeof client>;
let operator: ReturnType<typeof client>;
let other: ReturnType<typeof client>;
let keyId: string;

const anna = {
  entityType: "INDIVIDUAL",
  name: "Anna Schmidt",
  email: "anna@example.com",
  individual: {
    firstName: "Anna",
    lastName: "Schmidt",
    dateOfBirth: "1980-04-02",
    address: { street: "12 Rue Neuve", city: "Luxembourg", postCode: "L-1234", country: "LU" },
  },
};

const proofOfAddress = (date: string, name = "Anna Schmidt") =>
  pdfWith(["Electricity bill", `Name: ${name}`, `Date: ${date}`, "Address: 12 Rue Neuve, L-1234 Luxembourg"]);

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { MAX_UPLOAD_BYTES: String(2 * 1024 * 1024) } });
  const account = await svc.newAccount();
  api = client(svc.url, account.key);
  keyId = account.keyId;
  operator = client(svc.url, (await svc.newKey(account.accountId, { operator: true })).key);
  other = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc?.close());

const validated = (id: string) =>
  eventually(async () => {
    const res = await api.get(`/api/v1/documents/${id}`);
    return res.body.validated ? res.body : null;
  }, 30_000);

describe("uploads and registration", () => {
  test("bytes go up through a signed URL; every read signs a new URL that downloads the same bytes", async () => {
    const app = await createApplication(api, anna);
    const bytes = Buffer.from("Certificate of good standing\nName: Anna Schmidt\n");
    const doc = await addDocument(api, app.id, "CERTIFICATE_OF_GOOD_STANDING", bytes, { contentType: "text/plain" });
    expect(doc).toMatchObject({
      type: "CERTIFICATE_OF_GOOD_STANDING",
      title: "Certificate of good standing",
      fileName: "certificate_of_good_standing.txt",
      contentType: "text/plain",
      hidden: false,
      hiddenSource: null,
      replaced: false,
      applicationId: app.id,
      byteSize: bytes.length,
      arrival: "initial_onboarding",
      duplicateOf: null,
      addedBy: { name: expect.any(String) },
      workflowOrder: null,
      notes: [],
      supersededCheckKeys: [],
    });
    expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(doc).not.toHaveProperty("supersededBy");
    expect(doc).not.toHaveProperty("additionalInfoRequest");
    const first = await api.get(`/api/v1/documents/${doc.id}`);
    const second = await api.get(`/api/v1/documents/${doc.id}`);
    expect(first.body.url).not.toEqual(second.body.url);
    for (const url of [first.body.url, second.body.url]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/plain");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    }
    // A document with no stored object (as a vendor record may be) has no URL.
    const bare = await addDocument(api, app.id, "OTHER", Buffer.from("x"), { contentType: "text/plain" });
    await svc.db.prisma.document.update({ where: { id: bare.id }, data: { sha256: null, byteSize: null } });
    expect((await api.get(`/api/v1/documents/${bare.id}`)).body.url).toBeNull();
    // About 7 days.
    const expires = Number(new URL(first.body.url).searchParams.get("expires")) * 1000;
    expect(Math.abs(expires - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
  });

  test("tampered or expired URLs answer 403; an upload over MAX_UPLOAD_BYTES answers 413 and stores nothing", async () => {
    const upload = await api.post("/api/v1/documents/uploads", { fileName: "big.bin", contentType: "application/octet-stream" });
    const tampered = upload.body.uploadUrl.replace(/signature=[^&]+/, "signature=AAAA");
    expect((await fetch(tampered, { method: "PUT", body: "x" })).status).toBe(403);
    const url = new URL(upload.body.uploadUrl);
    url.searchParams.set("expires", String(Math.floor(Date.now() / 1000) - 10));
    expect((await fetch(url, { method: "PUT", body: "x" })).status).toBe(403);
    // A signed PUT URL does not download.
    expect((await fetch(upload.body.uploadUrl)).status).toBe(403);
    const tooBig = await fetch(upload.body.uploadUrl, { method: "PUT", body: new Uint8Array(3 * 1024 * 1024) });
    expect(tooBig.status).toBe(413);
    const app = await createApplication(api, anna);
    const res = await api.post("/api/v1/documents", {
      applicationId: app.id,
      type: "OTHER",
      fileName: "big.bin",
      key: upload.body.key,
      contentType: "application/octet-stream",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Nothing has been uploaded under this key");
    const objects = path.join(svc.dataDir, "objects");
    const leftovers = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? leftovers(path.join(dir, e.name)) : [e.name]));
    expect(leftovers(objects).filter((f) => f.endsWith(".partial"))).toEqual([]);
  });

  test("404 for an unknown application, 400 for a type outside 2.4.1, a missing field or another account's key", async () => {
    const app = await createApplication(api, anna);
    const key = await uploadBytes(api, Buffer.from("x"), "x.txt", "text/plain");
    const body = { applicationId: app.id, type: "OTHER", fileName: "x.txt", key, contentType: "text/plain" };
    const unknown = await api.post("/api/v1/documents", { ...body, applicationId: "00000000-0000-7000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, error: "Not Found", code: "NOT_FOUND" });
    const badType = await api.post("/api/v1/documents", { ...body, type: "PAYSLIP" });
    expect(badType.status).toBe(400);
    expect(badType.body.details).toEqual([expect.objectContaining({ path: "type" })]);
    const missing = await api.post("/api/v1/documents", { ...body, fileName: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([expect.objectContaining({ path: "fileName" })]);
    // Another account cannot register (or read) this account's upload, nor see its application.
    const theirApp = await createApplication(other, anna);
    const foreign = await other.post("/api/v1/documents", { ...body, applicationId: theirApp.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([expect.objectContaining({ path: "key" })]);
    expect((await other.post("/api/v1/documents", body)).status).toBe(404);
    const count = await svc.db.prisma.document.count({ where: { key } });
    expect(count).toBe(0);
  });
});

describe("derived fields", () => {
  test("the same bytes again point at the earliest copy", async () => {
    const app = await createApplication(api, anna);
    const bytes = await pdfWith(["Bank statement", "Name: Anna Schmidt"]);
    const first = await addDocument(api, app.id, "BANK_STATEMENT", bytes, { fileName: "march.pdf" });
    const second = await addDocument(api, app.id, "BANK_STATEMENT", bytes, { fileName: "march-copy.pdf" });
    expect(first.duplicateOf).toBeNull();
    expect(second.duplicateOf).toEqual({ documentId: first.id, fileName: "march.pdf", createdAt: first.createdAt });
    // Byte-identical on another application is not a duplicate there.
    const elsewhere = await addDocument(api, (await createApplication(api, anna)).id, "BANK_STATEMENT", bytes);
    expect(elsewhere.duplicateOf).toBeNull();
  });

  test("a failing proof of address opens a task; a later valid one replaces it and closes the task", async () => {
    const app = await createApplication(api, anna);
    const old = await addDocument(api, app.id, "PROOF_OF_ADDRESS", await proofOfAddress("2024-01-15"));
    const checked = await validated(old.id);
    const poa = checked.validations.find((v: any) => v.type === "VALID_PROOF_OF_ADDRESS");
    expect(poa.validationAttempts).toBe(1);
    expect(poa.jobId).toBe(`document-validation-${old.id}`);
    expect(poa.results).toEqual(
      expect.arrayContaining([
        {
          key: "proof_of_address.document_date_recent",
          isValid: false,
          label: "Document dated within the last 3 months",
          value: "2024-01-15",
          explanation: expect.stringContaining("Dated 2024-01-15"),
        },
        { key: "proof_of_address.name_match", isValid: true, label: "Name matches the application", value: "Anna Schmidt", explanation: null },
        {
          key: "proof_of_address.address_match",
          isValid: true,
          label: "Address matches the application",
          value: "12 Rue Neuve, L-1234, Luxembourg",
          explanation: null,
        },
      ]),
    );
    expect(checked.validations.map((v: any) => v.type)).toContain("USER_PROVIDED_DATA_MATCH_PROOF_OF_ADDRESS");
    expect(checked.passedAllChecks).toBe(false);
    const tasks = await api.get(`/api/v1/tasks?applicationId=${app.id}`);
    expect(tasks.body.items).toHaveLength(1);
    const task = tasks.body.items[0];
    expect(task).toMatchObject({
      type: "DOCUMENT_VALIDATION_FAILED",
      status: "PENDING",
      entityType: "DOCUMENT",
      entityId: old.id,
      document: { id: old.id, type: "PROOF_OF_ADDRESS", replaced: false },
    });
    expect(task.description).toContain("Document dated within the last 3 months");

    const fresh = await addDocument(api, app.id, "PROOF_OF_ADDRESS", await proofOfAddress(isoDaysAgo(10)));
    const freshChecked = await validated(fresh.id);
    expect(freshChecked.passedAllChecks).toBe(true);
    expect(freshChecked.validations.find((v: any) => v.type === "VALID_PROOF_OF_ADDRESS").validationAttempts).toBe(2);
    const oldNow = await api.get(`/api/v1/documents/${old.id}`);
    expect(oldNow.body.replaced).toBe(true);
    expect(oldNow.body.validations).toEqual(checked.validations); // results unchanged
    expect((await api.get(`/api/v1/tasks/${task.id}`)).body.status).toBe("RESOLVED");
    // The default listing leaves replaced documents out; includeSuperseded brings them back, marked.
    const listed = await api.get(`/api/v1/documents?applicationId=${app.id}`);
    expect(listed.body.items.map((d: any) => d.id)).toEqual([fresh.id]);
    const all = await api.get(`/api/v1/documents?applicationId=${app.id}&includeSuperseded=true&order=asc`);
    expect(all.body.items.map((d: any) => [d.id, d.supersededBy ?? null])).toEqual([
      [old.id, { documentId: fresh.id }],
      [fresh.id, null],
    ]);
  });

  test("documents a migration registered are validated by batch runs, each checked on its own", async () => {
    const app = await createApplication(api, anna);
    const docs = [];
    for (const days of [5, 400])
      docs.push(
        await addDocument(api, app.id, "PROOF_OF_ADDRESS", await proofOfAddress(isoDaysAgo(days)), { metadata: { migrationId: "migration-under-test" } }),
      );
    const [recent, old] = await Promise.all(docs.map((d) => validated(d.id)));
    for (const doc of [recent, old]) expect(doc.validations[0].jobId).toMatch(/^document-validation-batch-/);
    expect([recent.passedAllChecks, old.passedAllChecks]).toEqual([true, false]);
  });

  test("an ID card's own checks yield to a vendor verdict on the same concern, and stay stored", async () => {
    const app = await createApplication(api, anna);
    const card = await addDocument(
      api,
      app.id,
      "ID_CARD",
      await pdfWith(["Identity card", "Name: Anna Schmidt", "Date of birth: 02.04.1980", "Document number: X1234567", "Expiry date: 2031-05-01"]),
      { subType: "ID_CARD" },
    );
    const checked = await validated(card.id);
    const own = checked.validations.find((v: any) => v.type === "ID_CARD_ATTRIBUTE_VALIDATION");
    expect(own.results.map((r: any) => [r.key, r.isValid])).toEqual([
      ["id_card.not_expired", true],
      ["id_card.name_match", true],
      ["id_card.date_of_birth_match", true],
      ["id_card.document_number_present", true],
    ]);
    expect(checked.subType).toBe("ID_CARD");
    expect(checked.supersededCheckKeys).toEqual([]);
    const vendor = {
      type: "VENDOR_A_DOCUMENT_VALIDATION",
      results: [
        { key: "vendor_a.not_expired", isValid: true, label: "Not expired (vendor)", value: "2031-05-01" },
        { key: "vendor_a.face_match", isValid: true, label: "Face match", value: "0.98" },
      ],
    };
    // Consumers pass our results back unchanged; a write never deletes them.
    const patched = await api.patch(`/api/v1/documents/${card.id}`, { originSystem: "VENDOR_A", validations: [own, vendor] });
    expect(patched.status).toBe(200);
    expect(patched.body.originSystem).toBe("VENDOR_A");
    expect(patched.body.supersededCheckKeys).toEqual(["id_card.not_expired"]);
    expect(patched.body.validations.find((v: any) => v.type === "ID_CARD_ATTRIBUTE_VALIDATION")).toEqual(own);
    const again = await api.patch(`/api/v1/documents/${card.id}`, { validations: [vendor] });
    expect(again.body.validations).toHaveLength(patched.body.validations.length);
  });

  test("hiddenSource says who hid it; what the service hid only the service shows again", async () => {
    const app = await createApplication(api, anna);
    const doc = await addDocument(api, app.id, "OTHER", Buffer.from("misc"), { contentType: "text/plain" });
    const byClient = await api.patch(`/api/v1/documents/${doc.id}`, { hidden: true });
    expect(byClient.body).toMatchObject({ hidden: true, hiddenSource: "CLIENT" });
    expect((await api.patch(`/api/v1/documents/${doc.id}`, { hidden: false })).body).toMatchObject({ hidden: false, hiddenSource: null });
    const byOperator = await operator.patch(`/api/v1/documents/${doc.id}`, { hidden: true });
    expect(byOperator.body).toMatchObject({ hidden: true, hiddenSource: "SERVICE" });
    expect((await api.get(`/api/v1/documents/${doc.id}`)).body.hiddenSource).toBe("SERVICE");
    const refused = await api.patch(`/api/v1/documents/${doc.id}`, { hidden: false });
    expect(refused.status).toBe(409);
    // A hidden document with no recorded source reports the service.
    await svc.db.prisma.document.update({ where: { id: doc.id }, data: { hiddenSource: null } });
    expect((await api.get(`/api/v1/documents/${doc.id}`)).body).toMatchObject({ hidden: true, hiddenSource: "SERVICE" });
  });

  test("subject, additional-info request, applicant-supplied files, workflow order and arrival", async () => {
    const workflow = await api.post("/api/v1/onboarding-workflows", {
      name: "Individuals",
      requiredFields: ["individual.dateOfBirth"],
      requiredDocuments: ["ID_CARD", "PROOF_OF_ADDRESS", "SOURCE_OF_FUNDS"],
    });
    expect(workflow.status).toBe(201);
    const app = await createApplication(api, { ...anna, workflowId: workflow.body.id });
    const sof = await addDocument(api, app.id, "SOURCE_OF_FUNDS", Buffer.from("Source of funds: salary"), {
      contentType: "text/plain",
      subject: { name: "Schmidt Holding SA", entityType: "business" },
      additionalInfoRequest: { requestId: "req-1", reason: "Explain the transfer" },
      suppliedBy: "APPLICANT",
    });
    expect(sof).toMatchObject({
      workflowOrder: 3,
      subject: { entityKey: "business|schmidt holding sa", name: "Schmidt Holding SA", entityType: "business" },
      additionalInfoRequest: { requestId: "req-1", itemId: null, reason: "Explain the transfer", requestedByName: null, ownerLabel: null },
      addedBy: null,
      arrival: "additional_info_request",
    });
    const other = await addDocument(api, app.id, "CORRESPONDENCE", Buffer.from("letter"), { contentType: "text/plain" });
    expect(other.workflowOrder).toBeNull();
    // Submitting opens a task per required type still missing; registering one closes its task.
    await api.post(`/api/v1/applications/${app.id}/submit`);
    const missing = (await api.get(`/api/v1/tasks?applicationId=${app.id}&order=asc`)).body.items.filter((t: any) => t.type === "MISSING_DOCUMENT");
    expect(missing.map((t: any) => [t.documentType, t.status, t.entityType, t.entityId])).toEqual([
      ["ID_CARD", "PENDING", "APPLICATION", app.id],
      ["PROOF_OF_ADDRESS", "PENDING", "APPLICATION", app.id],
    ]);
    await addDocument(api, app.id, "PROOF_OF_ADDRESS", await proofOfAddress(isoDaysAgo(5)));
    const after = (await api.get(`/api/v1/tasks?applicationId=${app.id}&order=asc`)).body.items.filter((t: any) => t.type === "MISSING_DOCUMENT");
    expect(after.map((t: any) => [t.documentType, t.status])).toEqual([
      ["ID_CARD", "PENDING"],
      ["PROOF_OF_ADDRESS", "RESOLVED"],
    ]);
    // After approval, new documents arrive as periodic review.
    await api.post(`/api/v1/applications/${app.id}/approve`);
    const review = await addDocument(api, app.id, "PERIODIC_REVIEW_FORM", Buffer.from("annual review"), { contentType: "text/plain" });
    expect(review.arrival).toBe("periodic_review");
    expect((await api.get(`/api/v1/documents/${sof.id}`)).body.arrival).toBe("additional_info_request");
    expect((await api.get(`/api/v1/documents/${other.id}`)).body.arrival).toBe("initial_onboarding");
  });
});

describe("notes, events, audit and isolation", () => {
  test("document notes carry attachments with signed URLs; steward-only notes stay off customer keys", async () => {
    const app = await createApplication(api, anna);
    const doc = await addDocument(api, app.id, "OTHER", Buffer.from("misc"), { contentType: "text/plain" });
    const key = await uploadBytes(api, Buffer.from("annotated scan"), "scan.txt", "text/plain");
    const note = await api.post("/api/v1/notes", {
      entityType: "DOCUMENT",
      entityId: doc.id,
      content: "See the annotated scan",
      attachments: [{ key, fileName: "scan.txt", contentType: "text/plain" }],
    });
    expect(note.status).toBe(201);
    // The upload is copied to a key of the note's own, with its hash (test/security/noteEvidence.test.ts).
    expect(note.body.attachments).toEqual([
      {
        key: expect.stringContaining("/attachments/"),
        fileName: "scan.txt",
        contentType: "text/plain",
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        byteSize: "annotated scan".length,
        fileUrl: expect.stringContaining("/objects/"),
      },
    ]);
    expect(await (await fetch(note.body.attachments[0].fileUrl)).text()).toBe("annotated scan");
    const onApp = await api.post("/api/v1/notes", {
      entityType: "APPLICATION",
      entityId: app.id,
      content: "x",
      attachments: [{ key, fileName: "scan.txt", contentType: "text/plain" }],
    });
    expect(onApp.status).toBe(400);
    const steward = await operator.post("/api/v1/notes", { entityType: "DOCUMENT", entityId: doc.id, content: "Operator only", stewardOnly: true });
    expect(steward.status).toBe(201);
    const seenByCustomer = await api.get(`/api/v1/documents/${doc.id}`);
    expect(seenByCustomer.body.notes.map((n: any) => n.content)).toEqual(["See the annotated scan"]);
    const seenByOperator = await operator.get(`/api/v1/documents/${doc.id}`);
    expect(seenByOperator.body.notes.map((n: any) => [n.content, n.stewardOnly])).toEqual([
      ["See the annotated scan", false],
      ["Operator only", true],
    ]);
  });

  test("registration writes document.uploaded to the outbox and an audit entry in the application's trail", async () => {
    const app = await createApplication(api, anna);
    const doc = await addDocument(api, app.id, "OTHER", Buffer.from("misc"), { contentType: "text/plain" });
    const events = await svc.db.prisma.outboxEvent.findMany({ where: { entityId: doc.id } });
    expect(events.map((e) => [e.event, e.entityType, e.applicationId, e.operatorOnly])).toEqual([["document.uploaded", "DOCUMENT", app.id, false]]);
    await api.patch(`/api/v1/documents/${doc.id}`, { hidden: true });
    const trail = await api.get(`/api/v1/audit-logs?applicationId=${app.id}&order=asc`);
    expect(trail.body.items.map((e: any) => e.event.type)).toEqual(expect.arrayContaining(["document.uploaded", "document.updated"]));
  });

  test("another account's documents and tasks answer 404; lists need an application of the caller", async () => {
    const app = await createApplication(api, anna);
    const doc = await addDocument(api, app.id, "PROOF_OF_ADDRESS", await proofOfAddress("2020-01-01"));
    await validated(doc.id);
    const task = (await api.get(`/api/v1/tasks?applicationId=${app.id}`)).body.items[0];
    expect((await other.get(`/api/v1/documents/${doc.id}`)).status).toBe(404);
    expect((await other.patch(`/api/v1/documents/${doc.id}`, { hidden: true })).status).toBe(404);
    expect((await other.get(`/api/v1/documents?applicationId=${app.id}`)).status).toBe(404);
    expect((await other.get(`/api/v1/tasks/${task.id}`)).status).toBe(404);
    expect((await other.patch(`/api/v1/tasks/${task.id}`, { status: "RESOLVED" })).status).toBe(404);
    expect((await other.get(`/api/v1/tasks?applicationId=${app.id}`)).body.items).toEqual([]);
    expect((await api.get(`/api/v1/documents`)).status).toBe(400);
  });
});

describe("tasks", () => {
  test("status moves as documented, 409 otherwise; assignee and reviewer must be users of the account", async () => {
    const app = await createApplication(api, anna);
    const doc = await addDocument(api, app.id, "PROOF_OF_ADDRESS", await proofOfAddress("2020-01-01"));
    await validated(doc.id);
    const task = (await api.get(`/api/v1/tasks?applicationId=${app.id}`)).body.items[0];
    expect((await api.get(`/api/v1/tasks/00000000-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await api.patch(`/api/v1/tasks/00000000-0000-7000-8000-000000000000`, { status: "RESOLVED" })).status).toBe(404);
    expect((await api.patch(`/api/v1/tasks/${task.id}`, { status: "DONE" })).status).toBe(400);
    expect((await api.patch(`/api/v1/tasks/${task.id}`, {})).status).toBe(400);
    const started = await api.patch(`/api/v1/tasks/${task.id}`, { status: "IN_PROGRESS" });
    expect(started.body.status).toBe("IN_PROGRESS");
    expect((await api.patch(`/api/v1/tasks/${task.id}`, { status: "DISMISSED" })).body.status).toBe("DISMISSED");
    const conflict = await api.patch(`/api/v1/tasks/${task.id}`, { status: "IN_PROGRESS" });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toContain("allowed: PENDING");
    expect((await api.patch(`/api/v1/tasks/${task.id}`, { status: "PENDING" })).body.status).toBe("PENDING");
    const { userId } = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: keyId } });
    const assigned = await api.patch(`/api/v1/tasks/${task.id}`, { assigneeId: userId, reviewerId: userId });
    expect(assigned.body).toMatchObject({ assigneeId: userId, reviewerId: userId });
    expect((await api.patch(`/api/v1/tasks/${task.id}`, { assigneeId: "nobody" })).status).toBe(400);
    const cleared = await api.patch(`/api/v1/tasks/${task.id}`, { assigneeId: null });
    expect(cleared.body).not.toHaveProperty("assigneeId");
    const trail = await api.get(`/api/v1/audit-logs?applicationId=${app.id}`);
    expect(trail.body.items.filter((e: any) => e.event.type === "task.updated").length).toBeGreaterThanOrEqual(5);
  });

  test("each hit awaiting review opens a task that embeds the hit; the reviewer's verdict closes it", async () => {
    const app = await createApplication(api, anna);
    const individualId = app.individuals[0].id;
    const hit = (status: string) => ({ type: "SANCTIONS", status, source: "engine", details: { name: "Anna Schmidt" }, individualId });
    const recorded = await api.post("/api/v1/screening/hits/batch", { applicationId: app.id, hits: [hit("NOT_REVIEWED"), hit("FALSE_POSITIVE")] });
    expect(recorded.status).toBe(201);
    const tasks = (await api.get(`/api/v1/tasks?applicationId=${app.id}`)).body.items;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      type: "SCREENING_HIT_REVIEW",
      status: "PENDING",
      entityType: "SCREENING_HIT",
      entityId: recorded.body[0].id,
      screeningHit: { id: recorded.body[0].id, type: "SANCTIONS", status: "NOT_REVIEWED" },
    });
    expect(tasks[0]).not.toHaveProperty("document");
    await api.patch(`/api/v1/screening/hits/${recorded.body[0].id}`, { status: "IN_REVIEW" });
    expect((await api.get(`/api/v1/tasks/${tasks[0].id}`)).body.status).toBe("PENDING");
    await api.patch(`/api/v1/screening/hits/${recorded.body[0].id}`, { status: "DISMISSED" });
    expect((await api.get(`/api/v1/tasks/${tasks[0].id}`)).body).toMatchObject({ status: "RESOLVED", screeningHit: { status: "DISMISSED" } });
  });

  test("tasks page by createdAt or updatedAt with cursors bound to that order", async () => {
    const app = await createApplication(api, anna);
    for (let i = 0; i < 3; i++) {
      const doc = await addDocument(api, app.id, "PROOF_OF_ADDRESS", await proofOfAddress(`2019-0${i + 1}-01`));
      await validated(doc.id);
    }
    const page1 = await api.get(`/api/v1/tasks?applicationId=${app.id}&limit=2&orderBy=updatedAt`);
    expect(page1.body.items).toHaveLength(2);
    const page2 = await api.get(`/api/v1/tasks?applicationId=${app.id}&limit=2&orderBy=updatedAt&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.nextCursor).toBeNull();
    const mismatch = await api.get(`/api/v1/tasks?applicationId=${app.id}&limit=2&orderBy=createdAt&cursor=${page1.body.nextCursor}`);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Pagination cursor sort field does not match requested orderBy");
  });
});
