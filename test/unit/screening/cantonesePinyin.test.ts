// A Chinese name in its Cantonese reading (the Hong Kong Government's romanisation, Jyutping) against
// one listed only in its Mandarin reading (pinyin, Wade–Giles), and the reverse (cantonesePinyin.ts):
// through the retrieval keys and scoring the database path uses, as an application's fields and as a
// /match query. Such a match is weaker evidence than one spelling: it scores under an exact match and
// says so (name_cross_romanisation).
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type ScreeningSubject } from "../../../src/screening/matching";
import { hongKongSpellings } from "../../../src/screening/matching/cantonese";
import { CROSS_SCORE, CROSS_SCORE_SHORT, crossKeyForms, crossRomanisation } from "../../../src/screening/matching/cantonesePinyin";
import { subjectsOfQuery } from "../../../src/screening/subjects";
import { applicant, listedEntry } from "./listed";

const TABLE_FILE = path.join(__dirname, "../../../src/screening/matching/cantonesePinyin.json");
const table = JSON.parse(readFileSync(TABLE_FILE, "utf8")) as Record<string, string>;

/** The match of a subject against one entry listed under `names`, or undefined when none is reported. */
function screened(subject: ScreeningSubject, names: string[], countries: string[] = []) {
  const entry = { ...listedEntry("cross-test", names), countries };
  return screenSubjectsAgainstEntries([entry], [subject])
    .get(subject.id)
    ?.find((m) => m.entryId === entry.id);
}
const viaMatch = (name: string, extra: Record<string, string[]> = {}) =>
  subjectsOfQuery("q", { schema: "Person", properties: { name: [name], ...extra } }, DEFAULT_MATCH_THRESHOLD, "a")[0];
const isMatch = (subject: ScreeningSubject, names: string[], countries?: string[]) => screened(subject, names, countries)?.matchResult.isMatch === true;

describe("the Cantonese–Mandarin syllable table", () => {
  it("is small enough to load with the matcher", () => {
    const bytes = readFileSync(TABLE_FILE).length;
    JSON.parse(readFileSync(TABLE_FILE, "utf8"));
    expect(bytes).toBeLessThan(32_000);
    expect(Object.keys(table).length).toBeGreaterThan(600);
    // 張 zoeng / zhang, 黃 wong / huang and 王 wong / wang, 陳 can / chen, 華 waa / hua.
    expect(table.zoeng.split(" ")).toEqual(expect.arrayContaining(["zhang", "jiang"]));
    expect(table.wong.split(" ")).toEqual(expect.arrayContaining(["wang", "huang"]));
    expect(table.can.split(" ")).toContain("chen");
    expect(table.waa.split(" ")[0]).toBe("hua");
    // A pairing only a rare reading of one polyphone makes is left out: 鎗 coeng1 is qiang1, not cheng1.
    expect(table.coeng.split(" ")).not.toContain("cheng");
  });
});

describe("a Hong Kong spelling against a name listed in pinyin only", () => {
  it("meets it, family name first or last, given name joined, split or hyphenated, at every door", () => {
    for (const listed of ["ZHANG, Jianhua", "ZHANG Jian Hua", "Jianhua ZHANG", "Zhang Jian-hua"]) {
      expect(isMatch(viaMatch("Cheung Kin Wah"), [listed])).toBe(true);
      expect(isMatch(viaMatch("Kin-wah Cheung"), [listed])).toBe(true);
      expect(isMatch(applicant("Kin Wah", "Cheung"), [listed])).toBe(true);
    }
    expect(isMatch(viaMatch("Wong Siu-ming"), ["WANG, Xiaoming"])).toBe(true);
    expect(isMatch(viaMatch("CHAN Tai Man"), ["CHEN, Dawen"])).toBe(true);
    expect(isMatch(applicant("Yam Kuen", "Tsang"), ["ZENG, Yinquan"])).toBe(true);
    // Jyutping too, and an entry in Wade–Giles (a Taiwanese name).
    expect(isMatch(viaMatch("Zoeng Gin Waa"), ["ZHANG, Jianhua"])).toBe(true);
    expect(isMatch(viaMatch("Cheung Kin Wah"), ["CHANG, Chien-hua"])).toBe(true);
  });

  it("scores under an exact match and names the cross-romanisation in features and explanation", () => {
    const m = screened(viaMatch("Cheung Kin Wah"), ["ZHANG, Jianhua"])!;
    expect(m.matchResult.isMatch).toBe(true);
    expect(m.matchResult.confidence).toBe(CROSS_SCORE);
    expect(m.matchResult.confidence).toBeLessThan(screened(viaMatch("Zhang Jianhua"), ["ZHANG, Jianhua"])!.matchResult.confidence);
    expect(m.features.name_cross_romanisation).toBe(1);
    expect(m.matchResult.matchExplanation).toContain('"cheung kin wah" read in Cantonese');
    // An exact spelling says nothing of it.
    expect(screened(viaMatch("Zhang Jianhua"), ["ZHANG, Jianhua"])!.features.name_cross_romanisation).toBeUndefined();
  });

  it("the reverse: pinyin against a name listed in the Hong Kong spelling only", () => {
    expect(isMatch(viaMatch("Zhang Jianhua"), ["CHEUNG, Kin-wah"])).toBe(true);
    expect(isMatch(viaMatch("Li Jiachao"), ["LEE, Ka Chiu"])).toBe(true);
    expect(isMatch(applicant("Ruohua", "Zheng"), ["CHENG, Yeuk Wah"])).toBe(true);
  });

  it("a name of two syllables is reported under the threshold alone, a match with a fact that agrees", () => {
    const alone = screened(viaMatch("Wong San"), ["WANG, Chen"], ["cn"]);
    expect(alone?.matchResult.isMatch).toBe(false);
    expect(alone?.matchResult.confidence).toBe(CROSS_SCORE_SHORT);
    expect(isMatch(viaMatch("Wong San", { nationality: ["cn"] }), ["WANG, Chen"], ["cn"])).toBe(true);
  });

  it("does not meet another person: a syllable whose characters read otherwise in Mandarin", () => {
    // 張 Cheung is not 鄭 Zheng or 程 Cheng; 建華 Kin-wah is not 建國 Jianguo; 曉明 Hiu-ming is not 曉峰 Xiaofeng.
    expect(isMatch(viaMatch("Cheung Kin Wah"), ["CHENG, Jianhua"])).toBe(false);
    expect(isMatch(viaMatch("Cheung Kin Wah"), ["ZHENG, Jianhua"])).toBe(false);
    expect(isMatch(viaMatch("Cheung Kin Wah"), ["ZHANG, Jianguo"])).toBe(false);
    expect(isMatch(viaMatch("Cheung Hiu-fung"), ["ZHANG, Xiaoming"])).toBe(false);
    expect(isMatch(viaMatch("Li Jiaming"), ["LEE, Ka Chiu"])).toBe(false);
    // Another syllable count is another name.
    expect(isMatch(viaMatch("Cheung Kin"), ["ZHANG, Jianhua"])).toBe(false);
    expect(crossRomanisation("John Smith", "ZHANG, Wei")).toBeNull();
    expect(crossKeyForms("John Smith")).toEqual([]);
  });
});

/**
 * A pairing of the table: a Jyutping syllable in its usual Hong Kong spelling, and one of its Mandarin
 * readings among its first `top`. Syllables of two letters or more that begin with a consonant: pinyin
 * writes a syllable beginning with a vowel inside a word with an apostrophe (Xi'an), which a name
 * field drops, and a syllable of one letter is not read as one.
 */
const pairings = (top: number) =>
  Object.entries(table)
    .filter(([j]) => hongKongSpellings(j) !== null)
    .flatMap(([j, ps]) =>
      ps
        .split(" ")
        .slice(0, top)
        .map((p) => ({ hk: hongKongSpellings(j)![0], pinyin: p })),
    )
    .filter(({ hk, pinyin }) => hk.length >= 2 && pinyin.length >= 2 && !/^[aeiou]/.test(pinyin) && !/^[aeiou]/.test(hk));

describe("property: a name read one character at a time in Cantonese and in Mandarin meets itself", () => {
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  const name = (syllables: { hk: string; pinyin: string }[]) => {
    const [family, ...given] = syllables;
    return {
      hk: `${cap(family.hk)} ${given.map((g) => cap(g.hk)).join(" ")}`,
      pinyin: `${family.pinyin.toUpperCase()}, ${cap(given.map((g) => g.pinyin).join(""))}`,
    };
  };

  it("scores it as a cross-romanisation match, either side first, for every pairing of the table", () => {
    const all = pairings(100);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...all), { minLength: 2, maxLength: 4 }), (syllables) => {
        const { hk, pinyin } = name(syllables);
        const there = crossRomanisation(hk, pinyin);
        const back = crossRomanisation(pinyin, hk);
        expect(there?.score).toBe(syllables.length >= 3 ? CROSS_SCORE : CROSS_SCORE_SHORT);
        expect(back?.score).toBe(there?.score);
      }),
      { seed: 56, numRuns: 500 },
    );
  });

  it("finds and matches it through the retrieval keys when each character takes one of its likelier readings", () => {
    const likely = pairings(2);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...likely), { minLength: 3, maxLength: 3 }), (syllables) => {
        const { hk, pinyin } = name(syllables);
        // Either side may be one spelling already (Chan Tai Man is pinyin too): then it scores more, never less.
        const m = screened(viaMatch(hk), [pinyin]);
        expect(m?.matchResult.isMatch).toBe(true);
        expect(m!.matchResult.confidence).toBeGreaterThanOrEqual(CROSS_SCORE);
      }),
      { seed: 56, numRuns: 150 },
    );
  });
});
