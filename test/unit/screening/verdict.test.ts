// One verdict, read the same whichever way: a match's confidence reaches its threshold exactly when
// the engine calls it a match (verdict.ts decide), so /screening/match's `match`, yente's score ≥
// threshold and a key person's stored hit agree. Checked on random names, birth dates and thresholds.
import fc from "fast-check";
import { prepareEntry, prepareSubject, scoreMatch, type EntryRow } from "../../../src/screening/matching/score";
import { decide } from "../../../src/screening/matching/verdict";
import type { ScreeningSubject } from "../../../src/screening/matching/types";
import { screenSubjectsAgainstEntries } from "../../../src/screening/matching/screen";

const RUNS = { seed: 20261207, numRuns: 400 };

const entry = (name: string, birthDate: string, countries: string[]): EntryRow => ({
  id: "e1",
  list: "verdict",
  externalId: "v-1",
  schema: "Person",
  types: ["SANCTIONS"],
  caption: name,
  names: [name],
  birthDates: [birthDate],
  countries,
  registrationNumbers: [],
  properties: {},
});

const subject = (name: string, birthDate: string, countries: string[], matchThreshold: number): ScreeningSubject => ({
  kind: "individual",
  id: "s1",
  accountId: "a",
  applicationId: "app",
  name,
  birthDate,
  countries,
  registrationNumbers: [],
  types: ["SANCTIONS"],
  matchThreshold,
});

const NAMES = ["Sultan Aziz Azam", "Roman Tubud", "Majid Ali Khaqaz", "Olga Maksimovich Zekiryak"];
/** The listed name as written, with a letter changed, with a word dropped, or reordered. */
const variant = (name: string, how: number) => {
  const words = name.split(" ");
  if (how === 1) return name.slice(0, 3) + (name[3] === "a" ? "e" : "a") + name.slice(4);
  if (how === 2 && words.length > 2) return [words[0], words[words.length - 1]].join(" ");
  if (how === 3) return [...words].reverse().join(" ");
  return name;
};

describe("one verdict", () => {
  it("decide scores a cleared match under its threshold and a match at or over it", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 1.5, noNaN: true }),
        fc.double({ min: 0.5, max: 0.99, noNaN: true }),
        fc.constantFrom(null, "IDENTITY_MISMATCH" as const, "NOMINAL_ROLE" as const),
        (raw, threshold, rule) => {
          const verdict = decide(raw, threshold, rule);
          if (!verdict) return raw < threshold;
          return verdict.confidence >= threshold === (verdict.clearedReason === null) && verdict.confidence <= Math.max(0, Math.min(1, raw)) + 1e-9;
        },
      ),
      RUNS,
    );
  });

  it("gives a scored person a confidence at or over the threshold exactly when it is a match, birth years near or far", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1940, max: 2000 }),
        fc.integer({ min: -25, max: 25 }),
        fc.boolean(),
        fc.double({ min: 0.5, max: 0.99, noNaN: true }),
        (name, how, year, off, sameCountry, threshold) => {
          const listed = entry(name, `${year}-03-14`, ["by"]);
          const match = scoreMatch(
            prepareSubject(subject(variant(name, how), `${year + off}-03-14`, sameCountry ? ["by"] : ["gr"], threshold)),
            prepareEntry(listed),
          );
          if (!match) return true;
          const { confidence, isMatch, clearedReason } = match.matchResult;
          // A namesake born more than a year apart is never a match; a year off never clears an exact name.
          if (Math.abs(off) > 1 && isMatch) return false;
          if (how === 0 && Math.abs(off) <= 1 && threshold <= 0.9 && !isMatch) return false;
          return confidence >= threshold === isMatch && (isMatch ? clearedReason === null : clearedReason !== null);
        },
      ),
      RUNS,
    );
  });
});

describe("a business name without its legal form", () => {
  const company = (id: string, name: string): EntryRow => ({ ...entry(name, "", ["pa"]), id, externalId: id, schema: "Company", birthDates: [] });
  const business = (name: string): ScreeningSubject => ({ ...subject(name, "", [], 0.88), kind: "business", birthDate: null });
  const verdicts = (name: string, listed: EntryRow[]) =>
    Object.fromEntries(
      (screenSubjectsAgainstEntries(listed, [business(name)]).get("s1") ?? []).map((m) => [m.externalId, [m.matchResult.isMatch, m.matchResult.clearedReason]]),
    );

  it("matches neither of two listed companies of different legal forms that have its words, and says why", () => {
    const listed = [company("ltd", "GREYHOLLOW SHIPPING LTD"), company("sa", "GREYHOLLOW SHIPPING S.A.")];
    expect(verdicts("Greyhollow Shipping", listed)).toEqual({ ltd: [false, "CONFIDENCE_BELOW_THRESHOLD"], sa: [false, "CONFIDENCE_BELOW_THRESHOLD"] });
    const [m] = screenSubjectsAgainstEntries(listed, [business("Greyhollow Shipping")]).get("s1")!;
    expect(m.features).toMatchObject({ name_shared: 1 });
    expect(m.matchResult.confidence).toBeLessThan(0.88);
    // Its legal form tells them apart.
    expect(verdicts("Greyhollow Shipping Limited", listed)).toMatchObject({ ltd: [true, null] });
  });

  it("keeps its match when one listed company alone has its words, or one company is listed twice under one form", () => {
    expect(verdicts("Greyhollow Shipping", [company("ltd", "GREYHOLLOW SHIPPING LTD"), company("llc", "GREYHOLLOW TANKERS LLC")])).toEqual({
      ltd: [true, null],
    });
    expect(verdicts("Greyhollow Shipping", [company("ofac", "GREYHOLLOW SHIPPING LTD"), company("un", "Greyhollow Shipping Limited")])).toEqual({
      ofac: [true, null],
      un: [true, null],
    });
  });

  it("takes a number for another company of the group, not a typo", () => {
    expect(verdicts("Ormford Capital 2 LLC", [company("llc", "ORMFORD CAPITAL LLC")])).not.toMatchObject({ llc: [true, null] });
    expect(verdicts("Ormford Capital 2 LLC", [company("two", "ORMFORD CAPITAL 2 LLC")])).toEqual({ two: [true, null] });
  });
});
