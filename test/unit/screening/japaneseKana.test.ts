// A Japanese name in kana against the spellings lists and passports give its long vowels
// (japanese.ts): おおの is listed Ono, written Ohno in a passport, Oono or Ouno elsewhere; each meets it,
// at most KANA_SPELLINGS spellings are made however many long vowels a name has, and a short name one
// sound away is not met.
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type ScreeningSubject } from "../../../src/screening/matching";
import { kanaForms, KANA_SPELLINGS, longVowelSpellings } from "../../../src/screening/matching/japanese";
import { subjectsOfQuery } from "../../../src/screening/subjects";
import { applicant, listedEntry } from "./listed";

const viaMatch = (name: string) => subjectsOfQuery("q", { schema: "Person", properties: { name: [name] } }, DEFAULT_MATCH_THRESHOLD, "a")[0];
function isMatch(subject: ScreeningSubject, names: string[]): boolean {
  const entry = listedEntry("kana-test", names);
  return (
    screenSubjectsAgainstEntries([entry], [subject])
      .get(subject.id)
      ?.some((m) => m.entryId === entry.id && m.matchResult.isMatch) === true
  );
}

describe("a long vowel in kana against a passport's spelling", () => {
  it("spells おおの and おうの as written, shortened, with a passport's oh and in the other doubled o", () => {
    expect(kanaForms("おおの")).toEqual([["oono"], ["ono"], ["ohno"], ["ouno"]]);
    expect(kanaForms("おうの")).toEqual([["ouno"], ["ono"], ["ohno"], ["oono"]]);
    // A long o before a vowel or an h stays o (Shohei); a final one is oh in one spelling only (Satoh, and Taro beside it).
    expect(kanaForms("おおたに しょうへい").map((w) => w.join(" "))).toContain("ohtani shohei");
    expect(kanaForms("おおの たろう").map((w) => w.join(" "))).toEqual(expect.arrayContaining(["ohno taro", "ohno taroh"]));
    // No long vowel: one spelling (いのうえ is i-no-u-e, its ou before a vowel is no passport's oh).
    expect(kanaForms("しのだ けんいち")).toEqual([["shinoda", "kenichi"]]);
    expect(kanaForms("いのうえ").map((w) => w.join(" "))).not.toContain("inohe");
  });

  it("meets the name listed or written in each spelling, both ways", () => {
    for (const listed of ["OHNO, Taro", "ONO, Taro", "OONO Taro", "OUNO Taro"]) {
      expect(isMatch(viaMatch("おおの たろう"), [listed])).toBe(true);
      expect(isMatch(viaMatch("オオノ タロウ"), [listed])).toBe(true);
      expect(isMatch(viaMatch(listed), ["おおの たろう"])).toBe(true);
    }
    expect(isMatch(applicant("たろう", "おおの"), ["OHNO, Taro"])).toBe(true);
    expect(isMatch(viaMatch("ごとう ただまさ"), ["GOTOH, Tadamasa"])).toBe(true);
    expect(isMatch(viaMatch("おおたに しょうへい"), ["OHTANI, Shohei"])).toBe(true);
    expect(isMatch(viaMatch("さとう ゆうこ"), ["SATOH, Yuko"])).toBe(true);
  });

  it("does not meet another short name one sound away", () => {
    expect(isMatch(viaMatch("おおの たろう"), ["OHNO, Jiro"])).toBe(false);
    expect(isMatch(viaMatch("おの けん"), ["OHNO, Kenta"])).toBe(false);
    expect(isMatch(viaMatch("ごとう ただし"), ["GOTOH, Tadamasa"])).toBe(false);
  });

  it("never makes more than KANA_SPELLINGS spellings, the name as written first, each of as many words", () => {
    const syllable = fc.constantFrom("o", "ou", "oo", "u", "uu", "ko", "kou", "to", "tou", "no", "ho", "ta", "ro", "rou", "shi", "a", "e", "ka");
    const word = fc.array(syllable, { minLength: 1, maxLength: 6 }).map((s) => s.join(""));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const spellings = longVowelSpellings(words);
        expect(spellings.length).toBeGreaterThanOrEqual(1);
        expect(spellings.length).toBeLessThanOrEqual(KANA_SPELLINGS);
        expect(spellings[0]).toEqual(words);
        for (const s of spellings) expect(s).toHaveLength(words.length);
        expect(new Set(spellings.map((s) => s.join(" "))).size).toBe(spellings.length);
      }),
      { seed: 56, numRuns: 300 },
    );
  });
});
