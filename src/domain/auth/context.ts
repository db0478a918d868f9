// Who is calling: resolved once per request from the API key, passed to every domain function.
import type { Role } from "./permissions";

export interface Actor {
  accountId: string;
  apiKeyId: string;
  userId: string;
  /** Shown in audit entries as performedByName. */
  userName: string;
  /** Operator keys act for the service: their changes are never sent to customers. */
  operator: boolean;
  /**
   * The narrower of the key's and its user's role (src/domain/auth/permissions.ts); null or absent:
   * every permission, as the spec's keys and the service itself.
   */
  role?: Role | null;
}

/** The service itself (workers, migrations): audited under this name. */
export function serviceActor(accountId: string): Actor {
  return { accountId, apiKeyId: "service", userId: "service", userName: "Compliance Service", operator: true };
}

/**
 * The service doing work a customer asked for (validating their upload, running their migration):
 * audited as the service, but its events reach the customer like their own.
 */
export function automationActor(accountId: string): Actor {
  return { accountId, apiKeyId: "service", userId: "service", userName: "Compliance Service", operator: false };
}
