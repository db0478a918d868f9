import { createHash } from "node:crypto";

// Workflow ids carry business meaning so a person finds them in the Temporal UI.
export const workflowIds = {
  auditVerification: (accountId: string, at: Date) => `audit-verification-${accountId}-${at.toISOString().replace(/[:.]/g, "-")}`,
  webhookDelivery: (deliveryId: string) => `delivery-${deliveryId}`,
  /** Named after its members, so restarting the same batch after a crash finds the running one. */
  webhookDeliveryBatch: (deliveryIds: string[]) =>
    `deliveries-${deliveryIds[0]}-${createHash("sha256").update([...deliveryIds].sort().join(",")).digest("hex").slice(0, 12)}`,
  /** Held deliveries released together; the claim time tells a later release of the same group apart. */
  heldRelease: (webhookId: string, firstDeliveryId: string, claimedAt: Date) => `release-${webhookId}-${firstDeliveryId}-${claimedAt.getTime()}`,
  migration: (migrationId: string) => `migration-${migrationId}`,
  export: (jobId: string) => `export-${jobId}`,
  documentValidation: (documentId: string) => `document-validation-${documentId}`,
  /** Documents a migration registered, validated together; named after its members like delivery batches. */
  documentValidationBatch: (documentIds: string[]) =>
    `document-validation-batch-${documentIds[0]}-${createHash("sha256").update([...documentIds].sort().join(",")).digest("hex").slice(0, 12)}`,
  webhookRedelivery: (deliveryId: string, n: number) => `delivery-${deliveryId}-redelivery-${n}`,
};
