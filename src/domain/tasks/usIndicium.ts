// The US_INDICIUM tasks, written as every task is (openTasksBulk, resolveTasks) from what the tax area
// says of the indicia (src/domain/tax/indiciumTasks.ts: which are open, which are cured, moot or gone, and
// the words of each). The change's settle step reaches this through the policy registry
// (src/domain/policies.ts), the tasks area sitting above the change.
import type { ApplicationChange } from "../applicationChange";
import { automationActor } from "../auth/context";
import { planUsIndiciumTasks, US_INDICIUM_TASK_TYPE } from "../tax/indiciumTasks";
import { OPEN_TASK_STATUSES, openTasksBulk, resolveTasks } from "./service";

/**
 * Re-derives the US indicia of these applications (locked by the caller's change) and brings their
 * US_INDICIUM tasks in line: one opened per open indicium without an open task, and each open task whose
 * indicium is cured, moot or gone resolved with the reason. Opened and resolved by the service.
 */
export async function syncUsIndiciumTasks(change: ApplicationChange, applicationIds: readonly string[]): Promise<{ opened: number; resolved: number }> {
  if (applicationIds.length === 0) return { opened: 0, resolved: 0 };
  const { tx, actor } = change;
  const service = change.as(automationActor(actor.accountId));
  const open = await tx.task.findMany({
    where: { applicationId: { in: [...applicationIds] }, accountId: actor.accountId, type: US_INDICIUM_TASK_TYPE, status: { in: [...OPEN_TASK_STATUSES] } },
    orderBy: { id: "asc" },
  });
  const plan = await planUsIndiciumTasks(tx, actor.accountId, applicationIds, open);
  await resolveTasks(service, plan.toResolve);
  await openTasksBulk(service, plan.toOpen);
  return { opened: plan.toOpen.length, resolved: plan.toResolve.length };
}
