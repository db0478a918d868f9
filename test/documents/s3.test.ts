// The S3 store against an S3-compatible server: presigned PUT and GET URLs from the AWS SDK, the
// registration's hash read back through GetObject, and the per-account key space.
import { createHash } from "node:crypto";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument, pdfWith } from "../support/documents";
import { startS3Server } from "../support/s3";
import { startTestService, type TestService } from "../support/service";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let svc: TestService;

beforeAll(async () => {
  s3 = await startS3Server();
  // The AWS SDK reads its credentials from the environment, as in production.
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: "test", AWS_SECRET_ACCESS_KEY: "test" });
  await new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: "us-east-1" }).send(new CreateBucketCommand({ Bucket: "compliance-docs" }));
  svc = await startTestService({ env: { OBJECT_STORE_URL: "s3://compliance-docs/tenant-a", S3_ENDPOINT: s3.endpoint, AWS_REGION: "us-east-1" } });
});
afterAll(async () => {
  await svc?.close();
  await s3?.stop();
});

test("documents go to the bucket through presigned URLs and come back byte for byte", async () => {
  expect(svc.objectStore.kind).toBe("s3");
  const api = client(svc.url, (await svc.newAccount()).key);
  const app = await createApplication(api, { name: "Anna Schmidt" });
  const bytes = await pdfWith(["Bank statement", "Name: Anna Schmidt"]);
  const doc = await addDocument(api, app.id, "BANK_STATEMENT", bytes);
  expect(doc.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
  expect(doc.byteSize).toBe(bytes.length);
  expect(doc.url).toContain(`${s3.endpoint}/compliance-docs/tenant-a/accounts/`);
  expect(doc.url).toContain("X-Amz-Signature=");
  const download = await fetch(doc.url);
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
  // Registering a key that was never uploaded is refused.
  const upload = await api.post("/api/v1/documents/uploads", { fileName: "never.pdf", contentType: "application/pdf" });
  const res = await api.post("/api/v1/documents", {
    applicationId: app.id,
    type: "OTHER",
    fileName: "never.pdf",
    key: upload.body.key,
    contentType: "application/pdf",
  });
  expect(res.status).toBe(400);
});

test("streamed puts (multipart above 8 MB) count, hash and refuse bytes over the limit", async () => {
  const { Readable } = await import("node:stream");
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const stream = (mb: number) =>
    Readable.from(
      (function* () {
        for (let i = 0; i < mb; i++) yield chunk;
      })(),
    );
  const stored = await svc.objectStore.put("accounts/x/migrations/m/archive.zip", stream(12), { contentType: "application/zip", maxBytes: 20 * 1024 * 1024 });
  const expected = createHash("sha256");
  for (let i = 0; i < 12; i++) expected.update(chunk);
  expect(stored).toEqual({ byteSize: 12 * 1024 * 1024, sha256: expected.digest("hex") });
  expect(await svc.objectStore.size("accounts/x/migrations/m/archive.zip")).toBe(12 * 1024 * 1024);
  await expect(
    svc.objectStore.put("accounts/x/too-big.bin", stream(3), { contentType: "application/octet-stream", maxBytes: 2 * 1024 * 1024 }),
  ).rejects.toThrow("maximum size");
  expect(await svc.objectStore.size("accounts/x/too-big.bin")).toBeNull();
  expect(await svc.objectStore.get("accounts/x/nothing")).toBeNull();
});

test("bytes in hand are stored whole, read back and measured", async () => {
  const bytes = Buffer.from("Passport\nName: Jane Doe\n");
  const stored = await svc.objectStore.putBytes("accounts/x/migrations/m/files/Jane/1-passport.txt", bytes, { contentType: "text/plain" });
  expect(stored).toEqual({ byteSize: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
  const body = await svc.objectStore.get("accounts/x/migrations/m/files/Jane/1-passport.txt");
  const chunks: Buffer[] = [];
  for await (const chunk of body!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  // Ranged reads (a zip's directory is read from its last bytes this way).
  expect((await svc.objectStore.readRange("accounts/x/migrations/m/files/Jane/1-passport.txt", 9, 13)).toString()).toBe("Name");
});

test("signed URLs name S3_PUBLIC_ENDPOINT, the address clients reach the store at, and work there", async () => {
  // The service reaches the store at 127.0.0.1, clients at localhost: as inside and outside compose.
  const publicEndpoint = s3.endpoint.replace("127.0.0.1", "localhost");
  const outside = await startTestService({
    env: { OBJECT_STORE_URL: "s3://compliance-docs/tenant-b", S3_ENDPOINT: s3.endpoint, S3_PUBLIC_ENDPOINT: publicEndpoint },
  });
  try {
    const api = client(outside.url, (await outside.newAccount()).key);
    const app = await createApplication(api, { name: "Jan Kowalski" });
    const bytes = Buffer.from("Bank statement\nName: Jan Kowalski\n");
    const doc = await addDocument(api, app.id, "BANK_STATEMENT", bytes, { contentType: "text/plain" });
    expect(new URL(doc.url).host).toBe(new URL(publicEndpoint).host);
    expect(Buffer.from(await (await fetch(doc.url)).arrayBuffer())).toEqual(bytes);
  } finally {
    await outside.close();
  }
});
