// Roles and permissions: the vocabulary, and which role holds what. Which operation needs which
// permission is declared where the operation is, on its GraphQL root field (src/schema/permissions.ts);
// the domain checks a permission itself only inside a rule (a second approval, an override).
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
