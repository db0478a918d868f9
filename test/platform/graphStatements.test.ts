// No N+1 on the connected graph: the case page of a whole page of applications
// runs a fixed number of SQL statements, the same for 5 applications as for 50.
import { randomUUID } from "node:crypto";
import { getNamedType, isInterfaceType, isObjectType, parse, type GraphQLField, type GraphQLObjectType } from "graphql";
import { PrismaClient } from "../../src/generated/prisma/client";
import type { SqlReader } from "../../src/db/sql";
import { schema } from "../../src/schema";
import { createContext } from "../../src/schema/context";
import { compileOperation } from "../../src/schema/compile";
import { GRAPHQL_LIMITS, operationCost } from "../../src/http/graphqlLimits";
import { startTestService, type TestService } from "../support/service";
import { CASE_PAGE_QUERY, CASE_PAGES_QUERY } from "../support/casePage";
import { COLUMN_NEEDS, isColumn } from "../../src/schema/plan/selectedColumns";
import { PLANNED_TEAM_MAX } from "../../src/domain/accounts/users";

let svc: TestService;
let account: { accountId: string; key: string; keyId: string };

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount();
});
afterAll(() => svc.close());

/** The userById loader's statement (usersByIds): users looked up by id. */
const readsUsersById = (statement: string) => /FROM "User" u WHERE u\."accountId" = \$1 AND u\.id = ANY/.test(statement);

const PER_APPLICATION = { documents: 20, tasks: 10, hits: 30, notes: 10, audit: 10 };
const HIT_TYPES = ["SANCTIONS", "PEP", "WARNING", "ADVERSE_MEDIA"] as const;

/** 50 applications, each with 20 documents, 10 tasks, 30 hits (a story of 3), 10 notes, 10 audit entries and two assignees. */
async function seed(accountId: string, applications: number) {
  const db = svc.db.prisma;
  const users = Array.from({ length: 3 }, (_, i) => ({
    id: randomUUID(),
    accountId,
    email: `reviewer${i}.${randomUUID()}@example.com`,
    firstName: "Rev",
    lastName: `Iewer${i}`,
  }));
  await db.user.createMany({ data: users });
  const base = Date.now() - 86_400_000;
  const at = (n: number) => new Date(base + n * 1000);
  const apps = Array.from({ length: applications }, (_, i) => ({
    id: randomUUID(),
    accountId,
    name: `Case ${i}`,
    entityType: "INDIVIDUAL" as const,
    createdAt: at(i),
  }));
  await db.application.createMany({ data: apps });
  const people = apps.map((a) => ({ id: randomUUID(), applicationId: a.id, firstName: "Key", lastName: a.name }));
  await db.individual.createMany({ data: people });
  // Every application came from one migration, an item each.
  const run = await db.migration.create({ data: { accountId, name: "Archive", labels: [], sourceType: "API", status: "COMPLETED", complianceChecks: {} } });
  await db.migrationItem.createMany({ data: apps.map((a) => ({ migrationId: run.id, folder: a.name, status: "COMPLETED" as const, applicationId: a.id })) });
  await db.applicationAssignee.createMany({ data: apps.flatMap((a) => users.slice(0, 2).map((u) => ({ applicationId: a.id, userId: u.id }))) });
  const docs = apps.flatMap((a) =>
    Array.from({ length: PER_APPLICATION.documents }, (_, j) => ({
      id: randomUUID(),
      accountId,
      applicationId: a.id,
      type: "ID_CARD",
      fileName: `d${j}.pdf`,
      key: `k/${randomUUID()}`,
      contentType: "application/pdf",
      createdAt: at(j),
    })),
  );
  await db.document.createMany({ data: docs });
  const hits = apps.flatMap((a) =>
    Array.from({ length: PER_APPLICATION.hits }, (_, j) => ({
      id: randomUUID(),
      accountId,
      applicationId: a.id,
      type: HIT_TYPES[j % 4],
      status: "NOT_REVIEWED" as const,
      source: "bulk",
      details: { j },
      individualId: people.find((p) => p.applicationId === a.id)!.id,
      createdAt: at(j),
    })),
  );
  await db.screeningHit.createMany({ data: hits });
  for (const a of apps) {
    const members = hits.filter((h) => h.applicationId === a.id && h.type === "ADVERSE_MEDIA").slice(0, 3);
    const group = await db.screeningGroup.create({
      data: { accountId, applicationId: a.id, type: "ADVERSE_MEDIA", headline: "Story", summary: "s", aiDescription: "a", primaryHitId: members[0].id },
    });
    await db.screeningHit.updateMany({ where: { id: { in: members.map((m) => m.id) } }, data: { groupId: group.id } });
  }
  const docsOf = (appId: string) => docs.filter((d) => d.applicationId === appId);
  const hitsOf = (appId: string) => hits.filter((h) => h.applicationId === appId);
  await db.task.createMany({
    data: apps.flatMap((a) =>
      Array.from({ length: PER_APPLICATION.tasks }, (_, j) => ({
        accountId,
        applicationId: a.id,
        status: "PENDING",
        type: "DOCUMENT_REVIEW",
        title: `t${j}`,
        entityType: "DOCUMENT",
        entityId: docsOf(a.id)[j].id,
        documentId: docsOf(a.id)[j].id,
        screeningHitId: hitsOf(a.id)[j].id,
        assigneeId: users[j % 3].id,
        reviewerId: users[(j + 1) % 3].id,
        createdAt: at(j),
      })),
    ),
  });
  await db.note.createMany({
    data: apps.flatMap((a) =>
      Array.from({ length: PER_APPLICATION.notes }, (_, j) => {
        const onDocument = j % 2 === 0;
        return {
          accountId,
          applicationId: a.id,
          entityType: onDocument ? ("DOCUMENT" as const) : ("APPLICATION" as const),
          entityId: onDocument ? docsOf(a.id)[j].id : a.id,
          content: `n${j}`,
          createdById: users[j % 3].id,
          createdAt: at(j),
        };
      }),
    ),
  });
  await db.auditLog.createMany({
    data: apps.flatMap((a) =>
      Array.from({ length: PER_APPLICATION.audit }, (_, j) => ({
        accountId,
        applicationId: a.id,
        seq: j + 1,
        eventType: "seeded",
        event: {},
        performedById: users[j % 3].id,
        performedByName: "Rev",
        prevHash: "-",
        hash: "-",
        createdAt: at(j),
      })),
    ),
  });
}

/** Runs the case-page query over a database client and a driver that record every SQL statement. */
async function statementsFor(accountId: string, keyId: string, limit: number) {
  const statements: string[] = [];
  const viaPrisma: string[] = [];
  const counted = new PrismaClient({ adapter: svc.db.adapterFactory, log: [{ emit: "event", level: "query" }] });
  counted.$on("query", (e) => (statements.push(e.query), viaPrisma.push(e.query)));
  const sql: SqlReader = { rows: (statement) => (statements.push(statement.text), svc.db.sql.rows(statement)) };
  const key = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: keyId } });
  const actor = { accountId, apiKeyId: keyId, userId: key.userId, userName: "Tester", operator: false };
  // The executor both /graphql and REST run (src/schema/compile.ts), not graphql-js's interpreter.
  const result = await compileOperation(schema, CASE_PAGES_QUERY, "case page").run(createContext(counted, actor, { sql, objectStore: svc.objectStore }), {
    limit,
  });
  expect(result.errors).toBeUndefined();
  return { statements, viaPrisma, items: (result.data!.applications as { items: Record<string, any>[] }).items };
}

describe("the case page of a page of applications", () => {
  it("runs the same bounded number of statements for 5 applications as for 50", async () => {
    await seed(account.accountId, 50);
    const few = await statementsFor(account.accountId, account.keyId, 5);
    const many = await statementsFor(account.accountId, account.keyId, 50);

    expect(many.items).toHaveLength(50);
    for (const app of many.items) {
      expect(app.assigneeUsers).toHaveLength(2);
      expect(app.documents.items).toHaveLength(PER_APPLICATION.documents);
      expect(app.tasks.items).toHaveLength(PER_APPLICATION.tasks);
      expect(app.screening.counts.total).toBe(PER_APPLICATION.hits);
      expect(app.screening.adverseMediaStories[0].memberHits).toHaveLength(3);
      expect(app.notes.items).toHaveLength(PER_APPLICATION.notes);
      expect(app.auditLog.items).toHaveLength(PER_APPLICATION.audit);
      expect(app.tasks.items.every((t: any) => t.document && t.screeningHit && t.assignee && t.reviewer && t.application.id === app.id)).toBe(true);
      expect(app.notes.items.every((n: any) => n.author)).toBe(true);
      expect(app.screening.sanctions.every((h: any) => h.individual && !h.business)).toBe(true);
      expect(app.migration).toEqual(
        expect.objectContaining({ application: { id: app.id }, migration: expect.objectContaining({ itemCounts: { total: 50 } }) }),
      );
    }
    // Every edge is read in one batch for the whole page, so the count does not depend on its size.
    expect(many.statements.length).toBe(few.statements.length);
    // 9 measured: the page with its planned edges (src/schema/plan/plan.ts, the tasks' documents among
    // them), the documents' page with their notes, the users, and six for the migration edge. 23
    // before planning, 38 before the edges read through the pg reader.
    expect(many.statements.length).toBeLessThanOrEqual(9);
    // Prisma (~1 ms of API CPU a statement) only reads the migration edge's rows and counts.
    expect(many.viaPrisma.length).toBeLessThanOrEqual(6);
    // And /graphql lets it through: 12,450 by the limits' count (README, "GraphQL limits").
    expect(operationCost(schema, parse(CASE_PAGES_QUERY), { limit: 50 })).toBe(12_450);
    expect(12_450).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
  });
});

describe("edges planned with a page of applications", () => {
  const SCREEN = `query($limit: Int, $tasks: Int, $cursor: String) {
    applications(limit: $limit, order: asc, orderBy: createdAt) {
      items { id nodeId assigneeUsers { id name email firstName lastName } screeningHitCounts { open confirmed dismissed total } tasks(limit: $tasks, cursor: $cursor, order: asc) { items { id title status createdAt updatedAt assignee { id } } nextCursor } }
    }
  }`;
  const run = async (query: string, variables: Record<string, unknown>) => {
    const statements: string[] = [];
    const counted = new PrismaClient({ adapter: svc.db.adapterFactory, log: [{ emit: "event", level: "query" }] });
    counted.$on("query", (e) => statements.push(e.query));
    const sql: SqlReader = { rows: (statement) => (statements.push(statement.text), svc.db.sql.rows(statement)) };
    const key = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
    const actor = { accountId: account.accountId, apiKeyId: account.keyId, userId: key.userId, userName: "Tester", operator: false };
    const result = await compileOperation(schema, query, "screen").run(createContext(counted, actor, { sql, objectStore: svc.objectStore }), variables);
    return { statements, result };
  };

  it("reads assignees and each application's tasks in the page's own statement, as the edges answer them one by one", async () => {
    // The applications seeded by the test above: 50, ten tasks and two assignees each; the first three's hits in every review state.
    const firstThree = await svc.db.prisma.application.findMany({
      where: { accountId: account.accountId },
      orderBy: { createdAt: "asc" },
      take: 3,
      select: { id: true },
    });
    for (const [i, { id }] of firstThree.entries()) {
      const hits = await svc.db.prisma.screeningHit.findMany({ where: { applicationId: id }, orderBy: { id: "asc" }, select: { id: true } });
      const statuses = ["CONFIRMED", "TRUE_MATCH", "DISMISSED", "FALSE_POSITIVE", "IN_REVIEW"] as const;
      for (const [j, status] of statuses.entries()) {
        await svc.db.prisma.screeningHit.updateMany({ where: { id: { in: hits.slice(j * (i + 1), (j + 1) * (i + 1)).map((h) => h.id) } }, data: { status } });
      }
    }
    const planned = await run(SCREEN, { limit: 50, tasks: 4 });
    expect(planned.result.errors).toBeUndefined();
    const items = (planned.result.data!.applications as { items: Record<string, any>[] }).items;
    expect(items).toHaveLength(50);
    // The page's statement (with the planned edges) and the assignees' users of the tasks: no statement per edge.
    expect(planned.statements).toHaveLength(2);
    // Counted by bucket as GET /screening/hits counts them: 1, 2 and 3 hits of each state for the first three.
    expect(items.slice(0, 3).map((a) => a.screeningHitCounts)).toEqual(
      [1, 2, 3].map((n) => ({ open: 30 - 4 * n, confirmed: 2 * n, dismissed: 2 * n, total: 30 })),
    );
    for (const app of items.slice(0, 3)) {
      // node(id:) reads the application alone, its edges through their own loaders.
      const alone = await run(
        `query($id: ID!) { node(id: $id) { ... on Application { assigneeUsers { id name email firstName lastName } screeningHitCounts { open confirmed dismissed total } tasks(limit: 4, order: asc) { items { id title status createdAt updatedAt assignee { id } } nextCursor } } } }`,
        { id: app.nodeId },
      );
      expect(alone.result.data!.node).toEqual({ assigneeUsers: app.assigneeUsers, screeningHitCounts: app.screeningHitCounts, tasks: app.tasks });
      // The planned page's cursor is the edge's own: the next page follows through either door.
      const next = await run(`query($id: ID!, $cursor: String) { application(id: $id) { tasks(limit: 4, order: asc, cursor: $cursor) { items { id } } } }`, {
        id: app.id,
        cursor: app.tasks.nextCursor,
      });
      expect(next.result.data!.application).toEqual({ tasks: { items: expect.any(Array) } });
      expect((next.result.data!.application as any).tasks.items).toHaveLength(4);
    }
  });

  it("reads one application's case page in two statements, its edges and its people planned into the application's own", async () => {
    const first = await run(`query { applications(limit: 1, order: asc, orderBy: createdAt) { items { id } } }`, {});
    const id = (first.result.data!.applications as { items: { id: string }[] }).items[0].id;
    const { result, statements } = await run(CASE_PAGE_QUERY, { id });
    expect(result.errors).toBeUndefined();
    const app = result.data!.application as Record<string, any>;
    expect([app.documents.items.length, app.tasks.items.length, app.screening.counts.total, app.notes.items.length, app.auditLog.items.length]).toEqual([
      PER_APPLICATION.documents,
      PER_APPLICATION.tasks,
      PER_APPLICATION.hits,
      PER_APPLICATION.notes,
      PER_APPLICATION.audit,
    ]);
    expect(app.tasks.items.every((t: any) => t.document && t.screeningHit && t.assignee && t.reviewer)).toBe(true);
    expect(app.documents.items.filter((d: any) => d.notes.length).every((d: any) => d.notes.every((n: any) => n.author))).toBe(true);
    // The application with its planned edges (the tasks' documents and the account's small team among
    // them), and the documents' page with their notes.
    expect(statements.length).toBeLessThanOrEqual(2);
    expect(statements.filter(readsUsersById)).toEqual([]);

    // The same documents and notes through the loaders: a task's document and its notes read alone.
    const nodeId = ((await run(`query($id: ID!) { application(id: $id) { nodeId } }`, { id })).result.data!.application as { nodeId: string }).nodeId;
    const alone = await run(
      `query($id: ID!) { node(id: $id) { ... on Application { tasks(limit: 50) { items { id document { id fileName notes { id content author { id name } } } } } } } }`,
      { id: nodeId },
    );
    const tasksAlone = (alone.result.data!.node as any).tasks.items as { id: string; document: { id: string; fileName: string; notes: unknown[] } }[];
    expect(tasksAlone.map((t) => ({ id: t.id, document: { id: t.document.id, fileName: t.document.fileName } }))).toEqual(
      app.tasks.items.map((t: any) => ({ id: t.id, document: t.document })),
    );
    const plannedNotes = new Map(app.documents.items.map((d: any) => [d.id, d.notes.map((n: any) => ({ id: n.id, content: n.content, author: n.author }))]));
    for (const t of tasksAlone) expect(t.document.notes).toEqual(plannedNotes.get(t.document.id));
    expect(tasksAlone.some((t) => t.document.notes.length > 0)).toBe(true);
  });

  it("names a case page's people from the account's team when it is small, and by id when it is not, alike", async () => {
    const first = await run(`query { applications(limit: 1, order: asc, orderBy: createdAt) { items { id } } }`, {});
    const id = (first.result.data!.applications as { items: { id: string }[] }).items[0].id;
    const PEOPLE = `query($id: ID!) { application(id: $id) {
      tasks(limit: 50) { items { assignee { id name email } reviewer { id name } } }
      notes(limit: 50) { items { author { id name } } }
      auditLog(limit: 50) { items { performedBy { id name firstName lastName } } }
    } }`;
    const small = await run(PEOPLE, { id });
    expect(small.result.errors).toBeUndefined();
    expect(small.statements.filter(readsUsersById)).toEqual([]);
    type Person = { id: string; name: string };
    const named = small.result.data!.application as {
      tasks: { items: { assignee: Person; reviewer: Person }[] };
      notes: { items: { author: Person }[] };
      auditLog: { items: { performedBy: Person }[] };
    };
    // Each person as the users table names them.
    const users = new Map((await svc.db.prisma.user.findMany({ where: { accountId: account.accountId } })).map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
    const people = [
      ...named.tasks.items.flatMap((t) => [t.assignee, t.reviewer]),
      ...named.notes.items.map((n) => n.author),
      ...named.auditLog.items.map((e) => e.performedBy),
    ];
    expect(people).toHaveLength(2 * PER_APPLICATION.tasks + PER_APPLICATION.notes + PER_APPLICATION.audit);
    for (const person of people) expect(person.name).toBe(users.get(person.id));

    // Past PLANNED_TEAM_MAX users the team is not read with the application: the people are looked up by id, with the same answers.
    const more = Array.from({ length: PLANNED_TEAM_MAX }, (_, i) => ({
      id: randomUUID(),
      accountId: account.accountId,
      email: `extra${i}.${randomUUID()}@example.com`,
      firstName: "Extra",
      lastName: `${i}`,
    }));
    await svc.db.prisma.user.createMany({ data: more });
    try {
      const large = await run(PEOPLE, { id });
      expect(large.statements.filter(readsUsersById)).toHaveLength(1);
      expect(large.result).toEqual(small.result);
    } finally {
      await svc.db.prisma.user.deleteMany({ where: { id: { in: more.map((u) => u.id) } } });
    }
  });

  it("reports a refused cursor on the tasks edge, as before planning", async () => {
    const { result } = await run(SCREEN, { limit: 2, tasks: 4, cursor: "not-a-cursor" });
    expect(result.errors?.[0]).toEqual(expect.objectContaining({ path: ["applications", "items", 0, "tasks"] }));
    expect(result.errors?.[0].message).toBe("Invalid pagination cursor");
  });
});

describe("planned rows read only the columns their operation can show", () => {
  const run = async (query: string, variables: Record<string, unknown>) => {
    const sql: SqlReader = { rows: (statement) => svc.db.sql.rows(statement) };
    const key = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
    const actor = { accountId: account.accountId, apiKeyId: account.keyId, userId: key.userId, userName: "Tester", operator: false };
    const result = await compileOperation(schema, query, "fields").run(createContext(svc.db.prisma, actor, { sql, objectStore: svc.objectStore }), variables);
    expect(result.errors).toBeUndefined();
    return result.data as Record<string, any>;
  };
  // Where each planned type's rows are shown on an application, and how one field is asked of them.
  const EDGES: Record<keyof typeof COLUMN_NEEDS | "Task.document", (selection: string) => string> = {
    Document: (s) => `documents(limit: 100) { items { id ${s} } }`,
    "Task.document": (s) => `tasks(limit: 50) { items { id document { id ${s} } } }`,
    Task: (s) => `tasks(limit: 50) { items { id ${s} } }`,
    ScreeningHit: (s) => `screening { sanctions { id ${s} } pep { id ${s} } warning { id ${s} } adverseMedia { id ${s} } }`,
    Note: (s) => `notes(limit: 50) { items { id ${s} } }`,
    AuditLog: (s) => `auditLog(limit: 50) { items { id ${s} } }`,
  };
  // Download URLs are signed afresh on every read (a new nonce, and an expiry counted from the read's
  // second): compare what they point at.
  const unsigned = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value)
        .replace(/nonce=[^&"]*/g, "nonce")
        .replace(/signature=[^&"]*/g, "signature")
        .replace(/expires=\d+/g, "expires"),
    );
  const selectionOf = (field: GraphQLField<unknown, unknown>) => {
    const type = getNamedType(field.type);
    if (!isObjectType(type) && !isInterfaceType(type)) return field.name;
    return `${field.name} { ${type.getFields().id ? "id" : "__typename"} }`;
  };

  it("knows what every field of each planned type reads: its own column, or what COLUMN_NEEDS declares", () => {
    for (const type of Object.keys(COLUMN_NEEDS) as (keyof typeof COLUMN_NEEDS)[]) {
      const fields = Object.keys((schema.getType(type) as GraphQLObjectType).getFields());
      expect({ type, undeclared: fields.filter((f) => !COLUMN_NEEDS[type].fields[f] && !isColumn(type, f)) }).toEqual({ type, undeclared: [] });
    }
  });

  it("answers each field asked alone as the loaders' whole rows answer it, and a field asked elsewhere in the operation too", async () => {
    const db = svc.db.prisma;
    const app = await db.application.findFirstOrThrow({ where: { accountId: account.accountId }, orderBy: { createdAt: "desc" }, select: { id: true } });
    const user = await db.user.findFirstOrThrow({ where: { accountId: account.accountId } });
    // Every nullable column filled, so a column left unread would show as a difference.
    await db.task.updateMany({ where: { applicationId: app.id }, data: { description: "check it", documentType: "PASSPORT" } });
    await db.screeningHit.updateMany({
      where: { applicationId: app.id },
      data: {
        note: "seen",
        origin: "INITIAL_SCREENING",
        updatedById: user.id,
        enriched: true,
        matchResult: { isMatch: true, confidence: 0.9, reviewNote: "same person", incidentSummary: "listed", riskLevel: "HIGH", categories: [] },
        developmentAt: new Date(),
      },
    });
    await db.note.updateMany({ where: { applicationId: app.id }, data: { updatedById: user.id } });
    await db.auditLog.updateMany({ where: { applicationId: app.id }, data: { note: "why", hash: "h".repeat(64) } });
    await db.document.updateMany({
      where: { applicationId: app.id },
      data: {
        subType: "PASSPORT",
        originSystem: "VENDOR_A",
        byteSize: 1234,
        sha256: "s".repeat(64),
        metadata: { m: 1 },
        subject: { entityType: "INDIVIDUAL", entityKey: "k" },
        additionalInfoRequest: { requestId: "r1", reason: "why" },
        addedById: user.id,
        addedByName: "Rev Iewer",
        hidden: true,
        hiddenSource: "CLIENT",
        validatedAt: new Date(),
        documentDate: new Date(),
        expiresAt: new Date(),
        signedAt: new Date(),
      },
    });
    const nodeId = (await run(`query($id: ID!) { application(id: $id) { nodeId } }`, { id: app.id })).application.nodeId;

    for (const edge of Object.keys(EDGES) as (keyof typeof EDGES)[]) {
      const type = edge === "Task.document" ? "Document" : edge;
      for (const field of Object.values((schema.getType(type) as GraphQLObjectType).getFields())) {
        const selection = EDGES[edge](selectionOf(field));
        const planned = await run(`query($id: ID!) { application(id: $id) { ${selection} } }`, { id: app.id });
        const whole = await run(`query($id: ID!) { node(id: $id) { ... on Application { ${selection} } } }`, { id: nodeId });
        expect(JSON.stringify(planned.application)).toContain(`"${field.name}":`); // rows were there to answer it
        expect({ edge, field: field.name, value: unsigned(planned.application) }).toEqual({ edge, field: field.name, value: unsigned(whole.node) });
      }
    }

    // A hit planned with its id only, asked again by node(id:) for its details in the same operation.
    const hit = (await run(`query($id: ID!) { application(id: $id) { screening { sanctions { nodeId } } } }`, { id: app.id })).application.screening
      .sanctions[0];
    const both = await run(
      `query($id: ID!, $hit: ID!) { application(id: $id) { screening { sanctions { id } } } node(id: $hit) { ... on ScreeningHit { details matchResult { isMatch confidence } } } }`,
      { id: app.id, hit: hit.nodeId },
    );
    const alone = await run(`query($hit: ID!) { node(id: $hit) { ... on ScreeningHit { details matchResult { isMatch confidence } } } }`, { hit: hit.nodeId });
    expect(both.node).toEqual(alone.node);
    expect(both.node.details).not.toBeNull();
  });

  it("reads the document facts the operation can use, and answers replaced, supersededBy and duplicateOf as the loaders do", async () => {
    const db = svc.db.prisma;
    const t0 = Date.now() - 3_600_000;
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const app = await db.application.create({ data: { accountId: account.accountId, name: "Facts", entityType: "INDIVIDUAL" } });
    const doc = (type: string, minutes: number, extra: object = {}) => ({
      id: randomUUID(),
      accountId: account.accountId,
      applicationId: app.id,
      type,
      fileName: `${type}-${minutes}.pdf`,
      key: `k/${randomUUID()}`,
      contentType: "application/pdf",
      createdAt: at(minutes),
      ...extra,
    });
    // An identity card replaced by a newer one that passed its checks; two bank statements with the same bytes.
    const oldCard = doc("ID_CARD", 1, { expiresAt: at(1000) });
    const newCard = doc("ID_CARD", 2, { expiresAt: at(2000), validatedAt: at(3) });
    const first = doc("BANK_STATEMENT", 4, { sha256: "a".repeat(64) });
    const copy = doc("BANK_STATEMENT", 5, { sha256: "a".repeat(64) });
    await db.document.createMany({ data: [oldCard, newCard, first, copy] });
    await db.documentValidation.create({
      data: { documentId: newCard.id, type: "ID_CARD_CHECKS", results: [{ key: "id_card.not_expired", isValid: true, label: "Not expired", value: "yes" }] },
    });
    const nodeId = (await run(`query($id: ID!) { application(id: $id) { nodeId } }`, { id: app.id })).application.nodeId;
    const bothWays = async (selection: string) => {
      const planned = (await run(`query($id: ID!) { application(id: $id) { ${selection} } }`, { id: app.id })).application;
      const whole = (await run(`query($id: ID!) { node(id: $id) { ... on Application { ${selection} } } }`, { id: nodeId })).node;
      expect(planned).toEqual(whole);
      return planned.documents.items as Record<string, any>[];
    };

    const withDuplicates = await bothWays(
      `documents(includeSuperseded: true, order: asc) { items { id replaced supersededBy { documentId } duplicateOf { documentId } } }`,
    );
    expect(withDuplicates).toEqual([
      { id: oldCard.id, replaced: true, supersededBy: { documentId: newCard.id }, duplicateOf: null },
      { id: newCard.id, replaced: false, supersededBy: null, duplicateOf: null },
      { id: first.id, replaced: false, supersededBy: null, duplicateOf: null },
      { id: copy.id, replaced: false, supersededBy: null, duplicateOf: { documentId: first.id } },
    ]);
    // Without duplicateOf the facts leave the bank statements unread; the page still leaves the replaced card out.
    expect(await bothWays(`documents(order: asc) { items { id replaced } }`)).toEqual([newCard, first, copy].map((d) => ({ id: d.id, replaced: false })));
    // duplicateOf asked elsewhere in the operation (of a document by node id) is answered from the same facts.
    const copyNode = (await run(`query($id: ID!) { application(id: $id) { documents(limit: 1) { items { nodeId } } } }`, { id: app.id })).application.documents
      .items[0].nodeId;
    const mixed = await run(
      `query($id: ID!, $doc: ID!) { application(id: $id) { documents { items { id } } } node(id: $doc) { ... on Document { id duplicateOf { documentId } } } }`,
      { id: app.id, doc: copyNode },
    );
    expect(mixed.node).toEqual({ id: copy.id, duplicateOf: { documentId: first.id } });
  });
});
