// The policies an area calls upwards (src/domain/policies.ts) have no default: until start-up
// registers them, a change or a hit's clearance throws instead of skipping re-assessment or four eyes.
import { domainPolicies } from "../../../src/domain/policies";
import { changeIn } from "../../../src/domain/applicationChange";
import { registerPolicies } from "../../../src/domain/decisions/policies";
import type { Actor } from "../../../src/domain/auth/context";
import type { Tx } from "../../../src/db/transaction";

const reviewer: Actor = { accountId: "acc", apiKeyId: "key", userId: "u1", userName: "Rita", operator: false };
/** A transaction that answers every statement with nothing. */
const tx = { $queryRaw: async () => [], $executeRawUnsafe: async () => 1 } as unknown as Tx;
const entry = {
  applicationId: "app-1",
  type: "application.updated",
  entityType: "APPLICATION",
  entityId: "app-1",
  changes: { riskScore: { before: 1, after: 2 } },
};

describe("the domain's registered policies", () => {
  it("refuse to be used before start-up registered them, naming where to register", async () => {
    expect(() => domainPolicies()).toThrow(/not registered: call registerPolicies\(\)/);
    await expect(changeIn(tx, reviewer).audit(entry)).rejects.toThrow(/not registered/);
  });

  it("are all there once registered, the rules of the areas that own them", () => {
    registerPolicies();
    const policies = domainPolicies();
    expect(Object.keys(policies).sort()).toEqual(
      [
        "assertMayConfirmClearance",
        "completeReview",
        "decideApproval",
        "fourEyesPolicyFor",
        "isRiskInput",
        "reassess",
        "reviewOwnershipBlock",
        "syncUsIndiciumTasks",
      ].sort(),
    );
    for (const policy of Object.values(policies)) expect(typeof policy).toBe("function");
    expect(policies.isRiskInput(entry)).toBe(true);
    expect(policies.isRiskInput({ type: "note.added" })).toBe(false);
  });
});
