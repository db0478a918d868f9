// Company names: legal forms in any spelling or language, generic words that weigh
// little, distinctive words that decide (a typo is the same word, more than a typo another company),
// and a conflicting jurisdiction or registration number cleared IDENTITY_MISMATCH, through the same
// retrieval keys and scoring the database path uses (screenSubjectsAgainstEntries, in memory).
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type EntryRow, type ListMatch, type ScreeningSubject } from "../../../src/screening/matching";
import { companyNameSimilarity, isGenericWord } from "../../../src/screening/matching/companies";
import { LEGAL_FORMS } from "../../../src/screening/matching/legalForms";
import { entryNameKeys, subjectNameKeys } from "../../../src/screening/matching/keys";
import { normalizeName } from "../../../src/screening/matching/normalize";

let n = 0;
const company = (names: string[], over: Partial<EntryRow> = {}): EntryRow => ({
  id: `e${++n}`,
  list: "companies-test",
  externalId: `x${n}`,
  schema: "Company",
  types: ["SANCTIONS"],
  caption: names[0],
  names,
  birthDates: [],
  countries: [],
  registrationNumbers: [],
  properties: {},
  ...over,
});
const business = (name: string, over: Partial<ScreeningSubject> = {}): ScreeningSubject => ({
  kind: "business",
  id: `s${++n}`,
  accountId: "a",
  applicationId: "p",
  name,
  birthDate: null,
  countries: [],
  registrationNumbers: [],
  types: ["SANCTIONS", "PEP", "WARNING"],
  matchThreshold: DEFAULT_MATCH_THRESHOLD,
  ...over,
});
const matchesOf = (s: ScreeningSubject, entries: EntryRow[]): ListMatch[] => screenSubjectsAgainstEntries(entries, [s]).get(s.id) ?? [];
const best = (s: ScreeningSubject, entries: EntryRow[]) => matchesOf(s, entries)[0];
const name = (text: string) => normalizeName(text, "business");
const similarity = (a: string, b: string) => companyNameSimilarity(name(a), name(b));

describe("legal forms", () => {
  it.each([
    ["Alpha Trading Limited", "Alpha Trading Ltd", "LTD"],
    ["ALPHA TRADING LIMITED", "Alpha Trading Ltd.", "LTD"],
    ["Kessler Gesellschaft mit beschränkter Haftung", "Kessler GmbH", "LLC"],
    ["Romashka L.L.C.", "Romashka Limited Liability Company", "LLC"],
    ["ООО «Ромашка»", "Romashka LLC", "LLC"],
    ["OOO Romashka", "Общество с ограниченной ответственностью «Ромашка»", "LLC"],
    ["Iberia Sociedad Anónima", "Iberia S.A.", "JSC"],
    ["Iberia SA", "Iberia S.A.", "JSC"],
    ["АО «Альфа»", "Alfa JSC", "JSC"],
    ["AO Alfa", "Акционерное общество Альфа", "JSC"],
    ["Kolux Sp. z o.o.", "Kolux Spółka z ograniczoną odpowiedzialnością", "LLC"],
    // Forms of registries beyond the first table, met on an independent generator's company names
    // (faker's locales) and in the lists (TOO in Kazakhstan, d.o.o. in the Balkans, FGUP in Russia).
    ["Souza Ltda", "Souza Limitada", "LLC"],
    ["Souza EIRELI", "Souza Ltda.", "LLC"],
    ["Petroleos S.A. de C.V.", "Petroleos SA", "JSC"],
    ["ТОО «Казахмыс»", "Kazakhmys TOO", "LLC"],
    ["Titan d.o.o.", "Titan DOO", "LLC"],
    ["Vitosha ЕООД", "Vitosha EOOD", "LLC"],
    ["Τιτάν Α.Ε.", "Titan AE", "JSC"],
    ["Mackiewicz SKA", "Mackiewicz S.K.A.", "PARTNERSHIP"],
    ["Energo A/S", "Energo AS", "JSC"],
    ["ФГУП «Котельничторг»", "FGUP Kotelnichtorg", "STATE"],
    ["Fournier SCOP", "Fournier Société coopérative", "COOP"],
    ["НКО Вега", "ANO Vega", "NONPROFIT"],
  ])("reads %s and %s as the same name and the same form", (a, b, form) => {
    expect(name(a).tokens).toEqual(name(b).tokens);
    expect(name(a).legalForms).toEqual([form]);
    expect(name(b).legalForms).toEqual([form]);
  });

  it("reads an abbreviation that starts brands (AD, C.A.) as a form only at the end", () => {
    expect(name("Petrol AD").legalForms).toEqual(["JSC"]);
    expect(name("Siderurgica del Orinoco C.A.").legalForms).toEqual(["JSC"]);
    expect(name("CA Technologies").tokens).toContain("ca");
    expect(name("CA Technologies").legalForms).toEqual([]);
  });

  it("reads the forms registries write after the name only there: a name starting with the letters is another company", () => {
    for (const [query, listed] of [
      ["BT Group plc", "KB Group"],
      ["HB Fuller Company", "Fuller Company"],
      ["SAC Capital Advisors", "Capital Advisors"],
      ["KT Skylife", "Skylife"],
      ["AE Industrial Partners", "Industrial Partners"],
      ["The Co-operative Bank", "Bank"],
    ])
      expect(best(business(query), [company([listed])])).toBeUndefined();
    expect(best(business("Skylife KT"), [company(["Skylife"])])?.matchResult.isMatch).toBe(true);
  });

  it("reads a short form only at the start or the end of a name", () => {
    expect(name("Alpha AG Trading").tokens).toContain("ag");
    expect(name("Alpha Trading AG").tokens).not.toContain("ag");
  });

  it("keeps the words of a name that is nothing but a legal form", () => {
    expect(name("Limited").tokens).toEqual(["limited"]);
  });

  it("lists each form's languages in one table", () => {
    const forms = Object.fromEntries(LEGAL_FORMS.map((f) => [f.form, Object.keys(f.spellings)]));
    expect(forms.LLC).toEqual(expect.arrayContaining(["en", "ru", "uk", "de", "fr", "es"]));
    expect(forms.JSC).toEqual(expect.arrayContaining(["en", "ru", "de"]));
  });

  it("leaves individuals' names alone", () => {
    const person = normalizeName("Ivan Petrov Ltd", "individual");
    expect(person.tokens).toEqual(["ivan", "petrov", "ltd"]);
    expect(person.generic).toBeUndefined();
    expect(person.legalForms).toBeUndefined();
  });

  it("matches across legal forms and scripts, and a form of another tradition costs little", () => {
    expect(best(business("Общество с ограниченной ответственностью «Ромашка»"), [company(["Romashka LLC"])])?.matchResult.isMatch).toBe(true);
    // A Japanese KK written "Corporation" in English: two traditions, so a translation, not another entity.
    const other = best(business("Toyama Seiki Kabushiki Kaisha"), [company(["Toyama Seiki Corporation"])]);
    expect(other?.matchResult.isMatch).toBe(true);
    expect(other?.matchResult.confidence).toBeCloseTo(0.98, 2);
    expect(other?.features.legal_form_mismatch).toBe(1);
    expect(other?.features.legal_form_conflict).toBeUndefined();
  });

  it("keeps a limited liability company and a joint-stock company of one tradition apart: two legal entities", () => {
    for (const [query, listed] of [
      ["ООО «Ромашка»", "АО «Ромашка»"],
      ["OOO Romashka Trading", "Romashka Trading JSC"],
      ["Kessler GmbH", "Kessler AG"],
      ["Iberia S.L.", "Iberia Sociedad Anónima"],
      ["Kolux Sp. z o.o.", "Kolux S.A."],
      ["Alpha Ltd", "Alpha PLC"],
      ["Pilak LLC", "Pilak Inc."],
    ]) {
      const match = best(business(query), [company([listed])]);
      expect({ query, isMatch: match?.matchResult.isMatch }).toEqual({ query, isMatch: false });
      expect(match?.features.legal_form_conflict).toBe(1);
      expect(match?.matchResult.confidence).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
      expect(match?.matchResult.matchExplanation).toMatch(/legal forms .* are two legal entities/);
    }
  });

  it("matches conflicting legal forms when the registration number agrees", () => {
    const listed = company(["АО «Ромашка»"], { registrationNumbers: ["1027700132195"] });
    const match = best(business("ООО «Ромашка»", { registrationNumbers: ["1027700132195"] }), [listed]);
    expect(match?.matchResult.isMatch).toBe(true);
    expect(match?.features.registration_number_match).toBe(1);
    expect(match?.features.legal_form_conflict).toBeUndefined();
  });

  it("sees no conflict when one side writes no legal form, or forms of one kind", () => {
    for (const [query, listed] of [
      ["Ромашка", "АО «Ромашка»"],
      ["OOO Romashka", "Romashka"],
      ["Romashka LLC", "Romashka Ltd"],
      ["ПАО «Ромашка»", "Romashka OJSC"],
    ])
      expect({ query, isMatch: best(business(query), [company([listed])])?.matchResult.isMatch }).toEqual({ query, isMatch: true });
  });

  it("reads the entity's forms over all its names: an alias in the subject's form agrees", () => {
    expect(best(business("ООО «Ромашка»"), [company(["АО «Ромашка»", "ООО «Ромашка»"])])?.matchResult.isMatch).toBe(true);
  });
});

describe("line of business", () => {
  it("takes another activity beside the same distinctive words for another company", () => {
    for (const [query, listed] of [
      ["Norvik Petroleum", "Norvik Logistics Ltd"],
      ["Norvik Shipping Ltd", "Norvik Trading Ltd"],
      ["Kessler Handels GmbH", "Kessler Chemicals GmbH"],
      ["ООО «Торговый дом Норвик»", "Norvik Logistics LLC"],
    ]) {
      const match = best(business(query), [company([listed])]);
      expect({ query, isMatch: match?.matchResult.isMatch }).toEqual({ query, isMatch: false });
      expect(match?.features.activity_mismatch).toBe(1);
      expect(match?.matchResult.clearedReason).toBe("CONFIDENCE_BELOW_THRESHOLD");
      expect(match?.matchResult.matchExplanation).toMatch(/line of business .* is not .*: another company/);
    }
  });

  it("matches synonyms and translations of one activity, and a shared one", () => {
    for (const [query, listed] of [
      ["Norvik Oil", "Norvik Petroleum"],
      ["Norvik Petroleum Trading", "Norvik Oil"],
      ["Norvik Oil and Gas", "Norvik Gas Ltd"],
      ["Norvik Marine", "Norvik Shipping"],
      ["Norvik Import Export", "Norvik Trading"],
    ])
      expect({ query, isMatch: best(business(query), [company([listed])])?.matchResult.isMatch }).toEqual({ query, isMatch: true });
  });

  it("keeps a match when one side names no activity: a listed Norvik may trade as Norvik Petroleum", () => {
    expect(best(business("Norvik Petroleum"), [company(["Norvik Ltd"])])?.matchResult.isMatch).toBe(true);
    expect(best(business("Norvik Holding"), [company(["Norvik Petroleum"])])?.matchResult.isMatch).toBe(true);
    expect(best(business("Norvik Energy"), [company(["Norvik Petroleum"])])?.matchResult.isMatch).toBe(true);
  });

  it("reads the entity's activities over all its names: its short alias is still the company it names", () => {
    const match = best(business("Norvik Logistics"), [company(["Norvik Petroleum", "Norvik"])]);
    expect(match?.matchResult.isMatch).toBe(false);
    expect(match?.features.activity_mismatch).toBe(1);
  });

  it("matches another activity when the registration number agrees", () => {
    const listed = company(["Norvik Petroleum Ltd"], { registrationNumbers: ["HE 123456"] });
    const match = best(business("Norvik Logistics Ltd", { registrationNumbers: ["HE 123456"] }), [listed]);
    expect(match?.matchResult.isMatch).toBe(true);
    expect(match?.features.activity_mismatch).toBeUndefined();
  });
});

describe("generic words", () => {
  it("knows generic words and their typos, not distinctive ones", () => {
    expect(isGenericWord("trading")).toBe(true);
    expect(isGenericWord("tradng")).toBe(true);
    expect(isGenericWord("holdigs")).toBe(true);
    expect(isGenericWord("romashka")).toBe(false);
    expect(isGenericWord("alpha")).toBe(false);
  });

  it("takes no surname for a mistyped generic word", () => {
    // "Marie" is one edit from "marine", "Hermans" from "hermanos": both are founders' names.
    expect(isGenericWord("marie")).toBe(false);
    expect(isGenericWord("hermans")).toBe(false);
    expect(isGenericWord("hermanos")).toBe(true);
    expect(best(business("Marie et Henry"), [company(["Henry SCS"])])).toBeUndefined();
    expect(best(business("Hermans - van der Pol"), [company(["van der Pol BV"])])).toBeUndefined();
  });

  it("takes no one-letter word, nor a syllable that is also a name, for a generic 'and'", () => {
    expect(best(business("E Mart"), [company(["I Mart"])])).toBeUndefined();
    expect(best(business("Kai Yuan Trading Co"), [company(["Yuan Trading Co"])])).toBeUndefined();
  });

  it("reads the founders' 'and sons' and 'and' in other languages as generic words", () => {
    expect(best(business("Ramírez Hermanos"), [company(["Ramirez"])])?.matchResult.isMatch).toBe(true);
    expect(best(business("Kunc a Husák s.r.o."), [company(["Kunc Husák"])])?.matchResult.isMatch).toBe(true);
    expect(best(business("Βουγιουκλάκης Όμιλος"), [company(["Vougiouklakis"])])?.matchResult.isMatch).toBe(true);
  });

  it("weighs little when added or removed", () => {
    expect(similarity("Alpha Trading Ltd", "Alpha Global Trading Holdings Ltd")).toBeCloseTo(0.98, 5);
    expect(similarity("Alpha Ltd", "Alpha Trading Ltd")).toBeCloseTo(0.99, 5);
    expect(best(business("Pilak Corp"), [company(["Pilak Import Corp"])])?.matchResult.isMatch).toBe(true);
  });

  it("does not make two companies one when only the generic words agree", () => {
    expect(similarity("Alpha Trading Ltd", "Omega Trading Ltd")).toBe(0);
    expect(similarity("Alpha Global Trading Holdings International", "Omega Global Trading Holdings International")).toBe(0);
    expect(best(business("Omega Global Trading Holdings Ltd"), [company(["Alpha Global Trading Holdings Ltd"])])).toBeUndefined();
  });

  it("compares a name of generic words alone on all of them", () => {
    expect(similarity("Global Trading Company", "Global Trading Company")).toBe(1);
    expect(similarity("Global Trading Company", "Global Shipping Company")).toBeLessThan(0.7);
  });
});

describe("distinctive words", () => {
  it("takes one typo for the same word", () => {
    expect(similarity("Norvik Holdings SA", "Norvisk Holdings Sociedad Anónima")).toBeCloseTo(0.93, 5);
    expect(best(business("Jiaheng Limited"), [company(["Jiasheng Limited"])])?.matchResult.isMatch).toBe(true);
  });

  it("takes the same sound for the same word (Alpha / Alfa: documented as a match)", () => {
    expect(similarity("Alpha Trading Ltd", "Alfa Trading Ltd")).toBeCloseTo(0.97, 5);
  });

  it("takes a word that differs by more than a typo for another company", () => {
    expect(similarity("Norvik Holdings SA", "Narvek Holdings SA")).toBe(0);
    expect(best(business("Narvek Holdings SA"), [company(["Norvik Holdings SA"])])).toBeUndefined();
  });

  it("does not match when one of two distinctive words differs", () => {
    expect(similarity("Alpha Nova Trading", "Alpha Orion Trading")).toBeLessThan(0.5);
  });

  it("meets two words written as one", () => {
    expect(similarity("Sun Rise Shipping GmbH", "Sunrise Shipping GmbH")).toBeCloseTo(0.97, 5);
    expect(best(business("Kanghongdatai Limited"), [company(["Kanghong Datai Limited"])])?.matchResult.isMatch).toBe(true);
  });

  it("finds a listed company by its distinctive words alone, a typo included", () => {
    const shares = (subject: string, entry: string) => subjectNameKeys(name(subject)).some((k) => entryNameKeys(name(entry)).includes(k));
    expect(shares("Pilak", "Pilak Import Corp")).toBe(true);
    expect(shares("Jiaheng Limited", "Jiasheng Limited")).toBe(true);
    expect(shares("Sino Global Trading Holdings International", "Sino Trading Ltd")).toBe(true);
  });
});

describe("jurisdiction and registration number", () => {
  const listed = () => company(["Norvik Shipping Ltd"], { countries: ["cy"], registrationNumbers: ["HE 123456"] });

  it("clears a company registered in another jurisdiction as IDENTITY_MISMATCH", () => {
    const match = best(business("Norvik Shipping Ltd", { countries: ["de"] }), [listed()]);
    expect(match?.matchResult.isMatch).toBe(false);
    expect(match?.matchResult.clearedReason).toBe("IDENTITY_MISMATCH");
    expect(match?.features.jurisdiction_mismatch).toBe(1);
  });

  it("clears a company with another registration number as IDENTITY_MISMATCH", () => {
    const match = best(business("Norvik Shipping Ltd", { countries: ["cy"], registrationNumbers: ["HE 654321"] }), [listed()]);
    expect(match?.matchResult.clearedReason).toBe("IDENTITY_MISMATCH");
  });

  it("matches the same registration number written without its registry's prefix", () => {
    const match = best(business("Norvik Shipping Limited", { countries: ["cy"], registrationNumbers: ["123456"] }), [listed()]);
    expect(match?.matchResult.isMatch).toBe(true);
    expect(match?.features.registration_number_match).toBe(1);
  });

  it("leaves an individual's country as it was: a disjoint nationality lowers the score, it does not clear", () => {
    const person = { ...company(["Ivan Petrov"], { countries: ["ru"] }), schema: "Person" };
    const s = { ...business("Ivan Petrov", { countries: ["ua"] }), kind: "individual" as const };
    const match = best(s, [person]);
    expect(match?.matchResult.clearedReason).not.toBe("IDENTITY_MISMATCH");
    expect(match?.features.jurisdiction_mismatch).toBeUndefined();
  });
});
