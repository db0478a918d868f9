// A Japanese name written in kanji against the same name listed only in Hepburn (japaneseKanji.ts):
// through the retrieval keys and scoring the database path uses, as an application's fields and as a
// /match query. A reading is one of several a kanji name has: such a match scores under an exact one
// and says so (name_kanji_reading); another person sharing the family name is not met.
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type ScreeningSubject } from "../../../src/screening/matching";
import {
  kanjiKeyForms,
  kanjiReading,
  MAX_KEY_FORMS,
  PART_READINGS,
  partReadings,
  READING_SCORE,
  READING_SCORE_SHORT,
} from "../../../src/screening/matching/japaneseKanji";
import { subjectsOfQuery } from "../../../src/screening/subjects";
import { applicant, listedEntry } from "./listed";

const TABLE_FILE = path.join(__dirname, "../../../src/screening/matching/japaneseReadings.json");

function screened(subject: ScreeningSubject, names: string[]) {
  const entry = listedEntry("kanji-test", names);
  return screenSubjectsAgainstEntries([entry], [subject])
    .get(subject.id)
    ?.find((m) => m.entryId === entry.id);
}
const viaMatch = (name: string) => subjectsOfQuery("q", { schema: "Person", properties: { name: [name] } }, DEFAULT_MATCH_THRESHOLD, "a")[0];
const isMatch = (subject: ScreeningSubject, names: string[]) => screened(subject, names)?.matchResult.isMatch === true;

describe("the table of kanji readings in names", () => {
  it("is small enough to load with the matcher", () => {
    const bytes = readFileSync(TABLE_FILE).length;
    const table = JSON.parse(readFileSync(TABLE_FILE, "utf8")) as Record<string, string>;
    expect(bytes).toBeLessThan(256_000);
    expect(Object.keys(table).length).toBeGreaterThan(3000);
    // 口 kuchi at the head of a name part, guchi inside one (Yamaguchi); 功 alone is Isao.
    expect(table["口"].split("|")[0].split(" ")).toContain("くち");
    expect(table["口"].split("|")[1].split(" ")[0]).toBe("ぐち");
    expect(table["功"].split("|")[2].split(" ")).toContain("いさお");
  });

  it("reads a name part likeliest first, in Hepburn as lists write it", () => {
    expect(partReadings("山口")[0]).toBe("yamaguchi");
    expect(partReadings("篠田")).toContain("shinoda");
    expect(partReadings("次郎")).toContain("jiro");
    expect(partReadings("佐々木")[0]).toBe("sasaki");
    expect(partReadings("関")).toContain("seki");
    expect(partReadings("abc")).toEqual([]);
    expect(partReadings("シノダ")).toEqual(["shinoda"]);
  });
});

describe("a name in kanji against a name listed in Hepburn only", () => {
  it("meets it with or without a space, family name first or in the form's fields, at every door", () => {
    for (const listed of ["SHINODA, Kenichi", "Kenichi SHINODA", "Shinoda Ken'ichi"]) {
      expect(isMatch(viaMatch("篠田建市"), [listed])).toBe(true);
      expect(isMatch(viaMatch("篠田 建市"), [listed])).toBe(true);
      expect(isMatch(applicant("建市", "篠田"), [listed])).toBe(true);
    }
    expect(isMatch(viaMatch("清田次郎"), ["KIYOTA, Jiro"])).toBe(true);
    expect(isMatch(viaMatch("関功"), ["SEKI, Isao"])).toBe(true);
    expect(isMatch(viaMatch("山口 組長"), ["YAMAGUCHI, Kumicho"])).toBe(true);
    expect(isMatch(viaMatch("佐々木一郎"), ["Sasaki Ichiro"])).toBe(true);
    // A given name in kana beside a family name in kanji.
    expect(isMatch(viaMatch("山口 はるか"), ["YAMAGUCHI, Haruka"])).toBe(true);
    expect(isMatch(applicant("ケンイチ", "篠田"), ["SHINODA, Kenichi"])).toBe(true);
    expect(isMatch(viaMatch("大野 洋子"), ["ONO, Yoko"])).toBe(true);
    // A passport's long o (Ohno): scored as Ono, looked up in its own spelling too (its h gives it other keys).
    expect(isMatch(viaMatch("大野 洋子"), ["OHNO, Yoko"])).toBe(true);
    expect(isMatch(applicant("洋平", "河野"), ["KOHNO, Yohei"])).toBe(true);
  });

  it("scores under an exact match and says it came from a reading", () => {
    const m = screened(viaMatch("高山清司"), ["TAKAYAMA, Kiyoshi"])!;
    expect(m.features.name_kanji_reading).toBe(1);
    expect(m.features.name_similarity).toBeCloseTo(READING_SCORE);
    expect(m.matchResult.matchExplanation).toContain('read in Japanese as "takayama kiyoshi"');
    // The same name in Hepburn is an exact match, without the feature.
    expect(screened(viaMatch("Takayama Kiyoshi"), ["TAKAYAMA, Kiyoshi"])!.features.name_kanji_reading).toBeUndefined();
    expect(kanjiReading("高山清司", "TAKAYAMA, Kiyoshi")?.score).toBe(READING_SCORE);
    expect(kanjiReading("TAKAYAMA, Kiyoshi", "高山清司")?.score).toBe(READING_SCORE);
  });

  it("does not meet another person sharing the family name, nor a name of more words", () => {
    expect(isMatch(viaMatch("篠田健二"), ["SHINODA, Kenichi"])).toBe(false);
    expect(isMatch(viaMatch("内堀和弘"), ["UCHIBORI, Kazuo", "UCHIBORI, Kazuya"])).toBe(false);
    expect(isMatch(viaMatch("高山清美"), ["TAKAYAMA, Kiyoshi"])).toBe(false);
    expect(kanjiReading("篠田建市", "SHINODA Kenichi Taro")).toBeNull();
    expect(kanjiReading("篠田", "SHINODA")).toBeNull();
    // A reading of few letters is also a whole Chinese or Korean name in Latin letters: reported, not a match alone.
    expect(kanjiReading("関功", "Kan Ko")?.score).toBe(READING_SCORE_SHORT);
    expect(isMatch(viaMatch("関功"), ["KAN, Ko"])).toBe(false);
  });

  it("a Chinese name in characters keeps its Mandarin reading", () => {
    expect(isMatch(viaMatch("王君正"), ["WANG, Junzheng"])).toBe(true);
  });
});

describe("the lookup's bounds", () => {
  const kanji = fc.constantFrom(..."山口田中高清司西茂男関功次郎内堀和也篠建市佐藤鈴木一二三子美"); // common name characters
  const name = fc.tuple(fc.array(kanji, { minLength: 1, maxLength: 3 }), fc.array(kanji, { minLength: 1, maxLength: 3 }), fc.boolean());

  it("never spells out more than the caps, and the key forms are the parts' readings", () => {
    fc.assert(
      fc.property(name, ([family, given, spaced]) => {
        const written = family.join("") + (spaced ? " " : "") + given.join("");
        const forms = kanjiKeyForms(written);
        expect(forms.length).toBeLessThanOrEqual(MAX_KEY_FORMS);
        for (const part of [family.join(""), given.join("")]) expect(partReadings(part).length).toBeLessThanOrEqual(PART_READINGS);
        for (const f of forms) expect(f).toHaveLength(2);
        // Whatever form is looked up, scoring meets it: a key form is read from the name.
        for (const f of forms.slice(0, 4)) expect(kanjiReading(written, f.join(" "))?.score).toBeGreaterThanOrEqual(READING_SCORE_SHORT);
      }),
      { seed: 56, numRuns: 150 },
    );
  });
});
