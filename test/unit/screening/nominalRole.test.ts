// NOMINAL_ROLE (spec 2.1): a PEP match whose every recorded role is honorary, ceremonial or ended
// long ago is cleared with that reason; a live role, or none recorded, still awaits a reviewer.
import { nominalRole, NOMINAL_ROLE_ENDED_YEARS } from "../../../src/screening/matching/nominalRole";
import { prepareEntry, prepareSubject, scoreMatch, type EntryRow } from "../../../src/screening/matching/score";
import type { ScreeningSubject } from "../../../src/screening/matching/types";

const NOW = new Date("2026-11-25T00:00:00Z");

describe("nominalRole", () => {
  it("finds honorary and ceremonial positions nominal", () => {
    expect(nominalRole({ position: ["Honorary Consul of Invented Republic in Luxembourg"] }, NOW)).toMatch(/honorary/);
    expect(nominalRole({ position: ["Ceremonial Mayor of Inventa", "Professor Emeritus"] }, NOW)).not.toBeNull();
  });
  it(`finds a role that ended over ${NOMINAL_ROLE_ENDED_YEARS} years ago nominal, by its text or the entry's end date`, () => {
    expect(nominalRole({ position: ["Minister of Invented Affairs (1988-1994)"] }, NOW)).toMatch(/ended in 1994/);
    expect(nominalRole({ position: ["Deputy Minister"], endDate: ["2001-06-30"] }, NOW)).toMatch(/ended in 2001/);
  });
  it("keeps a live or recent role, a mixed record, and an entry without positions", () => {
    expect(nominalRole({ position: ["Deputy Minister of Invented Affairs"] }, NOW)).toBeNull();
    expect(nominalRole({ position: ["Minister of Finance (2019-2023)"] }, NOW)).toBeNull();
    expect(nominalRole({ position: ["Honorary Consul", "Member of Parliament"] }, NOW)).toBeNull();
    expect(nominalRole({ position: ["Deputy Minister"], endDate: ["2022-01-01"] }, NOW)).toBeNull();
    expect(nominalRole({ topics: ["role.pep"] }, NOW)).toBeNull();
    expect(nominalRole(null, NOW)).toBeNull();
  });
});

describe("the engine's verdict on a nominal PEP", () => {
  const subject: ScreeningSubject = {
    kind: "individual",
    id: "i1",
    accountId: "a1",
    applicationId: "app1",
    name: "Olympia Karastergiou",
    birthDate: "1975-09-02",
    countries: ["gr"],
    registrationNumbers: [],
    types: ["SANCTIONS", "PEP", "WARNING"],
    matchThreshold: 0.88,
  };
  const entry = (properties: Record<string, unknown>, types: EntryRow["types"] = ["PEP"]): EntryRow => ({
    id: "e1",
    list: "invented",
    externalId: "inv-x",
    schema: "Person",
    types,
    caption: "Olympia Karastergiou",
    names: ["Olympia Karastergiou"],
    birthDates: ["1975-09-02"],
    countries: ["gr"],
    registrationNumbers: [],
    properties: properties as EntryRow["properties"],
  });
  const score = (row: EntryRow) => scoreMatch(prepareSubject(subject), prepareEntry(row))!;

  it("clears an honorary role with NOMINAL_ROLE and says why", () => {
    const match = score(entry({ position: ["Honorary Consul"], topics: ["role.pep"] }));
    expect(match.matchResult).toMatchObject({ isMatch: false, clearedReason: "NOMINAL_ROLE" });
    expect(match.matchResult.matchExplanation).toMatch(/role nominal: "Honorary Consul" is honorary/);
  });
  it("leaves a live role a match, and never clears a sanctions listing for a nominal role", () => {
    expect(score(entry({ position: ["Deputy Minister of Invented Affairs"] })).matchResult).toMatchObject({ isMatch: true, clearedReason: null });
    expect(score(entry({ position: ["Honorary Consul"] }, ["SANCTIONS", "PEP"])).matchResult).toMatchObject({ isMatch: true, clearedReason: null });
  });
});
