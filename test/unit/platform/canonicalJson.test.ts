// The audit hash chain hashes canonical JSON: one value, one byte string, whatever order its keys
// were written in, so a chain verifies on any process and after any round trip through the database.
import fc from "fast-check";
import { canonicalJson } from "../../../src/kernel/canonicalJson";

describe("canonicalJson", () => {
  it("sorts keys at every depth", () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it("sorts by code unit, as every JSON library can reproduce", () => {
    expect(canonicalJson({ a: 1, B: 2, é: 3, _: 4 })).toBe('{"B":2,"_":4,"a":1,"é":3}');
  });

  it("leaves out undefined properties as JSON does, and writes a bare undefined as null", () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson(undefined)).toBe("null");
    expect(canonicalJson([undefined])).toBe("[null]");
  });

  it("writes dates as ISO 8601 in UTC", () => {
    expect(canonicalJson({ at: new Date("2026-10-01T10:00:00+02:00") })).toBe('{"at":"2026-10-01T08:00:00.000Z"}');
  });

  it("keeps array order and escapes strings as JSON does", () => {
    expect(canonicalJson([3, 1, 2])).toBe("[3,1,2]");
    expect(canonicalJson({ s: 'quote " and \n newline' })).toBe('{"s":"quote \\" and \\n newline"}');
  });

  it("reads back to the same value", () => {
    const value = { name: "Zoë", tins: [{ tin: "123", issuedBy: "LU" }], riskScore: 12.5, hidden: false, email: null };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });
});

// The sorting serialiser as it was before flat records in key order went through JSON.stringify: every
// value must still give the same bytes, or entries hashed before would no longer verify.
function sortingCanonicalJson(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(sortingCanonicalJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  let out = "{";
  for (const key of Object.keys(record).sort()) {
    const v = record[key];
    if (v === undefined) continue;
    out += `${out.length > 1 ? "," : ""}${JSON.stringify(key)}:${sortingCanonicalJson(v)}`;
  }
  return out + "}";
}

describe("canonicalJson's one-pass path for flat records in key order", () => {
  const scalar = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant(-0));
  // Keys as callers write them: in order, out of order, integer-like ("10" before "9" in code units, after it in property order).
  const key = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom("a", "b", "kind", "ownerKey", "ownedKey", "1", "9", "10", "_", "B", "é"));
  const record = fc.tuple(fc.array(fc.tuple(key, scalar), { maxLength: 8 }), fc.boolean()).map(([entries, sorted]) => {
    const ordered = sorted ? [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : entries;
    return Object.fromEntries(ordered);
  });

  it("writes every value as the sorting path does (arrays of flat records, nested values, dates, holes)", () => {
    const value = fc.oneof(
      fc.array(record, { maxLength: 6 }),
      record,
      fc.array(fc.oneof(record, scalar, fc.date({ noInvalidDate: true })), { maxLength: 6 }),
      fc.anything({ withDate: true, withNullPrototype: true, withSparseArray: true, withBoxedValues: true, withObjectString: true }),
      fc.dictionary(key, fc.oneof(record, fc.array(record, { maxLength: 3 }), scalar)),
    );
    fc.assert(
      fc.property(value, (v) => expect(canonicalJson(v)).toBe(sortingCanonicalJson(v))),
      { seed: 20261207, numRuns: 3000 },
    );
  });

  it("reads a record's own fields, not what its toJSON would answer", () => {
    const withToJson = { a: 1, toJSON: () => "x" };
    expect(canonicalJson([{ a: 1, b: "x" }, withToJson])).toBe(sortingCanonicalJson([{ a: 1, b: "x" }, withToJson]));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
    expect(canonicalJson([{ kind: "OWNERSHIP", ownedKey: "c1", ownerKey: "c0", percentHigh: 3, percentLow: 3, role: null }])).toBe(
      '[{"kind":"OWNERSHIP","ownedKey":"c1","ownerKey":"c0","percentHigh":3,"percentLow":3,"role":null}]',
    );
  });
});
