// Roles and permissions: who may run which GraphQL root field. The one map; the schema enforces it on
// every root field (src/schema/permissions.ts) and OpenAPI documents it per route (x-permission).
//
// Default-deny: a mutation not listed here needs `write`, so a mutation added anywhere is covered
// without an edit here; a query or subscription not listed needs `read`, which every role has.
import { DomainError } from "../../errors";
import type { Actor } from "./context";

/** Narrowest first: each role has every permission of the roles before it. */
export const ROLES = ["viewer", "analyst", "approver", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ["read", "write", "review", "approve", "admin"] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The lowest role holding each permission. */
const LOWEST_ROLE: Record<Permission, Role> = {
  read: "viewer",
  write: "analyst",
  review: "analyst",
  approve: "approver",
  admin: "admin",
};

/** Root fields whose permission is not the default of their operation type. */
const FIELD_PERMISSIONS: Record<string, Permission> = {
  // review: the screening reviewer's work
  updateScreeningHitStatus: "review",
  createScreeningGroup: "review",
  moveScreeningHits: "review",
  updateScreeningGroup: "review",
  updateIndividualScreeningInfo: "review",
  updateIndividualScreeningSummary: "review",
  updateBusinessScreeningInfo: "review",
  updateBusinessScreeningSummary: "review",
  // approve: the decision on an application
  approveApplication: "approve",
  rejectApplication: "approve",
  overrideRiskLevel: "approve",
  withdrawRiskOverride: "approve",
  // admin: the account's configuration
  createWebhook: "admin",
  updateWebhook: "admin",
  deleteWebhook: "admin",
  redeliverWebhookDelivery: "admin",
  resendFailedWebhookDeliveries: "admin",
  pingWebhook: "admin",
  rotateWebhookSecret: "admin",
  createOnboardingWorkflow: "admin",
  updateOnboardingWorkflow: "admin",
  updateSeverityTaxonomy: "admin",
  updateFourEyesPolicy: "admin",
  updateApprovalGates: "admin",
  updatePeriodicReviewPolicy: "admin",
  updateRiskModel: "admin",
  updateUboThresholds: "admin",
  updateUserRole: "admin",
  // and operator keys only (the sources serve every account): src/domain/screening/watchlists/sources.ts
  addWatchlistSource: "admin",
  removeWatchlistSource: "admin",
  // admin: retention and erasure (docs/retention-and-erasure.md)
  updateRetentionPolicy: "admin",
  setLegalHold: "admin",
  releaseLegalHold: "admin",
  eraseApplication: "admin",
  eraseScreeningMatchLogSubject: "admin",
};

export type OperationType = "query" | "mutation" | "subscription";

/** The permission a root field needs: its entry in the map, else `write` for a mutation and `read` otherwise. */
export function permissionFor(operation: OperationType, field: string): Permission {
  return FIELD_PERMISSIONS[field] ?? (operation === "mutation" ? "write" : "read");
}

/** The narrower of two roles; null stands for no restriction (the spec's full-access key). */
export function narrowerRole(a: Role | null | undefined, b: Role | null | undefined): Role | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return ROLES.indexOf(a) <= ROLES.indexOf(b) ? a : b;
}

/** Whether a role (null: unrestricted) holds a permission. */
export function roleHas(role: Role | null | undefined, permission: Permission): boolean {
  return !role || ROLES.indexOf(role) >= ROLES.indexOf(LOWEST_ROLE[permission]);
}

/** The permission fewest roles hold (`read` for none). */
export function strongestPermission(permissions: readonly Permission[]): Permission {
  const rank = (p: Permission) => ROLES.indexOf(LOWEST_ROLE[p]) * PERMISSIONS.length + PERMISSIONS.indexOf(p);
  return permissions.reduce<Permission>((a, b) => (rank(b) > rank(a) ? b : a), "read");
}

/** The roles holding a permission, for documentation. */
export function rolesWith(permission: Permission): Role[] {
  return ROLES.filter((r) => roleHas(r, permission));
}

export function hasPermission(actor: Actor, permission: Permission): boolean {
  return roleHas(actor.role, permission);
}

/** The 403 naming the missing permission, in the contract's error shape. */
export function assertPermission(actor: Actor, permission: Permission): void {
  if (!hasPermission(actor, permission)) throw forbidden(actor, permission);
}

export function forbidden(actor: Actor, permission: Permission): DomainError {
  return new DomainError("FORBIDDEN", `Missing permission "${permission}": this API key acts with the role "${actor.role}", which does not include it`, [
    { path: "permission", message: `requires "${permission}" (roles: ${rolesWith(permission).join(", ")})` },
  ]);
}

/** One sentence for a field's or route's description. */
export function permissionSentence(permission: Permission): string {
  return `Permission: \`${permission}\` (${rolesWith(permission).join(", ")}, or a key without a role).`;
}
