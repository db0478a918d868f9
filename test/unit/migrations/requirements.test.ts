// VALIDATE (spec 2.8): what an item lacks against its onboarding workflow's required fields and
// documents, each missing one becoming a task; requirements scoped to one entity type apply to it only.
import { documentTypesRequiredOf } from "../../../src/domain/onboarding/workflows";
import { missingOf } from "../../../src/domain/migrations/pipeline";
import type { ItemData } from "../../../src/domain/migrations/summarize";

const individual = (fields: Record<string, unknown>): ItemData => ({
  entityType: "INDIVIDUAL",
  fields: Object.fromEntries(Object.entries(fields).map(([path, value]) => [path, { value, source: "manifest.csv" }])),
  controllingPersons: [],
});
const business = (fields: Record<string, unknown>): ItemData => ({ ...individual(fields), entityType: "BUSINESS" });

describe("documentTypesRequiredOf", () => {
  const requirements = ["ID_CARD", "individual:PROOF_OF_ADDRESS", "business:CERTIFICATE_OF_REGISTRATION", "business:ID_CARD", "W_9"];

  it("keeps the workflow's order and the types for this entity type only, each once", () => {
    expect(documentTypesRequiredOf(requirements, "INDIVIDUAL")).toEqual(["ID_CARD", "PROOF_OF_ADDRESS", "W_9"]);
    expect(documentTypesRequiredOf(requirements, "BUSINESS")).toEqual(["ID_CARD", "CERTIFICATE_OF_REGISTRATION", "W_9"]);
  });

  it("ignores requirements it cannot read rather than failing the application", () => {
    expect(documentTypesRequiredOf(["trust:TRUST_DEED", "id_card", "", "ID_CARD"], "INDIVIDUAL")).toEqual(["ID_CARD"]);
  });
});

describe("missingOf", () => {
  const required = {
    fields: ["email", "individual.dateOfBirth", "individual.address", "business.registrationNumber"],
    documents: ["ID_CARD", "individual:PROOF_OF_ADDRESS", "business:CERTIFICATE_OF_REGISTRATION"],
  };

  it("lists missing fields, then missing documents as document:<TYPE>, in the workflow's order", () => {
    expect(missingOf(individual({ email: "anna@example.com" }), ["PROOF_OF_ADDRESS"], required)).toEqual([
      "individual.dateOfBirth",
      "individual.address",
      "document:ID_CARD",
    ]);
  });

  it("does not ask an individual for a business's fields, nor the reverse", () => {
    expect(missingOf(business({ email: "ops@acme.example" }), ["ID_CARD"], required)).toEqual([
      "business.registrationNumber",
      "document:CERTIFICATE_OF_REGISTRATION",
    ]);
  });

  it("is empty when everything is there", () => {
    const complete = individual({ email: "a@b.example", "individual.dateOfBirth": "1980-10-01", "individual.address": { country: "LU" } });
    expect(missingOf(complete, ["ID_CARD", "PROOF_OF_ADDRESS", "OTHER"], required)).toEqual([]);
  });

  it("asks for nothing under a workflow that requires nothing", () => {
    expect(missingOf(individual({}), [], { fields: [], documents: [] })).toEqual([]);
  });
});
