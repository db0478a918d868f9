// Ownership on a list of applications is one read for the page, not one per application: the
// structures of every application of the page come in one statement through the request's loader.
import { PrismaClient } from "../../src/generated/prisma/client";
import type { SqlReader } from "../../src/db/sql";
import { schema } from "../../src/schema";
import { createContext } from "../../src/schema/context";
import { compileOperation } from "../../src/schema/compile";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";

let svc: TestService;
let account: { accountId: string; key: string; keyId: string };
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount();
  api = client(svc.url, account.key);
});
afterAll(() => svc?.close());

const LIST = `query($limit: Int) {
  applications(limit: $limit, order: asc, orderBy: createdAt) {
    items { id name ownership { applicationId nodes { id name } edges { id } effective { ownerNodeId ownership { low high } } ubos { personNodeId } problems { code } } }
  }
}`;

/** An application whose person owns i + 20 % of it directly and the rest through a company. */
async function withStructure(i: number) {
  const app = (await api.post("/api/v1/applications", { entityType: "BUSINESS", name: `Fund ${i}`, business: { name: `Fund ${i}` } })).body.id as string;
  const node = async (body: Record<string, unknown>) => (await api.post(`/api/v1/applications/${app}/ownership/nodes`, body)).body.id as string;
  const fund = await node({ kind: "BUSINESS", name: `Fund ${i}`, applicant: true });
  const company = await node({ kind: "BUSINESS", name: `Company ${i}` });
  const person = await node({ kind: "INDIVIDUAL", name: `Person ${i}` });
  const edge = (ownerNodeId: string, ownedNodeId: string, percent: number) =>
    api.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId, ownedNodeId, kind: "OWNERSHIP", percent });
  await edge(person, fund, 20 + i);
  await edge(company, fund, 80 - i);
  await edge(person, company, 10);
  return { app, person };
}

async function listStatements(limit: number) {
  const statements: string[] = [];
  const counted = new PrismaClient({ adapter: svc.db.adapterFactory, log: [{ emit: "event", level: "query" }] });
  counted.$on("query", (e) => statements.push(e.query));
  const sql: SqlReader = { rows: (statement) => (statements.push(statement.text), svc.db.sql.rows(statement)) };
  const key = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
  const actor = { accountId: account.accountId, apiKeyId: account.keyId, userId: key.userId, userName: "Tester", operator: false };
  const result = await compileOperation(schema, LIST, "list").run(createContext(counted, actor, { sql, objectStore: svc.objectStore }), { limit });
  expect(result.errors).toBeUndefined();
  await counted.$disconnect();
  return { statements, items: (result.data!.applications as { items: any[] }).items };
}

describe("ownership on a list of applications", () => {
  it("reads the page's structures in one statement, as many for 2 applications as for 6", async () => {
    const made = [await withStructure(0), await withStructure(1)];
    const few = await listStatements(50);
    for (let i = 2; i < 6; i++) made.push(await withStructure(i));
    const many = await listStatements(50);
    expect(few.items).toHaveLength(2);
    expect(many.items).toHaveLength(6);
    const structureReads = (s: string[]) => s.filter((text) => /"OwnershipNode"/.test(text));
    expect(structureReads(few.statements)).toHaveLength(1);
    expect(structureReads(many.statements)).toHaveLength(1);
    expect(many.statements.length).toBe(few.statements.length);
    // Each application still gets its own structure and arithmetic: the person's 20 + i % plus 10 % of the company's share.
    many.items.forEach((item, i) => {
      expect(item.ownership.applicationId).toBe(item.id);
      expect(item.ownership.nodes.map((n: { name: string }) => n.name)).toEqual([`Fund ${i}`, `Company ${i}`, `Person ${i}`]);
      const person = item.ownership.effective.find((e: { ownerNodeId: string }) => e.ownerNodeId === made[i]!.person);
      expect(person.ownership.low).toBeCloseTo(20 + i + 0.1 * (80 - i), 9);
      expect(item.ownership.ubos.map((u: { personNodeId: string }) => u.personNodeId)).toEqual([made[i]!.person]);
    });
  });
});
