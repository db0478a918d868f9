// The audit hash chain hashes canonical JSON: one value, one byte string, whatever order its keys
// were written in, so a chain verifies on any process and after any round trip through the database.
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
