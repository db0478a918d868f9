// An application's key persons in GraphQL: the Individual and Business types (the applicant among
// them), their addresses and tax numbers, their roles, and the inputs that add and correct them. The
// mutations that take these inputs answer the application, so they are in applications.ts.
import { builder } from "./builder";
import { NodeRef } from "./node";
import { KEY_PERSON_ROLES } from "../domain/applications/inputs";
import * as inputs from "../domain/applications/inputs";
import { enumOf, inputOf } from "./zodInputs";

// Inputs take the key persons' roles (KEY_PERSON_ROLES); the applicant is APPLICANT by being the applicant.
const KeyPersonRoleEnum = enumOf("KeyPersonRole", ["APPLICANT", ...KEY_PERSON_ROLES] as const, "The part a key person plays in an application", [
  KEY_PERSON_ROLES,
]);

interface AddressShape {
  street?: string;
  city?: string;
  postCode?: string;
  country: string;
}
interface TinShape {
  tin: string;
  issuedBy: string;
}

const Address = builder.objectRef<AddressShape>("Address").implement({
  description: "A postal address of a key person",
  fields: (t) => ({
    street: t.string({ description: "Street and number", nullable: true, resolve: (a) => a.street ?? null }),
    city: t.string({ description: "City or town", nullable: true, resolve: (a) => a.city ?? null }),
    postCode: t.string({ description: "Postal code", nullable: true, resolve: (a) => a.postCode ?? null }),
    country: t.exposeString("country", { description: "Country (ISO 3166-1 alpha-2)" }),
  }),
});

const Tin = builder.objectRef<TinShape>("Tin").implement({
  description: "A tax identification number and the country that issued it",
  fields: (t) => ({
    tin: t.exposeString("tin", { description: "The number" }),
    issuedBy: t.exposeString("issuedBy", { description: "The issuing country, ISO 3166-1 alpha-2" }),
  }),
});

export const Individual = builder.prismaObject("Individual", {
  description: "An individual key person of an application (the applicant, an owner or a controller)",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    role: t.expose("role", { description: "The part the person plays in the application", type: KeyPersonRoleEnum }),
    firstName: t.exposeString("firstName", { description: "Given name" }),
    lastName: t.exposeString("lastName", { description: "Family name" }),
    dateOfBirth: t.exposeString("dateOfBirth", { description: "Date of birth (YYYY-MM-DD)", nullable: true }),
    placeOfBirth: t.exposeString("placeOfBirth", { description: "Place of birth", nullable: true }),
    nationality: t.exposeString("nationality", { description: "Nationality (ISO 3166-1 alpha-2)", nullable: true }),
    residenceCountry: t.exposeString("residenceCountry", { description: "Country of residence (ISO 3166-1 alpha-2)", nullable: true }),
    address: t.field({ description: "Residential address", type: Address, nullable: true, resolve: (p) => (p.address as AddressShape | null) ?? null }),
    tins: t.field({ description: "Tax identification numbers", type: [Tin], resolve: (p) => (p.tins as TinShape[] | null) ?? [] }),
    ownershipPercent: t.exposeFloat("ownershipPercent", { description: "Share the person owns of the applicant, 0 to 100", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

export const Business = builder.prismaObject("Business", {
  description: "A business key person of an application (the applicant, an owner or a controlling entity)",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    role: t.expose("role", { description: "The part the business plays in the application", type: KeyPersonRoleEnum }),
    name: t.exposeString("name", { description: "Registered name" }),
    registrationNumber: t.exposeString("registrationNumber", { description: "Company registration number", nullable: true }),
    country: t.exposeString("country", { description: "Country of registration (ISO 3166-1 alpha-2)", nullable: true }),
    address: t.field({ description: "Registered address", type: Address, nullable: true, resolve: (p) => (p.address as AddressShape | null) ?? null }),
    tins: t.field({ description: "Tax identification numbers", type: [Tin], resolve: (p) => (p.tins as TinShape[] | null) ?? [] }),
    ownershipPercent: t.exposeFloat("ownershipPercent", { description: "Share it owns of the applicant, 0 to 100", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

// Inputs are read off the domain's zod inputs (src/domain/applications/inputs.ts), descriptions included.
inputOf("AddressInput", inputs.AddressInput, "A postal address of a key person");
inputOf("TinInput", inputs.TinInput, "A tax identification number and the country that issued it");
inputOf("IndividualInput", inputs.IndividualInput, "The individual an application is for");
inputOf("BusinessInput", inputs.BusinessInput, "The business an application is for");
export const KeyIndividualInput = inputOf("KeyIndividualInput", inputs.KeyIndividualInput, "An individual key person (owner or controller) of an application");
export const KeyBusinessInput = inputOf("KeyBusinessInput", inputs.KeyBusinessInput, "A business key person (owner or controlling entity) of an application");
export const UpdateKeyIndividualInput = inputOf(
  "UpdateKeyIndividualInput",
  inputs.UpdateKeyIndividualInput,
  "Corrections to an individual key person: fields left out stay, null clears an optional one",
);
export const UpdateKeyBusinessInput = inputOf(
  "UpdateKeyBusinessInput",
  inputs.UpdateKeyBusinessInput,
  "Corrections to a business key person: fields left out stay, null clears an optional one",
);
