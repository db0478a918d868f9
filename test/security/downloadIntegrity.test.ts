// "The download is the registered hash, verified": a document's bytes changed in the store
// after registration (a volume written behind the service's back, a restore gone wrong) were served
// as the evidence. The object route now serves a registered document only when its bytes still hash
// to the registered SHA-256: a small file is refused with 500 INTEGRITY_CHECK_FAILED before a byte is
// sent, a large one (past VERIFY_BUFFER_BYTES) is cut short before its last chunk; each refusal is
// logged and counted.
import { createHash, randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument, pdfWith } from "../support/documents";
import { objectIntegrityFailures } from "../../src/observability/metrics";
import { VERIFY_BUFFER_BYTES } from "../../src/storage/verifiedRead";

let svc: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc.close());

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const failures = async () => (await objectIntegrityFailures.get()).values[0]?.value ?? 0;

/** Registers `bytes`, then writes `replacement` over the stored evidence file; returns a fresh download URL. */
async function tamperedDocument(bytes: Buffer, replacement: Buffer, contentType = "application/pdf") {
  const app = await createApplication(api);
  const doc = await addDocument(api, app.id, "OTHER", bytes, { contentType, fileName: contentType === "application/pdf" ? "statement.pdf" : "statement.bin" });
  expect(doc.sha256).toBe(sha256(bytes));
  const row = await svc.db.prisma.document.findUniqueOrThrow({ where: { id: doc.id } });
  await writeFile(path.join(svc.dataDir, "objects", ...row.key.split("/")), replacement);
  return (await api.get(`/api/v1/documents/${doc.id}`)).body.url as string;
}

describe("downloading a registered document", () => {
  it("serves untouched bytes as registered", async () => {
    const bytes = await pdfWith(["Bank statement", "Balance: 1,000"]);
    const app = await createApplication(api);
    const doc = await addDocument(api, app.id, "OTHER", bytes, { fileName: "statement.pdf" });
    const res = await fetch((await api.get(`/api/v1/documents/${doc.id}`)).body.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses bytes changed in the store after registration with 500 INTEGRITY_CHECK_FAILED, and counts it", async () => {
    const before = await failures();
    const url = await tamperedDocument(await pdfWith(["Balance: 1,000"]), await pdfWith(["Balance: 9,000,000"]));
    const res = await fetch(url);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      code: "INTEGRITY_CHECK_FAILED",
      message: "The stored file no longer matches the SHA-256 registered for it, so it is not served; the operators are alerted",
    });
    expect(await failures()).toBe(before + 1);
  });

  it("cuts a large file short before its end when its bytes differ, so no complete copy leaves", async () => {
    const bytes = randomBytes(VERIFY_BUFFER_BYTES + 1024 * 1024);
    const replacement = Buffer.from(bytes);
    replacement[replacement.length - 1] ^= 0xff; // one bit flipped in the last byte
    const before = await failures();
    const url = await tamperedDocument(bytes, replacement, "application/octet-stream");
    const received: Buffer[] = [];
    const outcome = await fetch(url)
      .then(async (res) => {
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) received.push(Buffer.from(read.value));
        return "complete";
      })
      .catch(() => "cut short");
    expect(outcome).toBe("cut short");
    expect(Buffer.concat(received).length).toBeLessThan(replacement.length);
    // The client sees the cut as the server's pipeline fails; the count follows within moments.
    await eventually(async () => (await failures()) === before + 1, 5_000);
  });

  it("streams a large untouched file whole", async () => {
    const bytes = randomBytes(VERIFY_BUFFER_BYTES + 1024 * 1024);
    const app = await createApplication(api);
    const doc = await addDocument(api, app.id, "OTHER", bytes, { contentType: "application/octet-stream", fileName: "big.bin" });
    const res = await fetch((await api.get(`/api/v1/documents/${doc.id}`)).body.url);
    expect(res.status).toBe(200);
    expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(sha256(bytes));
  });
});
