// What schemathesis checks (scripts/fuzz.ts), held as tests: the server does what its OpenAPI document
// says, in REST words, and the document states the rules the server applies.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";

let svc: TestService;
let api: ReturnType<typeof client>;
let doc: { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } };

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
  doc = (await api.get("/api/v1/openapi.json")).body;
});
afterAll(() => svc.close());

const NUL = "\u0000";

describe("NUL characters (PostgreSQL text cannot hold them)", () => {
  it("refuses a key person whose name holds NUL with 400 naming the field, and adds nobody", async () => {
    const app = await createApplication(api);
    const res = await api.post(`/api/v1/applications/${app.id}/individuals`, { role: "UBO", firstName: `Ann${NUL}`, lastName: "Lee" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", details: [{ path: "firstName", message: expect.stringContaining("NUL") }] });
    const after = await api.get(`/api/v1/applications/${app.id}`);
    expect(after.body.individuals).toHaveLength(app.individuals.length);
  });

  it("refuses NUL in a key or value of free-form JSON and records no hit", async () => {
    const app = await createApplication(api);
    const hit = { type: "PEP", status: "NOT_REVIEWED", source: "engine", details: { [`na${NUL}me`]: "x", list: ["ok", `b${NUL}d`] } };
    const res = await api.post("/api/v1/screening/hits/batch", { applicationId: app.id, hits: [hit] });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual([`hits.0.details.list.1`, `hits.0.details.na${NUL}me`]);
    const hits = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
    expect(hits.body.counts.total).toBe(0);
  });

  it("refuses NUL in a query parameter and in a path id", async () => {
    const search = await api.get("/api/v1/applications?search=a%00b");
    expect(search.status).toBe(400);
    expect(search.body.details).toEqual([{ path: "search", message: expect.stringContaining("NUL") }]);
    const byId = await api.get("/api/v1/applications/a%00b");
    expect(byId.status).toBe(400);
    expect(byId.body.details).toEqual([{ path: "id", message: expect.stringContaining("NUL") }]);
  });

  it("states the rule in the document: input strings and free-form JSON exclude NUL", () => {
    const create = doc.paths["/api/v1/applications"].post.requestBody.content["application/json"].schema;
    expect(create.properties.individual.properties.placeOfBirth.pattern).toBe("^[^\\u0000]*$");
    const name = new RegExp(create.properties.name.pattern); // not blank, no NUL
    expect([name.test("Ann"), name.test(`A${NUL}`), name.test(" \t")]).toEqual([true, false, false]);
    expect(doc.components.schemas.JsonValue).toMatchObject({ propertyNames: { pattern: "^[^\\u0000]*$" } });
  });
});

describe("query parameters are validated in REST words", () => {
  it.each(["-9007199254740991", "0", "101", "2147483648", "1.5"])("answers limit=%s with 400 naming limit, not a GraphQL variable", async (limit) => {
    const res = await api.get(`/api/v1/applications?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED", details: [{ path: "limit" }] });
    expect(res.text).not.toMatch(/Variable|\$limit|Int cannot/);
  });

  it("refuses an integer GraphQL Int cannot carry in a body, naming the field", async () => {
    const res = await api.patch("/api/v1/documents/some-id", {
      validations: [{ type: "VENDOR_A_DOCUMENT_VALIDATION", results: [], validationAttempts: 9007199254740990 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: "validations.0.validationAttempts" })]);
    expect(res.text).not.toMatch(/Variable|Int cannot/);
  });

  it("takes a query array of any length (more than qs's 20 repeated keys)", async () => {
    const res = await api.get(`/api/v1/applications?${Array.from({ length: 25 }, () => "status=PENDING").join("&")}`);
    expect(res.status).toBe(200);
  });

  it("states the bounds in the document", () => {
    const limit = doc.paths["/api/v1/applications"].get.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
    const update = doc.paths["/api/v1/documents/{id}"].patch.requestBody.content["application/json"].schema;
    expect(update.properties.validations.items.properties.validationAttempts).toMatchObject({ minimum: -2147483648, maximum: 2147483647 });
  });
});

describe("methods", () => {
  it("answers a method a known path does not have with 405 and Allow", async () => {
    const res = await api.request("PUT", "/api/v1/applications");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
    expect(res.body).toMatchObject({ statusCode: 405, error: "Method Not Allowed", code: "METHOD_NOT_ALLOWED" });
  });

  it("names the methods of the literal path over a templated one", async () => {
    const res = await api.request("GET", "/api/v1/documents/uploads/");
    expect(res.status).toBe(404); // GET /documents/{id} with id "uploads"
    const put = await api.request("PUT", "/api/v1/documents/uploads");
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST");
    const item = await api.request("DELETE", "/api/v1/applications/some-id");
    expect(item.headers.get("allow")).toBe("GET, PATCH");
  });

  it("still answers an unknown path with 404", async () => {
    expect((await api.request("PUT", "/api/v1/nothing-here")).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op: op as Record<string, any> })));

  it("lists 404 on every operation with a path id", () => {
    const withId = operations().filter(({ path }) => path.includes("{"));
    expect(withId.length).toBeGreaterThan(20);
    for (const { path, method, op } of withId)
      expect([`${method} ${path}`, Object.keys(op.responses)]).toEqual([`${method} ${path}`, expect.arrayContaining(["404"])]);
  });

  it("lists 404 where a body names another resource by id", () => {
    expect(doc.paths["/api/v1/notes"].post.responses).toHaveProperty("404");
    expect(doc.paths["/api/v1/screening/groups"].post.responses).toHaveProperty("404");
  });

  it("links created and listed resources to the operations on them", () => {
    const created = doc.paths["/api/v1/webhooks"].post.responses["201"].links;
    expect(created.deleteWebhooksId).toEqual({ operationId: "deleteWebhooksId", parameters: { id: "$response.body#/id" } });
    expect(Object.keys(created)).toEqual(expect.arrayContaining(["patchWebhooksId", "postWebhooksIdRotateSecret", "getWebhooksIdDeliveries"]));
    expect(doc.paths["/api/v1/notes"].get.responses["200"].links.patchNotesId.parameters).toEqual({ id: "$response.body#/items/0/id" });
    expect(doc.paths["/api/v1/webhooks/{id}/deliveries"].get.responses["200"].links.postWebhooksIdDeliveriesDeliveryIdRedeliver.parameters).toEqual({
      deliveryId: "$response.body#/0/id",
      id: "$request.path.id",
    });
    for (const tag of ["/api/v1/migrations", "/api/v1/screening/groups", "/api/v1/onboarding-workflows", "/api/v1/tasks", "/api/v1/documents"]) {
      const ops = doc.paths[tag];
      const source = ops.post ?? ops.get;
      expect([tag, Object.keys(Object.values(source.responses as Record<string, any>)[0].links ?? {}).length > 0]).toEqual([tag, true]);
    }
    // Every link names an operation of the document.
    const ids = new Set(operations().map(({ op }) => op.operationId));
    for (const { op } of operations()) {
      for (const response of Object.values(op.responses as Record<string, any>)) {
        for (const link of Object.values((response.links ?? {}) as Record<string, { operationId: string }>)) expect(ids).toContain(link.operationId);
      }
    }
  });

  it("lists 409 where a change the resource's state forbids is refused", () => {
    expect(Object.keys(doc.paths["/api/v1/tasks/{taskId}"].patch.responses)).toContain("409");
    expect(Object.keys(doc.paths["/api/v1/documents/{id}"].patch.responses)).toContain("409");
    expect(Object.keys(doc.paths["/api/v1/exports/{id}/download"].get.responses)).toContain("409");
  });

  it("states cross-field and item rules as JSON Schema", () => {
    const body = (path: string, method: string) => doc.paths[path][method].requestBody.content["application/json"].schema;
    expect(body("/api/v1/tasks/{taskId}", "patch").minProperties).toBe(1);
    expect(body("/api/v1/screening/hits", "post").not).toMatchObject({ required: ["individualId", "businessId"] });
    expect(body("/api/v1/applications", "post").oneOf).toHaveLength(2);
    expect(body("/api/v1/onboarding-workflows", "post").properties.requiredDocuments.uniqueItems).toBe(true);
    // A required document is one of the listed values (a type, or scoped to one entity type), not free text.
    const requirement = body("/api/v1/onboarding-workflows", "post").properties.requiredDocuments.items;
    expect(requirement.enum).toEqual(expect.arrayContaining(["ID_CARD", "individual:ID_CARD", "business:REGISTER_OF_DIRECTORS"]));
    expect(requirement.enum).not.toContain("");
    expect(body("/api/v1/applications", "post").properties.email.pattern).toBeDefined();
    // A body whose fields are all optional may be left out, as the server takes it.
    expect(doc.paths["/api/v1/screening/severity-tiers"].put.requestBody.required).toBe(false);
    expect(doc.paths["/api/v1/applications"].post.requestBody.required).toBe(true);
  });

  it("refuses a required document the document does not list, naming the item", async () => {
    const res = await api.post("/api/v1/onboarding-workflows", { name: "Scoped", requiredDocuments: ["individual:ID_CARD", "company:ID_CARD"] });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: "requiredDocuments.1", message: "a document type (spec 2.4.1), optionally scoped as individual:<TYPE> or business:<TYPE>" },
    ]);
  });

  it("answers an empty PATCH of a task with the rule the document states", async () => {
    const res = await api.patch("/api/v1/tasks/some-id", {});
    expect(res.status).toBe(400);
    expect(res.body.details[0].message).toMatch(/at least one of status, assigneeId, reviewerId/);
  });
});
