// Rows handed to workflows in batches that are claimed once: taken with SKIP LOCKED and given their
// batch's workflow id in one transaction, so the pollers of every worker start the same batches (a
// no-op after the first) and no row runs in two. The pieces the webhook, document and screening
// claims share.

/** Rows cut into batches of at most `size`, in order, never mixing accounts: a run carries one AccountId. */
export function accountBatches<R extends { accountId: string }>(rows: R[], size: number): R[][] {
  const batches: R[][] = [];
  for (const own of Map.groupBy(rows, (row) => row.accountId).values()) {
    for (let i = 0; i < own.length; i += size) batches.push(own.slice(i, i + size));
  }
  return batches;
}

/** Claimed rows gathered back into their batches (by the workflow id stored on them), in the rows' order. */
export function claimedBatches<R extends { id: string; accountId: string }>(
  rows: R[],
  workflowIdOf: (row: R) => string,
): { workflowId: string; accountId: string; ids: string[] }[] {
  return [...Map.groupBy(rows, workflowIdOf)].map(([workflowId, members]) => ({ workflowId, accountId: members[0].accountId, ids: members.map((m) => m.id) }));
}
