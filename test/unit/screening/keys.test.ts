// Retrieval keys as the database holds them: each entry key stored once, headed by
// its own code, and a variant table mapping every one-edit neighbour of a head back to it. A subject
// must meet, through the table, exactly the entries it meets by the in-memory keys (every neighbour a
// key of its own), which the monitoring path and the scoring tests rely on.
import { entryNameKeys, keyHeadVariants, keyLookup, storedNameKeys, subjectNameKeys } from "../../../src/screening/matching/keys";
import { normalizeName, type NormalName } from "../../../src/screening/matching/normalize";
import { CULTURES, display, firstNames, seeded, surnames, typo, pick } from "../../../bench/support/names";

type Kind = "individual" | "business";

/** The database's lookup, in memory: stored keys by entry, and the list's variant table. */
function storedIndex(entries: NormalName[]) {
  const byKey = new Map<string, Set<number>>();
  const variants = new Map<string, Set<string>>();
  entries.forEach((entry, i) => {
    const { keys, heads } = storedNameKeys(entry);
    for (const key of keys) (byKey.get(key) ?? byKey.set(key, new Set()).get(key)!).add(i);
    for (const head of heads) for (const v of keyHeadVariants(head)) (variants.get(v) ?? variants.set(v, new Set()).get(v)!).add(head);
  });
  return (subject: NormalName): Set<number> => {
    const met = new Set<number>();
    for (const key of subjectNameKeys(subject)) {
      const { head, rest, exact } = keyLookup(key);
      const looked = exact ? [key] : [...(variants.get(head) ?? [])].map((h) => h + rest);
      for (const k of looked) for (const i of byKey.get(k) ?? []) met.add(i);
    }
    return met;
  };
}

/** The in-memory lookup: every neighbour stored as a key. */
function expandedIndex(entries: NormalName[]) {
  const byKey = new Map<string, Set<number>>();
  entries.forEach((entry, i) => {
    for (const key of entryNameKeys(entry)) (byKey.get(key) ?? byKey.set(key, new Set()).get(key)!).add(i);
  });
  return (subject: NormalName): Set<number> => new Set(subjectNameKeys(subject).flatMap((k) => [...(byKey.get(k) ?? [])]));
}

const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe("retrieval keys stored once with a variant table", () => {
  it("meets exactly the entries the expanded keys meet, for people of every culture, typos, reorderings and companies", () => {
    const random = seeded(7);
    const people: string[] = [];
    for (const culture of CULTURES) {
      const family = surnames(culture, 40, random);
      for (let i = 0; i < 60; i++) people.push(display([pick(random, firstNames(culture)), pick(random, family)]));
      for (let i = 0; i < 20; i++) people.push(display([pick(random, firstNames(culture)), pick(random, firstNames(culture)), pick(random, family)]));
    }
    const companies = [
      "Pilak Import Corp",
      "Jiasheng Limited",
      "Sino Global Trading Holdings International",
      "Norvik Shipping Ltd",
      "Kanghong Datai Limited",
      "Sunrise Shipping GmbH",
      "Acme",
      "Al Noor Trading LLC",
    ];
    const all: [string, Kind][] = [...people.map((p): [string, Kind] => [p, "individual"]), ...companies.map((c): [string, Kind] => [c, "business"])];
    const entries = all.map(([text, kind]) => normalizeName(text, kind));
    const stored = storedIndex(entries);
    const expanded = expandedIndex(entries);

    const subjects: [string, Kind][] = [
      ...all,
      ...people.map((p): [string, Kind] => [display(typo(p.toLowerCase().split(" "), random)), "individual"]),
      ...people.map((p): [string, Kind] => [p.split(" ").reverse().join(" "), "individual"]),
      ["Pilak", "business"],
      ["Jiaheng Limited", "business"],
      ["Kanghongdatai Limited", "business"],
      ["محمد علي", "individual"],
      ["Ким Чен Ын", "individual"],
    ];
    let met = 0;
    for (const [text, kind] of subjects) {
      const subject = normalizeName(text, kind);
      const want = sorted(expanded(subject));
      expect([text, sorted(stored(subject))]).toEqual([text, want]);
      met += want.length;
    }
    // The comparison is not vacuous: subjects meet entries, typos and reorderings included.
    expect(met).toBeGreaterThan(subjects.length);
  });

  it("stores each key once: a name of two words stores two keys, where the expanded form stores a dozen", () => {
    const name = normalizeName("Boris Petrov", "individual");
    expect(storedNameKeys(name).keys).toHaveLength(2);
    expect(storedNameKeys(name).heads).toHaveLength(2);
    expect(entryNameKeys(name).length).toBeGreaterThan(8);
  });

  it("keys a Slavic given name once more under its group's first form, looked up as written", () => {
    const key = "~hryhoriy|mln";
    for (const form of ["Grigory Melnyk", "Hryhoriy Melnyk", "Ryhor Melnyk", "Григорий Мельник"]) {
      const name = normalizeName(form, "individual");
      expect(storedNameKeys(name)).toEqual({ keys: expect.arrayContaining([key]), heads: expect.not.arrayContaining([expect.stringMatching(/^~/)]) });
      expect(storedNameKeys(name).keys).toHaveLength(3);
      expect(entryNameKeys(name)).toContain(key);
      expect(subjectNameKeys(name)).toContain(key);
    }
    expect(keyLookup(key)).toEqual({ head: "~hryhoriy", rest: "|mln", exact: true });
    // A name with no word in a group has no such key, nor a one-word name.
    expect(subjectNameKeys(normalizeName("Boris Melnyk", "individual")).filter((k) => k.startsWith("~"))).toEqual([]);
    expect(subjectNameKeys(normalizeName("Grigory", "individual")).filter((k) => k.startsWith("~"))).toEqual([]);
  });

  it("looks a one-word key up as written and any other by its head", () => {
    expect(keyLookup("ptrv|")).toEqual({ head: "ptrv", rest: "|", exact: true });
    expect(keyLookup("ptrv|vlm")).toEqual({ head: "ptrv", rest: "|vlm", exact: false });
    expect(keyLookup("=pilk|")).toEqual({ head: "=pilk", rest: "|", exact: false });
    expect(keyHeadVariants("=pilk")).toEqual(expect.arrayContaining(["=pilk", "=plk"]));
  });
});
