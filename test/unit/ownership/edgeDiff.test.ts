// A whole-structure replacement writes only the edges that differ (src/domain/ownership/edgeDiff.ts):
// on random stored and wanted structures, applying the diff to the stored edges gives exactly the wanted
// ones, each kept edge keeps its id, and an edge the same before and after is never written.
import fc from "fast-check";
import { diffEdges, edgeIdentity, type RecordedEdge } from "../../../src/domain/ownership/edgeDiff";

const SEED = 20261207;
const KEYS = ["a", "b", "c", "d", "e"];

const edge = fc.record({
  ownerKey: fc.constantFrom(...KEYS),
  ownedKey: fc.constantFrom(...KEYS),
  kind: fc.constantFrom("OWNERSHIP", "VOTING", "CONTROL"),
  percentLow: fc.constantFrom(null, 10, 25),
  percentHigh: fc.constantFrom(null, 25, 50),
  role: fc.constantFrom(null, "DIRECTOR"),
  sourceDocumentId: fc.constantFrom(null, "doc-1"),
});
/** A structure's edges: one per holder, held and kind, as the write path holds them. */
const structure = fc.uniqueArray(edge, { selector: edgeIdentity, maxLength: 40 }) as fc.Arbitrary<RecordedEdge[]>;

describe("the edges a replacement writes", () => {
  it("applied to the stored edges gives the wanted ones, keeps each kept edge's id and writes no unchanged edge", () => {
    fc.assert(
      fc.property(structure, structure, (stored, wanted) => {
        const ids = stored.map((_, i) => `id-${i}`);
        const { removed, changed, added } = diffEdges(stored, ids, wanted);
        // Apply it.
        const rows = new Map(stored.map((e, i) => [ids[i]!, e]));
        for (const id of removed) expect(rows.delete(id)).toBe(true);
        for (const { index, id } of changed) {
          expect(rows.has(id)).toBe(true);
          rows.set(id, wanted[index]!);
        }
        added.forEach((index, n) => rows.set(`new-${n}`, wanted[index]!));
        const asSet = (edges: Iterable<RecordedEdge>) => [...edges].map((e) => JSON.stringify(e)).sort();
        expect(asSet(rows.values())).toEqual(asSet(wanted));
        // A kept edge is the stored one of the same identity; an unchanged one is not written.
        const storedById = new Map(stored.map((e, i) => [ids[i]!, e]));
        for (const { index, id } of changed) {
          expect(edgeIdentity(storedById.get(id)!)).toBe(edgeIdentity(wanted[index]!));
          expect(JSON.stringify(storedById.get(id))).not.toBe(JSON.stringify(wanted[index]));
        }
        const storedIdentities = new Set(stored.map(edgeIdentity));
        for (const index of added) expect(storedIdentities.has(edgeIdentity(wanted[index]!))).toBe(false);
        const unchanged = wanted.filter((w) => stored.some((s) => JSON.stringify(s) === JSON.stringify(w))).length;
        expect(changed.length + added.length).toBe(wanted.length - unchanged);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it("writes nothing for a structure sent again as it is", () => {
    const stored: RecordedEdge[] = [
      { kind: "OWNERSHIP", ownedKey: "a", ownerKey: "b", percentHigh: 40, percentLow: 40, role: null, sourceDocumentId: null },
      { kind: "CONTROL", ownedKey: "a", ownerKey: "c", percentHigh: null, percentLow: null, role: "DIRECTOR", sourceDocumentId: "doc-1" },
    ];
    expect(
      diffEdges(
        stored,
        ["e1", "e2"],
        stored.map((e) => ({ ...e })),
      ),
    ).toEqual({ removed: [], changed: [], added: [] });
  });

  it("keeps the first of two stored edges of one identity and removes the other", () => {
    const one: RecordedEdge = { kind: "OWNERSHIP", ownedKey: "a", ownerKey: "b", percentHigh: 40, percentLow: 40, role: null, sourceDocumentId: null };
    expect(diffEdges([one, { ...one, percentLow: 10, percentHigh: 10 }], ["e1", "e2"], [one])).toEqual({ removed: ["e2"], changed: [], added: [] });
  });
});
