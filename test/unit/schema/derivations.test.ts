// Each shape is defined once and the others are read off it (CONTRIBUTING.md, "Adding an optional
// field to Application"): GraphQL inputs off the domain's zod inputs, REST responses off the GraphQL
// object types, bulk-insert rows off the table's columns. These tests hold every derived pair to its
// source, so a derivation that drops, renames or loosens a field fails here.
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLInputType } from "graphql";
import { z } from "zod";
import { schema } from "../../../src/schema";
import { derivedInputs, derivedScalars } from "../../../src/schema/zodInputs";
import { routes } from "../../../src/rest/routeTable";
import { derivedResponses, omittedFields } from "../../../src/rest/schemas/fromGraphQL";
import { ApplicationResponse } from "../../../src/rest/schemas/applications";
import { CreateApplicationInput } from "../../../src/domain/applications/inputs";
import { columnFieldsOf } from "../../../src/kernel/bulkInsert";

const defOf = (s: z.ZodType) =>
  (s as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; entries?: Record<string, string> } } })._zod.def;
function peel(s: z.ZodType): z.ZodType {
  const def = defOf(s);
  if (["optional", "nullable", "default", "readonly"].includes(def.type)) return peel(def.innerType!);
  if (def.type === "pipe") return peel(def.in!);
  return s;
}
const descriptionOf = (s: z.ZodType): string | undefined => {
  const own = (s.meta() as { description?: string } | undefined)?.description;
  if (own) return own;
  const def = defOf(s);
  return def.innerType ? descriptionOf(def.innerType) : def.in ? descriptionOf(def.in) : undefined;
};

describe("GraphQL inputs read off the domain's zod inputs", () => {
  it("derives the application inputs (what the walkthrough relies on)", () => {
    for (const name of [
      "CreateApplicationInput",
      "UpdateApplicationInput",
      "ApplicationFilter",
      "KeyIndividualInput",
      "KeyBusinessInput",
      "AddressInput",
      "TinInput",
    ]) {
      expect(derivedInputs.has(name)).toBe(true);
    }
  });

  it.each([...derivedInputs.entries()])("%s has the zod object's fields, requiredness, enums and descriptions", (name, zod) => {
    const type = schema.getType(name);
    if (!isInputObjectType(type)) throw new Error(`${name} is not an input type of the schema`);
    const fields = type.getFields();
    const shape = zod.shape as Record<string, z.ZodType>;
    expect(Object.keys(fields).sort()).toEqual(Object.keys(shape).sort());
    for (const [field, fieldSchema] of Object.entries(shape)) {
      const gql = fields[field];
      // Non-null exactly where zod takes neither an absent value nor null (GraphQL cannot say "required but nullable": the domain still refuses the absent one).
      expect([field, isNonNullType(gql.type)]).toEqual([field, !fieldSchema.safeParse(undefined).success && !fieldSchema.safeParse(null).success]);
      expect([field, gql.description]).toEqual([field, descriptionOf(fieldSchema)]);
      const core = peel(fieldSchema);
      const coreDef = defOf(core);
      const element = coreDef.type === "array" ? defOf(peel(coreDef.element!)) : coreDef;
      expect([field, isListType(isNonNullType(gql.type) ? gql.type.ofType : gql.type)]).toEqual([field, coreDef.type === "array"]);
      const named = getNamedType(gql.type as GraphQLInputType);
      const scalar = derivedScalars.get(name)?.[field];
      if (scalar) {
        // A declared exception (inputOf's ids/strings): zod's strings typed as ID, enums GraphQL takes as strings.
        expect([field, named.name]).toEqual([field, scalar]);
        expect([field, element.type]).toEqual([field, scalar === "ID" ? "string" : "enum"]);
      } else if (element.type === "string") {
        expect([field, named.name]).toEqual([field, "String"]);
      } else if (element.type === "enum") {
        // The GraphQL enum takes every value zod accepts (it may name more, e.g. APPLICANT on roles).
        if (!isEnumType(named)) throw new Error(`${name}.${field} should be a GraphQL enum`);
        const values = named.getValues().map((v) => v.name);
        for (const value of Object.values(element.entries!)) expect([field, values]).toEqual([field, expect.arrayContaining([value])]);
      }
      if (element.type === "object") expect([field, isInputObjectType(named)]).toEqual([field, true]);
    }
  });
});

describe("REST responses read off the GraphQL object types", () => {
  it("derives the Application response, which application routes return", () => {
    expect(derivedResponses.get(ApplicationResponse)).toBe("Application");
    const applicationRoutes = routes.filter((r) => r.response.schema === ApplicationResponse);
    expect(applicationRoutes.length).toBeGreaterThan(3);
  });

  it.each([...derivedResponses.entries()].map(([zod, typeName]) => [typeName, zod] as const))(
    "%s: every scalar and enum field of the GraphQL type, with its nullability and description",
    (typeName, zod) => {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
      const shape = zod.shape as Record<string, z.ZodType>;
      const omitted = omittedFields.get(zod) ?? [];
      for (const field of Object.values(type.getFields())) {
        if (omitted.includes(field.name)) {
          expect([field.name, field.name in shape]).toEqual([field.name, false]);
          continue;
        }
        const scalar = field.args.length === 0 && !isObjectType(getNamedType(field.type)) && field.name !== "nodeId";
        if (scalar) expect([field.name, field.name in shape]).toEqual([field.name, true]);
        if (!(field.name in shape)) continue;
        expect([field.name, shape[field.name].safeParse(null).success]).toEqual([field.name, !isNonNullType(field.type)]);
        if (field.description && !isObjectType(getNamedType(field.type)))
          expect([field.name, descriptionOf(shape[field.name])]).toEqual([field.name, field.description]);
      }
      for (const key of Object.keys(shape)) expect([key, key in type.getFields()]).toEqual([key, true]);
    },
  );
});

describe("bulk-insert rows read off the table's columns", () => {
  it("takes a create input's column fields as given and leaves the rest out", () => {
    const input = CreateApplicationInput.parse({
      entityType: "INDIVIDUAL",
      name: "Ada",
      email: "ada@example.com",
      riskScore: 12,
      labels: ["vip"],
      individual: { firstName: "Ada", lastName: "L" },
    });
    expect(columnFieldsOf("Application", input)).toEqual({ entityType: "INDIVIDUAL", name: "Ada", email: "ada@example.com", riskScore: 12 });
  });
});
