// Trusted documents: a live key could send /graphql any document it liked (the whole
// schema's reach, at whatever shape the cost limit lets through). With GRAPHQL_TRUSTED_DOCUMENTS=live
// a live key runs only the operations registered in the manifest; REST keeps working, since its
// operations are the service's own, compiled from the route table.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { schema } from "../../src/schema";
import { documentHash, persistOperations } from "../../src/http/trustedDocuments";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";

const UI_OPERATIONS = `
query ApplicationName($id: ID!) { application(id: $id) { id name } }
mutation RenameApplication($id: ID!, $name: String!) { updateApplication(id: $id, input: { name: $name }) { id name } }
`;
const AD_HOC = `query($id: ID!) { application(id: $id) { id name email } }`;

const manifest = path.join(mkdtempSync(path.join(tmpdir(), "trusted-")), "trusted-documents.json");
const registered = persistOperations(manifest, UI_OPERATIONS, schema);
const hashOf = (name: string) => registered.find((op) => op.name === name)!.hash;

async function post(svc: TestService, key: string, body: Record<string, unknown>) {
  const res = await fetch(`${svc.url}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: Record<string, any>; errors?: { message: string; extensions: Record<string, unknown> }[] },
  };
}

describe("the manifest", () => {
  it("holds each named operation under the sha256 of its printed text", () => {
    const stored = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string>;
    expect(registered.map((op) => op.name).sort()).toEqual(["ApplicationName", "RenameApplication"]);
    for (const [hash, text] of Object.entries(stored)) expect(documentHash(text)).toBe(hash);
  });

  it("refuses an unnamed operation or one the schema does not validate", () => {
    expect(() => persistOperations(manifest, `{ users { id } }`, schema)).toThrow(/needs a name/);
    expect(() => persistOperations(manifest, `query Nope { noSuchField }`, schema)).toThrow(/do not validate/);
  });
});

describe("GRAPHQL_TRUSTED_DOCUMENTS=live on a live deployment", () => {
  let svc: TestService;
  let key: string;
  beforeAll(async () => {
    svc = await startTestService({
      env: { API_ENV: "live", SECRETS_KEY: randomBytes(32).toString("base64"), GRAPHQL_TRUSTED_DOCUMENTS: "live", GRAPHQL_TRUSTED_DOCUMENTS_FILE: manifest },
    });
    key = (await svc.newAccount()).key;
  });
  afterAll(() => svc?.close());

  it("refuses an unregistered query from a live key with 403 PERSISTED_QUERY_REQUIRED, running nothing", async () => {
    const app = await createApplication(client(svc.url, key));
    const res = await post(svc, key, { query: AD_HOC, variables: { id: app.id } });
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([
      {
        message: "This API key runs registered GraphQL operations only: send the operation's documentId (its sha256) from the trusted documents manifest",
        extensions: { code: "PERSISTED_QUERY_REQUIRED", statusCode: 403 },
      },
    ]);
    // A mutation is refused the same way, and changes nothing.
    const rename = await post(svc, key, {
      query: `mutation($id: ID!) { updateApplication(id: $id, input: { name: "Mallory" }) { id } }`,
      variables: { id: app.id },
    });
    expect(rename.status).toBe(403);
    expect((await client(svc.url, key).get(`/api/v1/applications/${app.id}`)).body.name).toBe(app.name);
  });

  it("runs a registered operation sent by documentId or by Apollo's persistedQuery hash", async () => {
    const app = await createApplication(client(svc.url, key));
    const byId = await post(svc, key, { documentId: `sha256:${hashOf("ApplicationName")}`, variables: { id: app.id } });
    expect(byId).toEqual({ status: 200, body: { data: { application: { id: app.id, name: app.name } } } });
    const renamed = await post(svc, key, {
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("RenameApplication") } },
      variables: { id: app.id, name: "Renamed Fund" },
    });
    expect(renamed.body).toEqual({ data: { updateApplication: { id: app.id, name: "Renamed Fund" } } });
  });

  it("runs the registered text sent as a query, and GraphiQL's introspection", async () => {
    const app = await createApplication(client(svc.url, key));
    const text = JSON.parse(readFileSync(manifest, "utf8"))[hashOf("ApplicationName")];
    expect((await post(svc, key, { query: text, variables: { id: app.id } })).body.data).toEqual({ application: { id: app.id, name: app.name } });
    const introspection = await post(svc, key, { query: `{ __schema { queryType { name } } }` });
    expect(introspection.body).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
  });

  it("answers an unknown documentId with 400 PERSISTED_QUERY_NOT_FOUND", async () => {
    const res = await post(svc, key, { documentId: "0".repeat(64) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].extensions).toEqual({ code: "PERSISTED_QUERY_NOT_FOUND", statusCode: 400 });
  });

  it("keeps every REST route working: they run the service's own operations", async () => {
    const api = client(svc.url, key);
    const app = await createApplication(api);
    expect((await api.get(`/api/v1/applications/${app.id}`)).status).toBe(200);
    expect((await api.patch(`/api/v1/applications/${app.id}`, { name: "Via REST" })).body.name).toBe("Via REST");
    expect((await api.get("/api/v1/applications?limit=5")).status).toBe(200);
    expect((await api.post("/api/v1/documents/uploads", { fileName: "id.pdf", contentType: "application/pdf" })).status).toBe(201);
  });
});

describe("GRAPHQL_TRUSTED_DOCUMENTS=live on a test deployment", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ env: { GRAPHQL_TRUSTED_DOCUMENTS: "live", GRAPHQL_TRUSTED_DOCUMENTS_FILE: manifest } });
  });
  afterAll(() => svc?.close());

  it("lets a test key send ad-hoc queries and registered ids alike", async () => {
    const { key } = await svc.newAccount();
    const app = await createApplication(client(svc.url, key));
    expect((await post(svc, key, { query: AD_HOC, variables: { id: app.id } })).body.data).toEqual({
      application: { id: app.id, name: app.name, email: app.email ?? null },
    });
    expect((await post(svc, key, { documentId: hashOf("ApplicationName"), variables: { id: app.id } })).body.data).toEqual({
      application: { id: app.id, name: app.name },
    });
  });
});
