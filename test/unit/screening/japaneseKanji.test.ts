// A Japanese name written in kanji against the same name listed only in Hepburn (japaneseKanji.ts):
// through the retrieval keys and scoring the database path uses, as an application's fields and as a
// /match query. A reading is one of several a kanji name has: such a match scores under an exact one
// and says so (name_kanji_reading); another person sharing the family name is not met.
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type ScreeningSubject } from "../../../src/screening/matching";
import { prepareSubject } from "../../../src/screening/matching/score";
import { entryMatchIndex } from "../../../src/screening/matching/screen";
import { subjectNameKeys } from "../../../src/screening/matching/keys";
import { normalizeEntryNames } from "../../../src/screening/matching/storedForms";
import {
  kanjiKeyForms,
  kanjiReading,
  kanjiReadingKeyNames,
  MAX_KEY_FORMS,
  MAX_KEY_NAMES,
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

describe("a name in Hepburn against a person listed in kanji only", () => {
  it("meets it as a kanji subject meets an entry in Hepburn: same score, same explanation", () => {
    for (const subject of [viaMatch("Kenichi SHINODA"), viaMatch("SHINODA, Kenichi"), applicant("Kenichi", "Shinoda")])
      for (const listed of ["篠田建市", "篠田 建市"]) {
        const m = screened(subject, [listed])!;
        expect(m.matchResult.isMatch).toBe(true);
        expect(m.features.name_kanji_reading).toBe(1);
        expect(m.features.name_similarity).toBeCloseTo(READING_SCORE);
        expect(m.matchResult.matchExplanation).toContain("one reading of the kanji among several");
      }
    // A given name of one character whose usual reading is far down its list (禎: tadashi eighth).
    expect(isMatch(viaMatch("IRIE, Tadashi"), ["入江禎"])).toBe(true);
    expect(isMatch(applicant("Teruaki", "Takeuchi"), ["竹内照明"])).toBe(true);
  });

  it("is stored under the readings' keys on the database path too, and only a person is", () => {
    const subjectKeys = (name: string) => new Set(prepareSubject(viaMatch(name)).keyForms.flatMap(subjectNameKeys));
    const meets = (entry: { schema: string; names: string[]; caption: string }, name: string) => {
      const keys = subjectKeys(name);
      return entryMatchIndex(entry).keys.some((k) => keys.has(k));
    };
    expect(meets({ schema: "Person", names: ["篠田建市"], caption: "篠田建市" }, "Kenichi Shinoda")).toBe(true);
    expect(meets({ schema: "Person", names: ["大野太郎"], caption: "大野太郎" }, "Ohno Taro")).toBe(true);
    // A company's name in characters is not a person's name: no readings.
    const company = { schema: "Company", names: ["篠田建市"], caption: "篠田建市" };
    expect(entryMatchIndex(company).keys.length).toBe(entryMatchIndex({ ...company, schema: "Organization" }).keys.length);
    expect(kanjiReadingKeyNames([])).toEqual([]);
  });

  it("a passport's long o meets the kanji either way: Ohno, Ono, Oono against 大野", () => {
    for (const latin of ["Ohno Taro", "Ono Taro", "OONO, Taro", "Satoh Yuko"]) {
      const kanji = latin.startsWith("Satoh") ? "佐藤優子" : "大野太郎";
      expect(isMatch(viaMatch(latin), [kanji])).toBe(true);
      expect(isMatch(viaMatch(kanji), [latin])).toBe(true);
    }
  });

  it("does not meet another person sharing the family name", () => {
    expect(isMatch(viaMatch("Kenji SHINODA"), ["篠田建市"])).toBe(false);
    expect(isMatch(viaMatch("IKEDA, Takeshi"), ["池田孝志"])).toBe(false);
    expect(isMatch(viaMatch("GOTOH, Tadashi"), ["後藤忠政"])).toBe(false);
    expect(isMatch(viaMatch("Shinoda"), ["篠田建市"])).toBe(false);
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

  it("an entry's names in kanji add at most MAX_KEY_NAMES × MAX_KEY_FORMS key forms, each from one of its names", () => {
    const names = fc.array(
      name.map(([family, given, spaced]) => family.join("") + (spaced ? " " : "") + given.join("")),
      { minLength: 1, maxLength: 7 },
    );
    fc.assert(
      fc.property(names, (written) => {
        const entry = { schema: "Person", names: written, caption: written[0] };
        const keyNames = kanjiReadingKeyNames(normalizeEntryNames(entry));
        expect(keyNames.length).toBeLessThanOrEqual(MAX_KEY_NAMES * MAX_KEY_FORMS);
        expect(new Set(keyNames.map((k) => k.original)).size).toBeLessThanOrEqual(MAX_KEY_NAMES);
        for (const k of keyNames) expect(written).toContain(k.original);
      }),
      { seed: 56, numRuns: 100 },
    );
  });
});
