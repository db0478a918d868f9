// npm run schema:print — rewrites the committed schema.graphql from the code (a test fails while they differ),
// and src/rest/operations.ts, the root-field constants REST routes name (scripts/route-operations.ts).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { SCHEMA_FILE, printedSchema } from "../src/schema/sdl";
import { schema } from "../src/schema";
import { OPERATIONS_FILE, operationsModule } from "./route-operations";

for (const [file, text] of [
  [SCHEMA_FILE, printedSchema()],
  [OPERATIONS_FILE, operationsModule(schema)],
] as const) {
  const path = resolve(__dirname, "..", file);
  writeFileSync(path, text);
  console.log(`wrote ${path}`);
}
