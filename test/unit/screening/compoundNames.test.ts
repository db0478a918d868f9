// Compound given names written as one word, hyphenated or apart (score.ts compoundJoins): a word of one
// name that is two adjacent words of the other, under the spelling tolerance of single words, is the
// same name, scored at most 0.97 and said so (name_compound); a compound that shares only one half
// with the listed one is another person. Names from OFAC's SDN list (data/screening-validation/persian),
// through the retrieval keys and scoring the database path uses (screenSubjectsAgainstEntries, in memory).
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type ListMatch } from "../../../src/screening/matching";
import { subjectsOfQuery } from "../../../src/screening/subjects";
import { applicant, listedEntry, matchesEntry } from "./listed";

const entry = (names: string[]) => listedEntry("compound-test", names);

/** The subject's match against an entry listing `names`, or undefined when it is not reported. */
const reported = (subjectName: string, names: string[]): ListMatch | undefined => {
  const e = entry(names);
  const s = { ...applicant("", ""), name: subjectName };
  return screenSubjectsAgainstEntries([e], [s])
    .get(s.id)
    ?.find((m) => m.entryId === e.id);
};
const isMatch = (subjectName: string, names: string[]) => reported(subjectName, names)?.matchResult.isMatch ?? false;

describe("compound given names", () => {
  it("meets a compound written as one word against the list's two words, and the reverse, with the reason", () => {
    const m = reported("Mohammadreza Naqdi", ["Mohammad Reza Naqdi"])!;
    expect(m.matchResult.isMatch).toBe(true);
    expect(m.features.name_compound).toBe(1);
    expect(m.matchResult.confidence).toBeLessThanOrEqual(0.97);
    expect(m.matchResult.matchExplanation).toMatch(/compound name "mohammadreza" as "mohammad reza": written as one word/);
    expect(isMatch("Gholam Reza Baghbani", ["BAGHBANI, Gholamreza"])).toBe(true);
    expect(isMatch("Abdol Hossein Khedri", ["KHEDRI, Abdolhossein"])).toBe(true);
    expect(isMatch("Abdolrahim Mousavi", ["Abdol Rahim Mousavi"])).toBe(true);
  });

  it("meets it hyphenated, in a form's first and last name fields, and under another transliteration", () => {
    expect(isMatch("Mohammad-Reza Naqdi", ["NAQDI, Mohammadreza"])).toBe(true);
    expect(isMatch("Gholamhossein Mohseni-Ejei", ["MOHSENI-EJEI, Qolam-Hossein"])).toBe(true);
    expect(isMatch("Gholam Hussein Mohseni Ejei", ["MOHSENI-EJEI, Gholamhossein"])).toBe(true);
    expect(isMatch("Muhammadriza Naghdi", ["NAQDI, Mohammad Reza"])).toBe(true);
    expect(isMatch("Muhammad Husayn Dajmar", ["DAJMAR, Mohammad Hossein"])).toBe(true);
    const fields = subjectsOfQuery("q", { schema: "Person", properties: { firstName: ["Aliakbar"], lastName: ["Velayati"] } }, DEFAULT_MATCH_THRESHOLD, "a");
    expect(matchesEntry(entry(["VELAYATI, Ali Akbar"]), fields)).toBe(true);
  });

  it("meets a Persian-script compound, joined or with a zero-width non-joiner, against the Latin entry", () => {
    expect(isMatch("محمدرضا نقدی", ["NAQDI, Mohammad Reza"])).toBe(true);
    expect(isMatch("علی\u200cاکبر ولایتی", ["VELAYATI, Ali Akbar"])).toBe(true);
    expect(isMatch("عبدالرضا رحمانی فضلی", ["RAHMANI FAZLI, Abdolreza"])).toBe(true);
    expect(isMatch("ابوالفضل جباری", ["JABARI, Abolfazl"])).toBe(true);
  });

  it("does not take a compound sharing one half for the listed one", () => {
    expect(isMatch("Mohammad Hossein Naqdi", ["NAQDI, Mohammad Reza"])).toBe(false);
    expect(isMatch("Gholamali Soleimani", ["SOLEIMANI, Gholamreza"])).toBe(false);
    expect(isMatch("Alireza Jafari", ["JAFARI, Mohammad Ali"])).toBe(false);
    expect(isMatch("Abdolrahim Khedri", ["KHEDRI, Abdolhossein"])).toBe(false);
    expect(reported("Mohammad Reza Naqdi", ["NAQDI, Mohammad Reza"])?.features.name_compound).toBeUndefined();
  });

  it("property: two given words and a family name match themselves joined, hyphenated or apart; another second word does not", () => {
    const first = fc.constantFrom("mohammad", "gholam", "abdol", "ali", "hossein", "abol");
    // Hassan is left out: its consonants are Hossein's, which the matcher takes for one name in any case (joined or apart).
    const second = fc.constantFrom("reza", "hossein", "ali", "akbar", "rahim", "javad", "bagher", "fazl", "karim");
    const family = fc.constantFrom("naqdi", "baghbani", "hemmati", "velayati", "soleimani", "khedri", "rasouli", "tangsiri");
    const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
    fc.assert(
      fc.property(first, second, second, family, fc.constantFrom("", "-", " "), (a, b, c, f, sep) => {
        fc.pre(a !== b && b !== c && a !== c);
        const listed = [`${f.toUpperCase()}, ${cap(a)} ${cap(b)}`];
        expect(isMatch(`${cap(a)}${sep}${b} ${cap(f)}`, listed)).toBe(true);
        expect(isMatch(`${cap(a)}${sep}${c} ${cap(f)}`, listed)).toBe(false);
      }),
      { seed: 56, numRuns: 60 },
    );
  });
});
