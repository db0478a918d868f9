// Migration control (spec 2.8): pause, resume and cancel live in the database; the `wake` signal
// makes the run re-read them before its next chunk. The real workflow runs against the time-skipping
// test server; its activities are a small in-memory stand-in for the migration's rows.
import { migrationWorkflow, MIGRATION_CHUNK, MIGRATION_PARALLEL } from "../../../src/workflows/migration";
import { wakeSignal } from "../../../src/workflows/messages";
import type { StageName } from "../../../src/domain/migrations/pipeline";
import { startTimeSkipping, type TimeSkipping } from "../../support/timeSkipping";

type Status = "MIGRATING" | "PAUSED" | "CANCELLED" | "COMPLETED";

/** One migration as the activities see it: its status, and which items each stage has done. */
interface Run {
  status: Status;
  itemIds: string[];
  done: Record<StageName, string[]>;
  /** Called when a chunk starts, before it is done: where a test pauses or cancels. */
  onChunk?: (stage: StageName, chunk: number) => Promise<void>;
  chunks: number;
  /** Status each beginMigrationRun answered. */
  reads: Status[];
  finished: boolean;
}

const runs = new Map<string, Run>();
const activities = {
  async beginMigrationRun({ migrationId }: { migrationId: string }) {
    const run = runs.get(migrationId)!;
    run.reads.push(run.status);
    return { status: run.status, needsUnpack: false };
  },
  async unpackMigration(): Promise<never> {
    throw new Error("no archive in these tests");
  },
  async pendingMigrationItems({ migrationId, stage, afterId, limit }: { migrationId: string; stage: StageName; afterId: string | null; limit: number }) {
    const run = runs.get(migrationId)!;
    const itemIds = run.itemIds.filter((id) => (afterId === null || id > afterId) && !run.done[stage].includes(id)).slice(0, limit);
    return { status: run.status, itemIds };
  },
  async runMigrationStage({ migrationId, stage, itemIds }: { migrationId: string; stage: StageName; itemIds: string[] }) {
    const run = runs.get(migrationId)!;
    const chunk = run.chunks++;
    await run.onChunk?.(stage, chunk);
    run.done[stage].push(...itemIds);
  },
  async finishMigrationRun({ migrationId }: { migrationId: string }) {
    const run = runs.get(migrationId)!;
    run.finished = true;
    return (run.status = "COMPLETED");
  },
};

let temporal: TimeSkipping;
beforeAll(async () => {
  temporal = await startTimeSkipping("migration-control", activities);
});
afterAll(async () => {
  await temporal?.stop();
});

function newRun(migrationId: string, items: number, status: Status = "MIGRATING"): Run {
  const run: Run = {
    status,
    itemIds: Array.from({ length: items }, (_, i) => `item-${String(i).padStart(4, "0")}`),
    done: { CLASSIFY: [], SUMMARIZE: [], VALIDATE: [], CREATE: [] },
    chunks: 0,
    reads: [],
    finished: false,
  };
  runs.set(migrationId, run);
  return run;
}

const start = (migrationId: string) =>
  temporal.env.client.workflow.start(migrationWorkflow, { workflowId: `migration-${migrationId}`, taskQueue: temporal.taskQueue, args: [{ migrationId }] });

/** Waits (in real time, briefly) for a condition the workflow's activities bring about. */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Every stage did every item exactly once. */
function expectEachItemOncePerStage(run: Run) {
  for (const stage of ["CLASSIFY", "SUMMARIZE", "VALIDATE", "CREATE"] as const) expect([...run.done[stage]].sort()).toEqual(run.itemIds);
}

it("runs every stage over every item once, in chunks, and finishes", async () => {
  const run = newRun("plain", 3 * MIGRATION_CHUNK + 1);
  await expect((await start("plain")).result()).resolves.toBe("COMPLETED");
  expectEachItemOncePerStage(run);
  expect(run.chunks).toBe(4 * 4); // four chunks per stage
  expect(run.finished).toBe(true);
});

it("pauses: takes no new chunk while paused, however long, and resumes where it stopped on wake", async () => {
  const run = newRun("pause", 8 * MIGRATION_CHUNK);
  const handle = await start("pause");
  run.onChunk = async (stage) => {
    if (stage !== "SUMMARIZE" || run.status !== "MIGRATING" || run.done.SUMMARIZE.length) return;
    // What pauseMigration does: the status first, then the signal.
    run.status = "PAUSED";
    await handle.signal(wakeSignal);
  };
  await until(() => run.reads.includes("PAUSED"), "the run to see the pause");
  const chunksWhenPaused = run.chunks; // chunks under way at the wake finish; lanes take no new one
  expect(run.done.SUMMARIZE.length).toBeLessThan(run.itemIds.length);
  await temporal.env.sleep("10 minutes"); // skipped time
  expect(run.chunks).toBe(chunksWhenPaused);
  // A paused run re-reads its state every 30 s (a lost signal does not strand it).
  expect(run.reads.filter((s) => s === "PAUSED").length).toBeGreaterThanOrEqual(10 * 2 - 1);
  expect(run.finished).toBe(false);

  run.status = "MIGRATING"; // resumeMigration: the status, then the signal
  await handle.signal(wakeSignal);
  await expect(handle.result()).resolves.toBe("COMPLETED");
  expectEachItemOncePerStage(run);
});

it("resumes within 30 s even when the wake signal is lost", async () => {
  const run = newRun("lost-wake", MIGRATION_CHUNK, "PAUSED");
  const handle = await start("lost-wake");
  await until(() => run.reads.length > 0, "the run to read its state");
  expect(run.chunks).toBe(0);
  run.status = "MIGRATING"; // no signal
  await temporal.env.sleep("31 seconds");
  await expect(handle.result()).resolves.toBe("COMPLETED");
  expectEachItemOncePerStage(run);
});

it("cancels: stops taking chunks on wake, ends CANCELLED and never finishes the run", async () => {
  const run = newRun("cancel", 8 * MIGRATION_CHUNK);
  const handle = await start("cancel");
  // The other chunks in flight wait until the cancel is signalled, so none of them can finish (and
  // free its lane for a new chunk) before the run could know: the bound below does not hang on timing.
  let signalled!: () => void;
  const cancelSignalled = new Promise<void>((resolve) => (signalled = resolve));
  run.onChunk = async (stage, chunk) => {
    if (stage !== "CLASSIFY" || chunk !== 1) return cancelSignalled;
    run.status = "CANCELLED";
    await handle.signal(wakeSignal);
    signalled();
  };
  await expect(handle.result()).resolves.toBe("CANCELLED");
  expect(run.chunks).toBe(MIGRATION_PARALLEL); // the chunk that saw the cancel and those in flight with it; no new one
  expect(run.done.SUMMARIZE).toEqual([]);
  expect(run.finished).toBe(false);
});

it("cancels a paused run", async () => {
  const run = newRun("cancel-paused", MIGRATION_CHUNK, "PAUSED");
  const handle = await start("cancel-paused");
  await until(() => run.reads.length > 0, "the run to read its state");
  run.status = "CANCELLED";
  await handle.signal(wakeSignal);
  await expect(handle.result()).resolves.toBe("CANCELLED");
  expect(run.chunks).toBe(0);
});
