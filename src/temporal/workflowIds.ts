// Workflow ids carry business meaning so a person finds them in the Temporal UI.
export const workflowIds = {
  auditVerification: (accountId: string, at: Date) => `audit-verification-${accountId}-${at.toISOString().replace(/[:.]/g, "-")}`,
  webhookDelivery: (deliveryId: string) => `delivery-${deliveryId}`,
  heldRelease: (webhookId: string, firstDeliveryId: string) => `release-${webhookId}-${firstDeliveryId}`,
  webhookRedelivery: (deliveryId: string, n: number) => `delivery-${deliveryId}-redelivery-${n}`,
};
