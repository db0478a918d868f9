// A worker dies in the middle of a migration and another starts: the run continues, and every item
// is created exactly once (one application per folder). A run that never started is started by the sweep.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { startWorker } from "../../src/worker";
import { requireNothingByDefault, settled } from "./support";
import { startMigrationSweeper } from "../../src/pollers";
import { temporalMigrationRunner } from "../../src/temporal/migrationRunner";
import { createLogger } from "../../src/logger";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: false });
});
afterAll(() => svc.close());

const ITEMS = 400;
const startWorkerRole = () => startWorker({ db: svc.db.prisma, config: svc.config, address: svc.config.temporalAddress!, objectStore: svc.objectStore });

it("completes every item exactly once across a worker restart", async () => {
  const { key, accountId } = await svc.newAccount();
  const api = client(svc.url, key);
  await requireNothingByDefault(api);
  // Enough items that the chunks in flight when the worker stops (4 × 25) cannot finish the run.
  const items = Array.from({ length: ITEMS }, (_v, i) => ({ folder: `Holder ${String(i).padStart(3, "0")}`, email: `h${i}@example.com` }));
  const created = await api.post("/api/v1/migrations", { name: "Survives a crash", items });
  expect(created.status).toBe(201);
  let worker = await startWorkerRole();
  await eventually(async () => (await api.get(`/api/v1/migrations/${created.body.id}`)).body.itemCounts.completed >= 10, 30_000, 50);
  await worker.stop(); // the worker dies mid-run
  const midway = (await api.get(`/api/v1/migrations/${created.body.id}`)).body;
  expect(midway.status).toBe("MIGRATING");
  expect(midway.itemCounts.completed).toBeLessThan(ITEMS);
  worker = await startWorkerRole();
  try {
    const done = await settled(api, created.body.id, 120_000);
    expect(done.status).toBe("COMPLETED");
    expect(done.itemCounts).toMatchObject({ total: ITEMS, completed: ITEMS, failed: 0 });
  } finally {
    await worker.stop();
  }
  const perName = await svc.db.prisma.application.groupBy({ by: ["name"], where: { accountId }, _count: { _all: true } });
  expect(perName).toHaveLength(ITEMS);
  expect(perName.every((g) => g._count._all === 1)).toBe(true);
  const linked = await svc.db.prisma.migrationItem.findMany({ where: { migrationId: created.body.id }, select: { applicationId: true } });
  expect(new Set(linked.map((i) => i.applicationId)).size).toBe(ITEMS);
});

it("starts the run of a migration whose API died between commit and start (the sweep)", async () => {
  const { key, accountId } = await svc.newAccount();
  const api = client(svc.url, key);
  await requireNothingByDefault(api);
  // What createMigration commits before it starts the workflow; the start never happens.
  const migration = await svc.db.prisma.migration.create({
    data: {
      accountId,
      name: "Orphaned",
      sourceType: "API",
      complianceChecks: {},
      unpackedAt: new Date(),
      items: { create: [{ folder: "Orphan One" }, { folder: "Orphan Two" }] },
    },
  });
  const worker = await startWorkerRole();
  const sweeper = startMigrationSweeper({
    db: svc.db.prisma,
    runner: temporalMigrationRunner(svc.temporal, svc.config.taskQueue),
    logger: createLogger("silent"),
    intervalMs: 200,
    graceMs: 0,
  });
  try {
    const done = await settled(api, migration.id, 60_000);
    expect(done).toMatchObject({ status: "COMPLETED", itemCounts: { total: 2, completed: 2 } });
  } finally {
    await sweeper.stop();
    await worker.stop();
  }
});
