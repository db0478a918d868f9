// Workflow and schedule ids are what ops search the Temporal UI for and what a restart finds a
// running workflow by: every builder's exact output is pinned here, batch hashes included.
import { workflowIds } from "../../../src/temporal/workflowIds";

const at = new Date("2026-11-27T02:41:00.123Z");
const members = ["0190c0de-0000-7000-8000-00000000000b", "0190c0de-0000-7000-8000-00000000000a"];
const batchSuffix = "0190c0de-0000-7000-8000-00000000000b-7d8a657f0f67";

describe("workflowIds", () => {
  it("names single runs after the row they work on", () => {
    expect(workflowIds.webhookDelivery("d1")).toBe("delivery-d1");
    expect(workflowIds.webhookRedelivery("d1", 2)).toBe("delivery-d1-redelivery-2");
    expect(workflowIds.migration("m1")).toBe("migration-m1");
    expect(workflowIds.export("j1")).toBe("export-j1");
    expect(workflowIds.documentValidation("doc1")).toBe("document-validation-doc1");
    expect(workflowIds.monitoring("ofac", 3)).toBe("monitoring-ofac-v3");
    expect(workflowIds.auditVerification("acc_1", at)).toBe("audit-verification-acc_1-2026-11-27T02-41-00-123Z");
    expect(workflowIds.retentionSweep(at)).toBe("retention-sweep-manual-2026-11-27T02-41-00-123Z");
  });

  it("names batches after their first member and a hash of all, in any order", () => {
    expect(workflowIds.webhookDeliveryBatch(members)).toBe(`deliveries-${batchSuffix}`);
    expect(workflowIds.documentValidationBatch(members)).toBe(`document-validation-batch-${batchSuffix}`);
    expect(workflowIds.screeningBatch(members)).toBe(`screening-batch-${batchSuffix}`);
    expect(workflowIds.screening("a1", members)).toBe("screening-a1-7d8a657f0f67");
    expect(workflowIds.screening("a1", [...members].reverse())).toBe("screening-a1-7d8a657f0f67");
  });

  it("names a release and each of its deliveries after the release", () => {
    const release = workflowIds.heldRelease("w1", "d1", at);
    expect(release).toBe("release-w1-d1-1795747260123");
    expect(workflowIds.releasedDelivery(release, "d2")).toBe("release-w1-d1-1795747260123-d2");
  });

  it("names schedules after what they run", () => {
    expect(workflowIds.watchlistRefreshSchedule("ofac-sdn")).toBe("watchlist-refresh-ofac-sdn");
    expect(workflowIds.watchlistReindex("ofac-sdn", 2)).toBe("watchlist-reindex-ofac-sdn-forms-v2");
    expect(workflowIds.retentionSweepSchedule()).toBe("retention-sweep");
    expect(workflowIds.periodicReviewSweepSchedule()).toBe("periodic-review-sweep");
  });
});
