// How a whole-structure replacement (replace.ts) meets the stored edges: an edge is the same edge when
// its holder, what it holds and its kind are (the rule one edge per holder, held and kind keeps them
// apart), so a replacement writes only the edges added, changed or removed.

/**
 * An edge as the replacement's audit entry records it: its ends by key, its fields in key order, so
 * canonicalJson seals the thousand of them in one native pass instead of sorting each one's keys.
 */
export interface RecordedEdge {
  kind: string;
  ownedKey: string;
  ownerKey: string;
  percentHigh: number | null;
  percentLow: number | null;
  role: string | null;
  sourceDocumentId: string | null;
}

/** An edge's identity in a structure: its holder, what it holds and its kind (one edge each, duplicateEdge). */
export const edgeIdentity = (e: { ownerKey: string; ownedKey: string; kind: string }) => `${e.ownerKey}\u0000${e.ownedKey}\u0000${e.kind}`;

const sameShare = (a: RecordedEdge, b: RecordedEdge) =>
  a.percentLow === b.percentLow && a.percentHigh === b.percentHigh && a.role === b.role && a.sourceDocumentId === b.sourceDocumentId;

/**
 * What the replacement changes of the stored edges: the stored edges an edge of the body names by its
 * holder, held and kind are kept (their share, role or document updated where they differ), the rest
 * removed; the body's others are new. A structure sent again as it is writes no edge, where deleting
 * and inserting every one cost an 842-edge circle about half its `PUT` in the database (three foreign
 * keys checked and three indexes written per row, docs/ownership.md "Importing a whole structure").
 */
export function diffEdges(stored: readonly RecordedEdge[], storedIds: readonly string[], wanted: readonly RecordedEdge[]) {
  const byIdentity = new Map<string, { edge: RecordedEdge; id: string }>();
  const removed: string[] = [];
  stored.forEach((edge, i) => {
    const identity = edgeIdentity(edge);
    // Two stored edges of one identity (written before duplicates were refused): the first is kept.
    if (byIdentity.has(identity)) removed.push(storedIds[i]!);
    else byIdentity.set(identity, { edge, id: storedIds[i]! });
  });
  const added: number[] = [];
  const changed: { index: number; id: string }[] = [];
  wanted.forEach((edge, index) => {
    const identity = edgeIdentity(edge);
    const before = byIdentity.get(identity);
    if (!before) return void added.push(index);
    byIdentity.delete(identity);
    if (!sameShare(before.edge, edge)) changed.push({ index, id: before.id });
  });
  for (const { id } of byIdentity.values()) removed.push(id);
  return { removed, changed, added };
}
