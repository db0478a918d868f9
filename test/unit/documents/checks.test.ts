// The document checks of spec 2.4.2, as a reviewer reads their results: which check failed and why.
import { extractFacts, runChecks, type ApplicantData } from "../../../src/domain/documents/checks";

const NOW = new Date("2026-10-15T12:00:00Z");
const anna: ApplicantData = {
  names: ["Anna Schmidt"],
  dateOfBirth: "1980-10-01",
  address: { street: "12 Rue du Fort", postCode: "L-1234", city: "Luxembourg", country: "LU" },
  registrationNumber: null,
  tins: ["LU 1234567"],
};
const outcome = (type: string, text: string, data = anna) => runChecks(type, text, data, NOW);
const byKey = <R extends { key: string }>(results: R[]): Record<string, R> => Object.fromEntries(results.map((r) => [r.key, r]));

describe("extractFacts", () => {
  it("reads labelled lines in any case, the first of each field winning", () => {
    const facts = extractFacts("NAME: Anna Schmidt\nDate of Birth: 1 October 1980\nExpiry date: 2030-01-31\nName: Bob\nPassport No.: X123");
    expect(facts.name).toBe("Anna Schmidt");
    expect(facts.dateOfBirth?.toISOString()).toBe("1980-10-01T00:00:00.000Z");
    expect(facts.expiresAt?.toISOString()).toBe("2030-01-31T00:00:00.000Z");
  });

  it("leaves a field null when its label is unknown or its date unreadable", () => {
    const facts = extractFacts("Passport number: X123\nDOB: unknown\nFavourite colour: blue");
    expect(facts.documentNumber).toBe("X123");
    expect(facts.dateOfBirth).toBeNull();
    expect(facts.name).toBeNull();
  });
});

describe("runChecks: ID card", () => {
  const valid = "Name: Schmidt, Anna\nDate of birth: 01.10.1980\nExpiry: 2030-01-31\nDocument number: P1234567";

  it("passes a current card of the applicant", () => {
    const outcomes = outcome("ID_CARD", valid);
    expect(outcomes).toHaveLength(1);
    const [id] = outcomes;
    expect(id.type).toBe("ID_CARD_ATTRIBUTE_VALIDATION");
    expect(id.results.map((r) => [r.key, r.isValid])).toEqual([
      ["id_card.not_expired", true],
      ["id_card.name_match", true],
      ["id_card.date_of_birth_match", true],
      ["id_card.document_number_present", true],
    ]);
  });

  it("fails an expired card and says so", () => {
    const results = byKey(outcome("ID_CARD", valid.replace("2030-01-31", "2026-10-14"))[0].results);
    expect(results["id_card.not_expired"]).toMatchObject({ isValid: false, value: "2026-10-14", explanation: "The document has expired" });
  });

  it("names the applicant it looked for when the name does not match", () => {
    const results = byKey(outcome("ID_CARD", valid.replace("Schmidt, Anna", "Bob Martin"))[0].results);
    expect(results["id_card.name_match"]).toMatchObject({ isValid: false, explanation: "None of Anna Schmidt appears in the document" });
  });

  it("compares the date of birth with the application's", () => {
    const results = byKey(outcome("ID_CARD", valid.replace("01.10.1980", "02.10.1980"))[0].results);
    expect(results["id_card.date_of_birth_match"]).toMatchObject({ isValid: false, value: "1980-10-02", explanation: "The application says 1980-10-01" });
  });

  it("says no text could be read from an empty document", () => {
    const results = byKey(outcome("ID_CARD", "  ")[0].results);
    expect(results["id_card.not_expired"]).toMatchObject({ isValid: false, value: "not found", explanation: "No text could be read from the document" });
    expect(results["id_card.document_number_present"]).toMatchObject({ isValid: false, explanation: "No document number found" });
  });
});

describe("runChecks: proof of address", () => {
  const bill = (date: string) => `Utility bill\nDate: ${date}\nCustomer: Anna Schmidt\nAddress: 12 rue du Fort, L-1234 LUXEMBOURG`;

  it("passes a recent bill at the applicant's address, spacing and case aside", () => {
    const [poa] = outcome("PROOF_OF_ADDRESS", bill("2026-09-01"));
    expect(poa.type).toBe("VALID_PROOF_OF_ADDRESS");
    expect(poa.results.every((r) => r.isValid)).toBe(true);
  });

  it("refuses a bill older than three months, naming the cut-off", () => {
    const results = byKey(outcome("PROOF_OF_ADDRESS", bill("2026-07-14"))[0].results);
    expect(results["proof_of_address.document_date_recent"]).toMatchObject({ isValid: false, explanation: "Dated 2026-07-14, before 2026-07-15" });
  });

  it("accepts a bill dated today or tomorrow (time zones) but not one further in the future", () => {
    expect(byKey(outcome("PROOF_OF_ADDRESS", bill("2026-10-16"))[0].results)["proof_of_address.document_date_recent"].isValid).toBe(true);
    expect(byKey(outcome("PROOF_OF_ADDRESS", bill("2026-10-18"))[0].results)["proof_of_address.document_date_recent"].isValid).toBe(false);
  });

  it("lists the parts of the address it did not find", () => {
    const results = byKey(outcome("PROOF_OF_ADDRESS", bill("2026-09-01").replace("L-1234", "L-9999"))[0].results);
    expect(results["proof_of_address.address_match"]).toMatchObject({ isValid: false, explanation: "Not found in the document: L-1234" });
  });

  it("cannot compare an address the application does not hold", () => {
    const results = byKey(outcome("PROOF_OF_ADDRESS", bill("2026-09-01"), { ...anna, address: null })[0].results);
    expect(results["proof_of_address.address_match"]).toMatchObject({
      isValid: false,
      value: "not compared",
      explanation: "The application holds no address to compare with",
    });
  });
});

describe("runChecks: data match", () => {
  it("compares a registration number and TIN the document states, spacing and case aside", () => {
    const acme: ApplicantData = { names: ["Acme SA"], dateOfBirth: null, address: null, registrationNumber: "B 123456", tins: ["LU-99"] };
    const outcomes = runChecks("COMPANY_REGISTRY_EXTRACT", "Company name: ACME SA\nRegistration number: b123456\nTax ID: LU99", acme, NOW);
    expect(outcomes.map((o) => o.type)).toEqual(["USER_PROVIDED_DATA_MATCH_COMPANY_REGISTRY_EXTRACT"]);
    expect(outcomes[0].results.map((r) => [r.key, r.isValid])).toEqual([
      ["data_match.name_match", true],
      ["data_match.registration_number_match", true],
      ["data_match.tin_match", true],
    ]);
  });

  it("runs no check for a type the spec gives none", () => {
    expect(outcome("OTHER", "Name: Anna Schmidt")).toEqual([]);
  });
});
