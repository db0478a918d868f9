// Which audited changes lower what a decision rests on (src/domain/decisions/basis.ts): the one who
// made such a change is neither pair of eyes on the decision.
import { highestLevel, levelCovered, loweringOf } from "../../../src/domain/decisions/basis";

describe("loweringOf", () => {
  it.each([
    [{ type: "application.updated", changes: { riskScore: { before: 80, after: 10 } } }, "lowered the risk score given"],
    [{ type: "application.updated", changes: { riskScore: { before: null, after: 10 } } }, null],
    [{ type: "application.updated", changes: { riskScore: { before: 10, after: 80 } } }, null],
    [{ type: "application.risk_assessed", changes: { riskLevel: { before: "HIGH", after: "LOW" } } }, expect.stringContaining("lowered the assessed risk")],
    [{ type: "application.risk_assessed", changes: { riskLevel: { before: "LOW", after: "HIGH" }, riskScore: { before: 10, after: 70 } } }, null],
    [{ type: "application.risk_overridden", changes: { riskLevel: { before: "HIGH", after: "LOW" } } }, "lowered the risk level by hand"],
    [{ type: "application.risk_override_pending", changes: { riskLevel: { before: "MEDIUM", after: "LOW" } } }, "lowered the risk level by hand"],
    [{ type: "application.risk_overridden", changes: { riskLevel: { before: "LOW", after: "HIGH" } } }, null],
    [{ type: "individual.removed" }, "removed a key person"],
    [{ type: "business.updated" }, "updated a key person"],
    [{ type: "individual.added" }, null],
    [
      { type: "individual.screening_info_updated", changes: { excludedFromScreening: { before: false, after: true } } },
      "changed a key person's screening settings",
    ],
    [{ type: "screening.hit_verdict", changes: { status: { before: "IN_REVIEW", after: "FALSE_POSITIVE" } } }, "cleared a hit"],
    [{ type: "screening.hit_verdict", changes: { status: { before: "IN_REVIEW", after: "CONFIRMED" } } }, null],
    [{ type: "screening.group_verdict", changes: { status: { before: "IN_REVIEW", after: "DISMISSED" } } }, "cleared a hit"],
    [{ type: "screening.hit_clearance_pending" }, "asked to clear a hit"],
    [{ type: "application.labels_changed" }, null],
    [
      { type: "ownership.edge_updated", changes: { percentHigh: { before: 60, after: 10 }, percentLow: { before: 60, after: 10 } } },
      "lowered or changed an ownership share",
    ],
    [{ type: "ownership.edge_updated", changes: { percentHigh: { before: 10, after: 60 } } }, null],
    [{ type: "ownership.edge_updated", changes: { sourceDocumentId: { before: null, after: "d" } } }, null],
    [{ type: "ownership.edge_updated", changes: { role: { before: "DIRECTOR", after: "SIGNATORY" } } }, "lowered or changed an ownership share"],
    [{ type: "ownership.edge_deleted" }, "removed part of the ownership structure"],
    [
      {
        type: "ownership.structure_replaced",
        changes: {
          edges: {
            before: [{ ownerKey: "P", ownedKey: "A", kind: "SHAREHOLDING", percentLow: 60, percentHigh: 60, role: null }],
            after: [{ ownerKey: "P", ownedKey: "A", kind: "SHAREHOLDING", percentLow: 10, percentHigh: 10, role: null }],
          },
        },
      },
      "replaced the ownership structure, dropping or lowering a holding",
    ],
    [
      {
        type: "ownership.structure_replaced",
        changes: { edges: { before: [{ ownerKey: "P", ownedKey: "A", kind: "SHAREHOLDING", percentLow: 60, percentHigh: 60, role: null }], after: [] } },
      },
      "replaced the ownership structure, dropping or lowering a holding",
    ],
    [
      {
        type: "ownership.structure_replaced",
        changes: {
          edges: {
            before: [{ ownerKey: "P", ownedKey: "A", kind: "SHAREHOLDING", percentLow: 60, percentHigh: 60, role: null }],
            after: [
              { ownerKey: "P", ownedKey: "A", kind: "SHAREHOLDING", percentLow: 70, percentHigh: 70, role: null },
              { ownerKey: "P", ownedKey: "A", kind: "SHAREHOLDING", percentLow: 10, percentHigh: 10, role: null },
            ],
          },
        },
      },
      null,
    ],
    [{ type: "ownership.node_updated", changes: { individualId: { before: null, after: "p" } } }, "changed what an ownership node is screened as"],
  ])("%j → %p", (event, expected) => {
    expect(loweringOf(event)).toEqual(expected);
  });

  it("covers every level at or above one listed: raising a case past the list keeps it in scope", () => {
    expect(levelCovered(["HIGH"], "PROHIBITED")).toBe(true);
    expect(levelCovered(["HIGH"], "HIGH")).toBe(true);
    expect(levelCovered(["HIGH"], "MEDIUM")).toBe(false);
    expect(levelCovered(["PROHIBITED", "MEDIUM"], "HIGH")).toBe(true);
    expect(levelCovered([], "PROHIBITED")).toBe(false);
    expect(levelCovered(["LOW"], null)).toBe(false);
  });

  it("reads the highest level, ignoring unknown ones", () => {
    expect(highestLevel("LOW", null, "HIGH", undefined, "MEDIUM")).toBe("HIGH");
    expect(highestLevel(null, undefined)).toBeNull();
  });
});
