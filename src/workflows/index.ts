// Every workflow the worker hosts. Workflow code is deterministic: it imports activity types only.
export { auditVerificationWorkflow } from "./auditVerification";
export { releasedDeliveriesWorkflow, webhookDeliveryBatchWorkflow, webhookDeliveryWorkflow } from "./webhookDelivery";
export { migrationWorkflow } from "./migration";
export { exportWorkflow } from "./exports";
export { documentValidationBatchWorkflow, documentValidationWorkflow } from "./documentValidation";
export { monitoringWorkflow, screeningWorkflow } from "./screening";
export { watchlistRefreshWorkflow, watchlistReindexWorkflow } from "./listSources";
export { retentionSweepWorkflow } from "./retention";
export { periodicReviewSweepWorkflow } from "./periodicReview";
export { riskReassessmentWorkflow } from "./riskReassessment";
