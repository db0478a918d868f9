// Arabic and Persian script against names listed in Latin letters and the reverse (arabic.ts), through
// the retrieval keys and scoring the database path uses (screenSubjectsAgainstEntries, in memory): an
// application's key person ("firstName lastName") and a /match query (subjectsOfQuery).
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, type ScreeningSubject } from "../../../src/screening/matching";
import { arabicWord } from "../../../src/screening/matching/arabic";
import { normalizeName } from "../../../src/screening/matching/normalize";
import { subjectsOfQuery } from "../../../src/screening/subjects";
import { applicant, listedEntry, matchesEntry } from "./listed";

const entry = (names: string[]) => listedEntry("arabic-test", names);
const matches = (subjects: ScreeningSubject[], names: string[]): boolean => matchesEntry(entry(names), subjects);
const viaMatch = (name: string, listed: string[]) =>
  matches(subjectsOfQuery("q", { schema: "Person", properties: { name: [name] } }, DEFAULT_MATCH_THRESHOLD, "a"), listed);

describe("Arabic and Persian script read as lists spell it", () => {
  it("writes the article apart, عبد compounds, ظ as z, a Persian ه‌ای ending as ei", () => {
    expect(arabicWord("الحوثي")).toBe("al hwthy");
    expect(arabicWord("عبدالملك")).toBe("abd al mlk");
    expect(arabicWord("بن")).toBe("bin");
    expect(arabicWord("الظواهري")).toBe("al zwahry");
    expect(arabicWord("خامنه‌ای")).toBe("khamnei");
    expect(arabicWord("حسین")).toBe("hasyn");
  });

  it("reads presentation forms, Persian ی and ک, and zero-width non-joiners as the plain letters", () => {
    expect(normalizeName("ﺑﺸﺎﺭ ﺍﻷﺳﺪ", "individual").tokens).toEqual(normalizeName("بشار الأسد", "individual").tokens);
    expect(normalizeName("علی", "individual").tokens).toEqual(normalizeName("علي", "individual").tokens);
    expect(normalizeName("حاجی‌زاده", "individual").tokens).toEqual(normalizeName("حاجیزاده", "individual").tokens);
  });

  it("property: a name's skeleton does not depend on harakat, tatweel or joiners", () => {
    const word = fc.constantFrom("محمد", "حسين", "بشار", "سليماني", "قاسم", "علي", "مملوك");
    const mark = fc.constantFrom("\u064e", "\u064f", "\u0650", "\u0651", "\u0640", "\u200c");
    fc.assert(
      fc.property(word, mark, fc.nat(3), (w, m, at) => {
        const marked = w.slice(0, at + 1) + m + w.slice(at + 1);
        expect(normalizeName(marked, "individual").skeleton).toEqual(normalizeName(w, "individual").skeleton);
      }),
      { seed: 20261207, numRuns: 200 },
    );
  });
});

describe("matching across scripts", () => {
  it("finds a Latin entry from Arabic script, for an application's fields and for /match", () => {
    expect(matches([applicant("بشار", "الأسد")], ["Bashar al-Asad"])).toBe(true);
    expect(viaMatch("عبد الخالق الحوثي", ["Abd al-Khaliq al-Huthi"])).toBe(true);
    expect(viaMatch("رامي مخلوف", ["Rami Makhluf"])).toBe(true);
  });

  it("finds a Latin entry from Persian script", () => {
    expect(matches([applicant("قاسم", "سلیمانی")], ["Qasem Soleimani"])).toBe(true);
    expect(viaMatch("حسین سلامی", ["Hossein Salami"])).toBe(true);
    expect(viaMatch("مجتبی خامنه‌ای", ["Mojtaba Khamenei"])).toBe(true);
  });

  it("finds عبد compounds written as one word, and Persian gh against q", () => {
    expect(viaMatch("عبد الملك الحوثي", ["Abdulmalik al-Houthi"])).toBe(true);
    expect(viaMatch("Ghasem Soleymani", ["Qasem Soleimani"])).toBe(true);
    expect(viaMatch("Mohammad Baqeri", ["Mohammad Bagheri"])).toBe(true);
  });

  it("finds an entry listed in Arabic script only from Latin letters", () => {
    expect(viaMatch("Jamil Hassan", ["جميل حسن"])).toBe(true);
    expect(viaMatch("Rustum Ghazaleh", ["رستم غزالي"])).toBe(true);
  });

  it("does not match another person", () => {
    expect(viaMatch("حسن روحاني", ["Hasan Nasrallah"])).toBe(false);
    expect(viaMatch("Maher Zain", ["Maher al-Asad"])).toBe(false);
  });
});
