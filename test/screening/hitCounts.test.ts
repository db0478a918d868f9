// Stored hit counts (table ApplicationHitCount, kept by triggers on ScreeningHit): after every kind of
// write the hits see (bulk insert, single insert, status changes one by one and in bulk, a hit moved
// to another application, deletes, a rolled-back write, an application deleted), the stored counts
// equal the hits counted by status, for every status, and Application.screeningHitCounts shows them.
import { randomUUID } from "node:crypto";
import { HitStatus } from "../../src/generated/prisma/enums";
import { HIT_COUNT_BUCKETS } from "../../src/domain/screening/inputs";
import { client } from "../support/http";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;
let account: { accountId: string; key: string; keyId: string };

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount();
});
afterAll(() => svc.close());

const STATUSES = Object.values(HitStatus);

/** Each application's hits counted by status, straight from the hits. */
async function counted(applicationIds: string[]) {
  const rows = await svc.db.prisma.screeningHit.groupBy({
    by: ["applicationId", "status"],
    where: { applicationId: { in: applicationIds } },
    _count: { _all: true },
  });
  return Object.fromEntries(
    applicationIds.map((id) => [
      id,
      Object.fromEntries(STATUSES.map((s) => [s, rows.find((r) => r.applicationId === id && r.status === s)?._count._all ?? 0])),
    ]),
  );
}

/** The stored counts in the same shape (no stored row: all zero). */
async function stored(applicationIds: string[]) {
  const rows = await svc.db.prisma.applicationHitCount.findMany({ where: { applicationId: { in: applicationIds } } });
  const column = {
    IN_REVIEW: "inReview",
    NOT_REVIEWED: "notReviewed",
    CONFIRMED: "confirmed",
    TRUE_MATCH: "trueMatch",
    DISMISSED: "dismissed",
    FALSE_POSITIVE: "falsePositive",
  } as const;
  return Object.fromEntries(
    applicationIds.map((id) => [id, Object.fromEntries(STATUSES.map((s) => [s, rows.find((r) => r.applicationId === id)?.[column[s]] ?? 0]))]),
  );
}

async function graphCounts(ids: string[]) {
  const res = await client(svc.url, account.key).graphql(
    `query { applications(limit: 100) { items { id screeningHitCounts { open confirmed dismissed total } } } }`,
  );
  expect(res.body.errors).toBeUndefined();
  const items = (res.body.data as { applications: { items: { id: string; screeningHitCounts: Record<string, number> }[] } }).applications.items;
  return Object.fromEntries(items.filter((i) => ids.includes(i.id)).map((i) => [i.id, i.screeningHitCounts]));
}

it("keeps every application's counts equal to its hits counted by status, through every kind of write", async () => {
  const db = svc.db.prisma;
  const apps = Array.from({ length: 3 }, (_, i) => ({
    id: randomUUID(),
    accountId: account.accountId,
    name: `Counted ${i}`,
    entityType: "INDIVIDUAL" as const,
  }));
  await db.application.createMany({ data: apps });
  const ids = apps.map((a) => a.id);
  const hit = (applicationId: string, j: number) => ({
    id: randomUUID(),
    accountId: account.accountId,
    applicationId,
    type: "SANCTIONS" as const,
    status: STATUSES[j % STATUSES.length],
    source: "test",
    details: {},
  });
  const expectStoredEqualsCounted = async () => expect(await stored(ids)).toEqual(await counted(ids));

  // One bulk statement over several applications, every status.
  const bulk = [...Array.from({ length: 14 }, (_, j) => hit(ids[0], j)), ...Array.from({ length: 9 }, (_, j) => hit(ids[1], j + 2))];
  await db.screeningHit.createMany({ data: bulk });
  await expectStoredEqualsCounted();
  await db.screeningHit.create({ data: hit(ids[2], 3) });
  await expectStoredEqualsCounted();

  // Verdicts one at a time, then a bulk status change, then a write that changes no status.
  await db.screeningHit.update({ where: { id: bulk[0].id }, data: { status: "CONFIRMED" } });
  await db.screeningHit.updateMany({ where: { applicationId: ids[0], status: { in: ["NOT_REVIEWED", "IN_REVIEW"] } }, data: { status: "DISMISSED" } });
  await db.screeningHit.updateMany({ where: { applicationId: ids[1] }, data: { note: "read" } });
  await expectStoredEqualsCounted();

  // A hit moved to another application, and hits deleted.
  await db.screeningHit.update({ where: { id: bulk[20].id }, data: { applicationId: ids[2], status: "TRUE_MATCH" } });
  await db.screeningHit.deleteMany({ where: { id: { in: [bulk[1].id, bulk[15].id] } } });
  await expectStoredEqualsCounted();

  // A write rolled back leaves the counts as they were.
  const before = await stored(ids);
  await expect(
    db.$transaction(async (tx) => {
      await tx.screeningHit.createMany({ data: Array.from({ length: 5 }, (_, j) => hit(ids[2], j)) });
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  expect(await stored(ids)).toEqual(before);
  await expectStoredEqualsCounted();

  // GraphQL shows the stored counts by bucket, as GET /screening/hits counts the hits themselves.
  const byStatus = await counted(ids);
  const bucket = (id: string, statuses: readonly string[]) => statuses.reduce((n, s) => n + byStatus[id][s], 0);
  const expected = Object.fromEntries(
    ids.map((id) => [
      id,
      {
        open: bucket(id, HIT_COUNT_BUCKETS.open),
        confirmed: bucket(id, HIT_COUNT_BUCKETS.confirmed),
        dismissed: bucket(id, HIT_COUNT_BUCKETS.dismissed),
        total: bucket(id, STATUSES),
      },
    ]),
  );
  expect(await graphCounts(ids)).toEqual(expected);
  for (const id of ids) {
    const rest = await client(svc.url, account.key).get(`/api/v1/screening/hits?applicationId=${id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.counts).toEqual(expected[id]);
  }

  // An application deleted takes its hits and its counts with it.
  await db.application.delete({ where: { id: ids[0] } });
  expect(await db.applicationHitCount.findUnique({ where: { applicationId: ids[0] } })).toBeNull();
  await expectStoredEqualsCounted();
});
