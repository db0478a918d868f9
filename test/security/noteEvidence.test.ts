// The evidence door through notes: a note attaches only its author's own uploads, each copied to a
// key of its own with its SHA-256, so another application's evidence cannot be borrowed, a PUT to the
// upload URL afterwards cannot change what the note shows, and erasing the note's application deletes
// only the bytes that application owns: never another's evidence, held or not.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument, pdfWith, uploadBytes } from "../support/documents";
import { startTestService, type TestService } from "../support/service";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let svc: TestService;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc.close());

const stored = (key: string) => existsSync(path.join(svc.dataDir, "objects", ...key.split("/")));
const documentKey = async (id: string) => (await svc.db.prisma.document.findUniqueOrThrow({ where: { id } })).key;

async function download(url: string) {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** An application with one registered document (its evidence key) to hang notes on. */
async function withDocument(name: string) {
  const app = await createApplication(api, { name });
  const bytes = await pdfWith(["Identity card", `Name: ${name}`]);
  const doc = await addDocument(api, app.id, "ID_CARD", bytes, { fileName: "id.pdf" });
  return { app, doc, bytes, key: await documentKey(doc.id) };
}

function noteOn(documentId: string, attachments: { key: string; fileName?: string; contentType?: string }[]) {
  return api.post("/api/v1/notes", {
    entityType: "DOCUMENT",
    entityId: documentId,
    content: "See the attached scan",
    attachments: attachments.map((a) => ({ fileName: "scan.pdf", contentType: "application/pdf", ...a })),
  });
}

const expectNotAnUpload = (res: { status: number; body: any }) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED", details: [expect.objectContaining({ path: "attachments.0.key" })] });
};

it("refuses another application's registered evidence key, and another note's attachment key, as an attachment", async () => {
  const a = await withDocument("Anna Attacker");
  const b = await withDocument("Bruno Bystander");
  expectNotAnUpload(await noteOn(a.doc.id, [{ key: b.key }]));

  const upload = await uploadBytes(api, Buffer.from("B's letter"), "letter.txt", "text/plain");
  const bNote = await noteOn(b.doc.id, [{ key: upload, fileName: "letter.txt", contentType: "text/plain" }]);
  expect(bNote.status).toBe(201);
  expectNotAnUpload(await noteOn(a.doc.id, [{ key: bNote.body.attachments[0].key }]));
  // The upload is spent once attached: attaching it again to A's note finds nothing.
  expectNotAnUpload(await noteOn(a.doc.id, [{ key: upload }]));
  expect(await svc.db.prisma.note.count({ where: { applicationId: a.app.id } })).toBe(0);
});

it("refuses the same upload twice in one note, and an upload a note written before copies were made still names", async () => {
  const a = await withDocument("Clara Twice");
  const upload = await uploadBytes(api, Buffer.from("twice"), "t.txt", "text/plain");
  const twice = await api.post("/api/v1/notes", {
    entityType: "DOCUMENT",
    entityId: a.doc.id,
    content: "twice",
    attachments: [
      { key: upload, fileName: "t.txt", contentType: "text/plain" },
      { key: upload, fileName: "t.txt", contentType: "text/plain" },
    ],
  });
  expect(twice.status).toBe(400);
  expect(twice.body.details).toEqual([expect.objectContaining({ path: "attachments.1.key" })]);
  // A note of the old kind, its attachment the upload's own key: that upload is somebody's attachment already.
  const legacy = await uploadBytes(api, Buffer.from("legacy"), "l.txt", "text/plain");
  const other = await withDocument("Dora Legacy");
  await svc.db.prisma.note.create({
    data: {
      accountId: other.app.accountId,
      applicationId: other.app.id,
      entityType: "DOCUMENT",
      entityId: other.doc.id,
      content: "old note",
      attachments: [{ key: legacy, fileName: "l.txt", contentType: "text/plain" }],
      createdById: (await svc.db.prisma.user.findFirstOrThrow({ where: { accountId: other.app.accountId } })).id,
    },
  });
  expectNotAnUpload(await noteOn(a.doc.id, [{ key: legacy }]));
  expect(stored(legacy)).toBe(true);
});

it("shows the attached bytes, hashed, after other bytes are PUT to the upload URL within its hour", async () => {
  const a = await withDocument("Emil Evidence");
  const genuine = await pdfWith(["Utility bill", "Emil Evidence, 1 Main St"]);
  const upload = await api.post("/api/v1/documents/uploads", { fileName: "bill.pdf", contentType: "application/pdf" });
  const put = (bytes: Buffer) => fetch(upload.body.uploadUrl, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": "application/pdf" } });
  expect((await put(genuine)).status).toBe(200);
  const note = await noteOn(a.doc.id, [{ key: upload.body.key, fileName: "bill.pdf" }]);
  expect(note.status).toBe(201);
  const [attached] = note.body.attachments;
  expect(attached).toMatchObject({ fileName: "bill.pdf", sha256: sha256(genuine), byteSize: genuine.length });
  expect(attached.key).not.toBe(upload.body.key);
  expect(stored(upload.body.key)).toBe(false);

  const forged = await pdfWith(["Utility bill", "Somebody Else, 9 Other Rd"]);
  await (await put(forged)).arrayBuffer();
  const read = await api.get(`/api/v1/notes/${note.body.id}`);
  expect(read.body.attachments[0]).toMatchObject({ key: attached.key, sha256: sha256(genuine) });
  const served = await download(read.body.attachments[0].fileUrl);
  expect(served.status).toBe(200);
  expect(served.bytes.equals(genuine)).toBe(true);

  // Bytes changed behind the store's back are not served as the note's attachment.
  const { writeFileSync } = await import("node:fs");
  writeFileSync(path.join(svc.dataDir, "objects", ...attached.key.split("/")), forged);
  const tampered = await download((await api.get(`/api/v1/notes/${note.body.id}`)).body.attachments[0].fileUrl);
  expect(tampered.status).not.toBe(200);
  expect(tampered.bytes.equals(forged)).toBe(false);
});

it("erasing an application deletes its own attachments and never another application's evidence, under legal hold or not", async () => {
  const a = await withDocument("Fritz Erased");
  const held = await withDocument("Greta Held");
  const free = await withDocument("Hanna Free");
  expect((await api.request("PUT", `/api/v1/applications/${held.app.id}/legal-hold`, { reason: "Court order 2026/118" })).status).toBe(200);
  const own = await uploadBytes(api, Buffer.from("Fritz's own scan"), "own.txt", "text/plain");
  const ownNote = await noteOn(a.doc.id, [{ key: own, fileName: "own.txt", contentType: "text/plain" }]);
  expect(ownNote.status).toBe(201);
  // Notes written before attachments were checked could name any key of the account: erasure must not follow them.
  const user = await svc.db.prisma.user.findFirstOrThrow({ where: { accountId: a.app.accountId } });
  await svc.db.prisma.note.create({
    data: {
      accountId: a.app.accountId,
      applicationId: a.app.id,
      entityType: "DOCUMENT",
      entityId: a.doc.id,
      content: "borrowed",
      attachments: [
        { key: held.key, fileName: "id.pdf", contentType: "application/pdf" },
        { key: free.key, fileName: "id.pdf", contentType: "application/pdf" },
      ],
      createdById: user.id,
    },
  });
  await svc.db.prisma.application.update({ where: { id: a.app.id }, data: { status: "APPROVED", decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });

  const erased = await api.post(`/api/v1/applications/${a.app.id}/erasure`);
  expect(erased.status).toBe(200);
  expect(erased.body).toMatchObject({ erasedNow: true, objectsDeleted: 2 });
  expect(stored(a.key)).toBe(false);
  expect(stored(ownNote.body.attachments[0].key)).toBe(false);
  for (const other of [held, free]) {
    expect(stored(other.key)).toBe(true);
    const read = await api.get(`/api/v1/documents/${other.doc.id}`);
    expect(read.body.sha256).toBe(sha256(other.bytes));
    const served = await download(read.body.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(other.bytes)).toBe(true);
  }
});
