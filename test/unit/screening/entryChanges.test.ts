// What makes a list entry's change material (docs/list-sources.md): gaining a screening type, a name,
// a birth date, a country or a registration number re-opens review; anything else is only shown.
import { entryChange, type ComparedEntry } from "../../../src/screening/watchlists/changes";
import { rejectUntrusted } from "../../../src/screening/watchlists/refresh";
import { isMonitored } from "../../../src/domain/screening/settings";

const entry = (over: Partial<ComparedEntry> = {}): ComparedEntry => ({
  types: ["SANCTIONS"],
  names: ["Orsolya Kettleborn"],
  birthDates: ["1961-03-04"],
  countries: ["hu"],
  registrationNumbers: [],
  properties: { id: "a", properties: { name: ["Orsolya Kettleborn"], sourceUrl: ["https://example.org/a"] } },
  ...over,
});

describe("entryChange", () => {
  it.each([
    ["a PEP topic", { types: ["SANCTIONS", "PEP"] as ComparedEntry["types"] }, "types"],
    ["an alias", { names: ["Orsolya Kettleborn", "O. Kettleborn"] }, "names"],
    ["a birth date", { birthDates: ["1961-03-04", "1961-04-03"] }, "birthDates"],
    ["a nationality", { countries: ["hu", "at"] }, "countries"],
    ["a registration number", { registrationNumbers: ["HU-123"] }, "registrationNumbers"],
  ])("is material when the entry gains %s, with before and after", (_what, over, key) => {
    const before = entry();
    const change = entryChange(before, entry(over), 2);
    expect(change).toMatchObject({
      version: 2,
      material: true,
      changes: { [key]: { before: before[key as keyof ComparedEntry], after: (over as Record<string, unknown>)[key] } },
    });
  });

  it("is not material when only a source URL changes, or a name is dropped", () => {
    const moved = entry({ properties: { id: "a", properties: { name: ["Orsolya Kettleborn"], sourceUrl: ["https://example.org/moved"] } } });
    expect(entryChange(entry(), moved, 3)).toEqual({
      version: 3,
      material: false,
      changes: { "properties.sourceUrl": { before: ["https://example.org/a"], after: ["https://example.org/moved"] } },
    });
    expect(entryChange(entry({ names: ["Orsolya Kettleborn", "O. K."] }), entry(), 3).material).toBe(false);
  });

  it("treats an entry back on its list as material", () => {
    expect(entryChange(entry(), entry(), 4, true)).toEqual({ version: 4, material: true, relisted: true, changes: { listed: { before: false, after: true } } });
  });
});

describe("rejectUntrusted (a scheduled source's file)", () => {
  it("refuses a file with no readable entry or more broken records than entries, and accepts a few broken lines", () => {
    expect(rejectUntrusted({ entries: 0, skipped: 0 })).toMatch(/no entries/);
    expect(rejectUntrusted({ entries: 0, skipped: 3 })).toMatch(/no entry could be read/);
    expect(rejectUntrusted({ entries: 2, skipped: 3 })).toMatch(/more malformed records/);
    expect(rejectUntrusted({ entries: 100, skipped: 3 })).toBeNull();
  });
});

describe("isMonitored", () => {
  const approved = { status: "APPROVED", account: { monitorApprovedPersons: true } };
  it("follows the person's own setting first, then an approved application unless the account opted out", () => {
    expect(isMonitored({ ongoingMonitoring: true }, { status: "PENDING", account: { monitorApprovedPersons: false } })).toBe(true);
    expect(isMonitored({ ongoingMonitoring: false }, approved)).toBe(false);
    expect(isMonitored(null, approved)).toBe(true);
    expect(isMonitored({}, { ...approved, account: { monitorApprovedPersons: false } })).toBe(false);
    expect(isMonitored(null, { ...approved, status: "SUBMITTED" })).toBe(false);
  });
});
