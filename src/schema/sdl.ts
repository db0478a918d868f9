// The schema as the UI teams' tooling reads it: the committed schema.graphql (sorted, so a change
// shows as a small diff).
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./index";

export const SCHEMA_FILE = "schema.graphql";

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
