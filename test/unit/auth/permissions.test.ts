// Roles and permissions as one ordered vocabulary (src/domain/auth/permissions.ts): each role holding
// every permission of the roles before it, a key held to the narrower of its own role and its user's,
// and the 403 that names what is missing. Which field needs what: test/unit/schema/permissions.test.ts.
import { DomainError } from "../../../src/errors";
import {
  assertPermission,
  narrowerRole,
  PERMISSIONS,
  roleHas,
  ROLES,
  rolesWith,
  strongestPermission,
  type Permission,
} from "../../../src/domain/auth/permissions";
import type { Actor } from "../../../src/domain/auth/context";

const actor = (role: Actor["role"]): Actor => ({ accountId: "acc", apiKeyId: "key", userId: "u", userName: "Uma", operator: false, role }) as Actor;

describe("permissions", () => {
  it("grow with the role: each role has every permission of the ones before it, and no role (the spec's key) has all", () => {
    const table = Object.fromEntries(ROLES.map((r) => [r, PERMISSIONS.filter((p) => roleHas(r, p))]));
    expect(table).toEqual({
      viewer: ["read"],
      analyst: ["read", "write", "review"],
      approver: ["read", "write", "review", "approve"],
      admin: ["read", "write", "review", "approve", "admin"],
    });
    for (const p of PERMISSIONS) expect(roleHas(null, p)).toBe(true);
    expect(rolesWith("approve")).toEqual(["approver", "admin"]);
  });

  it("hold a key to the narrower of its role and its user's; no role on one side leaves the other", () => {
    expect(narrowerRole("admin", "viewer")).toBe("viewer");
    expect(narrowerRole("analyst", "approver")).toBe("analyst");
    expect(narrowerRole(null, "approver")).toBe("approver");
    expect(narrowerRole("approver", undefined)).toBe("approver");
    expect(narrowerRole(null, null)).toBeNull();
  });

  it("name a route's permission as the strongest its operation's fields need", () => {
    expect(strongestPermission([])).toBe("read");
    expect(strongestPermission(["read", "write", "review"])).toBe("review");
    expect(strongestPermission(["approve", "write"] as Permission[])).toBe("approve");
    expect(strongestPermission(["admin", "approve"])).toBe("admin");
  });

  it("refuse with 403 FORBIDDEN naming the permission, the key's role and the roles that have it", () => {
    expect(() => assertPermission(actor("approver"), "approve")).not.toThrow();
    let error: unknown;
    try {
      assertPermission(actor("analyst"), "approve");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: "FORBIDDEN",
      statusCode: 403,
      message: 'Missing permission "approve": this API key acts with the role "analyst", which does not include it',
      details: [{ path: "permission", message: 'requires "approve" (roles: approver, admin)' }],
    });
  });
});
