// Size-capped uploads: a presigned S3 PUT carries no size limit, so an upload URL let a
// caller put any number of bytes in the bucket and register them as evidence. Registration now
// measures the upload first: past MAX_UPLOAD_BYTES it answers 413, copies nothing and deletes the
// upload. The local store refuses the PUT itself. Tried against both (S3 through moto).
import { CreateBucketCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { startS3Server } from "../support/s3";
import { startTestService, type TestService } from "../support/service";

const CAP = 64 * 1024;

async function upload(svc: TestService, bytes: Buffer) {
  const api = client(svc.url, (await svc.newAccount()).key);
  const app = await createApplication(api);
  const created = await api.post("/api/v1/documents/uploads", { fileName: "scan.pdf", contentType: "application/pdf" });
  expect(created.status).toBe(201);
  const put = await fetch(created.body.uploadUrl, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": "application/pdf" } });
  await put.arrayBuffer();
  const register = () =>
    api.post("/api/v1/documents", { applicationId: app.id, type: "OTHER", fileName: "scan.pdf", key: created.body.key, contentType: "application/pdf" });
  return { api, app, key: created.body.key as string, put, register };
}

const tooLarge = { statusCode: 413, error: "Payload Too Large", code: "PAYLOAD_TOO_LARGE", message: `Upload exceeds the maximum size of ${CAP} bytes` };

describe("local object store", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ env: { MAX_UPLOAD_BYTES: String(CAP) } });
  });
  afterAll(() => svc.close());

  it("refuses the PUT of more than MAX_UPLOAD_BYTES with 413, and registration finds nothing", async () => {
    const { put, register, api, app } = await upload(svc, randomBytes(CAP + 1));
    expect(put.status).toBe(413);
    const res = await register();
    expect(res.status).toBe(400);
    expect((await api.get(`/api/v1/documents?applicationId=${app.id}`)).body.items).toEqual([]);
  });

  it("takes an upload at the cap", async () => {
    const { put, register } = await upload(svc, randomBytes(CAP));
    expect(put.status).toBe(200);
    expect((await register()).status).toBe(201);
  });
});

describe("S3 object store", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let svc: TestService;
  let bucket: S3Client;
  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: "test", AWS_SECRET_ACCESS_KEY: "test" });
    bucket = new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: "us-east-1" });
    await bucket.send(new CreateBucketCommand({ Bucket: "capped" }));
    svc = await startTestService({
      env: { OBJECT_STORE_URL: "s3://capped", S3_ENDPOINT: s3.endpoint, AWS_REGION: "us-east-1", MAX_UPLOAD_BYTES: String(CAP) },
    });
  });
  afterAll(async () => {
    await svc?.close();
    await s3?.stop();
  });

  const exists = (key: string) =>
    bucket.send(new HeadObjectCommand({ Bucket: "capped", Key: key })).then(
      () => true,
      () => false,
    );

  it("refuses to register an upload over MAX_UPLOAD_BYTES that the presigned PUT let through, and deletes it", async () => {
    const { put, register, key, api, app } = await upload(svc, randomBytes(4 * CAP));
    expect(put.status).toBe(200); // S3 itself takes any size up to 5 GB on a presigned PUT
    expect(await exists(key)).toBe(true);
    const res = await register();
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge);
    expect(await exists(key)).toBe(false);
    expect((await api.get(`/api/v1/documents?applicationId=${app.id}`)).body.items).toEqual([]);
  });

  it("registers an upload within the cap", async () => {
    const { put, register } = await upload(svc, randomBytes(CAP));
    expect(put.status).toBe(200);
    const res = await register();
    expect(res.status).toBe(201);
    expect(res.body.byteSize).toBe(CAP);
  });
});
