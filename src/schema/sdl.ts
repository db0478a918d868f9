// The schema as the UI teams' tooling reads it: the committed schema.graphql (sorted, so a change
// shows as a small diff) and what in it still lacks a description.
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { schema as defaultSchema } from "./index";

export const SCHEMA_FILE = "schema.graphql";

export function printedSchema(schema: GraphQLSchema = defaultSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

/**
 * Schema coordinates without a description, sorted: `Type`, `Type.field` (input fields included),
 * `Type.field(argument:)` and `Enum.VALUE`.
 */
export function undocumented(schema: GraphQLSchema = defaultSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of "args" in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing.sort();
}
