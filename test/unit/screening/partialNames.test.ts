// A long chain name given in part (score.ts partialName): a given name and a family name that are the
// first and last words of a listed chain of four or more are a match candidate, scored lower than the
// whole name and said so (name_partial), never dropped unseen; another given name is another person.
// Through the retrieval keys and scoring the database path uses (screenSubjectsAgainstEntries, in memory).
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type ListMatch, type ScreeningSubject } from "../../../src/screening/matching";
import { subjectsOfQuery } from "../../../src/screening/subjects";
import { applicant, listedEntry, matchesEntry } from "./listed";

const entry = (names: string[]) => listedEntry("partial-test", names);
const matches = (subjects: ScreeningSubject[], names: string[]): boolean => matchesEntry(entry(names), subjects);
const viaMatch = (properties: Record<string, string[]>, listed: string[]) =>
  matches(subjectsOfQuery("q", { schema: "Person", properties }, DEFAULT_MATCH_THRESHOLD, "a"), listed);

/** The subject's match against an entry listing `names`, or undefined when it is not reported. */
const reported = (subjectName: string, names: string[], threshold = DEFAULT_MATCH_THRESHOLD): ListMatch | undefined => {
  const e = entry(names);
  const s = { ...applicant("", ""), name: subjectName, matchThreshold: threshold };
  return screenSubjectsAgainstEntries([e], [s])
    .get(s.id)
    ?.find((m) => m.entryId === e.id);
};

describe("a chain name given in part", () => {
  it("matches a given and a family name of a listed chain, lower than the whole name, with the reason", () => {
    const m = reported("Ayman al-Zawahiri", ["Ayman Muhammed Rabi al-Zawahiri"])!;
    expect(m.matchResult.isMatch).toBe(true);
    expect(m.matchResult.confidence).toBeLessThanOrEqual(0.92);
    expect(m.features.name_partial).toBe(1);
    expect(m.matchResult.matchExplanation).toMatch(/name given in part: 2 of the listed chain's words not given/);
    const whole = reported("Ayman Muhammed Rabi al-Zawahiri", ["Ayman Muhammed Rabi al-Zawahiri"])!;
    expect(whole.matchResult.confidence).toBeGreaterThan(m.matchResult.confidence);
    expect(whole.features.name_partial).toBeUndefined();
  });

  it("finds the chain of six words from two, with bin, an Abd al- compound, Arabic script, and the full chain against a name listed in part", () => {
    expect(reported("Aisha Qadhafi", ["Aisha Muammar Muhammed Abu Minyar Qadhafi"])?.matchResult.isMatch).toBe(true);
    expect(reported("Hamza bin Ladin", ["Hamza Usama Muhammad bin Ladin"])?.matchResult.isMatch).toBe(true);
    expect(reported("Abdulrahman al-Qahtani", ["Abd al-Rahman bin Muhammad bin Abd al-Aziz al-Qahtani"])?.matchResult.isMatch).toBe(true);
    expect(reported("أيمن الظواهري", ["Ayman Muhammed Rabi al-Zawahiri"])?.matchResult.isMatch).toBe(true);
    expect(viaMatch({ firstName: ["Saif al-Islam Muammar"], lastName: ["al-Qadhafi"] }, ["Saif al-Islam Qadhafi"])).toBe(true);
  });

  it("is reported, cleared under a stricter threshold, not dropped", () => {
    const m = reported("Ayman al-Zawahiri", ["Ayman Muhammed Rabi al-Zawahiri"], 0.95)!;
    expect(m.matchResult.isMatch).toBe(false);
    expect(m.matchResult.clearedReason).toBe("CONFIDENCE_BELOW_THRESHOLD");
    expect(m.features.name_partial).toBe(1);
  });

  it("does not match another given name sharing the family name, or a chain of three", () => {
    expect(reported("Muhammad al-Zawahiri", ["Ayman Muhammed Rabi al-Zawahiri"])?.matchResult.isMatch ?? false).toBe(false);
    expect(reported("Usama bin Ladin", ["Hamza Usama Muhammad bin Ladin"])?.matchResult.isMatch ?? false).toBe(false);
    expect(reported("Hannibal Qadhafi", ["Aisha Muammar Muhammed Abu Minyar Qadhafi"])?.matchResult.isMatch ?? false).toBe(false);
    expect(reported("Kim Chol", ["Kim Yong Chol"])?.features.name_partial).toBeUndefined();
  });

  it("property: a chain's first and last words, any in-between words kept in order, are a match candidate", () => {
    const word = fc.constantFrom("ahmad", "yusuf", "karim", "tariq", "nasser", "salim", "hamid", "faisal", "rashid", "zaidan", "haddad", "mansour");
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 4, maxLength: 6 }), fc.boolean(), (chain, keepSecond) => {
        const given = [chain[0], ...(keepSecond ? [chain[1]] : []), chain[chain.length - 1]];
        const m = reported(given.join(" "), [chain.join(" ")]);
        expect(m).toBeDefined();
        expect(m!.matchResult.isMatch).toBe(true);
        // Lower than the whole name (a chain missing one word only may score by the alignment, above 0.92).
        expect(m!.matchResult.confidence).toBeLessThan(1);
      }),
      { seed: 56, numRuns: 60 },
    );
  });
});
