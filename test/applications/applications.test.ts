// Applications: filters of spec 4.6, transitions, key persons, withService, audit and outbox.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { emitEvent } from "../../src/domain/events/outbox";
import { appendAudits, lockApplication, verifyAuditChain } from "../../src/domain/audit/trail";
import { getNamedType, isObjectType, type GraphQLObjectType } from "graphql";
import { schema } from "../../src/schema";
import { inTransaction } from "../../src/db/transaction";

/**
 * A selection of every field of `type`, nested objects included, except the paged edges (the only
 * fields with arguments) and edges back to a type already on the path (the graph has cycles).
 */
function selectEverything(type: GraphQLObjectType, path: ReadonlySet<string> = new Set([type.name])): string {
  return selectionsOf(type, path).join(" ");
}

/** The type's fields, each selected whole (object fields with all of theirs, no cycles). */
function selectionsOf(type: GraphQLObjectType, path: ReadonlySet<string> = new Set([type.name])): string[] {
  return Object.values(type.getFields())
    .filter((field) => field.args.length === 0)
    .flatMap((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return [field.name];
      return path.has(named.name) ? [] : [`${field.name} { ${selectEverything(named, new Set([...path, named.name]))} }`];
    });
}

let svc: TestService;
let api: ReturnType<typeof client>;
let account: { accountId: string; key: string; keyId: string };

beforeAll(async () => {
  svc = await startTestService({ worker: true });
  account = await svc.newAccount({ name: "Northwind Fund Services", user: "rita.reviewer@northwind.example" });
  api = client(svc.url, account.key);
});
afterAll(() => svc.close());

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((i) => i.id).sort();

describe("GET /api/v1/applications filters", () => {
  let a: any, b: any, c: any, d: any, reviewerId: string, labelId: string;
  let fresh: ReturnType<typeof client>;
  beforeAll(async () => {
    const acc = await svc.newAccount({ name: "Filter Fund Partners" });
    fresh = client(svc.url, acc.key);
    reviewerId = (await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: acc.keyId } })).userId;
    a = await createApplication(fresh, { name: "Alice Martin", email: "alice@martin.example", riskScore: 10, labels: ["gold"] });
    b = await createApplication(fresh, { entityType: "BUSINESS", name: "Bravo SARL", riskScore: 55, manual: true, business: { name: "Bravo SARL" } });
    c = await createApplication(fresh, { name: "Charlie Hidden", riskScore: 90, hidden: true });
    d = await createApplication(fresh, { name: "Delta NoScore" });
    await fresh.post(`/api/v1/applications/${b.id}/submit`);
    await fresh.patch(`/api/v1/applications/${d.id}`, { assignees: [reviewerId] });
    labelId = a.labels[0].id;
  });

  it.each([
    ["status=SUBMITTED", () => [b.id]],
    ["status=PENDING&status=SUBMITTED", () => [a.id, b.id, c.id, d.id]],
    ["types=live", () => [a.id, d.id]],
    ["types=manual", () => [b.id]],
    ["types=hidden", () => [c.id]],
    ["types=manual,hidden", () => [b.id, c.id]],
    ["entityTypes=BUSINESS", () => [b.id]],
    ["manual=true", () => [b.id]],
    ["hidden=false", () => [a.id, b.id, d.id]],
    ["riskScoreMin=50", () => [b.id, c.id]],
    ["riskScoreMax=55", () => [a.id, b.id]],
    ["riskLevels=LOW", () => [a.id]],
    ["riskLevels=PROHIBITED&riskScoreMax=20", () => [c.id]],
    ["search=martin", () => [a.id]],
    ["search=ALICE@", () => [a.id]],
    ["search=filter fund", () => [a.id, b.id, c.id, d.id]],
    ["assignees=REVIEWER", () => [d.id]],
    ["labelIds=LABEL", () => [a.id]],
  ])("filters by %s", async (query, expected) => {
    const q = query.replace("REVIEWER", reviewerId).replace("LABEL", labelId);
    const res = await fresh.get(`/api/v1/applications?${q}`);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected().sort());
  });

  it("filters by creation window", async () => {
    const from = new Date(new Date(b.createdAt).getTime()).toISOString();
    const to = new Date(new Date(c.createdAt).getTime()).toISOString();
    expect(ids(await fresh.get(`/api/v1/applications?createdFrom=${from}&createdTo=${to}`))).toEqual([b.id, c.id].sort());
  });

  it("never widens to another account", async () => {
    expect(ids(await fresh.get(`/api/v1/applications?accountId=${account.accountId}`))).toEqual([]);
    const own = await fresh.get(`/api/v1/applications?accountId=${a.accountId}`);
    expect(ids(own)).toHaveLength(4);
    expect(ids(await api.get(`/api/v1/applications?search=Alice`))).toEqual([]);
  });

  it("rejects unknown enum values with details", async () => {
    const res = await fresh.get("/api/v1/applications?status=DONE&entityTypes=TRUST");
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(["status.0", "entityTypes.0"]);
  });
});

describe("GET /api/v1/applications rows", () => {
  let own: ReturnType<typeof client>;
  let reviewerId: string;
  beforeAll(async () => {
    const acc = await svc.newAccount({ name: "Rowcheck Capital" });
    own = client(svc.url, acc.key);
    reviewerId = (await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: acc.keyId } })).userId;
    const holdco = await createApplication(own, {
      entityType: "BUSINESS",
      name: "100% Holdco_SA",
      business: { name: "Holdco SA", country: "LU", tins: [{ tin: "LU1", issuedBy: "LU" }] },
      labels: ["zeta", "alpha"],
      riskScore: 42,
    });
    await own.post(`/api/v1/applications/${holdco.id}/individuals`, {
      role: "UBO",
      firstName: "Ada",
      lastName: "Lovelace",
      dateOfBirth: "1915-12-10",
      address: { street: "12 St James's Square", city: "London", country: "GB" },
      tins: [{ tin: "GB9", issuedBy: "GB" }],
      ownershipPercent: 75.5,
    });
    await own.post(`/api/v1/applications/${holdco.id}/businesses`, { role: "SHAREHOLDER", name: "Parent SA", country: "BE" });
    await own.patch(`/api/v1/applications/${holdco.id}`, { assignees: [reviewerId] });
    await createApplication(own, { name: "Plain Person", individual: { firstName: "Plain", lastName: "Person", nationality: "FR" } });
  });

  it("lists each application exactly as it reads alone, through REST and GraphQL", async () => {
    // The key persons' screening runs beside the test: compared once it has settled, or a read after
    // the list could see it finished where the list saw it pending.
    await eventually(
      async () => (await own.get("/api/v1/applications")).body.items.every((i: { screeningState: { pending: boolean } }) => !i.screeningState.pending),
      60_000,
      200,
    );
    const page = await own.get("/api/v1/applications");
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(2);
    for (const item of page.body.items) expect(item).toEqual((await own.get(`/api/v1/applications/${item.id}`)).body);
    const holdco = page.body.items.find((i: { name: string }) => i.name === "100% Holdco_SA");
    expect(holdco.labels.map((l: { name: string }) => l.name)).toEqual(["alpha", "zeta"]);
    expect(holdco.assignees).toEqual([reviewerId]);
    expect(holdco.individuals).toEqual([expect.objectContaining({ role: "UBO", ownershipPercent: 75.5, tins: [{ tin: "GB9", issuedBy: "GB" }] })]);
    expect(holdco.businesses.map((b: { role: string }) => b.role)).toEqual(["APPLICANT", "SHAREHOLDER"]);

    // Every field of the type, read off the schema: a relation added to Application and not to the
    // list statement makes this fail.
    // Everything at once is longer than a document may be (GRAPHQL_LIMITS.maxTokens): read in parts.
    // The ownership structure alone is longer still; test/ownership/listStatements.test.ts holds the
    // list's structures to each application's own.
    const selections = selectionsOf(schema.getType("Application") as GraphQLObjectType).filter((s) => !s.startsWith("ownership {"));
    expect(selections.join(" ")).toContain("individuals {");
    const parts = 2;
    for (let part = 0; part < parts; part++) {
      const fields = `id ${selections.filter((_, i) => i % parts === part).join(" ")}`;
      const listed = await own.graphql(`{ applications { items { ${fields} } } }`);
      expect(listed.body.errors).toBeUndefined();
      expect(listed.body.data.applications.items).toHaveLength(2);
      for (const item of listed.body.data.applications.items) {
        const alone = await own.graphql(`query($id: ID!) { application(id: $id) { ${fields} } }`, { id: item.id });
        expect(item).toEqual(alone.body.data.application);
      }
    }
  });

  it("searches for % and _ literally", async () => {
    expect((await own.get("/api/v1/applications?search=100%25")).body.items.map((i: { name: string }) => i.name)).toEqual(["100% Holdco_SA"]);
    expect((await own.get("/api/v1/applications?search=o_S")).body.items.map((i: { name: string }) => i.name)).toEqual(["100% Holdco_SA"]);
    expect((await own.get("/api/v1/applications?search=n_P")).body.items).toEqual([]);
    expect((await own.get("/api/v1/applications?search=%25%25")).body.items).toEqual([]);
  });
});

describe("status transitions", () => {
  it("moves PENDING → SUBMITTED → APPROVED and refuses anything else with 409", async () => {
    const app = await createApplication(api);
    expect((await api.post(`/api/v1/applications/${app.id}/approve`)).status).toBe(409);
    const submitted = await api.post(`/api/v1/applications/${app.id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: "SUBMITTED", submittedAt: expect.any(String) });
    const again = await api.post(`/api/v1/applications/${app.id}/submit`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, error: "Conflict", code: "INVALID_TRANSITION" });
    expect((await api.post(`/api/v1/applications/${app.id}/approve`)).body.status).toBe("APPROVED");
    expect((await api.post(`/api/v1/applications/${app.id}/reject`)).status).toBe(409);
  });

  it("rejects a submitted application", async () => {
    const app = await createApplication(api);
    await api.post(`/api/v1/applications/${app.id}/submit`);
    expect((await api.post(`/api/v1/applications/${app.id}/reject`)).body.status).toBe("REJECTED");
  });

  it("answers 404 for another account's application, on every route", async () => {
    const app = await createApplication(api);
    const stranger = client(svc.url, (await svc.newAccount()).key);
    for (const res of [
      await stranger.get(`/api/v1/applications/${app.id}`),
      await stranger.patch(`/api/v1/applications/${app.id}`, { name: "Mine now" }),
      await stranger.post(`/api/v1/applications/${app.id}/submit`),
      await stranger.post(`/api/v1/applications/${app.id}/individuals`, { role: "UBO", firstName: "X", lastName: "Y" }),
      await stranger.get(`/api/v1/audit-logs?applicationId=${app.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NOT_FOUND");
    }
    expect((await api.get(`/api/v1/applications/${app.id}`)).body.name).toBe(app.name);
  });
});

describe("key persons", () => {
  it("adds controlling persons and related businesses with CRS fields", async () => {
    const app = await createApplication(api, { entityType: "BUSINESS", business: { name: "Holdco" } });
    const withPerson = await api.post(`/api/v1/applications/${app.id}/individuals`, {
      role: "CONTROLLING_PERSON",
      firstName: "Marie",
      lastName: "Curie",
      dateOfBirth: "1967-11-07",
      placeOfBirth: "Warsaw",
      nationality: "PL",
      residenceCountry: "FR",
      address: { street: "1 Rue Cuvier", city: "Paris", postCode: "75005", country: "FR" },
      tins: [{ tin: "FR123", issuedBy: "FR" }],
      ownershipPercent: 40,
    });
    expect(withPerson.status).toBe(201);
    expect(withPerson.body.individuals[0]).toMatchObject({
      role: "CONTROLLING_PERSON",
      nationality: "PL",
      tins: [{ tin: "FR123", issuedBy: "FR" }],
      ownershipPercent: 40,
    });
    const withBusiness = await api.post(`/api/v1/applications/${app.id}/businesses`, {
      role: "SHAREHOLDER",
      name: "Parent SA",
      country: "BE",
      registrationNumber: "0123.456.789",
    });
    expect(withBusiness.body.businesses.map((b: { role: string }) => b.role)).toEqual(["APPLICANT", "SHAREHOLDER"]);
    const bad = await api.post(`/api/v1/applications/${app.id}/individuals`, {
      role: "FRIEND",
      firstName: "",
      lastName: "X",
      nationality: "France",
      dateOfBirth: "07/11/1967",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["dateOfBirth", "firstName", "nationality", "role"]);
  });
});

describe("audit trail", () => {
  it("records every change with its actor and before/after, in order", async () => {
    const app = await createApplication(api, { riskScore: 20 });
    await api.patch(`/api/v1/applications/${app.id}`, { name: "Renamed Investor", riskScore: 65, labels: ["kyc"] });
    await api.post(`/api/v1/applications/${app.id}/submit`);
    const res = await api.get(`/api/v1/audit-logs?applicationId=${app.id}&order=asc`);
    expect(res.status).toBe(200);
    const entries = res.body.items;
    expect(entries.map((e: { event: { type: string } }) => e.event.type)).toEqual([
      "application.created",
      // The integrator's riskScore is an input of the assessment, which records its own moves (docs/risk-model.md).
      "application.risk_assessed",
      "application.updated",
      "application.risk_assessed",
      "application.status_changed",
      // No workflow named: the account's default applies, and submission asks for its two documents.
      "task.created",
      "task.created",
    ]);
    for (const e of entries.slice(0, 5)) expect(e).toMatchObject({ performedByName: "Rita Reviewer", hidden: false });
    expect(entries[2]).toMatchObject({ note: "" });
    expect(entries[2].event.changes).toEqual({
      name: { before: app.name, after: "Renamed Investor" },
      riskScore: { before: 20, after: 65 },
      labels: { before: [], after: ["kyc"] },
    });
    expect(entries[3].event.changes).toEqual({ riskScore: { before: 20, after: 65 }, riskLevel: { before: "LOW", after: "HIGH" } });
    expect(entries[4].event.changes).toEqual({ status: { before: "PENDING", after: "SUBMITTED" } });
  });

  it("writes one task.created entry per task, the same whichever path opened it", async () => {
    const app = await createApplication(api);
    await api.post(`/api/v1/applications/${app.id}/submit`); // two MISSING_DOCUMENT tasks, one at a time
    const hits = { type: "WARNING", status: "NOT_REVIEWED", source: "fca", details: {} };
    const recorded = await api.post("/api/v1/screening/hits/batch", { applicationId: app.id, hits: [hits, hits] }); // two review tasks at once
    expect(recorded.status).toBe(201);
    const tasks = (await api.get(`/api/v1/tasks?applicationId=${app.id}&limit=100`)).body.items as { id: string; type: string }[];
    expect(tasks.map((t) => t.type).sort()).toEqual(["MISSING_DOCUMENT", "MISSING_DOCUMENT", "SCREENING_HIT_REVIEW", "SCREENING_HIT_REVIEW"]);
    const entries = (await api.get(`/api/v1/audit-logs?applicationId=${app.id}&order=asc&limit=100`)).body.items as {
      event: { type: string; entityType: string; entityId: string; changes: unknown };
    }[];
    const created = entries.filter((e) => e.event.type === "task.created").map((e) => e.event);
    expect(created.sort((a, b) => a.entityId.localeCompare(b.entityId))).toEqual(
      [...tasks]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((t) => ({
          type: "task.created",
          entityType: "TASK",
          entityId: t.id,
          changes: { status: { before: null, after: "PENDING" }, type: { before: null, after: t.type } },
        })),
    );
    expect(await verifyAuditChain(svc.db.prisma, app.id)).toMatchObject({ ok: true });
  });

  it("requires applicationId", async () => {
    const res = await api.get("/api/v1/audit-logs");
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("applicationId");
  });

  it("detects an altered stored entry", async () => {
    const app = await createApplication(api);
    await api.patch(`/api/v1/applications/${app.id}`, { email: "new@example.com" });
    expect(await verifyAuditChain(svc.db.prisma, app.id)).toMatchObject({ ok: true, entries: 2 });
    await svc.db.prisma.$executeRaw`UPDATE "AuditLog" SET "performedByName" = 'Someone Else' WHERE "applicationId" = ${app.id} AND seq = 1`;
    expect(await verifyAuditChain(svc.db.prisma, app.id)).toMatchObject({ ok: false, brokenAtSeq: 1 });
  });

  it("finds the tampered application with the audit-verification workflow on Temporal", async () => {
    const acc = await svc.newAccount();
    const own = client(svc.url, acc.key);
    const good = await createApplication(own);
    const bad = await createApplication(own);
    await own.patch(`/api/v1/applications/${bad.id}`, { name: "Changed" });
    await svc.db.prisma
      .$executeRaw`UPDATE "AuditLog" SET event = jsonb_set(event, '{changes,name,after}', '"Forged"') WHERE "applicationId" = ${bad.id} AND seq = 2`;
    const result = await svc.temporal.workflow.execute("auditVerificationWorkflow", {
      taskQueue: svc.config.taskQueue,
      workflowId: `audit-verification-test-${acc.accountId}`,
      args: [{ accountId: acc.accountId }],
    });
    expect(result).toEqual({ accountId: acc.accountId, applicationsChecked: 2, entriesChecked: 3, broken: [{ applicationId: bad.id, brokenAtSeq: 2 }] });
    expect(good.id).not.toBe(bad.id);
  });
});

describe("event outbox", () => {
  async function outbox(applicationId: string) {
    return svc.db.prisma.outboxEvent.findMany({ where: { applicationId }, orderBy: { position: "asc" } });
  }

  it("writes one row per event of spec 6.1, with the 6.2 fields", async () => {
    const app = await createApplication(api, { riskScore: 10 });
    const users = await svc.db.prisma.user.findMany({ where: { accountId: account.accountId } });
    await api.post(`/api/v1/applications/${app.id}/start-onboarding`);
    await api.post(`/api/v1/applications/${app.id}/start-onboarding`); // idempotent
    await api.patch(`/api/v1/applications/${app.id}`, { riskScore: 80, assignees: [users[0].id], email: "x@y.example" });
    await api.patch(`/api/v1/applications/${app.id}`, { assignees: [] });
    await api.patch(`/api/v1/applications/${app.id}`, { assignees: [] }); // no change, no event
    await api.post(`/api/v1/applications/${app.id}/submit`);
    await api.post(`/api/v1/applications/${app.id}/approve`);
    const rows = await outbox(app.id);
    expect(rows.map((r) => r.event)).toEqual([
      "application.created",
      "risk_score.created",
      "application.onboarding_started",
      "application.updated",
      "risk_score.updated",
      "reviewer.assigned",
      "reviewer.unassigned",
      "application.submitted",
      "application.approved",
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ accountId: account.accountId, applicationId: app.id, entityType: "APPLICATION", entityId: app.id, operatorOnly: false });
    }
    expect(rows[5].metadata).toEqual({ userId: users[0].id });
  });

  it("commits nothing when the change fails", async () => {
    const app = await createApplication(api);
    const before = (await outbox(app.id)).length;
    const bad = await api.patch(`/api/v1/applications/${app.id}`, { name: "Half", assignees: ["no-such-user"] });
    expect(bad.status).toBe(400);
    expect((await api.get(`/api/v1/applications/${app.id}`)).body.name).toBe(app.name);
    expect((await outbox(app.id)).length).toBe(before);

    const actor = { accountId: account.accountId, apiKeyId: account.keyId, userId: "u", userName: "Rita", operator: false };
    await expect(
      inTransaction(svc.db.prisma, async (tx) => {
        await lockApplication(tx, app.id);
        await appendAudits(tx, actor, [{ applicationId: app.id, type: "application.updated", entityType: "APPLICATION", entityId: app.id }]);
        await emitEvent(tx, actor, { event: "application.updated", entityType: "APPLICATION", entityId: app.id, applicationId: app.id });
        throw new Error("crash after writing");
      }),
    ).rejects.toThrow("crash after writing");
    expect((await outbox(app.id)).length).toBe(before);
    expect((await api.get(`/api/v1/audit-logs?applicationId=${app.id}`)).body.items).toHaveLength(1);
  });

  it("marks operator changes so they are never sent, and keeps their audit entries off the customer feed", async () => {
    const app = await createApplication(api);
    const operator = client(svc.url, (await svc.newKey(account.accountId, { operator: true })).key);
    await api.patch(`/api/v1/applications/${app.id}`, { withService: true });
    const opHide = await operator.patch(`/api/v1/applications/${app.id}`, { hidden: true });
    expect(opHide.status).toBe(200);
    const release = await operator.patch(`/api/v1/applications/${app.id}`, { withService: false });
    expect(release.body.withService).toBe(false);
    const rows = await outbox(app.id);
    expect(rows.slice(-2).map((r) => r.operatorOnly)).toEqual([true, true]);
    expect(rows.filter((r) => !r.operatorOnly)).toHaveLength(2);
    const customerFeed = await api.get(`/api/v1/audit-logs?applicationId=${app.id}`);
    const operatorFeed = await operator.get(`/api/v1/audit-logs?applicationId=${app.id}`);
    expect(customerFeed.body.items).toHaveLength(2);
    expect(operatorFeed.body.items).toHaveLength(4);
    expect(operatorFeed.body.items[0]).toMatchObject({ hidden: true, performedByName: "Compliance Service" });
  });

  it("lets only the account hand over; either side releases", async () => {
    const app = await createApplication(api);
    const operator = client(svc.url, (await svc.newKey(account.accountId, { operator: true })).key);
    const refused = await operator.patch(`/api/v1/applications/${app.id}`, { withService: true });
    expect(refused.status).toBe(400);
    expect((await api.patch(`/api/v1/applications/${app.id}`, { withService: true })).body.withService).toBe(true);
    expect((await api.patch(`/api/v1/applications/${app.id}`, { withService: false })).body.withService).toBe(false);
  });
});
