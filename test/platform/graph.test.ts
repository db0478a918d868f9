// The connected graph: each edge answers what the matching REST route answers,
// with the same cursors, and never shows another account's rows.
import { randomUUID } from "node:crypto";
import { routes } from "../../src/rest/routeTable";
import { omitAbsent, selectionOf } from "../../src/rest/selection";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument, pdfWith } from "../support/documents";

let svc: TestService;
let api: ReturnType<typeof client>;
let account: { accountId: string; key: string; keyId: string };
let userId: string;
let app: { id: string; name?: string };
let hitIds: string[];
let individualId: string;
let migration: { id: string; itemIds: string[] };

const responseOf = (path: string) => routes.find((r) => r.method === "get" && r.path === path)!.response.schema;

/** Signed URLs carry their signing time: everything else must match. */
function withoutUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUrls);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== "url" && k !== "fileUrl")
        .map(([k, v]) => [k, withoutUrls(v)]),
    );
  return value;
}

/**
 * The edge `field` of the application, selected exactly as the REST route's response schema selects, shaped as REST shapes it.
 * Read twice: planned into the application's own statement (application(id:), src/schema/plan/plan.ts), and
 * through the edge's own loader (node(id:) reads the application alone); the two must answer alike.
 */
async function edge(field: string, args: string, restPath: string) {
  const schema = responseOf(restPath);
  const selection = `${field}${args} ${selectionOf(schema)}`;
  const res = await api.graphql(`query($id: ID!) { application(id: $id) { nodeId ${selection} } }`, { id: app.id });
  expect(res.body.errors).toBeUndefined();
  const loaded = await api.graphql(`query($id: ID!) { node(id: $id) { ... on Application { ${selection} } } }`, { id: res.body.data.application.nodeId });
  expect(loaded.body.errors).toBeUndefined();
  expect(withoutUrls(loaded.body.data.node[field])).toEqual(withoutUrls(res.body.data.application[field]));
  return withoutUrls(omitAbsent(schema, res.body.data.application[field]));
}
const rest = async (path: string) => {
  const res = await api.get(path);
  expect(res.status).toBe(200);
  return withoutUrls(res.body);
};

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount({ user: "cara.case@example.com" });
  api = client(svc.url, account.key);
  userId = (await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId } })).userId;
  app = await createApplication(api);
  for (const [i, type] of ["ID_CARD", "BANK_STATEMENT", "ID_CARD"].entries()) await addDocument(api, app.id, type, await pdfWith([`document ${i}`]));
  individualId = (await svc.db.prisma.individual.findFirstOrThrow({ where: { applicationId: app.id } })).id;
  const hits = await api.post("/api/v1/screening/hits/batch", {
    applicationId: app.id,
    hits: [
      { type: "SANCTIONS", status: "NOT_REVIEWED", source: "list", details: { name: "x" }, individualId },
      { type: "PEP", status: "IN_REVIEW", source: "list", details: { name: "y" } },
      { type: "ADVERSE_MEDIA", status: "NOT_REVIEWED", source: "news", details: { headline: "a" } },
      { type: "ADVERSE_MEDIA", status: "NOT_REVIEWED", source: "news", details: { headline: "b" } },
    ],
  });
  expect(hits.status).toBe(201);
  hitIds = hits.body.map((h: { id: string }) => h.id);
  const am = hits.body.filter((h: { type: string }) => h.type === "ADVERSE_MEDIA").map((h: { id: string }) => h.id);
  expect(
    (
      await api.post("/api/v1/screening/groups", {
        applicationId: app.id,
        type: "ADVERSE_MEDIA",
        headline: "Story",
        summary: "s",
        aiDescription: "a",
        hitIds: am,
      })
    ).status,
  ).toBe(201);
  expect((await api.patch(`/api/v1/applications/${app.id}`, { assignees: [userId] })).status).toBe(200);
  const tasks = await api.get(`/api/v1/tasks?applicationId=${app.id}`);
  expect((await api.patch(`/api/v1/tasks/${tasks.body.items[0].id}`, { assigneeId: userId, reviewerId: userId })).status).toBe(200);
  for (const content of ["first", "second", "third"])
    expect((await api.post("/api/v1/notes", { entityType: "APPLICATION", entityId: app.id, content })).status).toBe(201);
  expect((await api.post("/api/v1/notes", { entityType: "SCREENING_HIT", entityId: hitIds[0], content: "on a hit" })).status).toBe(201);
  // A finished migration whose second item created the application (a run needs an archive: the rows are what the edges read).
  const db = svc.db.prisma;
  const run = await db.migration.create({
    data: { accountId: account.accountId, name: "Archive", labels: [], sourceType: "API", status: "COMPLETED", complianceChecks: {} },
  });
  const items = [];
  for (const [i, folder] of ["Alpha", "Beta", "Gamma"].entries()) {
    items.push(
      await db.migrationItem.create({
        data: { migrationId: run.id, folder, status: "COMPLETED", applicationId: i === 1 ? app.id : null, createdAt: new Date(Date.now() - 60_000 + i * 1000) },
      }),
    );
  }
  migration = { id: run.id, itemIds: items.map((i) => i.id) };
});
afterAll(() => svc.close());

describe("each edge answers what its REST route answers", () => {
  it("Application.documents is GET /documents?applicationId=, and their cursors are one", async () => {
    const first = (await edge("documents", "(limit: 2)", "/documents")) as { items: unknown[]; nextCursor: string };
    expect(first).toEqual(await rest(`/api/v1/documents?applicationId=${app.id}&limit=2`));
    expect(first.items).toHaveLength(2);
    // The edge's cursor continues the REST list, and REST's the edge.
    const second = await edge("documents", `(limit: 2, cursor: "${first.nextCursor}")`, "/documents");
    expect(second).toEqual(await rest(`/api/v1/documents?applicationId=${app.id}&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`));
    expect(await edge("documents", "(order: asc, includeSuperseded: true)", "/documents")).toEqual(
      await rest(`/api/v1/documents?applicationId=${app.id}&order=asc&includeSuperseded=true`),
    );
  });

  it("Application.tasks is GET /tasks?applicationId=, in both sort fields", async () => {
    const first = (await edge("tasks", "(limit: 2)", "/tasks")) as { nextCursor: string };
    expect(first).toEqual(await rest(`/api/v1/tasks?applicationId=${app.id}&limit=2`));
    expect(await edge("tasks", `(limit: 2, cursor: "${first.nextCursor}")`, "/tasks")).toEqual(
      await rest(`/api/v1/tasks?applicationId=${app.id}&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`),
    );
    expect(await edge("tasks", "(orderBy: updatedAt, order: asc)", "/tasks")).toEqual(
      await rest(`/api/v1/tasks?applicationId=${app.id}&orderBy=updatedAt&order=asc`),
    );
  });

  it("Application.screening is GET /screening/hits?applicationId=", async () => {
    const view = (await edge("screening", "", "/screening/hits")) as { counts: { total: number }; adverseMediaStories: unknown[] };
    expect(view).toEqual(await rest(`/api/v1/screening/hits?applicationId=${app.id}`));
    expect(view.counts.total).toBe(4);
    expect(view.adverseMediaStories).toHaveLength(1);
  });

  it("Application.notes is GET /notes?applicationId=", async () => {
    const first = (await edge("notes", "(limit: 3)", "/notes")) as { nextCursor: string };
    expect(first).toEqual(await rest(`/api/v1/notes?applicationId=${app.id}&limit=3`));
    expect(await edge("notes", `(limit: 3, cursor: "${first.nextCursor}")`, "/notes")).toEqual(
      await rest(`/api/v1/notes?applicationId=${app.id}&limit=3&cursor=${encodeURIComponent(first.nextCursor)}`),
    );
  });

  it("Application.auditLog is GET /audit-logs?applicationId=", async () => {
    const first = (await edge("auditLog", "(limit: 4)", "/audit-logs")) as { nextCursor: string };
    expect(first).toEqual(await rest(`/api/v1/audit-logs?applicationId=${app.id}&limit=4`));
    expect(await edge("auditLog", `(limit: 4, cursor: "${first.nextCursor}", order: desc)`, "/audit-logs")).toEqual(
      await rest(`/api/v1/audit-logs?applicationId=${app.id}&limit=4&cursor=${encodeURIComponent(first.nextCursor)}`),
    );
  });

  it("refuses a bad cursor or limit on an edge as REST does", async () => {
    const cursor = await api.graphql(`query($id: ID!) { application(id: $id) { documents(cursor: "nope") { nextCursor } } }`, { id: app.id });
    expect(cursor.body.errors![0]).toEqual(
      expect.objectContaining({ message: "Invalid pagination cursor", extensions: expect.objectContaining({ code: "INVALID_CURSOR" }) }),
    );
    const limit = await api.graphql(`query($id: ID!) { application(id: $id) { tasks(limit: 0) { nextCursor } } }`, { id: app.id });
    expect(limit.body.errors![0].extensions).toEqual(
      expect.objectContaining({ code: "VALIDATION_FAILED", details: [{ path: "limit", message: "must be an integer from 1 to 100" }] }),
    );
  });

  it("resolves the way back and the people", async () => {
    const user = { id: userId, name: "Cara Case", email: "cara.case@example.com" };
    const res = await api.graphql(
      `query($id: ID!) { application(id: $id) {
        assigneeUsers { id name email }
        documents { items { id application { id } tasks { items { id } } } }
        tasks(order: asc) { items { id application { id } assignee { id name email } reviewer { id } screeningHit { id application { id } group { id memberHits { id } } } } }
        notes(order: asc) { items { content author { id name email } } }
        auditLog(order: asc) { items { event performedByName performedBy { id name } } }
      } }`,
      { id: app.id },
    );
    expect(res.body.errors).toBeUndefined();
    const a = res.body.data.application;
    expect(a.assigneeUsers).toEqual([user]);
    expect(a.documents.items.every((d: { application: { id: string } }) => d.application.id === app.id)).toBe(true);
    expect(a.tasks.items.every((t: { application: { id: string } }) => t.application.id === app.id)).toBe(true);
    const assigned = a.tasks.items.find((t: { assignee: unknown }) => t.assignee);
    expect(assigned).toEqual(expect.objectContaining({ assignee: user, reviewer: { id: userId } }));
    const grouped = a.tasks.items.filter((t: { screeningHit: { group: unknown } | null }) => t.screeningHit?.group);
    expect(grouped).toHaveLength(2);
    expect(grouped[0].screeningHit.group.memberHits.map((h: { id: string }) => h.id).sort()).toEqual(hitIds.slice(2).sort());
    expect(a.notes.items.map((n: { content: string; author: unknown }) => [n.content, n.author])).toEqual([
      ["first", user],
      ["second", user],
      ["third", user],
      ["on a hit", user],
    ]);
    // The client's own changes name the user; the service's automated steps have none.
    const byUser = a.auditLog.items.filter((e: { performedBy: unknown }) => e.performedBy);
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((e: { performedBy: { id: string } }) => e.performedBy.id === userId)).toBe(true);
  });
});

describe("the edges to key persons and migrations", () => {
  it("ScreeningHit.individual is the screened key person of GET /applications/:id", async () => {
    const res = await api.graphql(
      `query($id: ID!) { application(id: $id) { screening { sanctions { individualId individual { id firstName lastName } business { id } } pep { individual { id } } } } }`,
      { id: app.id },
    );
    expect(res.body.errors).toBeUndefined();
    const person = (await rest(`/api/v1/applications/${app.id}`)) as { individuals: { id: string; firstName: string; lastName: string }[] };
    const { id, firstName, lastName } = person.individuals.find((p) => p.id === individualId)!;
    expect(res.body.data.application.screening.sanctions).toEqual([{ individualId, individual: { id, firstName, lastName }, business: null }]);
    expect(res.body.data.application.screening.pep).toEqual([{ individual: null }]);
  });

  it("Application.migration is the item it came from, and its migration is GET /migrations/:id", async () => {
    const res = await api.graphql(
      `query($id: ID!) { application(id: $id) { migration { id folder status application { id } migration { id name status itemCounts { total completed } } } } }`,
      { id: app.id },
    );
    expect(res.body.errors).toBeUndefined();
    const item = res.body.data.application.migration;
    expect(item).toEqual(expect.objectContaining({ id: migration.itemIds[1], folder: "Beta", status: "COMPLETED", application: { id: app.id } }));
    const record = (await rest(`/api/v1/migrations/${migration.id}`)) as Record<string, unknown>;
    expect(item.migration).toEqual({ id: record.id, name: record.name, status: record.status, itemCounts: { total: 3, completed: 3 } });
    const plain = await createApplication(api);
    const none = await api.graphql(`query($id: ID!) { application(id: $id) { migration { id } } }`, { id: plain.id });
    expect(none.body.data.application.migration).toBeNull();
  });

  it("Migration.itemPage pages the items by the one cursor rule, each with its application", async () => {
    const page = async (args: string) => {
      const res = await api.graphql(`query($id: ID!) { migration(id: $id) { itemPage${args} { items { id folder application { id name } } nextCursor } } }`, {
        id: migration.id,
      });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.migration.itemPage as { items: { id: string; folder: string; application: { id: string } | null }[]; nextCursor: string | null };
    };
    const first = await page("(limit: 2)");
    expect(first.items.map((i) => i.folder)).toEqual(["Alpha", "Beta"]);
    expect(first.items[1].application).toEqual({ id: app.id, name: app.name });
    expect(first.items[0].application).toBeNull();
    const second = await page(`(limit: 2, cursor: "${first.nextCursor}")`);
    expect(second).toEqual({ items: [{ id: migration.itemIds[2], folder: "Gamma", application: null }], nextCursor: null });
    expect((await page("(order: desc, limit: 1)")).items.map((i) => i.folder)).toEqual(["Gamma"]);
    // A cursor of another list is refused as REST refuses it.
    const documents = await api.graphql(`query($id: ID!) { application(id: $id) { documents(limit: 1) { nextCursor } } }`, { id: app.id });
    const foreignCursor = await api.graphql(`query($id: ID!, $c: String) { migration(id: $id) { itemPage(cursor: $c) { nextCursor } } }`, {
      id: migration.id,
      c: documents.body.data.application.documents.nextCursor,
    });
    expect(foreignCursor.body.errors![0].extensions!.code).toBe("INVALID_CURSOR");
  });
});

describe("node(id:): one nodeId per object, refetched by any client cache", () => {
  const NODE_FIELDS = `__typename nodeId ... on Application { id name } ... on Document { id fileName } ... on Task { id title } ... on ScreeningHit { id type }
    ... on ScreeningGroup { id headline } ... on Note { id content } ... on User { id email } ... on Individual { id lastName } ... on Migration { id name } ... on MigrationItem { id folder }`;

  /** The nodeId and id of one object of every Node type, read through the edges. */
  async function oneOfEach() {
    const res = await api.graphql(
      `query($id: ID!) { application(id: $id) {
        __typename nodeId id
        assigneeUsers { __typename nodeId id }
        documents(limit: 1) { items { __typename nodeId id } }
        tasks(limit: 1) { items { __typename nodeId id } }
        screening { sanctions { __typename nodeId id individual { __typename nodeId id } } adverseMediaStories { __typename nodeId id } }
        notes(limit: 1) { items { __typename nodeId id } }
        migration { __typename nodeId id migration { __typename nodeId id } }
      } }`,
      { id: app.id },
    );
    expect(res.body.errors).toBeUndefined();
    const a = res.body.data.application;
    const s = a.screening;
    return [
      a,
      a.assigneeUsers[0],
      a.documents.items[0],
      a.tasks.items[0],
      s.sanctions[0],
      s.sanctions[0].individual,
      s.adverseMediaStories[0],
      a.notes.items[0],
      a.migration,
      a.migration.migration,
    ].map(({ __typename, nodeId, id }: { __typename: string; nodeId: string; id: string }) => ({ __typename, nodeId, id }));
  }

  it("refetches every type by its nodeId, and the nodeIds are unique across types", async () => {
    const objects = await oneOfEach();
    expect(new Set(objects.map((o) => o.__typename)).size).toBe(10);
    expect(new Set(objects.map((o) => o.nodeId)).size).toBe(objects.length);
    const res = await api.graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { ${NODE_FIELDS} } }`, { ids: objects.map((o) => o.nodeId) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.nodes.map((n: Record<string, unknown>) => ({ __typename: n.__typename, nodeId: n.nodeId, id: n.id }))).toEqual(objects);
    const one = await api.graphql(`query($id: ID!) { node(id: $id) { ${NODE_FIELDS} } }`, { id: objects[0].nodeId });
    expect(one.body.data.node).toEqual({ __typename: "Application", nodeId: objects[0].nodeId, id: app.id, name: app.name });
  });

  it("keeps REST's ids and shapes: id is the database id, and REST answers no nodeId", async () => {
    const [application] = await oneOfEach();
    expect(application.id).toBe(app.id);
    const body = (await api.get(`/api/v1/applications/${app.id}`)).body;
    expect(body.id).toBe(app.id);
    expect(JSON.stringify(body)).not.toContain("nodeId");
  });

  it("answers null for another account's nodeId exactly as for an unknown one", async () => {
    const objects = await oneOfEach();
    const other = await svc.newAccount({ user: "nadia.node@example.com" });
    const stranger = client(svc.url, other.key);
    const theirs = await stranger.graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }`, { ids: objects.map((o) => o.nodeId) });
    expect(theirs.body).toEqual({ data: { nodes: objects.map(() => null) } });
    const unknown = Buffer.from(`Application:${randomUUID()}`).toString("base64url");
    const [mine, stranger1] = await Promise.all([api, stranger].map((c) => c.graphql(`query($id: ID!) { node(id: $id) { nodeId } }`, { id: unknown })));
    expect(mine.body).toEqual({ data: { node: null } });
    expect(stranger1.body).toEqual({ data: { node: null } });
    expect((await stranger.graphql(`query($id: ID!) { node(id: $id) { nodeId } }`, { id: objects[0].nodeId })).body).toEqual(mine.body);
  });

  it("refuses what is not a nodeId with a clear error", async () => {
    for (const id of [app.id, "nope", Buffer.from("Webhook:1").toString("base64url"), Buffer.from("Application:").toString("base64url")]) {
      const res = await api.graphql(`query($id: ID!) { node(id: $id) { nodeId } }`, { id });
      expect(res.body.errors![0]).toEqual(
        expect.objectContaining({ message: "Not a node id", extensions: expect.objectContaining({ code: "VALIDATION_FAILED" }) }),
      );
    }
  });
});

describe("account scoping on every edge", () => {
  it("never shows another account's rows, even ones that name this account's application", async () => {
    const other = await svc.newAccount({ user: "oscar.other@example.com" });
    const otherUserId = (await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: other.keyId } })).userId;
    const db = svc.db.prisma;
    // Rows of the other account pointing at this account's application: only a bug could write them; the edges must still hide them.
    const foreignDoc = await db.document.create({
      data: {
        accountId: other.accountId,
        applicationId: app.id,
        type: "ID_CARD",
        fileName: "foreign.pdf",
        key: `foreign/${randomUUID()}`,
        contentType: "application/pdf",
      },
    });
    const foreignHit = await db.screeningHit.create({
      data: { accountId: other.accountId, applicationId: app.id, type: "PEP", status: "NOT_REVIEWED", source: "x", details: {} },
    });
    await db.task.create({
      data: {
        accountId: other.accountId,
        applicationId: app.id,
        status: "PENDING",
        type: "DOCUMENT_REVIEW",
        title: "foreign",
        entityType: "DOCUMENT",
        entityId: foreignDoc.id,
        documentId: foreignDoc.id,
      },
    });
    await db.note.create({
      data: { accountId: other.accountId, applicationId: app.id, entityType: "APPLICATION", entityId: app.id, content: "foreign", createdById: otherUserId },
    });
    const foreignRun = await db.migration.create({
      data: { accountId: other.accountId, name: "foreign", labels: [], sourceType: "API", complianceChecks: {} },
    });
    await db.migrationItem.create({ data: { migrationId: foreignRun.id, folder: "foreign", applicationId: app.id, createdAt: new Date(0) } });
    const otherApp = await db.application.create({
      data: {
        accountId: other.accountId,
        name: "foreign",
        entityType: "INDIVIDUAL",
        individuals: { create: { role: "APPLICANT", firstName: "foreign", lastName: "person" } },
      },
      include: { individuals: true },
    });
    await db.screeningHit.update({ where: { id: hitIds[1] }, data: { individualId: otherApp.individuals[0].id } });
    await db.auditLog.create({
      data: {
        accountId: other.accountId,
        applicationId: app.id,
        seq: 10_000,
        eventType: "foreign",
        event: {},
        performedById: otherUserId,
        performedByName: "Oscar",
        prevHash: "x",
        hash: "y",
      },
    });
    // And this account's task pointing at the other's document, hit and user.
    const task = await db.task.create({
      data: {
        accountId: account.accountId,
        applicationId: app.id,
        status: "PENDING",
        type: "DOCUMENT_REVIEW",
        title: "mixed",
        entityType: "DOCUMENT",
        entityId: foreignDoc.id,
        documentId: foreignDoc.id,
        screeningHitId: foreignHit.id,
        assigneeId: otherUserId,
        reviewerId: otherUserId,
      },
    });
    await db.screeningHit.update({
      where: { id: hitIds[0] },
      data: {
        groupId: (
          await db.screeningGroup.create({
            data: {
              accountId: other.accountId,
              applicationId: app.id,
              type: "SANCTIONS",
              headline: "foreign",
              summary: "s",
              aiDescription: "a",
              primaryHitId: foreignHit.id,
            },
          })
        ).id,
      },
    });

    const res = await api.graphql(
      `query($id: ID!) { application(id: $id) {
        documents(limit: 100) { items { id fileName } }
        tasks(limit: 100) { items { id title document { id } screeningHit { id } assignee { id } reviewer { id } } }
        screening { counts { total } sanctions { id group { id } individual { id } } pep { id individual { id firstName } } }
        migration { id folder migration { id } }
        notes(limit: 100) { items { content author { id } } }
        auditLog(limit: 100) { items { event performedBy { id } } }
      } }`,
      { id: app.id },
    );
    expect(res.body.errors).toBeUndefined();
    const a = res.body.data.application;
    const text = JSON.stringify(a);
    for (const foreign of ["foreign", foreignDoc.id, foreignHit.id, otherUserId]) expect(text).not.toContain(foreign);
    expect(a.tasks.items.find((t: { id: string }) => t.id === task.id)).toEqual({
      id: task.id,
      title: "mixed",
      document: null,
      screeningHit: null,
      assignee: null,
      reviewer: null,
    });
    expect(a.screening.sanctions[0].group).toBeNull();
    expect(a.screening.sanctions[0].individual).toEqual({ id: individualId });
    expect(a.screening.pep[0].individual).toBeNull();
    expect(a.migration).toEqual({ id: migration.itemIds[1], folder: "Beta", migration: { id: migration.id } });
    expect(a.screening.counts.total).toBe(4);

    // The other account's key sees nothing of the application at all.
    const stranger = client(svc.url, other.key);
    const refused = await stranger.graphql(`query($id: ID!) { application(id: $id) { documents { items { id } } } }`, { id: app.id });
    expect(refused.body.errors![0].extensions!.code).toBe("NOT_FOUND");
    const item = await stranger.graphql(`query($id: ID!) { migration(id: $id) { itemPage { items { id } } } }`, { id: migration.id });
    expect(item.body.errors![0].extensions!.code).toBe("NOT_FOUND");
    const viaTask = await stranger.graphql(`query($id: ID!) { task(id: $id) { application { id } } }`, { id: task.id });
    expect(viaTask.body.errors![0].extensions!.code).toBe("NOT_FOUND");
  });
});
