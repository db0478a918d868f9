// A worker dies in the middle of an export and another takes over: the job resumes, the file holds
// every application exactly once, and export.completed is emitted exactly once — also when the
// finishing step is replayed.
import { Readable } from "node:stream";
import { startTestService, type TestService } from "../support/service";
import type { ObjectStore } from "../../src/storage";
import { client, eventually } from "../support/http";
import { seedEntities } from "../support/investors";
import { fillPlaceholders, validateCrs } from "../support/crsXsd";
import { startWorker } from "../../src/worker";
import { beginExportRun, finishExportRun } from "../../src/domain/exports";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: false });
});
afterAll(() => svc.close());

const APPLICATIONS = 2500;
const startWorkerRole = (objectStore: ObjectStore = svc.objectStore) =>
  startWorker({ db: svc.db.prisma, config: svc.config, address: svc.config.temporalAddress!, objectStore });

/**
 * The same store, taking its time over every chunk written: on a fast machine the whole export
 * otherwise ends between two looks at its progress, and there is no "middle" to crash in.
 */
function slowStore(store: ObjectStore, delayMs: number): ObjectStore {
  // An async generator passes the writer's cancellation on to the store (a pipe() would swallow it).
  const slow = (body: Readable) =>
    Readable.from(
      (async function* () {
        for await (const chunk of body) {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          yield chunk;
        }
      })(),
    );
  return Object.assign(Object.create(store) as ObjectStore, {
    put: (key: string, body: Readable, options: Parameters<ObjectStore["put"]>[2]) => store.put(key, slow(body), options),
  });
}

it("resumes after a worker crash mid-export and emits export.completed exactly once", async () => {
  const { key, accountId } = await svc.newAccount();
  const api = client(svc.url, key);
  const ids = await seedEntities(svc.db.prisma, accountId, APPLICATIONS, 2);
  const created = await api.post("/api/v1/exports", { format: "CRS_XML" });
  expect(created.status).toBe(202);
  const { statusPath, jobId } = created.body;

  let worker = await startWorkerRole(slowStore(svc.objectStore, 300));
  const midway = await eventually(
    async () => {
      const job = (await api.get(statusPath)).body;
      return job.status === "RUNNING" && job.completedCount > 0 ? job : null;
    },
    60_000,
    20,
  );
  await worker.stop(); // the worker dies while writing
  expect(midway.completedCount).toBeLessThan(APPLICATIONS);
  expect((await api.get(statusPath)).body.status).toBe("RUNNING");

  worker = await startWorkerRole();
  try {
    const done = await eventually(async () => {
      const job = (await api.get(statusPath)).body;
      return job.status === "COMPLETED" ? job : null;
    }, 120_000);
    expect(done).toMatchObject({ totalCount: APPLICATIONS, completedCount: APPLICATIONS, failedApplicationIds: [] });
  } finally {
    await worker.stop();
  }

  const xml = await (await fetch((await api.get(`/api/v1/exports/${jobId}/download`)).body.url)).text();
  const written = [...xml.matchAll(/<!-- application (\S+) -->/g)].map((m) => m[1]);
  expect(written).toHaveLength(APPLICATIONS);
  expect(new Set(written)).toEqual(new Set(ids));
  expect(xml.match(/<crs:ControllingPerson>/g)).toHaveLength(2 * APPLICATIONS);
  expect(await validateCrs(fillPlaceholders(xml))).toMatchObject({ valid: true });

  const events = () => svc.db.prisma.outboxEvent.findMany({ where: { event: "export.completed", entityId: jobId } });
  const [event] = await events();
  expect(await events()).toHaveLength(1);

  // A replayed run (a retried finish, a second start) changes nothing and emits nothing more.
  expect(await beginExportRun(svc.db.prisma, jobId)).toEqual({ status: "COMPLETED" });
  expect(await finishExportRun(svc.db.prisma, jobId)).toBe("COMPLETED");
  expect((await events()).map((e) => e.id)).toEqual([event.id]);
}, 240_000); // seeding on PGlite, a heartbeat timeout and a whole second write
