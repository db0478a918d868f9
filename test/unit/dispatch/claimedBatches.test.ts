// How pollers cut claimed rows into workflow batches (src/kernel/claimedBatches.ts): a batch never
// mixes accounts, since its run carries one AccountId search attribute that ops filter by.
import { accountBatches, claimedBatches } from "../../../src/kernel/claimedBatches";

const row = (id: string, accountId: string, workflowId = "") => ({ id, accountId, workflowId });

describe("accountBatches", () => {
  it("cuts each account's rows into batches of at most the size, in order, never mixing accounts", () => {
    const rows = [row("1", "a"), row("2", "b"), row("3", "a"), row("4", "a"), row("5", "b")];
    expect(accountBatches(rows, 2).map((batch) => batch.map((r) => r.id))).toEqual([["1", "3"], ["4"], ["2", "5"]]);
  });

  it("gives nothing for nothing", () => {
    expect(accountBatches([], 10)).toEqual([]);
  });
});

describe("claimedBatches", () => {
  it("gathers claimed rows back into their batches by stored workflow id, with the batch's account", () => {
    const rows = [row("1", "a", "w1"), row("2", "b", "w2"), row("3", "a", "w1")];
    expect(claimedBatches(rows, (r) => r.workflowId)).toEqual([
      { workflowId: "w1", accountId: "a", ids: ["1", "3"] },
      { workflowId: "w2", accountId: "b", ids: ["2"] },
    ]);
  });
});
