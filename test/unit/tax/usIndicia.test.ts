// US indicia of an application (docs/tax-reporting.md): what counts, where it was read, and the status.
import fc from "fast-check";
import { assessUsIndicia, bornInUs, type IndiciaInput } from "../../../src/domain/tax/usIndicia";

const SEED = 20261207;
const nonUsCountry = fc.constantFrom("FR", "LU", "DE", "GB", "CH", null);
const nonUsBirthPlace = fc.constantFrom("Paris", "Lyon, France", "Berlin", "Geneva, CH", null);
const address = (country: fc.Arbitrary<string | null>) => fc.record({ street: fc.string(), city: fc.string(), country });
const tins = (issuedBy: fc.Arbitrary<string | null>) => fc.array(fc.record({ tin: fc.string({ minLength: 1 }), issuedBy }), { maxLength: 3 });
const documentTypes = fc.array(fc.constantFrom("PASSPORT", "W_8", "W_8_BEN_E", "FATCA_CRS_DECLARATION", "PROOF_OF_ADDRESS", "OTHER"), { maxLength: 5 });
const roles = fc.constantFrom("APPLICANT", "UBO", "DIRECTOR");

const nonUsApplication: fc.Arbitrary<IndiciaInput> = fc.record({
  entityType: fc.constantFrom("INDIVIDUAL" as const, "BUSINESS" as const),
  individuals: fc.array(
    fc.record({
      id: fc.uuid(),
      role: roles,
      nationality: nonUsCountry,
      residenceCountry: nonUsCountry,
      placeOfBirth: nonUsBirthPlace,
      address: fc.option(address(nonUsCountry)),
      tins: tins(nonUsCountry),
    }),
    { maxLength: 3 },
  ),
  businesses: fc.array(fc.record({ id: fc.uuid(), role: roles, country: nonUsCountry, address: fc.option(address(nonUsCountry)), tins: tins(nonUsCountry) }), {
    maxLength: 2,
  }),
  documentTypes,
});

const usCountry = fc.constantFrom("US", "us", "USA", "United States");
/** Any application: some fields may name the United States. */
const anyApplication: fc.Arbitrary<IndiciaInput> = fc.record({
  entityType: fc.constantFrom("INDIVIDUAL" as const, "BUSINESS" as const),
  individuals: fc.array(
    fc.record({
      id: fc.uuid(),
      role: roles,
      nationality: fc.oneof(nonUsCountry, usCountry),
      residenceCountry: fc.oneof(nonUsCountry, usCountry),
      placeOfBirth: fc.oneof(nonUsBirthPlace, fc.constant("Boston, USA")),
      address: fc.option(address(fc.oneof(nonUsCountry, usCountry))),
      tins: tins(fc.oneof(nonUsCountry, usCountry)),
    }),
    { maxLength: 3 },
  ),
  businesses: fc.array(
    fc.record({ id: fc.uuid(), role: roles, country: fc.oneof(nonUsCountry, usCountry), address: fc.option(address(usCountry)), tins: tins(usCountry) }),
    { maxLength: 2 },
  ),
  documentTypes,
});

const applicant = (fields: Partial<IndiciaInput["individuals"][number]>, documentTypes: string[] = []): IndiciaInput => ({
  entityType: "INDIVIDUAL",
  individuals: [{ id: "p1", role: "APPLICANT", nationality: "FR", residenceCountry: "FR", placeOfBirth: "Paris", address: null, tins: [], ...fields }],
  businesses: [],
  documentTypes,
});

describe("US indicia", () => {
  it("no indicia and no W-9 ⇒ NOT_US", () => {
    fc.assert(
      fc.property(nonUsApplication, (input) => {
        const result = assessUsIndicia(input);
        expect(result.indicia).toEqual([]);
        expect(result.status).toBe("NOT_US");
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("a W-9 on file ⇒ US_PERSON, whatever else the application holds", () => {
    fc.assert(
      fc.property(anyApplication, (input) => {
        expect(assessUsIndicia({ ...input, documentTypes: [...input.documentTypes, "W_9"] }).status).toBe("US_PERSON");
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("without a W-9 the status is NOT_US exactly when there is no indicium, CURED exactly when every one is cured", () => {
    fc.assert(
      fc.property(anyApplication, (input) => {
        const result = assessUsIndicia({ ...input, documentTypes: input.documentTypes.filter((d) => d !== "W_9") });
        if (result.indicia.length === 0) expect(result.status).toBe("NOT_US");
        else expect(result.status).toBe(result.indicia.every((i) => i.cured) ? "CURED" : "US_PERSON");
        expect(result.reasons.length).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("names each indicium's kind and the field it came from", () => {
    const result = assessUsIndicia(
      applicant({
        nationality: "US",
        residenceCountry: "US",
        placeOfBirth: "Boston, USA",
        address: { street: "1 Main St", city: "Boston", country: "US" },
        tins: [
          { tin: "123-45-6789", issuedBy: "US" },
          { tin: "FR1", issuedBy: "FR" },
        ],
      }),
    );
    expect(result.indicia.map((i) => [i.kind, i.source, i.subjectId])).toEqual([
      ["US_CITIZENSHIP", "Individual.nationality", "p1"],
      ["US_RESIDENCE", "Individual.residenceCountry", "p1"],
      ["US_ADDRESS", "Individual.address", "p1"],
      ["US_PLACE_OF_BIRTH", "Individual.placeOfBirth", "p1"],
      ["US_TIN", "Individual.tins", "p1"],
    ]);
    expect(result.status).toBe("US_PERSON");
    expect(result.reasons).toContain("US_TIN (Individual.tins) is not cured: missing W_8");
  });

  it("a W-8BEN cures a US address; a US place of birth also needs the declaration (certificate of loss of nationality or explanation)", () => {
    const address = { street: "1 Main St", city: "Boston", country: "US" };
    expect(assessUsIndicia(applicant({ address }, ["W_8"])).status).toBe("CURED");
    const born = assessUsIndicia(applicant({ placeOfBirth: "New York, United States" }, ["W_8"]));
    expect(born.status).toBe("US_PERSON");
    expect(born.indicia[0]).toMatchObject({ kind: "US_PLACE_OF_BIRTH", cured: false, missingDocuments: ["FATCA_CRS_DECLARATION"] });
    expect(assessUsIndicia(applicant({ placeOfBirth: "New York, United States" }, ["W_8", "FATCA_CRS_DECLARATION"])).status).toBe("CURED");
  });

  it("reads an entity's own country, address and TINs; an entity cures with a W-8BEN-E, not an individual's W-8", () => {
    const input: IndiciaInput = {
      entityType: "BUSINESS",
      individuals: [{ id: "p1", role: "UBO", nationality: "US", residenceCountry: null, placeOfBirth: null, address: null, tins: [] }],
      businesses: [{ id: "b1", role: "APPLICANT", country: "US", address: null, tins: [{ tin: "12-3456789", issuedBy: "US" }] }],
      documentTypes: ["W_8"],
    };
    const result = assessUsIndicia(input);
    expect(result.indicia.map((i) => [i.kind, i.source])).toEqual([
      ["US_RESIDENCE", "Business.country"],
      ["US_TIN", "Business.tins"],
    ]);
    expect(result.status).toBe("US_PERSON");
    expect(assessUsIndicia({ ...input, documentTypes: ["W_8_BEN_E"] }).status).toBe("CURED");
  });

  it("reads a free-text place of birth by its last part", () => {
    expect(bornInUs("Boston, USA")).toBe(true);
    expect(bornInUs("USA")).toBe(true);
    expect(bornInUs("Paris, France")).toBe(false);
    expect(bornInUs("Usak, Turkey")).toBe(false);
  });
});
