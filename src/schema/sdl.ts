// The schema as the UI teams' tooling reads it: the committed schema.graphql (sorted, so a change
// shows as a small diff) and the types and fields still lacking a description.
import { isInputObjectType, isInterfaceType, isObjectType, lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { schema as defaultSchema } from "./index";

export const SCHEMA_FILE = "schema.graphql";

export function printedSchema(schema: GraphQLSchema = defaultSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

/** `Type` and `Type.field` coordinates (input fields included) without a description, sorted. */
export function undocumented(schema: GraphQLSchema = defaultSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing.sort();
}
