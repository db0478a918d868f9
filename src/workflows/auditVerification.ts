// Recomputes the audit hash chain of every application of an account and reports the broken ones.
// Ops start it with `npm run admin -- audit:verify --account <id>` and watch it in the Temporal UI.
import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";

const PAGE_SIZE = 200;
const ACTIVITY_OPTIONS = {
  startToCloseTimeout: "5 minutes",
  retry: { initialInterval: "1 second", maximumAttempts: 5 },
} as const;

const { listApplicationIds, verifyAuditChains } = proxyActivities<Activities>(ACTIVITY_OPTIONS);

export interface AuditVerificationResult {
  accountId: string;
  applicationsChecked: number;
  entriesChecked: number;
  broken: { applicationId: string; brokenAtSeq: number | null }[];
}

export async function auditVerificationWorkflow(input: { accountId: string }): Promise<AuditVerificationResult> {
  const result: AuditVerificationResult = { accountId: input.accountId, applicationsChecked: 0, entriesChecked: 0, broken: [] };
  let afterId: string | null = null;
  for (;;) {
    const ids: string[] = await listApplicationIds({ accountId: input.accountId, afterId, pageSize: PAGE_SIZE });
    if (ids.length === 0) break;
    const reports = await verifyAuditChains({ applicationIds: ids });
    for (const report of reports) {
      result.applicationsChecked += 1;
      result.entriesChecked += report.entries;
      if (!report.ok) result.broken.push({ applicationId: report.applicationId, brokenAtSeq: report.brokenAtSeq });
    }
    afterId = ids[ids.length - 1];
  }
  return result;
}
