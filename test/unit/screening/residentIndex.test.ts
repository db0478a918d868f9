// The packed index of a list held in memory (residentIndex.ts): what it stores reads back as it was
// given, and a subject's keys find what the database's key tables would.
import { ListIndexBuilder } from "../../../src/screening/matching/residentIndex";
import { entryNameKeys, subjectNameKeys } from "../../../src/screening/matching/keys";
import { normalizeEntryNames } from "../../../src/screening/matching/storedForms";
import { normalizeName, nameForms, type NormalName } from "../../../src/screening/matching/normalize";

const facts = (over: Partial<{ birthDates: string[]; countries: string[]; registrationNumbers: string[] }> = {}) => ({
  types: ["SANCTIONS" as const],
  birthDates: ["1971-04-02"],
  countries: ["ru", "by"],
  registrationNumbers: [],
  ...over,
});

function build(entries: { id: string; names: string[]; schema?: string; facts?: ReturnType<typeof facts> }[]) {
  const builder = new ListIndexBuilder("unit");
  for (const e of entries) {
    const schema = e.schema ?? "Person";
    builder.add(
      e.id,
      schema === "Person" ? "individual" : "business",
      e.facts ?? facts(),
      3,
      normalizeEntryNames({ schema, names: e.names, caption: e.names[0] }),
    );
  }
  return builder.finish(7n);
}

/** What scoring reads of a name form (its original is the row's to report). */
const compared = (n: NormalName) => ({
  tokens: n.tokens,
  phonetic: n.phonetic,
  skeleton: n.skeleton,
  joined: n.joined,
  joinedSkeleton: n.joinedSkeleton,
  abjad: n.abjad,
  korean: n.korean,
  legalForms: n.legalForms,
  generic: n.generic,
});

describe("a list packed in memory", () => {
  it("reads back each entry's id, version, kind, types, facts and name forms as given", () => {
    const index = build([
      { id: "é-1", names: ["Vladimir Ivanovich Petrov", "Volodya Petrovsky"] },
      { id: "co-2", names: ["Pilak Import Corp LLC"], schema: "Company", facts: facts({ registrationNumbers: ["HRB 12345"], birthDates: [] }) },
      { id: "ar-3", names: ["عبد الرحمن"] },
    ]);
    expect([index.size, index.generation, index.id(0), index.id(1), index.version(2), index.kind(1)]).toEqual([3, 7n, "é-1", "co-2", 3, "business"]);
    expect(index.facts(0)).toEqual({ types: ["SANCTIONS"], birthDates: ["1971-04-02"], countries: ["ru", "by"], registrationNumbers: [] });
    expect(index.facts(1)).toEqual({ types: ["SANCTIONS"], birthDates: [], countries: ["ru", "by"], registrationNumbers: ["HRB 12345"] });
    for (const [entry, names, schema] of [
      [0, ["Vladimir Ivanovich Petrov", "Volodya Petrovsky"], "Person"],
      [1, ["Pilak Import Corp LLC"], "Company"],
      [2, ["عبد الرحمن"], "Person"],
    ] as const) {
      const expected = normalizeEntryNames({ schema, names: [...names], caption: names[0] }).map(compared);
      expect(index.forms(entry).map(compared)).toEqual(expected);
    }
  });

  it("does not hold facts it could not read back exactly: screening then reads them from the row", () => {
    const index = build([
      { id: "a", names: ["Anna Bell"], facts: facts({ registrationNumbers: ["12\u001f34"] }) },
      { id: "b", names: ["Anna Bell"], facts: facts({ birthDates: [""] }) },
    ]);
    expect([index.facts(0), index.facts(1)]).toEqual([null, null]);
  });

  it("finds by a subject's keys the entries the in-memory key set finds, each once, and a typo through the heads' neighbours", () => {
    const names = ["Vladimir Petrov", "Volodymyr Petrenko", "Ivan Sidorov", "Petrov Vladimirovich Ivan"];
    const index = build(names.map((n, i) => ({ id: `e${i}`, names: [n] })));
    for (const subjectName of ["Vladimir Petrov", "Vladimir Petorv", "Petrov Ivan", "Ivan Sidorv"]) {
      const subject = nameForms(normalizeName(subjectName, "individual"), "individual");
      const keys = [...new Set(subject.flatMap(subjectNameKeys))];
      const expected = names
        .map((n, i) => ({ i, keys: new Set(normalizeEntryNames({ schema: "Person", names: [n], caption: n }).flatMap(entryNameKeys)) }))
        .filter((e) => keys.some((k) => e.keys.has(k)))
        .map((e) => e.i);
      const met = index.candidatesOf(keys, 100);
      expect([subjectName, [...met].sort()]).toEqual([subjectName, expected]);
      expect(new Set(met).size).toBe(met.length);
    }
  });

  it("stops a key at its fan-out", () => {
    const index = build(Array.from({ length: 30 }, (_v, i) => ({ id: `e${String(i).padStart(2, "0")}`, names: ["Ivan Petrov"] })));
    const keys = [...new Set(nameForms(normalizeName("Ivan Petrov", "individual"), "individual").flatMap(subjectNameKeys))];
    expect(index.candidatesOf(keys, 100)).toHaveLength(30);
    const key = keys.find((k) => index.candidatesOf([k], 100).length === 30)!;
    expect(index.candidatesOf([key], 10)).toEqual(Array.from({ length: 10 }, (_v, i) => i));
  });
});
