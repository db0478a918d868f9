// Activities: the I/O workflows perform, thin wrappers over src/domain, built once per worker with
// its dependencies injected.
import { heartbeat } from "@temporalio/activity";
import type { PrismaClient } from "../generated/prisma/client";
import { verifyAuditChain, type ChainReport } from "../domain/audit/trail";
import type { UrlPolicy } from "../kernel/outboundUrls";
import type { ObjectStore } from "../storage";
import { migrationActivities } from "./migrations";
import { exportActivities } from "./exports";
import { screeningActivities } from "./screening";
import { watchlistActivities } from "./watchlists";
import type { MediaSearchProvider } from "../domain/screening/media/provider";
import type { LlmConfig } from "../config";
import { validateDocument } from "../domain/documents/validation";
import { applicationIdsPage } from "../domain/applications/list";
import { retentionActivities } from "./retention";
import { inLanes } from "./lanes";
import { webhookActivities } from "./webhooks";
import { periodicReviewActivities } from "./periodicReview";
import { riskActivities } from "./risk";

/** Documents of one batch validated at once. */
const VALIDATION_CONCURRENCY = 4;

export interface ActivityDeps {
  db: PrismaClient;
  urlPolicy: UrlPolicy;
  /** Where scheduled list sources may be fetched from (LIST_SOURCE_ALLOW_PRIVATE_TARGETS). */
  listSourceUrlPolicy: UrlPolicy;
  /** LIST_SOURCE_MAX_BYTES: the largest list file a source may deliver, decompressed. */
  listSourceMaxBytes?: number;
  objectStore: ObjectStore;
  maxUploadBytes: number;
  /** UPLOAD_GRACE_PERIOD in ms (the retention sweep's collection of uploads never registered); unset: its default. */
  uploadGraceMs?: number;
  /** MIGRATION_MAX_ZIP_ENTRIES, held again when a run unpacks. */
  maxZipEntries: number;
  /** Adverse-media search, or null when it is not configured (screening then covers the lists only). */
  media: MediaSearchProvider | null;
  llm: LlmConfig;
  /** config.sandbox: the sandbox's magic inputs (src/domain/sandbox), test deployments only. */
  sandbox?: boolean;
}

export function createActivities({
  db,
  urlPolicy,
  listSourceUrlPolicy,
  listSourceMaxBytes,
  objectStore,
  maxUploadBytes,
  uploadGraceMs,
  maxZipEntries,
  media,
  llm,
  sandbox = false,
}: ActivityDeps) {
  return {
    ...migrationActivities({ db, objectStore, maxUploadBytes, maxZipEntries }),
    ...exportActivities({ db, objectStore }),
    ...screeningActivities({ db, media, llm, sandbox }),
    ...watchlistActivities({ db, objectStore, listSourceUrlPolicy, listSourceMaxBytes }),
    ...retentionActivities({ db, objectStore, uploadGraceMs }),
    ...webhookActivities({ db, urlPolicy }),
    ...periodicReviewActivities({ db }),
    ...riskActivities({ db }),
    /** Application ids of an account, one page at a time (keyset on id). */
    async listApplicationIds(input: { accountId: string; afterId: string | null; pageSize: number }): Promise<string[]> {
      return applicationIdsPage(db, input.accountId, input.afterId, input.pageSize);
    },
    async validateDocument(input: { documentId: string; jobId: string }) {
      return validateDocument(db, objectStore, { ...input, sandbox });
    },
    /** A batch of documents, a few at a time; each one is idempotent, so a retried batch redoes only what did not commit. */
    async validateDocuments(input: { documentIds: string[]; jobId: string }): Promise<void> {
      await inLanes(input.documentIds, VALIDATION_CONCURRENCY, async (documentId) => {
        await validateDocument(db, objectStore, { documentId, jobId: input.jobId, sandbox });
        heartbeat();
      });
    },
    async verifyAuditChains(input: { applicationIds: string[] }): Promise<ChainReport[]> {
      const reports: ChainReport[] = [];
      for (const id of input.applicationIds) reports.push(await verifyAuditChain(db, id));
      return reports;
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
