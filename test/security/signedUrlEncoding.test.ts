// Signed object URLs once signed their fields joined by "\n", so a field's value could carry another
// field's boundary: a download URL's SHA-256 moved to the end of its nonce signed the same text, and
// the URL, its `sha256` dropped, served the stored bytes unchecked. The payload is now a JSON array
// under a format tag: the binding cannot move, and URLs signed the old way are refused.
import { createHash, createHmac } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument, pdfWith } from "../support/documents";
import { loadServiceSecrets } from "../../src/domain/accounts/bootstrap";

let svc: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc.close());

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A registered document whose stored bytes were then replaced; its download URL, as the API signs it. */
async function tamperedDocument() {
  const bytes = await pdfWith(["Balance: 1,000"]);
  const app = await createApplication(api);
  const doc = await addDocument(api, app.id, "OTHER", bytes, { fileName: "statement.pdf" });
  const row = await svc.db.prisma.document.findUniqueOrThrow({ where: { id: doc.id } });
  await writeFile(path.join(svc.dataDir, "objects", ...row.key.split("/")), await pdfWith(["Balance: 9,000,000"]));
  const url = new URL((await api.get(`/api/v1/documents/${doc.id}`)).body.url);
  expect(url.searchParams.get("sha256")).toBe(sha256(bytes));
  return { url, key: row.key };
}

const REFUSED = { statusCode: 403, error: "Forbidden", code: "FORBIDDEN", message: "Signed URL is not valid" };

describe("signed object URLs", () => {
  it("refuses a download URL whose SHA-256 was moved into the nonce and dropped, and serves none of the replaced bytes", async () => {
    const { url } = await tamperedDocument();
    const moved = new URL(url);
    moved.searchParams.set("nonce", `${url.searchParams.get("nonce")}\n${url.searchParams.get("sha256")}`);
    moved.searchParams.delete("sha256");
    const res = await fetch(moved);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(REFUSED);
    // The URL as signed still reaches the integrity check, which refuses the replaced bytes.
    expect((await fetch(url)).status).toBe(500);
  });

  it("refuses the binding moved into any other field, or emptied", async () => {
    const { url } = await tamperedDocument();
    const hash = url.searchParams.get("sha256")!;
    const variants = [
      (u: URL) => u.searchParams.set("contentType", `${u.searchParams.get("contentType")}\n${u.searchParams.get("nonce")}\n${hash}`),
      (u: URL) => u.searchParams.set("sha256", ""),
      (u: URL) => u.searchParams.set("nonce", `${u.searchParams.get("nonce")}","${hash}`),
    ];
    for (const change of variants) {
      const tampered = new URL(url);
      change(tampered);
      if (tampered.searchParams.get("sha256") === hash) tampered.searchParams.delete("sha256");
      const res = await fetch(tampered);
      expect(res.status).toBe(403);
      await res.body?.cancel();
    }
  });

  it("refuses a URL signed the old way (fields joined by newlines), with the deployment's own key", async () => {
    const { url, key } = await tamperedDocument();
    const { objectUrlSigningKey } = await loadServiceSecrets(svc.db.prisma, svc.config);
    const q = url.searchParams;
    const oldPayload = ["GET", key, q.get("expires"), q.get("contentType"), q.get("nonce"), q.get("sha256")].join("\n");
    const old = new URL(url);
    old.searchParams.set("signature", createHmac("sha256", objectUrlSigningKey).update(oldPayload).digest("base64url"));
    const res = await fetch(old);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(REFUSED);

    // And its hash moved and dropped, the old way's own forgery, the same.
    const forged = new URL(old);
    forged.searchParams.set("nonce", `${q.get("nonce")}\n${q.get("sha256")}`);
    forged.searchParams.delete("sha256");
    expect((await fetch(forged)).status).toBe(403);

    // An upload URL signed the old way (no hash) is refused too.
    const upload = new URL((await api.post("/api/v1/documents/uploads", { fileName: "a.txt", contentType: "text/plain" })).body.uploadUrl);
    const uploadKey = decodeURIComponent(upload.pathname.replace(/^\/objects\//, ""));
    const u = upload.searchParams;
    const oldUpload = ["PUT", uploadKey, u.get("expires"), u.get("contentType"), u.get("nonce")].join("\n");
    upload.searchParams.set("signature", createHmac("sha256", objectUrlSigningKey).update(oldUpload).digest("base64url"));
    expect((await fetch(upload, { method: "PUT", body: "x" })).status).toBe(403);
  });
});
