// Notes (spec 2.3): on every parent type, steward-only notes, soft delete, the by-application listing.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";

let svc: TestService;
let api: ReturnType<typeof client>;
let operator: ReturnType<typeof client>;
let accountId: string;

beforeAll(async () => {
  svc = await startTestService();
  const acc = await svc.newAccount({ user: "nina.notes@example.com" });
  accountId = acc.accountId;
  api = client(svc.url, acc.key);
  operator = client(svc.url, (await svc.newKey(acc.accountId, { operator: true })).key);
});
afterAll(() => svc.close());

async function setup() {
  const app = await createApplication(api, { individual: { firstName: "Noel", lastName: "Notes" } });
  const individualId = app.individuals[0].id;
  const [hit] = (
    await api.post("/api/v1/screening/hits/batch", {
      applicationId: app.id,
      hits: [{ type: "PEP", status: "IN_REVIEW", source: "x", details: {}, individualId }],
    })
  ).body;
  const audit = (await api.get(`/api/v1/audit-logs?applicationId=${app.id}&order=asc`)).body.items[0];
  return { app, hit, audit, individualId };
}

describe("notes", () => {
  it("adds notes to an application, a hit and an audit entry and lists them with their source", async () => {
    const { app, hit, audit, individualId } = await setup();
    const onApp = await api.post("/api/v1/notes", { entityType: "APPLICATION", entityId: app.id, content: "Called the investor" });
    expect(onApp.status).toBe(201);
    expect(onApp.body).toMatchObject({
      entityType: "APPLICATION",
      entityId: app.id,
      content: "Called the investor",
      deleted: false,
      stewardOnly: false,
      createdByUser: { firstName: "Nina", lastName: "Notes", email: "nina.notes@example.com" },
      sourceLabel: null,
      sourceLinkId: null,
    });
    await api.post("/api/v1/notes", { entityType: "SCREENING_HIT", entityId: hit.id, content: "PEP by marriage only" });
    await api.post("/api/v1/notes", { entityType: "AUDIT_LOG", entityId: audit.id, content: "Created during the call" });
    const listed = await api.get(`/api/v1/notes?applicationId=${app.id}&order=asc`);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((n: any) => [n.entityType, n.sourceLabel, n.sourceLinkId])).toEqual([
      ["APPLICATION", null, null],
      ["SCREENING_HIT", "Screening", individualId],
      ["AUDIT_LOG", "Application created", audit.id],
    ]);
    const page = await api.get(`/api/v1/notes?applicationId=${app.id}&order=asc&limit=2`);
    const next = await api.get(`/api/v1/notes?applicationId=${app.id}&order=asc&limit=2&cursor=${encodeURIComponent(page.body.nextCursor)}`);
    expect([...page.body.items, ...next.body.items].map((n: any) => n.id)).toEqual(listed.body.items.map((n: any) => n.id));

    const hits = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
    expect(hits.body.pep[0].notes).toEqual([
      expect.objectContaining({
        content: "PEP by marriage only",
        deleted: false,
        createdByUser: expect.objectContaining({ id: expect.any(String), externalId: null }),
      }),
    ]);

    const events = await svc.db.prisma.outboxEvent.findMany({ where: { applicationId: app.id, event: "note.created" } });
    expect(events).toHaveLength(3);
    const trail = (await api.get(`/api/v1/audit-logs?applicationId=${app.id}`)).body.items;
    expect(trail.filter((e: any) => e.event.type === "note.created")).toHaveLength(3);
  });

  it("labels a note on an audit entry with the entry's headline, not its raw event type (spec 2.3)", async () => {
    const { app } = await setup();
    expect((await api.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
    const trail = (await api.get(`/api/v1/audit-logs?applicationId=${app.id}&order=asc&limit=100`)).body.items;
    const submitted = trail.find((e: any) => e.event.type === "application.status_changed");
    await api.post("/api/v1/notes", { entityType: "AUDIT_LOG", entityId: submitted.id, content: "Submitted after the call" });
    const listed = await api.get(`/api/v1/notes?applicationId=${app.id}`);
    expect(listed.body.items.map((n: any) => [n.sourceLabel, n.sourceLinkId])).toEqual([["Application submitted", submitted.id]]);
    const graph = await api.graphql(`query($id: ID!) { application(id: $id) { notes(limit: 5) { items { sourceLabel } } } }`, { id: app.id });
    expect(graph.body.data.application.notes.items).toEqual([{ sourceLabel: "Application submitted" }]);
  });

  it("keeps steward-only notes to operator keys", async () => {
    const { app, hit } = await setup();
    const refused = await api.post("/api/v1/notes", { entityType: "SCREENING_HIT", entityId: hit.id, content: "x", stewardOnly: true });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path).toBe("stewardOnly");
    const steward = await operator.post("/api/v1/notes", { entityType: "SCREENING_HIT", entityId: hit.id, content: "Service-side remark", stewardOnly: true });
    expect(steward.status).toBe(201);
    expect((await api.get(`/api/v1/notes?applicationId=${app.id}`)).body.items).toEqual([]);
    expect((await operator.get(`/api/v1/notes?applicationId=${app.id}`)).body.items).toHaveLength(1);
    expect((await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.pep[0].notes).toEqual([]);
    expect((await api.patch(`/api/v1/notes/${steward.body.id}`, { content: "mine" })).status).toBe(404);
    const event = await svc.db.prisma.outboxEvent.findFirstOrThrow({ where: { entityId: steward.body.id } });
    expect(event.operatorOnly).toBe(true);
  });

  it("updates and soft-deletes a note", async () => {
    const { app, hit } = await setup();
    const note = await api.post("/api/v1/notes", { entityType: "SCREENING_HIT", entityId: hit.id, content: "First thought" });
    const updated = await api.patch(`/api/v1/notes/${note.body.id}`, { content: "Second thought" });
    expect(updated.body).toMatchObject({ content: "Second thought", updatedBy: expect.any(String), updatedByUser: { firstName: "Nina" } });
    expect((await api.delete(`/api/v1/notes/${note.body.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/notes?applicationId=${app.id}`)).body.items).toEqual([]);
    expect((await api.patch(`/api/v1/notes/${note.body.id}`, { content: "again" })).status).toBe(404);
    expect((await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.pep[0].notes[0]).toMatchObject({ deleted: true });
    const events = await svc.db.prisma.outboxEvent.findMany({ where: { entityId: note.body.id }, orderBy: { position: "asc" } });
    expect(events.map((e) => e.event)).toEqual(["note.created", "note.updated", "note.deleted"]);
  });

  it("answers 404 across accounts and 400 for bad input", async () => {
    const { app } = await setup();
    const stranger = client(svc.url, (await svc.newAccount()).key);
    expect((await stranger.post("/api/v1/notes", { entityType: "APPLICATION", entityId: app.id, content: "x" })).status).toBe(404);
    expect((await stranger.get(`/api/v1/notes?applicationId=${app.id}`)).status).toBe(404);
    const note = await api.post("/api/v1/notes", { entityType: "APPLICATION", entityId: app.id, content: "mine" });
    expect((await stranger.delete(`/api/v1/notes/${note.body.id}`)).status).toBe(404);
    const bad = await api.post("/api/v1/notes", { entityType: "INVOICE", entityId: app.id, content: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: any) => d.path).sort()).toEqual(["content", "entityType"]);
    expect((await api.get("/api/v1/notes")).status).toBe(400);
    expect(accountId).toBeTruthy();
  });
});
