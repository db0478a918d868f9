// Chinese names as people write them (cjk.ts): characters split across a form's first and last name
// fields or not, pinyin joined, split, hyphenated or capitalised apart, Wade–Giles and Taiwanese
// spellings, family name first or last. Matched through the retrieval keys and scoring the database
// path uses (screenSubjectsAgainstEntries, in memory), for a key person as an application sends one
// ("firstName lastName") and for a /match query (subjectsOfQuery).
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, type ScreeningSubject } from "../../../src/screening/matching";
import { chineseForms, wadeGiles } from "../../../src/screening/matching/cjk";
import { subjectsOfQuery } from "../../../src/screening/subjects";
import { applicant, listedEntry, matchesEntry } from "./listed";

const entry = (names: string[]) => listedEntry("cjk-test", names);
const matches = (subjects: ScreeningSubject[], names: string[]): boolean => matchesEntry(entry(names), subjects);
const viaApplication = (first: string, last: string, listed: string[]) => matches([applicant(first, last)], listed);
const viaMatch = (properties: Record<string, string[]>, listed: string[]) =>
  matches(subjectsOfQuery("q", { schema: "Person", properties }, DEFAULT_MATCH_THRESHOLD, "a"), listed);

describe("pinyin to Wade–Giles (the Library of Congress conversion table, marks dropped)", () => {
  it("converts initials and finals as the table does", () => {
    const table: Record<string, string> = {
      zhang: "chang",
      xiao: "hsiao",
      jun: "chun",
      zheng: "cheng",
      cao: "tsao",
      xing: "hsing",
      quan: "chuan",
      guo: "kuo",
      long: "lung",
      xiong: "hsiung",
      jian: "chien",
      xie: "hsieh",
      zhi: "chih",
      shi: "shih",
      ri: "jih",
      zi: "tzu",
      ci: "tzu",
      si: "ssu",
      ge: "ko",
      he: "ho",
      luo: "lo",
      gui: "kuei",
      er: "erh",
      you: "yu",
      yi: "i",
      yan: "yen",
      bo: "po",
      ding: "ting",
      rong: "jung",
      xue: "hsueh",
      lv: "lu",
      qi: "chi",
    };
    for (const [pinyin, wg] of Object.entries(table)) expect([pinyin, wadeGiles(pinyin)]).toEqual([pinyin, wg]);
  });
});

describe("forms a Chinese name shares however it is written", () => {
  const share = (a: string, b: string) => chineseForms(a).some((f) => chineseForms(b).some((g) => [...f].sort().join(" ") === [...g].sort().join(" ")));

  it("meets characters, pinyin and Wade–Giles, whatever the split and order", () => {
    for (const written of [
      "王君正",
      "君正 王",
      "王 君正",
      "Wang Junzheng",
      "Junzheng WANG",
      "Jun Zheng Wang",
      "Wang Jun-Zheng",
      "Wang Chun-cheng",
      "JunZheng Wang",
    ])
      expect([written, share(written, "Wang Junzheng")]).toEqual([written, true]);
    for (const written of ["曹兴诚", "曹興誠", "兴诚 曹", "Cao Xingcheng", "Hsing Cheng Tsao"])
      expect([written, share(written, "Tsao Hsing-cheng")]).toEqual([written, true]);
  });

  it("leaves names that are not written as Chinese ones alone", () => {
    for (const name of ["Maria Lopez", "Dean Martin", "John Smith", "Abdullah Yahya al Hakim", "Ivan Petrov Sidorov Ivanov Smirnov"])
      expect([name, chineseForms(name)]).toEqual([name, []]);
  });

  it("property: a pinyin name written joined, split, hyphenated, in characters' order or reversed shares a form with its listed spelling", () => {
    const syllable = fc.constantFrom(
      "wang",
      "zhang",
      "li",
      "chen",
      "xia",
      "jun",
      "zheng",
      "bao",
      "long",
      "xiao",
      "ming",
      "quan",
      "guo",
      "hai",
      "lun",
      "xing",
      "jia",
      "qiang",
    );
    fc.assert(
      fc.property(syllable, syllable, syllable, fc.constantFrom(0, 1, 2, 3), (family, g1, g2, how) => {
        const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
        const listed = `${family.toUpperCase()} ${cap(g1)}${g2}`;
        const written = [
          `${cap(g1)} ${cap(g2)} ${cap(family)}`,
          `${cap(family)} ${cap(g1)}-${g2}`,
          `${cap(g1)}${cap(g2)} ${cap(family)}`,
          `${cap(family)} ${cap(g1)} ${cap(g2)}`,
        ][how];
        expect(share(written, listed)).toBe(true);
      }),
      { seed: 20261207, numRuns: 300 },
    );
  });
});

describe("matching a Chinese name, an application's fields and a /match query", () => {
  it("finds an entry listed in pinyin from characters split across first and last name", () => {
    expect(viaApplication("君正", "王", ["WANG Junzheng"])).toBe(true);
    expect(viaApplication("宝龙", "夏", ["Baolong XIA"])).toBe(true);
    expect(viaMatch({ firstName: ["君正"], lastName: ["王"] }, ["WANG Junzheng"])).toBe(true);
    expect(viaMatch({ name: ["夏宝龙"] }, ["Baolong XIA"])).toBe(true);
  });

  it("finds an entry listed in Wade–Giles from characters and from pinyin, and a pinyin entry from Wade–Giles", () => {
    expect(viaApplication("兴诚", "曹", ["Tsao Hsing-cheng"])).toBe(true);
    expect(viaMatch({ name: ["曹興誠"] }, ["Tsao Hsing-cheng"])).toBe(true);
    expect(viaMatch({ name: ["Cao Xingcheng"] }, ["Tsao Hsing-cheng"])).toBe(true);
    expect(viaMatch({ name: ["Wang Chun-cheng"] }, ["WANG Junzheng"])).toBe(true);
    expect(viaApplication("Hsiao-ming", "Chang", ["Xiaoming ZHANG"])).toBe(true);
  });

  it("finds pinyin written in separate syllables", () => {
    expect(viaApplication("Bao Long", "Xia", ["Baolong XIA"])).toBe(true);
    expect(viaMatch({ name: ["Bao Long Xia"] }, ["Baolong XIA"])).toBe(true);
    expect(viaMatch({ name: ["Xia Bao-long"] }, ["Baolong XIA"])).toBe(true);
  });

  it("finds characters split across fields against an entry listed in characters", () => {
    expect(viaApplication("君正", "王", ["王君正"])).toBe(true);
    expect(viaApplication("영철", "김", ["김영철"])).toBe(true);
  });

  it("does not match another person of the same family name", () => {
    expect(viaApplication("建国", "王", ["WANG Junzheng"])).toBe(false);
    expect(viaMatch({ name: ["Tsai Ing-wen"] }, ["Tsai Chi-chang"])).toBe(false);
    expect(viaMatch({ name: ["王金平"] }, ["Wang Ting-yu", "王定宇"])).toBe(false);
    // Given names of joined syllables sharing a consonant skeleton are two names (Chiachieh / Chiachao).
    expect(viaMatch({ name: ["李家傑"] }, ["李家超"])).toBe(false);
    expect(viaMatch({ name: ["Li Chia-chieh"] }, ["Li Chia-chao"])).toBe(false);
  });
});
