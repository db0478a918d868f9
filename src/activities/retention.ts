// The retention sweep's I/O (src/workflows/retention.ts): thin wrappers over src/domain/retention.
import type { PrismaClient } from "../generated/prisma/client";
import type { ObjectStore } from "../storage";
import { DomainError } from "../errors";
import { automationActor } from "../domain/auth/context";
import { accountIdsPage } from "../domain/accounts/admin";
import { applicationsPastRetention, eraseApplication } from "../domain/retention/erasure";
import { deleteMatchLogPastRetention } from "../domain/retention/matchLog";
import { collectUnregisteredUploads, DEFAULT_UPLOAD_GRACE_MS } from "../domain/documents/uploadSweep";

/** Refusals a rule makes (a hold set, say, since the page was read): not retried, counted. */
const REFUSALS = new Set(["LEGAL_HOLD", "RETENTION_PERIOD", "APPLICATION_NOT_CLOSED"]);

export function retentionActivities({
  db,
  objectStore,
  uploadGraceMs = DEFAULT_UPLOAD_GRACE_MS,
}: {
  db: PrismaClient;
  objectStore: ObjectStore;
  /** UPLOAD_GRACE_PERIOD: how long after its URL expired an upload never registered is kept. */
  uploadGraceMs?: number;
}) {
  return {
    /** An account's records that belong to no application: its /match log past retention, its uploads never registered. */
    async sweepAccountRecords(input: { accountId: string; now: string }): Promise<{ matchLogsDeleted: number; uploadsDeleted: number }> {
      const now = new Date(input.now);
      const matchLogsDeleted = await deleteMatchLogPastRetention(db, input.accountId, now);
      const uploadsDeleted = await collectUnregisteredUploads(db, objectStore, input.accountId, now, uploadGraceMs);
      return { matchLogsDeleted, uploadsDeleted };
    },
    /** Account ids, one page at a time (keyset on id; `fromId` includes that id). */
    async listAccountIdsPage(input: { afterId: string | null; fromId: string | null; pageSize: number }): Promise<string[]> {
      return accountIdsPage(db, input);
    },
    async listApplicationsPastRetention(input: { accountId: string; now: string; afterId: string | null; pageSize: number }): Promise<string[]> {
      return applicationsPastRetention(db, input.accountId, new Date(input.now), input.pageSize, input.afterId);
    },
    /** Erases one application as the service (visible to the customer); "already" when a previous attempt or run finished it. */
    async eraseApplicationPastRetention(input: { accountId: string; applicationId: string; now: string }): Promise<"erased" | "already" | "refused"> {
      try {
        const erasure = await eraseApplication(db, objectStore, automationActor(input.accountId), input.applicationId, new Date(input.now));
        return erasure.erasedNow ? "erased" : "already";
      } catch (err) {
        if (err instanceof DomainError && REFUSALS.has(err.code)) return "refused";
        throw err;
      }
    },
  };
}
