// One decision per person, not per list, through the real worker and Temporal: a
// key person who is the same listed person on three lists (the same name in another word order, and
// an FtM `referents` link) gets one group of three hits, which one group verdict decides; a namesake
// whose birth date conflicts stays out of it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { importWatchlist } from "../../src/screening/watchlists";
import { workflowIds } from "../../src/temporal/workflowIds";
import type { PrismaClient } from "../../src/generated/prisma/client";

const RUN = Date.now().toString(36);
const [OFAC, EU, UN, UK] = ["ofac", "eu", "un", "uk"].map((l) => `${l}-same-${RUN}`);
let svc: TestService;
let db: PrismaClient;
let api: ReturnType<typeof client>;
let tmp: string;

/** A hit as GET /screening/hits lists it, as far as these tests read it. */
type ListedHit = { id: string; status: string; groupId: string | null; [field: string]: unknown };

const person = (id: string, name: string, birthDate: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id, schema: "Person", properties: { name: [name], birthDate: [birthDate], topics: ["sanction"] }, ...extra });

/** Imports one list's first version (lists:import's path) and waits for its monitoring run. */
async function importList(list: string, lines: string[]) {
  const file = path.join(tmp, `${list}.ftm.json`);
  writeFileSync(file, lines.join("\n") + "\n");
  const summary = await importWatchlist(db, { format: "ftm", file, list });
  const run = await eventually(async () => {
    const handle = svc.temporal.workflow.getHandle(workflowIds.monitoring(list, summary.version!));
    return (await handle
      .describe()
      .then(() => handle)
      .catch(() => null)) as typeof handle | null;
  }, 30_000);
  await run.result();
}

beforeAll(async () => {
  svc = await startTestService({ worker: true });
  db = svc.db.prisma;
  tmp = mkdtempSync(path.join(os.tmpdir(), "same-entity-"));
  api = client(svc.url, (await svc.newAccount({ user: "sam.same@example.com" })).key);
  await importList(OFAC, [person("ofac-4471", "GRIMBOLT, Taddeus", "1958-02-11")]);
  await importList(EU, [person("eu-88", "Taddeus Grimbolt", "1958-02-11")]);
  // The UN file spells the name its own way; its `referents` say it is the EU's entity.
  await importList(UN, [person("un-KPi.1", "Taddeus Grimbold", "1958", { referents: ["eu-88"] })]);
  await importList(UK, [person("uk-2", "Taddeus Grimbolt", "1990-06-01")]);
}, 180_000);
afterAll(async () => {
  await svc?.close();
  rmSync(tmp, { recursive: true, force: true });
});

it("gives the reviewer one group for one person on three lists, and one verdict decides every listing", async () => {
  const app = await createApplication(api, { individual: { firstName: "Taddeus", lastName: "Grimbolt", dateOfBirth: "1958-02-11" } });
  const listed = await eventually(async () => {
    const res = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
    const hits = res.body.sanctions as ListedHit[];
    return hits.length === 4 && hits.every((h) => h.status !== "NOT_REVIEWED" || h.groupId) ? hits : null;
  }, 60_000);
  const open = listed.filter((h) => h.status === "NOT_REVIEWED");
  expect(open).toHaveLength(3);
  // The namesake born 1990 is cleared by its birth date, outside the group.
  const namesake = listed.find((h) => h.status === "FALSE_POSITIVE");
  expect(namesake).toMatchObject({ matchResult: { clearedReason: "IDENTITY_MISMATCH" }, groupId: null });
  expect(new Set(open.map((h) => h.groupId)).size).toBe(1);

  const groupId = open[0].groupId as string;
  const group = await api.get(`/api/v1/screening/groups/${groupId}`);
  expect(group.status).toBe(200);
  expect(group.body).toMatchObject({ type: "SANCTIONS", status: null, headline: expect.stringMatching(/on 3 lists/) });
  expect([...group.body.memberHitIds].sort()).toEqual(open.map((h) => h.id).sort());
  expect(group.body.summary).toEqual(expect.stringContaining([EU, OFAC, UN].sort().join(", ")));
  const audit = await db.auditLog.findFirst({ where: { applicationId: app.id, eventType: "screening.group_created" } });
  expect(audit?.event).toMatchObject({ entityId: groupId });

  const verdict = await api.patch(`/api/v1/screening/groups/${groupId}`, { status: "TRUE_MATCH", note: "The designated person: passport copy agrees" });
  expect(verdict.status).toBe(200);
  const after = (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.sanctions as ListedHit[];
  for (const hit of open) expect(after.find((h) => h.id === hit.id)).toMatchObject({ status: "TRUE_MATCH", groupId });
  expect(after.find((h) => h.id === namesake!.id)).toMatchObject({ status: "FALSE_POSITIVE", groupId: null });
  expect((await api.get(`/api/v1/screening/groups/${groupId}`)).body.status).toBe("TRUE_MATCH");

  // The EU entry gains an alias (a material change): its hit re-opens, and the group's verdict no
  // longer covers every member, so the group awaits a verdict again.
  expect((await api.patch(`/api/v1/screening/individuals/${app.individuals[0].id}`, { ongoingMonitoring: true })).status).toBe(200);
  await importList(EU, [
    person("eu-88", "Taddeus Grimbolt", "1958-02-11", {
      properties: { name: ["Taddeus Grimbolt"], alias: ["Tad Grimbolt"], birthDate: ["1958-02-11"], topics: ["sanction"] },
    }),
  ]);
  const euHit = await eventually(async () => {
    const hits = (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.sanctions as ListedHit[];
    return hits.find((h) => h.status === "NOT_REVIEWED") ?? null;
  }, 30_000);
  expect(euHit).toMatchObject({ groupId, entryChange: { list: EU } });
  expect((await api.get(`/api/v1/screening/groups/${groupId}`)).body.status).toBeNull();
  const reopened = await db.auditLog.findFirst({ where: { applicationId: app.id, eventType: "screening.group_reopened" } });
  expect(reopened?.event).toMatchObject({ entityId: groupId, changes: { status: { before: "TRUE_MATCH", after: null } } });
}, 120_000);

it("groups once: a re-screen finds every hit already in its group and writes no second group", async () => {
  const app = await createApplication(api, { individual: { firstName: "Taddeus", lastName: "Grimbolt", dateOfBirth: "1958-02-11" } });
  const individualId = app.individuals[0].id as string;
  const grouped = await eventually(async () => {
    const hits = (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.sanctions as ListedHit[];
    const open = hits.filter((h) => h.status === "NOT_REVIEWED");
    return open.length === 3 && open.every((h) => h.groupId) ? open : null;
  }, 60_000);
  // A re-screen (a settings change asks for one) finds every hit already there and grouped.
  expect((await api.patch(`/api/v1/screening/individuals/${individualId}`, { ongoingMonitoring: true })).status).toBe(200);
  await eventually(async () => {
    const requests = await db.screeningRequest.findMany({ where: { personId: individualId } });
    return requests.length > 1 && requests.every((r) => r.completedAt !== null);
  }, 30_000);
  expect(await db.screeningGroup.count({ where: { applicationId: app.id } })).toBe(1);
  const hits = (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.sanctions as ListedHit[];
  expect(hits.filter((h) => h.status === "NOT_REVIEWED").map((h) => h.groupId)).toEqual(grouped.map((h) => h.groupId));
}, 120_000);
