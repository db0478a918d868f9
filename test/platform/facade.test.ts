// The REST facade: one route table of GraphQL operations, documented by its own schemas.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import { GraphQLScalarType } from "graphql";
import type PrismaTypes from "../../src/generated/pothos-types";
import type { PrismaClient } from "../../src/generated/prisma/client";
import { getDatamodel } from "../../src/generated/pothos-types";
import { z } from "zod";
import { schema } from "../../src/schema";
import { routes, type Route } from "../../src/rest/routeTable";
import { compileRoutes, restRouter } from "../../src/rest/router";
import { compileOperation } from "../../src/schema/compile";
import { contextFactory } from "../../src/schema/context";
import { createLogger } from "../../src/logger";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";

let svc: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc.close());

const FIELDS = `id accountId name email entityType status manual hidden withService riskScore riskLevel workflowId
  labels { id name } assignees individuals { id role firstName lastName dateOfBirth placeOfBirth nationality residenceCountry
  address { street city postCode country } tins { tin issuedBy } ownershipPercent screeningInfo { ongoingMonitoring types matchThreshold excludedFromScreening } screeningSummary createdAt updatedAt }
  businesses { id role name registrationNumber country address { street city postCode country } tins { tin issuedBy } ownershipPercent screeningInfo { ongoingMonitoring types matchThreshold excludedFromScreening } screeningSummary createdAt updatedAt }
  onboardingStartedAt submittedAt decidedAt approvalPendingById approvalPendingAt nextReviewAt lastReviewedAt reviewOverdue legalHold erasedAt createdAt updatedAt
  screeningState { state reason screenedAt pending lists { list version importedAt refreshedAt everySeconds stale } }`;

describe("REST facade over GraphQL", () => {
  it("returns the same application as the GraphQL operation it calls", async () => {
    const created = await api.post("/api/v1/applications", {
      entityType: "BUSINESS",
      name: "Acme Holdings S.à r.l.",
      email: "kyc@acme.example",
      riskScore: 71,
      labels: ["fund-ii", "priority"],
      business: { name: "Acme Holdings S.à r.l.", registrationNumber: "B123456", country: "LU", address: { city: "Luxembourg", country: "LU" } },
    });
    expect(created.status).toBe(201);
    const viaRest = await api.get(`/api/v1/applications/${created.body.id}`);
    const viaGraphql = await api.graphql(`query($id: ID!) { application(id: $id) { ${FIELDS} } }`, { id: created.body.id });
    expect(viaRest.status).toBe(200);
    expect(viaGraphql.body.errors).toBeUndefined();
    expect(viaRest.body).toEqual(viaGraphql.body.data.application);
    expect(viaRest.body).toMatchObject({ riskLevel: "HIGH", status: "PENDING", businesses: [{ registrationNumber: "B123456", role: "APPLICANT" }] });

    const listRest = await api.get("/api/v1/applications?limit=5&order=asc&orderBy=createdAt");
    const listGraphql = await api.graphql(`{ applications(limit: 5, order: asc, orderBy: createdAt) { items { ${FIELDS} } nextCursor } }`);
    expect(listRest.body).toEqual(listGraphql.body.data.applications);
  });

  it("maps domain errors to statuses and the contract's body", async () => {
    const missing = await api.get("/api/v1/applications/does-not-exist");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, error: "Not Found", message: "Application not found", code: "NOT_FOUND" });

    const bad = await api.post("/api/v1/applications", { entityType: "ROBOT", name: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_FAILED");
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["entityType", "name"]);

    const unknownField = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "X", colour: "red" });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.details[0].message).toMatch(/colour/);

    const malformed = await api.request("POST", "/api/v1/applications", "{not json", { "content-type": "application/json" });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED", message: "Request body is not valid JSON" });
  });

  it("answers unknown routes with 404 in the same shape", async () => {
    const res = await api.get("/api/v1/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: "Not Found", message: "No route GET /api/v1/no-such-thing", code: "NOT_FOUND" });
    expect((await api.delete("/api/v1/applications")).status).toBe(405); // a known path: the method is wrong
  });

  it("serves health without a key", async () => {
    const anon = client(svc.url);
    expect((await anon.get("/healthz")).body).toEqual({ status: "ok" });
    const ready = await anon.get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: "ok", temporal: "ok" });
  });

  it("propagates a request id", async () => {
    const res = await api.get("/api/v1/applications?limit=1", { "x-request-id": "trace-123" });
    expect(res.headers.get("x-request-id")).toBe("trace-123");
  });
});

describe("route table", () => {
  it("gives every route a response schema and every write a body schema", () => {
    for (const route of routes) {
      expect(route.response.schema).toBeInstanceOf(z.ZodType);
      if ((route.method === "patch" || route.method === "put") && route.params) expect(route.body).toBeDefined();
      if (route.path.includes(":")) expect(route.params).toBeDefined();
    }
  });

  it("compiles every route's GraphQL document against the schema", () => {
    expect(() => compileRoutes(schema, routes)).not.toThrow();
  });

  it("refuses to compile over a schema with Pothos-planned Prisma selections", () => {
    // Such a field finds its preloaded rows through graphql-js's path objects, which compiled
    // operations do not share: the boot must fail rather than reload relations row by row.
    const planning = new SchemaBuilder<{ PrismaTypes: PrismaTypes }>({ plugins: [PrismaPlugin], prisma: { client: {} as PrismaClient, dmmf: getDatamodel() } });
    planning.prismaObject("Label", { fields: (t) => ({ id: t.exposeID("id") }) });
    planning.prismaObject("ApplicationLabel", { fields: (t) => ({ label: t.relation("label") }) });
    planning.queryType({ fields: (t) => ({ ok: t.boolean({ resolve: () => true }) }) });
    expect(() => compileOperation(planning.toSchema(), "{ ok }", "GET /ok")).toThrow("ApplicationLabel.label");
  });

  it("turns a response that breaks its schema into a failure", async () => {
    const lying: Route = {
      ...routes.find((r) => r.method === "get" && r.path === "/applications/:id")!,
      response: { status: 200, schema: z.object({ id: z.number() }), description: "wrong on purpose" },
    };
    const app = express();
    const account = await svc.newAccount();
    const actor = { accountId: account.accountId, apiKeyId: account.keyId, userId: "u", userName: "Tester", operator: false };
    const created = await client(svc.url, account.key).post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Schema Check" });
    app.use((req, _res, next) => {
      req.actor = actor;
      next();
    });
    app.use(
      restRouter({
        schema,
        routes: compileRoutes(schema, [lying]),
        validateResponses: true,
        logger: createLogger("silent"),
        contextFor: contextFactory(svc.db.prisma, { sql: svc.db.sql, objectStore: svc.objectStore }),
      }),
    );
    app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ message: err.message });
    });
    const server = app.listen(0);
    const port = (server.address() as { port: number }).port;
    const res = await fetch(`http://127.0.0.1:${port}/applications/${created.body.id}`);
    server.close();
    expect(res.status).toBe(500);
    expect((await res.json()).message).toMatch(/does not match its schema/);
  });
});

describe("DateTime", () => {
  it("writes every instant as Date#toISOString does, including years outside 1000–9999", () => {
    const dateTime = schema.getType("DateTime") as GraphQLScalarType;
    const edges = [-62198755200000, -30610224000001, -30610224000000, 0, 1, 999, 253402300799999, 253402300800000, 8.64e15];
    const spread = Array.from({ length: 5000 }, (_, i) => Math.round(-4e12 + i * 2.6e9 + (i % 1000)));
    for (const ms of [...edges, ...spread]) expect(dateTime.serialize(new Date(ms))).toBe(new Date(ms).toISOString());
    expect(() => dateTime.serialize(new Date(NaN))).toThrow("DateTime cannot represent an invalid date");
  });
});

describe("OpenAPI and docs", () => {
  it("serves an OpenAPI 3.1 document that passes Redocly's recommended lint", async () => {
    const res = await client(svc.url).get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/api/v1/applications", "/api/v1/applications/{id}", "/api/v1/audit-logs"]));
    for (const route of routes) {
      const documented = res.body.paths[`/api/v1${route.path.replace(/:(\w+)/g, "{$1}")}`]?.[route.method];
      expect(documented).toBeDefined();
      // yente's routes take the key as yente's clients send it too (Authorization: ApiKey <key>); a signed
      // URL's route takes no key (an <img> sends none): its signature stands for the key that minted it.
      expect(documented.security).toEqual(route.yente ? [{ apiKey: [] }, { yenteApiKey: [] }] : route.signedUrl ? [] : [{ apiKey: [] }]);
    }
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "openapi-")), "openapi.json");
    writeFileSync(file, res.text);
    // Asynchronously: the server runs in this process, and a blocked event loop lets its idle
    // keep-alive connections time out under the next request (ECONNRESET).
    const { stdout: out } = await promisify(execFile)(process.execPath, [path.join(__dirname, "../../scripts/lint-openapi.mjs"), file], { encoding: "utf8" });
    expect(JSON.parse(out).errors).toBe(0);
  });

  it("renders the docs page with the bundled renderer", async () => {
    const page = await client(svc.url).get("/docs");
    expect(page.status).toBe(200);
    expect(page.text).toContain('<redoc spec-url="/api/v1/openapi.json"');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const bundle = await fetch(`${svc.url}/docs/redoc.standalone.js`);
    expect(bundle.status).toBe(200);
    expect(Number(bundle.headers.get("content-length"))).toBeGreaterThan(100_000);
  });

  it("serves the guides at /docs/guides, each page's links leading to a served page", async () => {
    const index = await client(svc.url).get("/docs/guides");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-security-policy")).toContain("default-src 'none'");
    const pages = [...index.text.matchAll(/href="(\/docs\/guides\/[a-z-]+)"/g)].map((m) => m[1]);
    expect(pages).toEqual(expect.arrayContaining(["/docs/guides/readme", "/docs/guides/integrators", "/docs/guides/graphql", "/docs/guides/operators"]));
    const readme = await client(svc.url).get("/docs/guides/readme");
    expect(readme.text).toContain('<a href="/docs/guides/integrators">');
    expect(readme.text).not.toContain("<script");
    const served = new Map<string, { status: number; text: string }>();
    const get = async (href: string) => served.get(href) ?? served.set(href, await client(svc.url).get(href)).get(href)!;
    for (const page of pages) {
      const res = await get(page);
      expect([page, res.status]).toEqual([page, 200]);
      for (const [, href, anchor] of res.text.matchAll(/href="(\/docs\/guides\/[a-z-]+)(?:#([^"]*))?"/g)) {
        const target = await get(href);
        expect([page, href, target.status]).toEqual([page, href, 200]);
        if (anchor) expect([page, href, anchor, target.text.includes(`id="${anchor}"`)]).toEqual([page, href, anchor, true]);
      }
    }
    expect((await client(svc.url).get("/docs/guides/..%2Fpackage.json")).status).toBe(404);
  });

  it("serves GraphiQL without a CDN", async () => {
    const page = await client(svc.url).get("/graphql", { accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.text).toContain("GraphiQL");
  });
});
