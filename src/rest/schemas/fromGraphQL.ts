// REST response schemas read off the GraphQL object types. A REST route answers
// with its GraphQL operation's data, so the GraphQL type is the one definition of a response's
// fields, their nullability, enums and descriptions; the route's selection is then read back off
// the derived schema (selection.ts), and OpenAPI documents it.
import { getNamedType, isEnumType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLOutputType } from "graphql";
import { z } from "zod";
import { schema } from "../../schema";
import { DateTime } from "./common";

/** GraphQL-only fields no REST response carries: the global id of node(id:) (REST keeps its own ids). */
const GRAPHQL_ONLY = new Set(["nodeId"]);

const SCALARS: Record<string, () => z.ZodType> = {
  String: () => z.string(),
  ID: () => z.string(),
  Boolean: () => z.boolean(),
  Float: () => z.number(),
  Int: () => z.number().int(),
  DateTime: () => DateTime,
  JSON: () => z.unknown(),
};

/** Every derived response schema with the GraphQL type it was read off (a test holds the pairs). */
export const derivedResponses = new Map<z.ZodObject, string>();
/** The scalar fields each derived response leaves out (`omit`), so the test knows them from a dropped field. */
export const omittedFields = new Map<z.ZodObject, readonly string[]>();

interface ResponseOptions {
  /** The OpenAPI component name; inline when left out. */
  id?: string;
  /**
   * Fields given here keep their place and take this schema: every object-typed field REST embeds
   * (GraphQL edges and objects are left out unless named), and scalars REST shapes more tightly.
   */
  fields?: Record<string, z.ZodType>;
  /** Scalar fields GraphQL has and this REST response does not. */
  omit?: readonly string[];
}

function fieldSchema(type: GraphQLOutputType, path: string): z.ZodType {
  if (isNonNullType(type)) return fieldSchema(type.ofType, path);
  const inner = (t: GraphQLOutputType): z.ZodType => {
    const required = isNonNullType(t) ? t.ofType : t;
    if (isListType(required)) return z.array(fieldSchema(required.ofType, path));
    if (isEnumType(required)) return z.enum(required.getValues().map((v) => v.name) as [string, ...string[]]);
    if (isScalarType(required) && SCALARS[required.name]) return SCALARS[required.name]();
    throw new Error(`${path}: no REST schema for GraphQL type ${getNamedType(required).name}; name the field in \`fields\``);
  };
  return inner(type);
}

/**
 * The REST response of a GraphQL object type: each scalar and enum field (lists of them too) in
 * GraphQL's order, nullable where GraphQL is, with its description; fields with arguments (edges)
 * and object-typed fields only when `fields` names them.
 */
export function responseOf(typeName: string, options: ResponseOptions = {}): z.ZodObject {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`responseOf: ${typeName} is not a GraphQL object type`);
  const given = options.fields ?? {};
  const omit = new Set(options.omit ?? []);
  for (const name of [...Object.keys(given), ...omit]) {
    if (!type.getFields()[name]) throw new Error(`responseOf(${typeName}): GraphQL has no field ${name}`);
  }
  const shape: Record<string, z.ZodType> = {};
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    const name = field.name;
    if (omit.has(name) || GRAPHQL_ONLY.has(name)) continue;
    let value = given[name];
    if (!value) {
      if (field.args.length > 0 || isObjectType(getNamedType(field.type))) continue;
      value = fieldSchema(field.type, `${typeName}.${name}`);
    }
    if (!isNonNullType(field.type) && !value.safeParse(null).success) value = value.nullable();
    // A named component (meta id) keeps its own description; a clone would lose its name.
    const named = (value.meta() as { id?: string } | undefined)?.id;
    shape[name] = field.description && !named ? value.meta({ description: field.description }) : value;
  }
  const object = z.object(shape);
  const derived = options.id ? object.meta({ id: options.id, ...(type.description ? { description: type.description } : {}) }) : object;
  derivedResponses.set(derived, typeName);
  if (omit.size > 0) omittedFields.set(derived, [...omit]);
  return derived;
}
