// When entries of different lists are one listed person or company: the rule the
// engine groups a person's hits by, so a reviewer decides such an entity once.
import { sameEntity, sameEntityClusters, type EntryIdentity } from "../../../src/domain/screening/sameEntity";

const entry = (over: Partial<EntryIdentity>): EntryIdentity => ({
  list: "ofac",
  externalId: "x",
  schema: "Person",
  caption: "Ivan Petrovich Sidorov",
  names: [],
  birthDates: [],
  registrationNumbers: [],
  referents: [],
  ...over,
});

describe("the same entity on several lists", () => {
  it("is the same id, or an id one entry names among its referents, on different lists", () => {
    expect(sameEntity(entry({ list: "eu", externalId: "NK-1", caption: "A" }), entry({ list: "un", externalId: "NK-1", caption: "B" }))).toBe(true);
    expect(
      sameEntity(entry({ list: "eu", externalId: "eu-7", caption: "A" }), entry({ list: "un", externalId: "un-9", caption: "B", referents: ["eu-7"] })),
    ).toBe(true);
    expect(
      sameEntity(
        entry({ list: "eu", externalId: "eu-7", caption: "A", referents: ["ofac-3"] }),
        entry({ list: "un", externalId: "un-9", caption: "B", referents: ["ofac-3"] }),
      ),
    ).toBe(true);
  });

  it("is the same primary name in any word order and case, where no birth date or registration number tells them apart", () => {
    expect(
      sameEntity(entry({ list: "ofac", caption: "SIDOROV, Ivan Petrovich" }), entry({ list: "eu", externalId: "y", caption: "Ivan Petrovich Sidorov" })),
    ).toBe(true);
    expect(sameEntity(entry({ list: "ofac", birthDates: ["1961"] }), entry({ list: "eu", externalId: "y", birthDates: ["1961-03-04"] }))).toBe(true);
    expect(sameEntity(entry({ list: "ofac", birthDates: ["1961-03-04"] }), entry({ list: "eu", externalId: "y" }))).toBe(true);
    const company = { schema: "Company", caption: "Golden Star Trading LLC", registrationNumbers: ["RU-77 123"] };
    expect(sameEntity(entry({ ...company, list: "ofac" }), entry({ ...company, list: "eu", externalId: "y", registrationNumbers: ["ru77123"] }))).toBe(true);
  });

  it("is not two namesakes whose birth dates or registration numbers conflict", () => {
    expect(sameEntity(entry({ list: "ofac", birthDates: ["1961-03-04"] }), entry({ list: "eu", externalId: "y", birthDates: ["1975-01-01"] }))).toBe(false);
    const company = { schema: "Company", caption: "Golden Star Trading LLC" };
    expect(
      sameEntity(
        entry({ ...company, list: "ofac", registrationNumbers: ["111"] }),
        entry({ ...company, list: "eu", externalId: "y", registrationNumbers: ["222"] }),
      ),
    ).toBe(false);
  });

  it("is never two entries of one list, a person and a company, or two different names", () => {
    expect(sameEntity(entry({ list: "eu", externalId: "a" }), entry({ list: "eu", externalId: "b" }))).toBe(false);
    expect(sameEntity(entry({ list: "eu", caption: "Orion" }), entry({ list: "un", externalId: "y", schema: "Company", caption: "Orion" }))).toBe(false);
    expect(sameEntity(entry({ list: "eu" }), entry({ list: "un", externalId: "y", caption: "Ivan Petrovich Sidorenko" }))).toBe(false);
  });

  it("clusters transitively and leaves singletons out", () => {
    const items = [
      entry({ list: "ofac", externalId: "o1" }),
      entry({ list: "eu", externalId: "e1", caption: "Other Name", referents: ["un1"] }),
      entry({ list: "un", externalId: "un1", caption: "SIDOROV Ivan Petrovich" }),
      entry({ list: "uk", externalId: "k1", caption: "Someone Else" }),
    ];
    expect(sameEntityClusters(items, (e) => e).map((c) => c.map((e) => e.externalId))).toEqual([["o1", "e1", "un1"]]);
  });
});
