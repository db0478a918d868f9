// Bulk export jobs: created by one API key, run by a Temporal workflow (`export-<jobId>`, reached
// through an ExportRunner so this file knows nothing of Temporal), read back only by that same key.
import type { ExportJob, Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { DomainError, invalid } from "../../errors";
import { fatcaSenderGiin, type FatcaJobParameters } from "./fatcaBulk";
import { checkFatcaRequest } from "./fatcaRequest";
import { parseInput } from "../../kernel/validation";
import { accountKeyPrefix, DOWNLOAD_URL_TTL_SECONDS, type ObjectStore } from "../../storage/objectStore";
import { CreateExportInput, type ExportFormat } from "./inputs";
import { orNotFound, owned } from "../../kernel/accountScope";

/** Starts the run of a job; implemented over Temporal in src/temporal/exportRunner.ts. */
export interface ExportRunner {
  /** Idempotent: starts `export-<jobId>` unless it was started before. */
  start(job: { id: string; accountId: string }): Promise<void>;
}

export const EXPORT_FILES: Record<ExportFormat, { extension: string; contentType: string }> = {
  CRS_XML: { extension: "xml", contentType: "application/xml; charset=utf-8" },
  JSON: { extension: "json", contentType: "application/json; charset=utf-8" },
  CSV: { extension: "csv", contentType: "text/csv; charset=utf-8" },
  FATCA_XML: { extension: "xml", contentType: "application/xml; charset=utf-8" },
};

export const exportKeyOf = (job: { accountId: string; id: string; format: ExportFormat }) =>
  `${accountKeyPrefix(job.accountId)}exports/${job.id}/export-${job.id}.${EXPORT_FILES[job.format].extension}`;

/** Paths relative to PUBLIC_BASE_URL; both answer only the key that created the job. */
const exportPaths = (jobId: string) => ({ statusPath: `/api/v1/exports/${jobId}`, downloadPath: `/api/v1/exports/${jobId}/download` });

export interface ExportFailure {
  applicationId: string;
  reason: string;
}

export interface ExportJobView extends Omit<ExportJob, "failures" | "byteSize" | "parameters"> {
  jobId: string;
  failures: ExportFailure[];
  failedCount: number;
  byteSize: number | null;
  /** FATCA_XML: the MessageRefId of the message (null for other formats). */
  messageRefId: string | null;
  statusPath: string;
  downloadPath: string;
}

export function exportJobView(job: ExportJob): ExportJobView {
  const failures = Array.isArray(job.failures) ? (job.failures as unknown as ExportFailure[]) : [];
  const { parameters, ...rest } = job;
  const fatca = parameters as unknown as FatcaJobParameters | null;
  return {
    ...rest,
    messageRefId: job.format === "FATCA_XML" && fatca ? `${fatcaSenderGiin(fatca.reportingFi)}.${job.id}` : null,
    jobId: job.id,
    failures,
    failedCount: job.failedApplicationIds.length,
    byteSize: job.byteSize === null ? null : Number(job.byteSize),
    ...exportPaths(job.id),
  };
}

/** The job, if the calling key created it; any other key (same account or not) finds nothing. */
async function ownJob(db: PrismaClient, actor: Actor, id: string): Promise<ExportJob> {
  return orNotFound("Export", db.exportJob.findFirst({ where: { id, ...owned(actor), createdByKeyId: actor.apiKeyId } }));
}

/** Commits the job (QUEUED), then starts its workflow. Requested ids are not checked here: the run records unknown ones as failed. */
export async function createExport(db: PrismaClient, actor: Actor, raw: unknown, runner: ExportRunner): Promise<ExportJobView> {
  const input = parseInput(CreateExportInput, raw);
  let applicationIds = input.applicationIds ? [...new Set(input.applicationIds)] : [];
  let parameters: FatcaJobParameters | undefined;
  if (input.format === "FATCA_XML") {
    // Refused here, before any job or file exists, when the message would break an IRS rule.
    ({ parameters, applicationIds } = await checkFatcaRequest(db, actor, input));
  } else if (input.fatca) {
    throw invalid("`fatca` is for format FATCA_XML only", [{ path: "fatca", message: `not taken with format ${input.format}` }]);
  }
  const job = await db.exportJob.create({
    data: {
      ...owned(actor),
      createdById: actor.userId,
      createdByKeyId: actor.apiKeyId,
      format: input.format,
      applicationIds,
      totalCount: applicationIds.length,
      failedApplicationIds: [],
      ...(parameters ? { parameters: parameters as unknown as Prisma.InputJsonValue } : {}),
    },
  });
  await runner.start(job);
  return exportJobView(job);
}

export async function getExport(db: PrismaClient, actor: Actor, id: string): Promise<ExportJobView> {
  return exportJobView(await ownJob(db, actor, id));
}

/** A fresh signed URL of the artifact on every call, valid 7 days (spec 8). */
export async function exportDownload(
  db: PrismaClient,
  actor: Actor,
  id: string,
  store: ObjectStore,
): Promise<{ url: string; expiresAt: Date; fileName: string }> {
  const job = await ownJob(db, actor, id);
  if (job.status !== "COMPLETED" || !job.resultKey)
    throw new DomainError("INVALID_TRANSITION", `Export is ${job.status}: the file is ready once it is COMPLETED`);
  const expiresAt = new Date(Date.now() + DOWNLOAD_URL_TTL_SECONDS * 1000);
  const url = await store.signedDownloadUrl(job.resultKey, { contentType: EXPORT_FILES[job.format].contentType, ttlSeconds: DOWNLOAD_URL_TTL_SECONDS });
  return { url, expiresAt, fileName: job.resultKey.split("/").pop()! };
}

/** For operators watching (admin `exports:watch`): any job by id, with its progress. */
export async function exportProgress(db: PrismaClient, id: string) {
  const job = await orNotFound("Export", db.exportJob.findUnique({ where: { id } }));
  const view = exportJobView(job);
  return { export: view, progress: { applications: { done: job.completedCount, total: job.totalCount } } };
}

/** Jobs not finished a while after they were made (the reconciler asks Temporal whether `export-<id>` still runs). */
export function staleExports(db: PrismaClient, createdBefore: Date, limit: number) {
  return db.exportJob.findMany({
    where: { status: { in: ["QUEUED", "RUNNING"] }, createdAt: { lt: createdBefore } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, accountId: true },
  });
}
