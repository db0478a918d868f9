// Registers the policies the areas below call through src/domain/policies.ts. The decision layer sits
// above every area it draws a policy from, so it may import them all; start-up (src/roles.ts) calls it
// before the service takes a request or runs an activity.
import { registerDomainPolicies } from "../policies";
import { isRiskInput, reassessInTx } from "../risk/service";
import { completeReview } from "../applications/periodicReview";
import { reviewOwnershipBlock } from "../ownership/screening";
import { syncUsIndiciumTasks } from "../tasks/usIndicium";
import { fourEyesPolicyFor } from "./fourEyesScope";
import { assertMayConfirmClearance } from "./confirmations";
import { decideApproval } from "./approval";

/** Registers every policy of src/domain/policies.ts (idempotent: a second call registers the same ones). */
export function registerPolicies(): void {
  registerDomainPolicies({
    isRiskInput,
    reassess: reassessInTx,
    fourEyesPolicyFor,
    assertMayConfirmClearance,
    decideApproval,
    completeReview,
    reviewOwnershipBlock,
    syncUsIndiciumTasks,
  });
}
