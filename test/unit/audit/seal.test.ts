// Hash version 2: personal values enter an audit entry's hash as keyed digests, so erasing them keeps the chain.
import { randomBytes } from "node:crypto";
import { entryHash, erasedEvent, isTombstone, valueDigest, type HashedFields } from "../../../src/domain/audit/seal";

const key = randomBytes(32).toString("hex");
const entry = (event: unknown, note: string | null = null): HashedFields => ({
  id: "e1",
  applicationId: "a1",
  documentId: null,
  seq: 1,
  eventType: "application.updated",
  event,
  performedById: "u1",
  performedByName: "Ada Analyst",
  note,
  hidden: false,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  prevHash: "0".repeat(64),
});
const event = {
  type: "application.updated",
  entityType: "INDIVIDUAL",
  entityId: "i1",
  changes: { dateOfBirth: { before: "1980-02-01", after: "1980-02-10" }, status: { before: "PENDING", after: "SUBMITTED" } },
};

describe("audit hash version 2", () => {
  it("keeps an entry's hash when its personal values are replaced by tombstones", () => {
    const hash = entryHash(entry(event, "called Ms Quintessa"), 2, key);
    const erased = erasedEvent(key, event) as typeof event;
    expect(JSON.stringify(erased)).not.toContain("1980-02");
    expect(erased.changes.status).toEqual({ before: "PENDING", after: "SUBMITTED" });
    expect(isTombstone(erased.changes.dateOfBirth.before)).toBe(true);
    // Once erased, the key is no longer needed (and is deleted): the tombstones carry the digests.
    expect(entryHash(entry(erased, null), 2, null, valueDigest(key, "called Ms Quintessa"))).toBe(hash);
  });

  it("detects a changed personal value, a changed public value and a changed tombstone", () => {
    const hash = entryHash(entry(event), 2, key);
    expect(entryHash(entry({ ...event, changes: { ...event.changes, dateOfBirth: { before: "1980-02-01", after: "1980-02-11" } } }), 2, key)).not.toBe(hash);
    expect(entryHash(entry({ ...event, changes: { ...event.changes, status: { before: "PENDING", after: "APPROVED" } } }), 2, key)).not.toBe(hash);
    const erased = erasedEvent(key, event) as typeof event;
    const forged = { ...erased, changes: { ...erased.changes, dateOfBirth: { before: { $erased: "f".repeat(64) }, after: erased.changes.dateOfBirth.after } } };
    expect(entryHash(entry(forged), 2, null)).not.toBe(hash);
  });

  it("cannot verify a personal value without its key, nor under another key", () => {
    expect(() => entryHash(entry(event), 2, null)).toThrow();
    expect(entryHash(entry(event), 2, randomBytes(32).toString("hex"))).not.toBe(entryHash(entry(event), 2, key));
  });

  it("still computes version 1 over the payload itself, for entries written before version 2", () => {
    expect(entryHash(entry(event), 1)).not.toBe(entryHash(entry(erasedEvent(key, event)), 1));
  });
});
