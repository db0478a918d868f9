// Workflow ids carry business meaning so a person finds them in the Temporal UI. Every id and schedule
// id is built here, workflow code's child ids included: workflows import this file (ESLint allows it
// alone), so it performs no I/O and imports nothing.

/**
 * A batch named after its members: restarting the same batch after a crash finds the running one.
 * node:crypto is read at call time: Temporal's workflow sandbox refuses a static import of it, and
 * workflows only build ids without a hash.
 */
const membersHash = (ids: string[]) =>
  process
    .getBuiltinModule("node:crypto")
    .createHash("sha256")
    .update([...ids].sort().join(","))
    .digest("hex")
    .slice(0, 12);

export const workflowIds = {
  auditVerification: (accountId: string, at: Date) => `audit-verification-${accountId}-${at.toISOString().replace(/[:.]/g, "-")}`,
  webhookDelivery: (deliveryId: string) => `delivery-${deliveryId}`,
  /** Named after its members, so restarting the same batch after a crash finds the running one. */
  webhookDeliveryBatch: (deliveryIds: string[]) => `deliveries-${deliveryIds[0]}-${membersHash(deliveryIds)}`,
  /**
   * Held deliveries released together; the claim time tells a later release of the same group apart.
   * src/domain/webhooks/dispatch.ts tells releases from batches in SQL by the `release-` prefix.
   */
  heldRelease: (webhookId: string, firstDeliveryId: string, claimedAt: Date) => `release-${webhookId}-${firstDeliveryId}-${claimedAt.getTime()}`,
  /** One delivery of a release, a child of the release's workflow (heldRelease), in the order of their events. */
  releasedDelivery: (releaseWorkflowId: string, deliveryId: string) => `${releaseWorkflowId}-${deliveryId}`,
  migration: (migrationId: string) => `migration-${migrationId}`,
  export: (jobId: string) => `export-${jobId}`,
  documentValidation: (documentId: string) => `document-validation-${documentId}`,
  /** Documents a migration registered, validated together; named after its members like delivery batches. */
  documentValidationBatch: (documentIds: string[]) => `document-validation-batch-${documentIds[0]}-${membersHash(documentIds)}`,
  webhookRedelivery: (deliveryId: string, n: number) => `delivery-${deliveryId}-redelivery-${n}`,
  /** Key persons of one application screened together, named after the application and its members. */
  screening: (applicationId: string, requestIds: string[]) => `screening-${applicationId}-${membersHash(requestIds)}`,
  /** Key persons of several applications (a migration's) screened together. */
  screeningBatch: (requestIds: string[]) => `screening-batch-${requestIds[0]}-${membersHash(requestIds)}`,
  /** Monitored persons re-screened against what one watchlist import changed. */
  monitoring: (list: string, version: number) => `monitoring-${list}-v${version}`,
  /** A list's stored forms and keys rewritten after an upgrade changed how names normalise (MATCH_FORMS_VERSION). */
  watchlistReindex: (list: string, formsVersion: number) => `watchlist-reindex-${list}-forms-v${formsVersion}`,
  /** A list source's Temporal Schedule, fetching the list every interval (its runs are named after it, plus their time). */
  watchlistRefreshSchedule: (list: string) => `watchlist-refresh-${list}`,
  /** The daily retention sweep's Temporal Schedule (its runs are named after it, plus their time). */
  retentionSweepSchedule: () => "retention-sweep",
  /** The daily periodic review sweep's Temporal Schedule: opens the review tasks of applications falling due. */
  periodicReviewSweepSchedule: () => "periodic-review-sweep",
  /**
   * Every application of an account re-assessed under the newest version of its risk model: one workflow
   * per account at a time, told of newer versions by signal (src/domain/risk/reassessment.ts names it too).
   */
  riskReassessment: (accountId: string) => `risk-reassess-${accountId}`,
  /** A sweep an operator ran at once (`npm run admin -- retention:sweep`). */
  retentionSweep: (at: Date) => `retention-sweep-manual-${at.toISOString().replace(/[:.]/g, "-")}`,
};
