// The evidence door: once a document is registered, the bytes behind it are what was
// registered. An upload URL stays valid for an hour; PUTting other bytes to it after registration
// must not change what the document serves. Tried against both stores (local files, S3 via moto).
import { createHash } from "node:crypto";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { pdfWith } from "../support/documents";
import { startS3Server } from "../support/s3";
import { startTestService, type TestService } from "../support/service";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Registers a PDF as an ID card, then PUTs other bytes to its upload URL; returns what the document serves. */
async function swapAfterRegistration(svc: TestService) {
  const api = client(svc.url, (await svc.newAccount()).key);
  const app = await createApplication(api, { name: "Anna Schmidt" });
  const genuine = await pdfWith(["Identity card", "Name: Anna Schmidt"]);
  const upload = await api.post("/api/v1/documents/uploads", { fileName: "id.pdf", contentType: "application/pdf" });
  expect((await fetch(upload.body.uploadUrl, { method: "PUT", body: new Uint8Array(genuine), headers: { "content-type": "application/pdf" } })).status).toBe(
    200,
  );
  const registered = await api.post("/api/v1/documents", {
    applicationId: app.id,
    type: "ID_CARD",
    fileName: "id.pdf",
    key: upload.body.key,
    contentType: "application/pdf",
  });
  expect(registered.status).toBe(201);
  expect(registered.body.sha256).toBe(sha256(genuine));

  const forged = await pdfWith(["Identity card", "Name: Somebody Else"]);
  const swap = await fetch(upload.body.uploadUrl, { method: "PUT", body: new Uint8Array(forged), headers: { "content-type": "application/pdf" } });
  await swap.arrayBuffer();

  const read = await api.get(`/api/v1/documents/${registered.body.id}`);
  expect(read.status).toBe(200);
  return {
    genuine,
    forged,
    registered: registered.body,
    read: read.body,
    served: await download(read.body.url),
    api,
    app,
    uploadKey: upload.body.key as string,
  };
}

function expectRegisteredBytes(result: Awaited<ReturnType<typeof swapAfterRegistration>>) {
  expect(result.read.sha256).toBe(sha256(result.genuine));
  expect(result.served.equals(result.genuine)).toBe(true);
  expect(sha256(result.served)).toBe(result.registered.sha256);
  expect(result.served.equals(result.forged)).toBe(false);
}

describe("local object store", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc.close());

  it("serves the registered bytes after other bytes are PUT to the upload URL", async () => {
    expectRegisteredBytes(await swapAfterRegistration(svc));
  });

  it("keeps the registered document off the upload's key; registering the swapped upload makes a document of its own", async () => {
    const result = await swapAfterRegistration(svc);
    const row = await svc.db.prisma.document.findUniqueOrThrow({ where: { id: result.registered.id } });
    expect(row.key).not.toBe(result.uploadKey);
    expect(row.key).toMatch(/\/documents\//);
    // Registering the swapped upload makes a new document with its own hash; the first is untouched.
    const again = await result.api.post("/api/v1/documents", {
      applicationId: result.app.id,
      type: "ID_CARD",
      fileName: "id.pdf",
      key: result.uploadKey,
      contentType: "application/pdf",
    });
    expect(again.status).toBe(201);
    expect(again.body.sha256).toBe(sha256(result.forged));
    expect(again.body.id).not.toBe(result.registered.id);
    expectRegisteredBytes({ ...result, served: await download((await result.api.get(`/api/v1/documents/${result.registered.id}`)).body.url) });
  });

  it("refuses to register a key outside the account's uploads (another document's evidence)", async () => {
    const result = await swapAfterRegistration(svc);
    const evidenceKey = new URL(result.read.url).pathname.replace(/^\/objects\//, "");
    const res = await result.api.post("/api/v1/documents", {
      applicationId: result.app.id,
      type: "OTHER",
      fileName: "x.pdf",
      key: decodeURIComponent(evidenceKey),
      contentType: "application/pdf",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
  });
});

describe("S3 object store", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let svc: TestService;
  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: "test", AWS_SECRET_ACCESS_KEY: "test" });
    await new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: "us-east-1" }).send(new CreateBucketCommand({ Bucket: "evidence" }));
    svc = await startTestService({ env: { OBJECT_STORE_URL: "s3://evidence/tenant", S3_ENDPOINT: s3.endpoint, AWS_REGION: "us-east-1" } });
  });
  afterAll(async () => {
    await svc?.close();
    await s3?.stop();
  });

  it("serves the registered bytes after other bytes are PUT to the presigned upload URL", async () => {
    expectRegisteredBytes(await swapAfterRegistration(svc));
  });
});
