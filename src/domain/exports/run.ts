// The run of an export job, as the workflow's activities perform it: begin (RUNNING, total known),
// stream the artifact into the object store page by page, finish (COMPLETED and export.completed in
// one transaction, only from RUNNING, so a repeated finish emits nothing).
import { Readable } from "node:stream";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { automationActor } from "../auth/context";
import { emitEvent } from "../events/outbox";
import type { ObjectStore } from "../../storage/objectStore";
import { artifactWriter } from "./artifact";
import { fatcaArtifactWriter } from "./fatcaBulk";
import { readExportPage, type ExportApplication } from "./investors";
import { EXPORT_FILES, exportJobView, exportKeyOf, type ExportFailure } from "./jobs";
import { inTransaction } from "../../db/transaction";

/** Applications read per keyset page. */
const EXPORT_PAGE_SIZE = 1000;

export async function beginExportRun(db: PrismaClient, jobId: string): Promise<{ status: string }> {
  const job = await db.exportJob.findUnique({ where: { id: jobId } });
  if (!job) return { status: "GONE" };
  if (job.status === "COMPLETED" || job.status === "FAILED") return { status: job.status };
  const totalCount = job.applicationIds.length || (await db.application.count({ where: { accountId: job.accountId } }));
  await db.exportJob.update({ where: { id: jobId }, data: { status: "RUNNING", totalCount } });
  return { status: "RUNNING" };
}

/** Starts a read now, so it runs in the database while the previous page is written; a failure surfaces when awaited. */
function prefetch<T>(read: () => Promise<T>): Promise<T> {
  const pending = read();
  pending.catch(() => undefined); // awaited later, or abandoned when the run stops
  return pending;
}

/** Pages of the job's applications: the requested ids in their order (absent ones reported), or the whole account by id. */
async function* applicationPages(
  db: PrismaClient,
  job: { accountId: string; applicationIds: string[] },
  failures: ExportFailure[],
): AsyncGenerator<ExportApplication[]> {
  if (job.applicationIds.length) {
    const chunks: string[][] = [];
    for (let i = 0; i < job.applicationIds.length; i += EXPORT_PAGE_SIZE) chunks.push(job.applicationIds.slice(i, i + EXPORT_PAGE_SIZE));
    let next = prefetch(() => readExportPage(db, job.accountId, { ids: chunks[0] }));
    for (let c = 0; c < chunks.length; c++) {
      const rows = await next;
      if (c + 1 < chunks.length) next = prefetch(() => readExportPage(db, job.accountId, { ids: chunks[c + 1] }));
      const byId = new Map(rows.map((r) => [r.id, r]));
      // Unknown and other accounts' ids fail alike, so the answer reveals nothing about them.
      for (const id of chunks[c]) if (!byId.has(id)) failures.push({ applicationId: id, reason: "Application not found" });
      yield chunks[c].flatMap((id) => byId.get(id) ?? []);
    }
    return;
  }
  const page = (afterId: string | null) => prefetch(() => readExportPage(db, job.accountId, { afterId, limit: EXPORT_PAGE_SIZE }));
  let next = page(null);
  for (;;) {
    const rows = await next;
    if (!rows.length) return;
    next = page(rows[rows.length - 1].id);
    yield rows;
  }
}

/**
 * Writes the whole artifact (a retry writes it again from the start under the same key) and records
 * counts and failures on the job. `progress` runs after each page (heartbeat); `signal` stops it.
 */
export async function writeExportArtifact(
  db: PrismaClient,
  store: ObjectStore,
  jobId: string,
  hooks: { progress?: (completed: number) => void; signal?: AbortSignal } = {},
): Promise<{ completedCount: number; failedCount: number }> {
  const job = await db.exportJob.findUniqueOrThrow({ where: { id: jobId } });
  const fatca = job.format === "FATCA_XML" ? fatcaArtifactWriter(db, job) : null;
  const writer = fatca ?? artifactWriter(job.format);
  const failures: ExportFailure[] = [];
  let completed = 0;
  await db.exportJob.update({ where: { id: jobId }, data: { completedCount: 0 } });
  async function* bytes() {
    yield Buffer.from(writer.head(), "utf8");
    for await (const page of applicationPages(db, job, failures)) {
      hooks.signal?.throwIfAborted();
      if (writer.preparePage) await writer.preparePage(page);
      let text = "";
      for (const application of page) {
        try {
          text += writer.page([application]);
          completed += 1;
        } catch (err) {
          failures.push({ applicationId: application.id, reason: `Could not be exported: ${(err as Error).message}` });
        }
      }
      yield Buffer.from(text, "utf8");
      if (fatca) await fatca.savePage();
      await db.exportJob.update({ where: { id: jobId }, data: { completedCount: completed } });
      hooks.progress?.(completed);
    }
    yield Buffer.from(writer.tail(), "utf8");
  }
  const key = exportKeyOf(job);
  const stored = await store.put(key, Readable.from(bytes()), { contentType: EXPORT_FILES[job.format].contentType, maxBytes: Number.MAX_SAFE_INTEGER });
  // The records the file holds, so later messages never reuse their DocRefIds and corrections can name them (a retry writes the same ids):
  // each page's as it is written, the message's own once the file is stored.
  if (fatca) await fatca.saveMessage();
  await db.exportJob.update({
    where: { id: jobId },
    data: {
      completedCount: completed,
      failures: failures as unknown as Prisma.InputJsonValue,
      failedApplicationIds: failures.map((f) => f.applicationId),
      resultKey: key,
      byteSize: BigInt(stored.byteSize),
    },
  });
  return { completedCount: completed, failedCount: failures.length };
}

/** COMPLETED with its event, once: only a RUNNING job moves, so a replayed finish changes and emits nothing. */
export async function finishExportRun(db: PrismaClient, jobId: string): Promise<string> {
  return inTransaction(db, async (tx) => {
    const moved = await tx.exportJob.updateMany({
      where: { id: jobId, status: "RUNNING", resultKey: { not: null } },
      data: { status: "COMPLETED", completedAt: new Date() },
    });
    const job = await tx.exportJob.findUniqueOrThrow({ where: { id: jobId } });
    if (moved.count === 1) {
      const view = exportJobView(job);
      await emitEvent(tx, automationActor(job.accountId), {
        event: "export.completed",
        entityType: "EXPORT",
        entityId: job.id,
        metadata: {
          jobId: job.id,
          format: job.format,
          status: job.status,
          totalCount: job.totalCount,
          completedCount: job.completedCount,
          failedApplicationIds: job.failedApplicationIds,
          statusPath: view.statusPath,
          downloadPath: view.downloadPath,
        },
      });
    }
    return job.status;
  });
}

/** A job whose artifact could not be written after every retry. */
export async function failExportRun(db: PrismaClient, jobId: string, reason: string): Promise<string> {
  await db.exportJob.updateMany({
    where: { id: jobId, status: { in: ["QUEUED", "RUNNING"] } },
    data: { status: "FAILED", error: reason, completedAt: new Date() },
  });
  return "FAILED";
}
